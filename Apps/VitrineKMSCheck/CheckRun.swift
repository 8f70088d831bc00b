import Foundation
import KMSDisplay
import UIKit
import VitrinePlatform

/// The phases of a check run, driven by the app's frames (`VitrineRuntime.onFrame`)
/// and timers. Each phase prints one `RESULT` line; figures come from the frame
/// statistics, the process's CPU time and, on KMS, the display's diagnostics.
@MainActor
final class CheckRun {
    struct Options: Sendable {
        /// Page flips (frames on a headless display) of the flips phase.
        var flips: Int
        /// Frames of the benchmark phase; 0 skips it.
        var benchmarkFrames: Int
        var idleSeconds: TimeInterval
        var writebackPath: String?
        var holds: Bool
    }

    /// Set by the command before `UIApplicationMain` creates the delegate.
    static var options = Options(flips: 300, benchmarkFrames: 0, idleSeconds: 2, writebackPath: nil, holds: false)

    private enum Phase {
        case firstFrame, flipsStart, flips, benchmarkStart, benchmark, settling, idle, partial, holding
    }

    /// Figures of a run of consecutive frames.
    private struct FrameRun {
        var timestamps: [TimeInterval] = []
        var startCPU = CheckRun.processCPUTime()
        var startTime = MonotonicClock.now()
        var startDiagnostics: KMSDiagnostics?
        /// Open descriptors when the run started (a fence not closed shows as growth).
        var startDescriptors = CheckRun.openDescriptors()
        /// When the label was changed after each pass (by frame number).
        var changes: [Int: TimeInterval] = [:]
        var latencies: [TimeInterval] = []
        /// The frame passes' own statistics, for where their time goes.
        var passes: [FrameStatistics] = []
    }

    private let scene: CheckScene
    private let options: Options
    private let runtime: VitrineRuntime
    private var phase = Phase.firstFrame
    private var run = FrameRun()

    // Idle phase.
    private var settledDiagnostics: KMSDiagnostics?
    private var idleFrameCount = 0
    private var idleDiagnostics: KMSDiagnostics?

    // Partial phase.
    private var partialDamage: [CGRect]?

    init(scene: CheckScene, options: Options) {
        self.scene = scene
        self.options = options
        guard let runtime = VitrineRuntime.current else {
            preconditionFailure("CheckRun needs the runtime UIApplicationMain starts")
        }
        self.runtime = runtime
    }

    private var kms: KMSDisplay? { runtime.display as? KMSDisplay }

    func start() {
        runtime.onFrame = { [unowned self] statistics in self.framePassed(statistics) }
    }

    private func framePassed(_ statistics: FrameStatistics) {
        guard statistics.presented else { return }
        switch phase {
        case .firstFrame:
            // The first frame goes out with the modeset, not at a vblank: count from the next.
            phase = .flipsStart
            scene.blink(false)
        case .flipsStart:
            phase = .flips
            startRun(statistics)
            scene.blink(true)
        case .flips:
            run.timestamps.append(statistics.timestamp)
            let flips = kms.map { $0.diagnostics.flipCount - (run.startDiagnostics?.flipCount ?? 0) }
            if (flips ?? run.timestamps.count - 1) >= options.flips {
                reportFlips()
                if options.benchmarkFrames > 0 {
                    // The dashboard comes back first; the benchmark starts once it is on screen.
                    scene.restore()
                    phase = .benchmarkStart
                } else {
                    settle()
                }
            } else {
                scene.blink(run.timestamps.count % 2 == 1)
            }
        case .benchmarkStart:
            phase = .benchmark
            startRun(statistics)
            changeLabel(after: statistics.frameNumber)
        case .benchmark:
            run.timestamps.append(statistics.timestamp)
            run.passes.append(statistics)
            // The change made after pass n is drawn in pass n + 1, whose flip completes
            // when pass n + 2 starts.
            if let changed = run.changes.removeValue(forKey: statistics.frameNumber - 2) {
                run.latencies.append(statistics.timestamp - changed)
            }
            if run.timestamps.count > options.benchmarkFrames {
                reportBenchmark()
                settle()
            } else {
                changeLabel(after: statistics.frameNumber)
            }
        case .partial where partialDamage == nil:
            partialDamage = statistics.damage
            // Let the flip complete before reading what it sent.
            after(0.5) { self.reportPartial() }
        default:
            break
        }
    }

