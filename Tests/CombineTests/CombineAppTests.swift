import Foundation
import Testing

/// The fixture Tests/Fixtures/CombineApp, an iOS app's Combine code compiled unchanged in
/// Swift 5 mode, run headless as a process: UIKit's run loop (`UIApplicationMain`) runs
/// the main dispatch queue and the main run loop's timers, so debounced queries, timers,
/// `receive(on:)`, throttled taps, notifications and a data task reach the screen.
struct CombineAppTests {
    @Test func anAppsCombinePipelinesRunWhileUIKitRuns() throws {
        // The test bundle lies in the build folder, beside the fixture's executable.
        let buildFolder = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        let executable = buildFolder.appendingPathComponent("CombineApp")
        try #require(FileManager.default.fileExists(atPath: executable.path), "build the CombineApp target first (swift build --build-tests)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("CombineAppTests-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["VITRINE_DISPLAY"] = "headless"
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The app ends itself once it reported; a hung app is ended after 60 s.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stdout = try String(contentsOf: output, encoding: .utf8)
        let line = try #require(stdout.split(separator: "\n").first { $0.hasPrefix("REPORT ") }, "no report: \(stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst("REPORT ".count).utf8)) as? [String: String])
        // debounce(for:scheduler:) on DispatchQueue.main: one search, for the last query typed.
        #expect(report["results"] == "apricot")
        #expect(report["queriesSearched"] == "1")
        // Timer.publish(every:on:in:).autoconnect() with receive(on: RunLoop.main).
        #expect(report["ticksOverTen"] == "true")
        #expect(report["changesSeen"] == "true")
        // NotificationCenter.publisher(for:) heard UIApplication.didBecomeActiveNotification.
        #expect(report["status"] == "active")
        // throttle(for:scheduler:latest:) on RunLoop.main: two taps within the interval
        // publish once.
        #expect(report["taps"] == "1")
        // URLSession.dataTaskPublisher(for:) failed with a URLError (connection refused).
        #expect(report["network"]?.hasPrefix("failed") == true, "\(report)")
    }
}
