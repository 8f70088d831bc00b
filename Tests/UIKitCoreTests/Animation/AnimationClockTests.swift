import Testing
import UIKitCore

/// Animation time is the display's: a new runtime's stepped clock starts at 0, however far
/// an earlier runtime's clock (or the monotonic clock) had gone, and nothing timed on the
/// old clock carries over.
@MainActor
struct AnimationClockTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    final class Ticker {
        var count = 0
        func step() { count += 1 }
    }

    /// A committed 20×20 standalone layer at (0, 40) on a new 200×100 screen.
    private func makeScene() -> (VitrineRuntime, CALayer) {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.layer.addSublayer(layer)
        runtime.stepUntilIdle()
        return (runtime, layer)
    }

    private func slide(duration: CFTimeInterval) -> CABasicAnimation {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 110
        slide.duration = duration
        return slide
    }

    @Test func whatAnEarlierRuntimeLeftRunningEndsWithIt() {
        // The first runtime's clock is 10 s ahead of the next one's when it goes.
        let (first, layer) = makeScene()
        first.stepFrames(600)
        let recorder = Recorder()
        let slide = slide(duration: 5)
        slide.delegate = recorder
        layer.add(slide, forKey: "slide")
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: .main, forMode: .common)
        first.stepFrames(60)
        #expect(recorder.events == ["start"])
        #expect(ticker.count == 60)

        let (second, _) = makeScene()
        #expect(recorder.events == ["start", "stop false"])
        #expect(layer.animationKeys() == nil)
        // Idle: neither the old animation nor the old link asks the new display for frames.
        #expect(!second.needsFrame)
        #expect(second.stepFrames(30).isEmpty)
        #expect(ticker.count == 60)
    }

    @Test func beforeItsFirstFrameANewRuntimeShowsValuesAtItsOwnTime() throws {
        let (first, layer) = makeScene()
        first.stepFrames(600)
        let (second, window) = EndToEnd.makeScreen(width: 200, height: 100)
        window.layer.addSublayer(layer)
        #expect(CACurrentMediaTime() == 0)
        // Starts 1 s into the new clock and shows its start until then.
        let slide = slide(duration: 1)
        slide.fromValue = 50
        slide.beginTime = CACurrentMediaTime() + 1
        slide.fillMode = .backwards
        layer.add(slide, forKey: "slide")
        #expect(try #require(layer.presentation()).position.x == 50)
        // The frame built at the 89th vblank shows the time of the next: 1.5 s.
        second.stepFrames(89)
        #expect(abs(try #require(layer.presentation()).position.x - 80) < 1e-6)
        second.stepUntilIdle()
    }

    @Test func aLinkAddedAgainFiresAtItsNextFrame() {
        let (runtime, _) = makeScene()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.preferredFramesPerSecond = 10
        link.add(to: .main, forMode: .common)
        runtime.stepFrames(1)
        link.remove(from: .main, forMode: .common)
        // A new display's clock is behind the old one's last callback.
        let (second, _) = makeScene()
        link.add(to: .main, forMode: .common)
        second.stepFrames(1)
        #expect(ticker.count == 2)
        link.invalidate()
        second.stepUntilIdle()
        // Invalidated, it cannot be added again.
        link.add(to: .main, forMode: .common)
        #expect(second.stepFrames(10).isEmpty)
        #expect(ticker.count == 2)
    }

    @Test func stoppingAnOldRuntimeAgainLeavesTheCurrentOneRunning() {
        let (first, _) = makeScene()
        let (second, layer) = makeScene()
        layer.add(slide(duration: 1), forKey: "slide")
        first.stop()
        #expect(layer.animationKeys() == ["slide"])
        #expect(!second.stepFrames(1).isEmpty)
        layer.position.x = 50
        #expect(second.needsFrame)
        second.stepUntilIdle()
    }
}
