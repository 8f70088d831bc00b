import Foundation
import Testing

/// UIKitCore is the UIKit API without backends (docs/ARCHITECTURE.md): an app built on it
/// and the headless display alone, Tests/Fixtures/CoreOnlyApp, links none of the device
/// libraries that the KMS, libinput and seat backends need, and shows a frame.
struct CoreOnlyAppTests {
    private var executable: URL {
        get throws {
            // The test bundle lies in the build folder, beside the fixture's executable.
            let buildFolder = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                .deletingLastPathComponent()
            return buildFolder.appendingPathComponent("CoreOnlyApp")
        }
    }

    private func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func linksNoDeviceLibrary() throws {
        let app = try executable
        try #require(FileManager.default.fileExists(atPath: app.path), "build the CoreOnlyApp target first (swift build --build-tests)")
        let ldd = try run("/usr/bin/ldd", [app.path])
        #expect(ldd.status == 0, "\(ldd.output)")
        #expect(ldd.output.contains("libcairo"), "ldd lists the app's libraries: \(ldd.output)")
        for library in ["libdrm", "libinput", "libseat", "libudev", "libxkbcommon", "libSDL2"] {
            #expect(!ldd.output.contains(library), "CoreOnlyApp links \(library)")
        }
    }

    @Test func showsAFrameOnTheHeadlessDisplay() throws {
        let app = try executable
        try #require(FileManager.default.fileExists(atPath: app.path), "build the CoreOnlyApp target first (swift build --build-tests)")
        let result = try run(app.path, [])
        #expect(result.status == 0)
        #expect(result.output.contains("frame 64x64"), "\(result.output)")
    }
}
