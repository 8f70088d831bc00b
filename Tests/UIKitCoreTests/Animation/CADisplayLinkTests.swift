import Foundation
import Testing
import UIKitCore

/// CADisplayLink on a stepped 60 Hz headless display.
@MainActor
struct CADisplayLinkTests {
    @MainActor
    final class Ticker {
        var timestamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
    }

    @Test func firesOncePerFrameAtTheRefreshRate() {
        let (runtime, _) = EndToEnd.makeScreen(width: 50, height: 50)
        runtime.stepUntilIdle()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: .main, forMode: .common)
        let passes = runtime.stepFrames(60)
        #expect(ticker.timestamps.count == 60)
        #expect(passes.count == 60)
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        #expect(zip(ticker.timestamps, ticker.targets).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(abs(ticker.targets.last! - CACurrentMediaTime() - 1.0 / 60) < 1e-9)
        link.invalidate()
        runtime.stepFrames(2)
        #expect(ticker.timestamps.count == 60)
        // No animation and no link: frames stop.
        #expect(runtime.stepFrames(30).isEmpty)
    }

    // CADisplayLink init(target:selector:), as scripts/port writes `#selector(step)`.
    @Test func aSelectorLinkCallsTheMethodWithTheLink() {
        let (runtime, _) = EndToEnd.makeScreen(width: 50, height: 50)
        runtime.stepUntilIdle()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step(_:)))
        link.add(to: .main, forMode: .common)
        runtime.stepFrames(3)
        #expect(ticker.timestamps.count == 3)
        link.invalidate()
        runtime.stepUntilIdle()
        // A target without the method is logged; its link never fires nor asks for frames.
        let stray = CADisplayLink(target: NSObject(), selector: Selector("step:", Ticker.step(_:)))
        stray.add(to: .main, forMode: .common)
        #expect(runtime.stepFrames(5).isEmpty)
    }

    @Test func preferredFramesPerSecondSkipsVblanks() {
        let (runtime, _) = EndToEnd.makeScreen(width: 50, height: 50)
        runtime.stepUntilIdle()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        runtime.stepFrames(60)
        #expect(ticker.timestamps.count == 30)
        link.preferredFramesPerSecond = 0
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 20)
        runtime.stepFrames(60)
        #expect(ticker.timestamps.count == 50)
        link.invalidate()
        runtime.stepUntilIdle()
    }

    @Test func pausedLinkAsksForNoFrames() {
        let (runtime, _) = EndToEnd.makeScreen(width: 50, height: 50)
        runtime.stepUntilIdle()
        var count = 0
        final class Counter {
            var action: () -> Void = {}
            func tick() { action() }
        }
        let counter = Counter()
        counter.action = { count += 1 }
        let link = CADisplayLink(target: counter, selector: Counter.tick)
        link.add(to: .main, forMode: .common)
        runtime.stepFrames(3)
        link.isPaused = true
        runtime.stepFrames(1)
        #expect(runtime.stepFrames(10).isEmpty)
        #expect(count == 3)
        link.isPaused = false
        runtime.stepFrames(5)
        #expect(count == 8)
        link.invalidate()
        runtime.stepUntilIdle()
    }
}