    private func startRun(_ statistics: FrameStatistics) {
        run = FrameRun()
        run.timestamps = [statistics.timestamp]
        run.startDiagnostics = kms?.diagnostics
    }

    private func changeLabel(after frameNumber: Int) {
        scene.changingLabel.text = "\(run.timestamps.count % 1000) kW"
        run.changes[frameNumber] = MonotonicClock.now()
    }

    /// Fields common to both frame phases: count, rate, CPU time, and the display's
    /// own counters on KMS.
    private func runFields() -> [String] {
        let cpu = Self.processCPUTime() - run.startCPU, wall = MonotonicClock.now() - run.startTime
        let frames = run.timestamps.count - 1
        let span = run.timestamps.last! - run.timestamps.first!
        let intervals = zip(run.timestamps.dropFirst(), run.timestamps).map { $0 - $1 }
        // Frames start at vblanks: every interval is a whole number of refresh periods.
        let period = 1 / runtime.display.mode.refreshRate
        let offVblank = intervals.map { abs($0 / period - ($0 / period).rounded()) }.max() ?? 0
        var fields = [
            "display=\(runtime.display.name.replacingOccurrences(of: " ", with: "_"))",
            "frames=\(frames)",
            "rate=\(Self.format(Double(frames) / max(span, 1e-9)))",
            "refresh=\(Self.format(runtime.display.mode.refreshRate))",
            "min_interval_ms=\(Self.format(1000 * (intervals.min() ?? 0)))",
            "off_vblank=\(Self.format(offVblank))",
            "cpu_ms_per_frame=\(Self.format(1000 * cpu / Double(frames)))",
            "wall_s=\(Self.format(wall))",
            "fds_start=\(run.startDescriptors)",
            "fds_end=\(Self.openDescriptors())",
        ]
        if let start = run.startDiagnostics, let end = kms?.diagnostics {
            fields += ["interface=\(end.interface)",
                       "flips=\(end.flipCount - start.flipCount)",
                       "commits=\(end.commitCount - start.commitCount)",
                       "gpu_commits=\(end.gpuBufferCommits - start.gpuBufferCommits)",
                       "fenced_commits=\(end.fencedCommits - start.fencedCommits)",
                       // The first frame's, unless a hot-plug or mode change came since.
                       "modeset_ms=\(end.lastModesetDuration.map { Self.format(1000 * $0) } ?? "none")",
                       "dumb_buffers=\(end.dumbBufferCount)"]
            if let fences = end.testFences {
                // Over the whole run: every flip of a test fence, from the first frame.
                let milliseconds = { (value: Double?) in value.map { Self.format(1000 * $0) } ?? "none" }
                fields += ["test_fences=\(fences.made)", "test_fence_flips=\(fences.flips)",
                           "flips_before_signal=\(fences.flipsBeforeSignal)",
                           "flip_after_signal_min_ms=\(milliseconds(fences.minimumFlipAfterSignal))",
                           "read_after_signal_min_ms=\(milliseconds(fences.minimumReadAfterSignal))",
                           "made_to_flip_min_ms=\(milliseconds(fences.minimumMadeToFlip))",
                           "hung_flip_wait_ms=\(milliseconds(fences.hungFlipWait))"]
            }
        }
        return fields
    }

    private func reportFlips() {
        result("flips", runFields())
    }

    private func reportBenchmark() {
        result("benchmark", runFields() + [
            "latency_ms=\(Self.format(1000 * Self.median(run.latencies)))",
            "latency_max_ms=\(Self.format(1000 * (run.latencies.max() ?? 0)))",
            // Where a pass's time goes: layout and drawing, compositing, presenting (the commit).
            "display_ms=\(Self.format(1000 * Self.median(run.passes.map(\.displayTime))))",
            "composite_ms=\(Self.format(1000 * Self.median(run.passes.map(\.compositeTime))))",
            "present_ms=\(Self.format(1000 * Self.median(run.passes.map(\.presentTime))))",
        ])
    }

