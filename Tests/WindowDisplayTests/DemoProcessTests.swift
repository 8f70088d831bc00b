import CSDL2
import Foundation
import Testing

/// The demo app as a user starts it (UIApplicationMain picks the display), in its own
/// process: faults that end a process cannot be tried inside the test runner.
@Suite(.serialized)
struct DemoProcessTests {
    /// The demo next to the test bundle (`swift build --build-tests` builds both).
    static let demo: String? = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let path = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("VitrineDemo").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Starts the demo with `environment`, its output in `log`.
    private func startDemo(_ demo: String, environment: [String: String], log: URL, output: URL) throws -> pid_t {
        try spawn(["sh", "-c", "exec '\(demo)' --loop --output '\(output.path)' > '\(log.path)' 2>&1"],
                  environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
    }

    /// Waits up to `seconds` for `pid` to end; its exit status, or nil if it is still running.
    private func exitStatus(of pid: pid_t, within seconds: Double) -> Int32? {
        var status: Int32 = 0
        for _ in 0..<Int(seconds * 50) {
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }

    private func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(getpid())-\(name)")
    }

    @Test("VITRINE_DISPLAY=window with no desktop: a clear error naming DISPLAY and WAYLAND_DISPLAY, exit 1",
          .enabled(if: demo != nil, "needs the VitrineDemo build"))
    func noDesktopIsClearError() throws {
        let log = temporary("nodesktop.log"), output = temporary("nodesktop")
        defer { try? FileManager.default.removeItem(at: log); try? FileManager.default.removeItem(at: output) }
        let pid = try startDemo(try #require(Self.demo), environment: ["VITRINE_DISPLAY": "window"], log: log, output: output)
        #expect(exitStatus(of: pid, within: 20) == 1)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("DISPLAY and WAYLAND_DISPLAY"), "log: \(text)")
    }

    @Test("the display server going away ends the app at once with a log line",
          .enabled(if: demo != nil && XvfbServer.isInstalled, "needs the VitrineDemo build and Xvfb"))
    func displayServerGoneExits() throws {
        let server = try XvfbServer()
        var serverRunning = true
        defer { if serverRunning { server.stop() } }
        let log = temporary("gone.log"), output = temporary("gone")
        defer { try? FileManager.default.removeItem(at: log); try? FileManager.default.removeItem(at: output) }
        // Chosen automatically: a desktop and no DRM device the app can have.
        let pid = try startDemo(try #require(Self.demo), environment: ["DISPLAY": server.display, "VITRINE_DRM_DEVICE": "/nonexistent"],
                                log: log, output: output)
        var shown = false
        for _ in 0..<400 where !shown {
            shown = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("display window")
            if !shown { usleep(50_000) }
        }
        #expect(shown)
        server.stop()
        serverRunning = false
        #expect(exitStatus(of: pid, within: 10) == 1)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("the display server is gone"), "log: \(text)")
    }

    @Test("closing the window while the demo animates ends the app through its delegate, exit 0",
          .enabled(if: demo != nil && XvfbServer.isInstalled, "needs the VitrineDemo build and Xvfb"))
    func closingWindowEndsApp() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let log = temporary("close.log"), output = temporary("close"), ids = temporary("close.ids")
        defer { for url in [log, output, ids] { try? FileManager.default.removeItem(at: url) } }
        let pid = try startDemo(try #require(Self.demo), environment: ["DISPLAY": server.display, "VITRINE_DISPLAY": "window"],
                                log: log, output: output)
        var shown = false
        for _ in 0..<400 where !shown {
            shown = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("display window")
            if !shown { usleep(50_000) }
        }
        try #require(shown)
        // The tour animates between pages; close in the middle of it.
        usleep(700_000)
        try server.run(["xdotool", "search", "--name", "VitrineDemo"], output: ids.path)
        let id = try #require(UInt(((try? String(contentsOf: ids, encoding: .utf8)) ?? "").split(separator: "\n").first ?? ""))
        try sendDeleteWindow(to: id, display: server.display)
        #expect(exitStatus(of: pid, within: 10) == 0)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // UIApplicationMain's handler, which runs the delegate's termination, not the
        // window's own fallback exit.
        #expect(text.contains("the window was closed: ending the app"), "log: \(text)")
    }

    /// Waits up to 20 s for the demo's log to say that it shows its display.
    private func waitUntilShown(_ log: URL) -> Bool {
        for _ in 0..<400 {
            if ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("display window") { return true }
            usleep(50_000)
        }
        return false
    }

    /// Context switches of every thread of `pid` so far: each wake-up from a wait is one.
    private func contextSwitches(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total + status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
        }
    }

    @Test("on Wayland an idle app makes no wake-ups: events are waited for on the connection, not polled",
          .enabled(if: demo != nil && WestonServer.isInstalled, "needs the VitrineDemo build, weston and Xvfb"))
    func waylandIdleMakesNoWakeups() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let weston = try WestonServer(on: server)
        defer { weston.stop() }
        let log = temporary("wayland-idle.log"), output = temporary("wayland-idle")
        defer { try? FileManager.default.removeItem(at: log); try? FileManager.default.removeItem(at: output) }
        let pid = try spawn(["sh", "-c", "exec '\(try #require(Self.demo))' --page dashboard --output '\(output.path)' > '\(log.path)' 2>&1"],
                            environment: weston.environment.merging(["PATH": "/usr/bin:/bin", "VITRINE_DRM_DEVICE": "/nonexistent",
                                                                     "VITRINE_WINDOW_SIZE": "640x400"]) { $1 })
        defer {
            kill(pid, SIGTERM)
            _ = exitStatus(of: pid, within: 10)
        }
        try #require(waitUntilShown(log))
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("display window wayland"), "log: \(text)")
        // The page settles (first frames, fonts, the shell's configure), then nothing happens.
        sleep(2)
        let before = contextSwitches(of: pid)
        sleep(3)
        let wakeups = contextSwitches(of: pid) - before
        // Polling at the refresh rate would be 180 here.
        #expect(wakeups <= 5, "\(wakeups) wake-ups in 3 s")
    }

    @Test("the Wayland compositor going away ends the app at once with a log line",
          .enabled(if: demo != nil && WestonServer.isInstalled, "needs the VitrineDemo build, weston and Xvfb"))
    func waylandCompositorGoneExits() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let weston = try WestonServer(on: server)
        var westonRunning = true
        defer { if westonRunning { weston.stop() } }
        let log = temporary("wayland-gone.log"), output = temporary("wayland-gone")
        defer { try? FileManager.default.removeItem(at: log); try? FileManager.default.removeItem(at: output) }
        // Animating: presents are under way when the compositor dies.
        let pid = try startDemo(try #require(Self.demo), environment: weston.environment.merging(["VITRINE_DRM_DEVICE": "/nonexistent"]) { $1 },
                                log: log, output: output)
        #expect(waitUntilShown(log))
        usleep(700_000)
        weston.stop(signal: SIGKILL)
        westonRunning = false
        #expect(exitStatus(of: pid, within: 10) == 1)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("the display server is gone"), "log: \(text)")
    }

    /// What a window manager sends when the user clicks the close button: WM_DELETE_WINDOW.
    private func sendDeleteWindow(to window: UInt, display name: String) throws {
        let display = try #require(XOpenDisplay(name))
        defer { XCloseDisplay(display) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, Window(window), 0, NoEventMask, &event)
        XFlush(display)
    }
}
