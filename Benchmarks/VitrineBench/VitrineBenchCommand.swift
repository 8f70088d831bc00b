import ArgumentParser
import Foundation
import UIKit

/// Vitrine's benchmarks: each figure beside a reference measured in the same run.
@main
struct VitrineBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-bench",
        abstract: "Measures frame time, compositing, idle cost, start-up and memory against same-run references.")

    @Option(help: "Frames measured per scenario.")
    var frames = 300

    @Option(help: "Seconds the idle scenario lasts.")
    var idleSeconds = 10.0

    @Option(help: "Process starts measured for the start-up scenario.")
    var startupRuns = 5

    @Option(help: "A scenario to run (1-13; repeat for several). All run when none is given.")
    var scenario: [Int] = []

    @Flag(help: .hidden)
    var probeFirstFrame = false

    @Flag(help: .hidden)
    var probeSteadyState = false

    func run() throws {
        if probeFirstFrame {
            try MainActor.assumeIsolated { try StartupBenchmark.probe() }
        }
        if probeSteadyState {
            MainActor.assumeIsolated { StartupBenchmark.probeSteadyState() }
        }
        print("Vitrine benchmark: \(Self.machine())")
        func runs(_ number: Int) -> Bool { scenario.isEmpty || scenario.contains(number) }
        try MainActor.assumeIsolated {
            // Scenario 3 is measured with the dashboard of scenario 2.
            if runs(1) { for line in try IdleBenchmark(seconds: idleSeconds).run() { print(line) } }
            if runs(2) || runs(3) { for line in DashboardBenchmark(frames: frames).run() { print(line) } }
            if runs(4) { for line in LayersBenchmark(frames: frames).run() { print(line) } }
            if runs(6) { for line in AnimationBenchmark().run() { print(line) } }
            if runs(7) { for line in try ControlsBenchmark(frames: frames, seconds: min(idleSeconds, 3)).run() { print(line) } }
            if runs(8) { for line in NavigationBenchmark(pushes: max(3, frames / 20)).run() { print(line) } }
            if runs(9) { for line in LayoutBenchmark(runs: max(5, frames / 20)).run() { print(line) } }
            if runs(13) { for line in TextInputBenchmark(frames: frames).run() { print(line) } }
            if runs(10) {
                for constrained in [false, true] {
                    for line in TableBenchmark(maxFlings: max(10, frames / 5), constrainedCells: constrained).run() { print(line) }
                }
            }
            if runs(11) { for line in try WindowBenchmark(frames: frames).run() { print(line) } }
            if runs(12) { for line in KeyboardBenchmark(taps: max(10, frames / 5)).run() { print(line) } }
        }
        if runs(5) { for line in try StartupBenchmark(runs: startupRuns).run() { print(line) } }
    }

    static func machine() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }
}
