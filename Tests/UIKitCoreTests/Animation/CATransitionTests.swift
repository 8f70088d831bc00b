import Testing
import UIKitCore
import VitrineTestSupport

/// CATransition on a stepped headless display: the old content is the snapshot of the
/// frame on screen when the transition starts.
@MainActor
struct CATransitionTests {
    /// A 100×60 white screen with a 40×40 red layer at (30, 10), on screen.
    private func makeScene() -> (VitrineRuntime, CALayer) {
        let (runtime, window) = EndToEnd.makeScreen(width: 100, height: 60)
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 10, width: 40, height: 40)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.layer.addSublayer(layer)
        runtime.stepUntilIdle()
        return (runtime, layer)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        return t
    }

    /// Changes the layer to blue without implicit animation.
    private func turnBlue(_ layer: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
    }

    @Test func fadeIsACrossDissolveHalfway() throws {
        let (runtime, layer) = makeScene()
        // Changed first, transition added after: the old content is still what was on screen.
        turnBlue(layer)
        layer.add(transition(.fade), forKey: kCATransition)
        runtime.stepFrames(31)
        let shot = try #require(runtime.screenshot())
        expectMatchesReference(shot, named: "ca-transition-fade-half")
        let mid = EndToEnd.rgb(shot, 50, 30)
        #expect((0x7E...0x81).contains(mid >> 16) && mid & 0xFF00 == 0 && (0x7E...0x81).contains(mid & 0xFF))
        #expect(EndToEnd.rgb(shot, 10, 30) == 0xFFFFFF)
        runtime.stepUntilIdle()
        let end = try #require(runtime.screenshot())
        #expect(EndToEnd.rgb(end, 50, 30) == 0x0000FF)
        #expect(layer.animationKeys() == nil)
        #expect(runtime.stepFrames(10).isEmpty)
    }

    @Test func pushMovesOldOutAndNewIn() throws {
        let (runtime, layer) = makeScene()
        layer.add(transition(.push, .fromRight), forKey: kCATransition)
        turnBlue(layer)
        runtime.stepFrames(31)
        let shot = try #require(runtime.screenshot())
        expectMatchesReference(shot, named: "ca-transition-push-half")
        // Old content (red) moved 20 points left, the new (blue) arrived 20 points from the right.
        #expect(EndToEnd.rgb(shot, 15, 30) == 0xFF0000)
        #expect(EndToEnd.rgb(shot, 45, 30) == 0xFF0000)
        #expect(EndToEnd.rgb(shot, 55, 30) == 0x0000FF)
        #expect(EndToEnd.rgb(shot, 85, 30) == 0x0000FF)
        runtime.stepUntilIdle()
    }

    @Test func flipShowsTheOldSideThenTheNew() throws {
        let (runtime, layer) = makeScene()
        layer.add(transition(CATransitionType(rawValue: "oglFlip"), .fromLeft), forKey: kCATransition)
        turnBlue(layer)
        runtime.stepFrames(21)
        let early = try #require(runtime.screenshot())
        // A third of the way: the red side, narrowed to half its width about the centre.
        #expect(EndToEnd.rgb(early, 50, 30) == 0xFF0000)
        #expect(EndToEnd.rgb(early, 33, 30) == 0xFFFFFF)
        runtime.stepFrames(20)
        let late = try #require(runtime.screenshot())
        #expect(EndToEnd.rgb(late, 50, 30) == 0x0000FF)
        #expect(EndToEnd.rgb(late, 33, 30) == 0xFFFFFF)
        runtime.stepUntilIdle()
    }
}
