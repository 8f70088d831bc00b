import DemoScenes
import Foundation
import HeadlessDisplay
import UIKit

/// Scenario 7: controls on the 200-view dashboard. A button is tapped: the frames of the
/// tap (press and release, until the runtime is idle) redraw only the button, and cost a
/// small part of one full repaint of the same screen. Then a spinning activity indicator
/// on a real-time 60 Hz display: one small-damage frame per step of its spin, and
/// nothing once stopped; the reference is the same time spent in a plain sleep.
@MainActor
struct ControlsBenchmark {
    let frames: Int
    let seconds: Double

    func run() throws -> [String] {
        try buttonTap() + spinner()
    }

    private func buttonTap() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let page = DashboardPage(frame: window.bounds, tileCount: 40)
        window.addSubview(page)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Start"
        configuration.image = UIImage(systemName: "play.fill")
        let button = UIButton(configuration: configuration)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        page.addSubview(button)
        button.frame = CGRect(x: 1720, y: 12, width: 180, height: 40)
        runtime.stepUntilIdle()
        let views = DashboardBenchmark.count(window)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let buttonPixels = Int(button.bounds.width * button.bounds.height)

        var tapFrames = 0, maxDamage = 0
        let tapTimes = Measure.cpuTimes(runs: frames) {
            runtime.touchDown(at: center)
            var statistics = runtime.stepFrames(1)
            runtime.touchUp()
            while runtime.needsFrame, statistics.count < 120 { statistics += runtime.stepFrames(1) }
            tapFrames = statistics.count
            maxDamage = max(maxDamage, statistics.map(\.damagedPixelCount).max() ?? 0)
        }
        var tick = 0
        let fullRepaint = Measure.cpuTimes(runs: max(10, frames / 10)) {
            tick += 1
            DashboardBenchmark.setNeedsDisplayEverywhere(page)
            page.backgroundColor = tick % 2 == 0 ? .black : UIColor(white: 0.05, alpha: 1)
            runtime.stepFrames(1)
        }
        let tap = Summary(tapTimes), full = Summary(fullRepaint)
        return [
            "7. controls: a filled button tapped on the dashboard, \(views) views (\(frames) taps, \(taps) actions run)",
            "   tap, \(tapFrames) frames   median \(Format.ms(tap.median))  p99 \(Format.ms(tap.p99))  largest damage \(maxDamage) px (button \(buttonPixels) px)",
            "   full repaint     median \(Format.ms(full.median))  p99 \(Format.ms(full.p99))  (reference)",
            "   ratio            \(String(format: "%.1f%%", 100 * tap.median / max(full.median, 1e-12))) of one full-repaint frame, for the whole tap",
        ]
    }

    private func spinner() throws -> [String] {
        let display = HeadlessDisplay(pixelWidth: 1920, pixelHeight: 1080, clock: .realTime)
        let runtime = try VitrineRuntime(display: display)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(DashboardPage(frame: window.bounds, tileCount: 40))
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 960, y: 32)
        window.addSubview(indicator)
        window.makeKeyAndVisible()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))

        var damage: [Int] = []
        runtime.onFrame = { damage.append($0.damagedPixelCount) }
        indicator.startAnimating()
        let spinning = measure(runtime: runtime, display: display)
        let spinningDamage = damage.filter { $0 > 0 }
        indicator.stopAnimating()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
        let stopped = measure(runtime: runtime, display: display)
        runtime.onFrame = nil

        let sleepBefore = Measure.processUsage()
        Thread.sleep(forTimeInterval: seconds)
        let sleepAfter = Measure.processUsage()
        let perSecond = Double(spinning.frames) / seconds
        let largest = spinningDamage.max() ?? 0
        let indicatorPixels = Int(indicator.bounds.width * indicator.bounds.height)
        return [
            "   activity indicator (.large) spinning on a real-time 60 Hz display, \(String(format: "%.0f", seconds)) s each",
            "   spinning         frame passes \(spinning.frames) (\(String(format: "%.1f", perSecond))/s), \(spinningDamage.count) with damage, largest \(largest) px (indicator \(indicatorPixels) px), context switches \(spinning.wakeups), CPU \(Format.ms(spinning.cpu))",
            "   stopped          frame passes \(stopped.frames), context switches \(stopped.wakeups), CPU \(Format.ms(stopped.cpu))",
            "   plain sleep      context switches \(sleepAfter.wakeups - sleepBefore.wakeups), CPU \(Format.ms(sleepAfter.cpu - sleepBefore.cpu))  (reference)",
        ]
    }

    private func measure(runtime: VitrineRuntime, display: HeadlessDisplay) -> (frames: Int, wakeups: Int, cpu: Double) {
        let framesBefore = runtime.frameCount
        let before = Measure.processUsage()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        let after = Measure.processUsage()
        return (runtime.frameCount - framesBefore, after.wakeups - before.wakeups, after.cpu - before.cpu)
    }
}
