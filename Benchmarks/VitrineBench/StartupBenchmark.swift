import DemoScenes
import Foundation
import HeadlessDisplay
import UIKit

/// Scenario 5: process start to first presented frame, and memory at 1080p double
/// buffered. The bench runs itself as a child in probe mode; the reference is
/// starting /bin/true in the same run. Memory is also measured once both buffers are in
/// use (the same dashboard after some frames) and for the demo app's tour of every page
/// (its peak RSS, when the VitrineDemo binary was built next to the bench).
struct StartupBenchmark {
    let runs: Int

    func run() throws -> [String] {
        var firstFrame: [Double] = [], rss: [Int] = [], baseline: [Int] = []
        for _ in 0..<runs {
            let (latency, report) = try Self.spawn(CommandLine.arguments[0], ["--probe-first-frame"], marker: "FIRST_FRAME")
            let fields = report.split(separator: " ")
            guard fields.count == 4, let presented = Double(fields[1]), let rssBytes = Int(fields[2]),
                  let baselineBytes = Int(fields[3]) else {
                throw BenchError.probe("unexpected probe output: \(report)")
            }
            firstFrame.append(presented - latency)
            rss.append(rssBytes)
            baseline.append(baselineBytes)
        }
        var trueTimes: [Double] = []
        for _ in 0..<runs {
            let start = Measure.monotonic()
            _ = try Self.run("/bin/true", [])
            trueTimes.append(Measure.monotonic() - start)
        }
        let start = Summary(firstFrame), spawn = Summary(trueTimes)
        let (_, steadyReport) = try Self.spawn(CommandLine.arguments[0], ["--probe-steady-state"], marker: "STEADY_STATE")
        let steadyFields = steadyReport.split(separator: " ")
        guard steadyFields.count == 3, let steadyBytes = Int(steadyFields[1]), let frames = Int(steadyFields[2]) else {
            throw BenchError.probe("unexpected probe output: \(steadyReport)")
        }
        return [
            "5. process start to first presented frame, 1920x1080 double buffered, 200-view dashboard (\(runs) runs)",
            "   first frame        median \(Format.ms(start.median))  (goal < 100 ms)",
            "   /bin/true          median \(Format.ms(spawn.median))  (reference: start and exit of a process)",
            "   RSS at first frame \(Format.megabytes(Summary(rss.map(Double.init)).median))  (goal < 40 MB)",
            "   RSS before UIKit   \(Format.megabytes(Summary(baseline.map(Double.init)).median))  (reference: the same process before the runtime starts)",
            "   RSS, both buffers  \(Format.megabytes(Double(steadyBytes)))  (the same dashboard after \(frames) frames, one label changing per frame)",
            try Self.demoLine(),
        ]
    }

    /// The demo's peak RSS over its tour of every page at 1920x1080, or why it is missing.
    static func demoLine() throws -> String {
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("VitrineDemo").path
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            return "   demo, peak RSS     not measured: build the VitrineDemo product next to the bench (scripts/bench does)"
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-demo-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        let (_, usage) = try run(demo, ["--output", output.path, "--seconds-per-page", "0.3"],
                                 environment: ["VITRINE_HEADLESS_SIZE": "1920x1080"])
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".png") }.count) ?? 0
        return "   demo, peak RSS     \(Format.megabytes(Double(usage.ru_maxrss * 1024)))  "
            + "(VitrineDemo's tour at 1920x1080, \(pages) pages shown: its peak)"
    }

    /// Runs a child and returns the monotonic time just before it started and the line
    /// of its output starting with `marker`.
    static func spawn(_ path: String, _ arguments: [String], marker: String) throws -> (Double, String) {
        let start = Measure.monotonic()
        let (output, _) = try run(path, arguments)
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else {
            throw BenchError.probe("the probe printed no \(marker) line: \(output)")
        }
        return (start, String(line))
    }

    /// Starts `path` with posix_spawn (Foundation's Process adds tens of milliseconds
    /// of its own), with VITRINE_DISPLAY=headless and `environment`, and returns its
    /// standard output and resource usage (`ru_maxrss`: its peak RSS in KiB).
    @discardableResult
    static func run(_ path: String, _ arguments: [String],
                    environment extra: [String: String] = [:]) throws -> (String, rusage) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchError.probe("pipe failed: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let environment = ProcessInfo.processInfo.environment.merging(["VITRINE_DISPLAY": "headless"]) { $1 }
            .merging(extra) { $1 }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw BenchError.probe("cannot start \(path): errno \(status)")
        }
        let output = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        var exitStatus: Int32 = 0
        var usage = rusage()
        wait4(pid, &exitStatus, 0, &usage)
        return (String(decoding: output, as: UTF8.self), usage)
    }

    /// Probe mode: start the runtime on a real-time headless display, show the
    /// dashboard, and report when the first frame is presented.
    @MainActor
    static func probe() throws -> Never {
        let baseline = Measure.residentBytes()
        let display = HeadlessDisplay(pixelWidth: 1920, pixelHeight: 1080, bufferCount: 2, clock: .realTime)
        // VITRINE_RENDERER=gpu measures the GPU renderer's first frame (EGL and GL started).
        RendererSelection.installFromEnvironment()
        let runtime = try VitrineRuntime(display: display)
        runtime.onFrame = { stats in
            guard stats.presented else { return }
            let line = "FIRST_FRAME \(Measure.monotonic()) \(Measure.residentBytes()) \(baseline)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
            exit(0)
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(DashboardPage(frame: window.bounds, tileCount: 40))
        window.makeKeyAndVisible()
        RunLoop.main.run()
        exit(1)
    }

    /// Probe mode: the same dashboard on a stepped headless display, one label changing in
    /// each of 120 frames (so that both buffers have been drawn), then its RSS.
    @MainActor
    static func probeSteadyState() -> Never {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1, bufferCount: 2)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let page = DashboardPage(frame: window.bounds, tileCount: 40)
        window.addSubview(page)
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        let frames = 120
        for tick in 0..<frames {
            page.allTiles[7].valueLabel.text = "\(tick) kW"
            runtime.stepFrames(1)
        }
        FileHandle.standardOutput.write(Data("STEADY_STATE \(Measure.residentBytes()) \(frames)\n".utf8))
        exit(0)
    }
}
