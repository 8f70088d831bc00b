import DemoScenes
import UIKit

/// Scenario 8: a navigation push (and the pop back) on a 1920x1080 kiosk, from a page of
/// the 200-view dashboard to another, stepped at 60 Hz. Each frame of the 0.35 s slide
/// is timed; one over the 16.7 ms refresh interval counts as dropped. The reference is a
/// full repaint of the same screen.
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
                    frameTimes += Measure.cpuTimes(runs: 1) { runtime.stepFrames(1) }
                    count += 1
                }
                transitionFrames.append(count)
            }
        }
        var tick = 0
        let fullRepaint = Measure.cpuTimes(runs: 20) {
            tick += 1
            DashboardBenchmark.setNeedsDisplayEverywhere(root.view)
            root.view.backgroundColor = tick % 2 == 0 ? .black : UIColor(white: 0.05, alpha: 1)
            runtime.stepFrames(1)
        }
        let budget = 1 / Self.refreshRate
        let ours = Summary(frameTimes), full = Summary(fullRepaint)
        return [
            "8. navigation: push and pop between two dashboard pages, \(views) views each (\(pushes) of each, stepped \(Int(Self.refreshRate)) Hz)",
            "   transition frames  \(transitionFrames.min() ?? 0)-\(transitionFrames.max() ?? 0) per transition (its 0.35 s at the display rate: 21, plus the settling pass)  median \(Format.ms(ours.median))  p99 \(Format.ms(ours.p99))  dropped \(frameTimes.filter { $0 > budget }.count) of \(frameTimes.count)",
            "   full repaint       median \(Format.ms(full.median))  p99 \(Format.ms(full.p99))  (reference)",
            "   ratio              \(String(format: "%.0f%%", 100 * ours.median / max(full.median, 1e-12))) of a full repaint per transition frame",
        ]
    }
}
