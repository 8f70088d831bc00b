import Testing
import UIKitCore

/// Recognizers made with no target or action, as apps write them on iOS.
@MainActor
struct RecognizerWithoutTargetTests {
    @MainActor
    final class Handler {
        var taps = 0
        func tapped(_ sender: UITapGestureRecognizer) { taps += 1 }
    }

    // UIGestureRecognizer.init(target:action:): "target: an object that is the recipient of
    // action messages ... nil is a valid value"; addTarget(_:action:) adds one later.
    @Test func aRecognizerMadeWithNilTargetAndActionGetsItsActionLater() throws {
        let (runtime, window, _) = try Events.makeScene()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        let plain = UIGestureRecognizer(target: nil, action: nil)
        #expect(pan.state == .possible && press.state == .possible && plain.state == .possible)
        let handler = Handler()
        tap.addTarget(handler, action: Handler.tapped)
        window.addGestureRecognizer(tap)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(handler.taps == 1)
    }
}
