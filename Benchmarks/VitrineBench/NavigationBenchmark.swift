import DemoScenes
import UIKit

/// Scenario 8: a navigation push (and the pop back) on a 1920x1080 kiosk, from a page of
/// the 200-view dashboard to another, stepped at 60 Hz. Each frame of the 0.35 s slide
/// is timed; one over the 16.7 ms refresh interval counts as dropped. The reference is a
/// full repaint of the same screen. The same transitions then run on the GPU renderer
/// (issue 30; on Mesa's llvmpipe a software GPU on the same cores).
@MainActor
struct NavigationBenchmark {
    static let refreshRate = 60.0
    let pushes: Int

    final class DashboardController: UIViewController {
        override func loadView() {
            let page = DashboardPage(frame: UIScreen.main.bounds, tileCount: 40)
            page.backgroundColor = .systemBackground
            view = page
        }
    }

    func run() -> [String] {
        let cpu = measure(clock: Measure.threadCPUTime)
        // The same transitions on the GPU renderer: wall time (its threads, or llvmpipe's,
        // work outside the calling thread), with the process's CPU time beside it.
        RendererSelection.install(.gpu)
        let processBefore = Measure.processUsage().cpu
        let gpu = measure(clock: Measure.monotonic)
        let gpuProcessCPU = (Measure.processUsage().cpu - processBefore)
            / Double(max(1, gpu.frameTimes.count + gpu.fullRepaint.count))
        RendererSelection.install(.cpu)
        let budget = 1 / Self.refreshRate
        let ours = Summary(cpu.frameTimes), full = Summary(cpu.fullRepaint)
        let onGPU = Summary(gpu.frameTimes), fullOnGPU = Summary(gpu.fullRepaint)
        return [
            "8. navigation: push and pop between two dashboard pages, \(cpu.views) views each (\(pushes) of each, stepped \(Int(Self.refreshRate)) Hz)",
            "   transition frames  \(cpu.transitionFrames.min() ?? 0)-\(cpu.transitionFrames.max() ?? 0) per transition (its 0.35 s at the display rate: 21, plus the settling pass)  median \(Format.ms(ours.median))  p99 \(Format.ms(ours.p99))  dropped \(cpu.frameTimes.filter { $0 > budget }.count) of \(cpu.frameTimes.count)",
            "   full repaint       median \(Format.ms(full.median))  p99 \(Format.ms(full.p99))  (reference)",
            "   ratio              \(String(format: "%.0f%%", 100 * ours.median / max(full.median, 1e-12))) of a full repaint per transition frame",
            "   GPU renderer (\(AnimationBenchmark.gpuName))  transition frames wall median \(Format.ms(onGPU.median))  p99 \(Format.ms(onGPU.p99))  dropped \(gpu.frameTimes.filter { $0 > budget }.count) of \(gpu.frameTimes.count);  full repaint wall median \(Format.ms(fullOnGPU.median));  \(String(format: "%.0f%%", 100 * onGPU.median / max(fullOnGPU.median, 1e-12))) of it;  process CPU \(Format.ms(gpuProcessCPU)) per frame",
        ]
    }

    /// The push and pop transitions' frame times and the full repaint's, by `clock`, on
    /// the renderer `FrameRenderers` makes now.
    private func measure(clock: () -> Double)
        -> (views: Int, frameTimes: [Double], transitionFrames: [Int], fullRepaint: [Double]) {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1, refreshRate: Self.refreshRate)
        defer { runtime.stop() }
        let root = DashboardController()
        root.title = "Line 1"
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        let views = DashboardBenchmark.count(window)

        var frameTimes: [Double] = []
        var transitionFrames: [Int] = []
        for index in 0..<pushes {
            let next = DashboardController()
            next.title = "Station \(index + 1)"
            for operation in [{ navigation.pushViewController(next, animated: true) },
                              { _ = navigation.popViewController(animated: true) }] {
                operation()
                var count = 0
                while runtime.needsFrame, count < 120 {
                    frameTimes += Measure.times(runs: 1, clock: clock) { runtime.stepFrames(1) }
                    count += 1
                }
                transitionFrames.append(count)
            }
        }
        var tick = 0
        let fullRepaint = Measure.times(runs: 20, clock: clock) {
            tick += 1
            DashboardBenchmark.setNeedsDisplayEverywhere(root.view)
            root.view.backgroundColor = tick % 2 == 0 ? .black : UIColor(white: 0.05, alpha: 1)
            runtime.stepFrames(1)
        }
        window.isHidden = true
        return (views, frameTimes, transitionFrames, fullRepaint)
    }
}
