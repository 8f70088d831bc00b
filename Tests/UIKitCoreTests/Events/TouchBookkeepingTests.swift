import Testing
import UIKitCore

/// What a recognizer and the event tell about the touches they hold.
@MainActor
struct TouchBookkeepingTests {
    final class Ignorer: UIGestureRecognizer {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("began")
            for touch in touches { ignore(touch, for: event) }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("ended") }
    }

    @Test func anIgnoredTouchStillReachesTheViewButNotTheRecognizer() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        let ignorer = Ignorer()
        view.addGestureRecognizer(ignorer)
        runtime.touchDown(at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        #expect(ignorer.numberOfTouches == 0)
        runtime.touchMove(to: CGPoint(x: 30, y: 10))
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(ignorer.calls == ["began"])
        #expect(log.entries == ["v began 1", "v ended 1"])
    }

    @Test func theEventListsTouchesByViewWindowAndRecognizer() throws {
        let (runtime, window, log) = try Events.makeScene()
        let left = TouchRecordingView("l", frame: CGRect(x: 0, y: 0, width: 100, height: 150), log: log)
        let right = TouchRecordingView("r", frame: CGRect(x: 100, y: 0, width: 100, height: 150), log: log)
        window.addSubview(left)
        window.addSubview(right)
        let tap = UITapGestureRecognizer()
        right.addGestureRecognizer(tap)
        runtime.touchDown(slot: 0, at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        final class Catcher: UIView {
            var event: UIEvent?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.event = event }
        }
        let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        right.addSubview(catcher)
        runtime.touchDown(slot: 1, at: CGPoint(x: 150, y: 10))
        runtime.stepFrames(1)
        let event = try #require(catcher.event)
        #expect(event.type == .touches)
        #expect(event.allTouches?.count == 2)
        let leftTouch = try #require(event.touches(for: left)?.first)
        #expect(leftTouch.phase == .stationary, "the first finger did not change")
        #expect(event.touches(for: catcher)?.first?.phase == .began)
        #expect(event.touches(for: window)?.count == 2)
        #expect(event.touches(for: tap)?.count == 1)
        #expect(event.touches(for: tap)?.first?.view === catcher)
    }

    @Test func theDelegateCanMakeOneRecognizerWaitForAnother() throws {
        final class Waiter: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer === other
            }
        }
        let (runtime, window, _) = try Events.makeScene()
        @MainActor final class Target {
            var fired: [String] = []
            func single() { fired.append("single") }
            func double() { fired.append("double") }
        }
        let target = Target()
        let single = UITapGestureRecognizer(target: target, action: Target.single)
        let double = UITapGestureRecognizer(target: target, action: Target.double)
        double.numberOfTapsRequired = 2
        let waiter = Waiter()
        waiter.other = double
        single.delegate = waiter
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        runtime.tap(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(target.fired.isEmpty)
        runtime.stepUntilIdle()
        #expect(target.fired == ["single"])
    }
}
