import Foundation
import Testing

/// SDL2 (and the ~30 libraries it needs: X11, Wayland, PulseAudio, ALSA, codecs) is
/// opened when a window is, not when the process starts: a kiosk app on KMS or headless
/// does not map it (about 2 MB resident, scripts/bench scenario 5b).
@Suite(.serialized)
struct SDLLoadingTests {
    /// The demo next to the test bundle (`swift build --build-tests` builds both).
    static let demo: String? = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let path = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("VitrineDemo").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Starts the demo with `environment`, waits until it logs the display it opened, and
    /// returns the libraries mapped in it then (the file names in /proc/PID/maps).
    private func mappedLibraries(environment: [String: String], name: String) throws -> [String] {
        let demo = try #require(Self.demo)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(getpid())-\(name)")
        let log = base.appendingPathExtension("log"), output = base
        defer { try? FileManager.default.removeItem(at: log); try? FileManager.default.removeItem(at: output) }
        let pid = try spawn(["sh", "-c", "exec '\(demo)' --loop --output '\(output.path)' > '\(log.path)' 2>&1"],
                            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        var shown = false
        for _ in 0..<400 where !shown {
            shown = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("display ")
            if !shown { usleep(50_000) }
        }
        try #require(shown, "log: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        // Read to the end: /proc files report a size of 0.
        let maps = String(decoding: try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps")).readDataToEndOfFile(),
                          as: UTF8.self)
        return maps.split(separator: "\n").compactMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first
                .map { String($0.split(separator: "/").last ?? "") }
        }
    }

    @Test("an app on the headless display maps neither libSDL2 nor its audio and Wayland libraries, nor librsvg and poppler",
          .enabled(if: demo != nil, "needs the VitrineDemo build"))
    func headlessDoesNotMapSDL() throws {
        let libraries = try mappedLibraries(environment: ["VITRINE_DISPLAY": "headless"], name: "sdl-headless")
        #expect(libraries.contains { $0.hasPrefix("libcairo") }, "the maps were read: \(libraries)")
        #expect(!libraries.contains { $0.hasPrefix("libSDL2") })
        #expect(!libraries.contains { $0.hasPrefix("libpulse") || $0.hasPrefix("libasound") || $0.hasPrefix("libwayland-client") })
        // Opened when an app first draws an SVG or PDF image (CVectorLoader).
        #expect(!libraries.contains { $0.hasPrefix("librsvg") || $0.hasPrefix("libpoppler") })
    }

    @Test("opening a window maps libSDL2",
          .enabled(if: demo != nil && XvfbServer.isInstalled, "needs the VitrineDemo build and Xvfb"))
    func windowMapsSDL() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let libraries = try mappedLibraries(environment: ["DISPLAY": server.display, "VITRINE_DISPLAY": "window"],
                                            name: "sdl-window")
        #expect(libraries.contains { $0.hasPrefix("libSDL2") })
    }
}