    /// Waits until nothing is pending and the display's counters stopped moving (the
    /// last flip completed), then starts the idle phase.
    private func settle() {
        phase = .settling
        scene.restore()
        settledDiagnostics = nil
        pollSettled()
    }

    private func pollSettled() {
        after(0.25) {
            let diagnostics = self.kms?.diagnostics
            if !self.runtime.needsFrame, diagnostics == self.settledDiagnostics {
                self.beginIdle()
            } else {
                self.settledDiagnostics = diagnostics
                self.pollSettled()
            }
        }
    }

    private func beginIdle() {
        phase = .idle
        idleFrameCount = runtime.frameCount
        idleDiagnostics = kms?.diagnostics
        after(options.idleSeconds) { self.endIdle() }
    }

    private func endIdle() {
        var fields = ["seconds=\(Self.format(options.idleSeconds))", "frames=\(runtime.frameCount - idleFrameCount)"]
        var quiet = runtime.frameCount == idleFrameCount
        if let start = idleDiagnostics, let end = kms?.diagnostics {
            fields += ["commits=\(end.commitCount - start.commitCount)", "flips=\(end.flipCount - start.flipCount)"]
            quiet = quiet && end.commitCount == start.commitCount && end.flipCount == start.flipCount
        }
        result("idle", ["ok=\(quiet ? 1 : 0)"] + fields)
        phase = .partial
        scene.showPartialUpdate()
    }

    private func captureWriteback() {
        guard let path = options.writebackPath else { return }
        guard let kms, kms.diagnostics.interface == "atomic" else {
            result("writeback", ["ok=1", "skipped=\(kms == nil ? "headless" : "legacy")"])
            return
        }
        guard let pixels = kms.captureWriteback() else {
            result("writeback", ["ok=0", "error=capture-failed"])
            return
        }
        do {
            try ImageCodec.encodePNG(pixels).write(to: URL(fileURLWithPath: path))
            result("writeback", ["ok=1", "output=\(path)"])
        } catch {
            result("writeback", ["ok=0", "error=\"\(error)\""])
        }
    }

    private func reportPartial() {
        let scale = runtime.screen.scale
        let label = scene.partialLabel.convert(scene.partialLabel.bounds, to: nil)
        let labelPixels = CGRect(x: label.minX * scale, y: label.minY * scale,
                                 width: label.width * scale, height: label.height * scale).integral
        // Damage is in panel pixels: the label's rectangle turned onto the panel.
        let screenPixels = runtime.display.screenPixelSize
        let expected = labelPixels.applying(runtime.display.rotation.screenToPanel(
            screenWidth: screenPixels.width, height: screenPixels.height))
        let damage = partialDamage ?? []
        var fields = ["label=\(Self.format(labelPixels))", "expected=\(Self.format(expected))",
                      "damage=\(damage.map(Self.format).joined(separator: ","))"]
        // The pass damages the label's rectangle and nothing else.
        var ok = damage == [expected]
        if let kms {
            let diagnostics = kms.diagnostics
            let clips = diagnostics.lastDamageClips
            fields.append("clips=\(clips.map(Self.format).joined(separator: ","))")
            if diagnostics.interface == "legacy" {
                fields.append("skipped=legacy")
            } else {
                ok = ok && clips == damage
            }
        }
        result("damage", ["ok=\(ok ? 1 : 0)", "rotation=\(runtime.display.rotation.rawValue)"] + fields)
        captureWriteback()
        if options.holds {
            phase = .holding
            emit("READY hold")
        } else {
            runtime.stop()
            exit(0)
        }
    }

    private func result(_ check: String, _ fields: [String]) {
        emit((["RESULT", check] + fields).joined(separator: " "))
    }

    /// Writes a line unbuffered: the script waits for it while the app keeps running.
    private func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func after(_ seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
            MainActor.assumeIsolated { body() }
        }
    }

    /// Entries of /proc/self/fd (0 where there is none).
    private nonisolated static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    private nonisolated static func processCPUTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func format(_ rect: CGRect) -> String {
        "\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width))x\(Int(rect.height))"
    }
}
