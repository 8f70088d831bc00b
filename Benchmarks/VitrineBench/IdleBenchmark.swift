import DemoScenes
import Foundation
import HeadlessDisplay
import UIKit

/// Scenario 1: the dashboard shown on a real-time 60 Hz headless display, then left
/// alone. An idle app must not wake up or use CPU; the reference is the same time
/// spent in a plain sleep.
@MainActor
struct IdleBenchmark {
    let seconds: Double

    func run() throws -> [String] {
        let display = HeadlessDisplay(pixelWidth: 1920, pixelHeight: 1080, clock: .realTime)
        let runtime = try VitrineRuntime(display: display)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(DashboardPage(frame: window.bounds, tileCount: 40))
        window.makeKeyAndVisible()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
        let shownAfter = runtime.frameCount

        let framesBefore = runtime.frameCount, vblanksBefore = display.vblankCount
        let before = Measure.processUsage()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        let after = Measure.processUsage()
        let frames = runtime.frameCount - framesBefore
        let vblanks = display.vblankCount - vblanksBefore

        let sleepBefore = Measure.processUsage()
        Thread.sleep(forTimeInterval: seconds)
        let sleepAfter = Measure.processUsage()

        return [
            "1. idle app, \(String(format: "%.0f", seconds)) s after the first \(shownAfter) frame(s)",
            "   Vitrine run loop   frame passes \(frames), vblank timers \(vblanks), context switches \(after.wakeups - before.wakeups), CPU \(Format.ms(after.cpu - before.cpu))",
            "   plain sleep        context switches \(sleepAfter.wakeups - sleepBefore.wakeups), CPU \(Format.ms(sleepAfter.cpu - sleepBefore.cpu))  (reference)",
        ]
    }
}
