import Testing
import UIKitCore

/// The gesture recognizer base: state machine, target-action, delegate, competition
/// between recognizers, and what the view sees.
@MainActor
struct GestureRecognizerTests {
    /// Records actions as "name state", and the location of the last tap.
    @MainActor
    final class ActionLog {
        var entries: [String] = []
        var tapLocation: CGPoint?
        func handle(_ sender: UIGestureRecognizer) { entries.append("\(sender.name ?? "?") \(sender.state)") }
        func recordLocation(_ sender: UITapGestureRecognizer) { tapLocation = sender.location(in: sender.view) }
        func handleWithoutSender() { entries.append("fired") }
    }

    /// A continuous recognizer for the tests: begins once a finger moved 5 points, changes
    /// with every move, ends when it lifts.
    final class DragRecognizer: UIGestureRecognizer {
        private var start: CGPoint?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            start = touches.first?.location(in: nil)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let point = touches.first?.location(in: nil) else { return }
            if state == .possible, hypot(point.x - start.x, point.y - start.y) >= 5 {
                state = .began
            } else if state == .began || state == .changed {
                state = .changed
            }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = state == .possible ? .failed : .ended
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            state = state == .possible ? .failed : .cancelled
        }
        override func reset() { start = nil }
    }

    final class Delegate: UIGestureRecognizerDelegate {
        var simultaneous = false
        var shouldBegin = true
        var shouldReceive = true
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    }

    private func makeScene() throws -> (VitrineRuntime, TouchRecordingView, EventLog, ActionLog) {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 150), log: log)
        window.addSubview(view)
        return (runtime, view, log, ActionLog())
    }

    private func tap(_ runtime: VitrineRuntime, at point: CGPoint = CGPoint(x: 50, y: 50)) {
        runtime.touchDown(at: point)
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
    }

    // MARK: State machine

    @Test func aContinuousGestureGoesThroughBeganChangedEnded() throws {
        let (runtime, view, log, actions) = try makeScene()
        let drag = DragRecognizer(target: actions, action: ActionLog.handle)
        drag.name = "drag"
        view.addGestureRecognizer(drag)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(drag.state == .possible)
        for x in [52, 60, 70] {
            runtime.touchMove(to: CGPoint(x: x, y: 50))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(actions.entries == ["drag began", "drag changed", "drag ended"])
        #expect(drag.state == .possible, "reset once its touches lifted")
        // The recognizer took the touch when it began: the view's touch was cancelled.
        #expect(log.entries == ["v began 1", "v moved 1", "v cancelled 1"])
    }

    @Test func invalidTransitionsAreIgnored() throws {
        let (runtime, view, _, actions) = try makeScene()
        final class Confused: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
        }
        let recognizer = Confused(target: actions, action: ActionLog.handleWithoutSender)
        view.addGestureRecognizer(recognizer)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(recognizer.state == .possible)
        #expect(actions.entries.isEmpty)
    }

    @Test func theDelegateCanRefuseTheBeginningOrTheTouch() throws {
        let (runtime, view, log, actions) = try makeScene()
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        let delegate = Delegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        self.tap(runtime)
        #expect(actions.entries.isEmpty)
        #expect(log.entries == ["v began 1", "v ended 1"])
        delegate.shouldBegin = true
        delegate.shouldReceive = false
        self.tap(runtime)
        #expect(actions.entries.isEmpty)
        delegate.shouldReceive = true
        self.tap(runtime)
        #expect(actions.entries.count == 1)
    }

    /// `allowedTouchTypes` (Apple: "an array of touch types used to distinguish type of
    /// touches"; all by default): a recognizer that allows only indirect pointers ignores
    /// a finger on the touchscreen, which the view still gets.
    @Test func aRecognizerHearsOnlyTheTouchTypesItAllows() throws {
        let (runtime, view, log, actions) = try makeScene()
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        view.addGestureRecognizer(tap)
        #expect(tap.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        self.tap(runtime)
        #expect(actions.entries.isEmpty)
        #expect(log.entries == ["v began 1", "v ended 1"])
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        self.tap(runtime)
        #expect(actions.entries.count == 1)
    }

    @Test func aDisabledRecognizerGetsNothingAndRemovedTargetsAreNotCalled() throws {
        let (runtime, view, _, actions) = try makeScene()
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        self.tap(runtime)
        #expect(actions.entries.isEmpty)
        tap.isEnabled = true
        tap.removeTarget(actions)
        self.tap(runtime)
        #expect(actions.entries.isEmpty)
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil)
        #expect(tap.view == nil)
    }

    // MARK: Tap

    @Test func aSingleTapIsRecognizedOnLiftAndCancelsTheViewsTouch() throws {
        let (runtime, view, log, actions) = try makeScene()
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        tap.name = "tap"
        view.addGestureRecognizer(tap)
        tap.addTarget(actions, action: ActionLog.recordLocation)
        self.tap(runtime, at: CGPoint(x: 40, y: 30))
        #expect(actions.entries == ["tap ended"])
        #expect(closeEnough(try #require(actions.tapLocation), CGPoint(x: 40, y: 30)))
        #expect(log.entries == ["v began 1", "v cancelled 1"])
        #expect(tap.state == .possible)
    }

    @Test func movingTooFarFailsATap() throws {
        let (runtime, view, log, actions) = try makeScene()
        view.addGestureRecognizer(UITapGestureRecognizer(target: actions, action: ActionLog.handle))
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 58, y: 50))   // within 10 points
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 65, y: 50))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(actions.entries.isEmpty)
        #expect(log.entries == ["v began 1", "v moved 1", "v moved 1", "v ended 1"])
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() throws {
        let (runtime, view, _, actions) = try makeScene()
        let double = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        double.name = "double"
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        tap(runtime)
        #expect(actions.entries.isEmpty)
        tap(runtime, at: CGPoint(x: 55, y: 52))
        #expect(actions.entries == ["double ended"])
        // The first tap's end was held (delaysTouchesEnded): the view hears both taps
        // cancelled, in one call.
        #expect(view.lastTouches.map(\.tapCount).sorted() == [1, 2])

        // Too slow: the first tap's wait runs out on the display clock.
        tap(runtime)
        runtime.stepFrames(30)   // half a second
        #expect(double.state == .possible, "failed, then reset")
        tap(runtime)
        #expect(actions.entries == ["double ended"])
        #expect(view.lastTouches.first?.tapCount == 1)
    }

    @Test func aHeldEndReachesTheViewWhenTheRecognizerFails() throws {
        let (runtime, view, log, actions) = try makeScene()
        let double = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        tap(runtime)
        #expect(log.entries == ["v began 1"], "delaysTouchesEnded: the double tap may still recognize")
        runtime.stepUntilIdle()
        #expect(log.entries == ["v began 1", "v ended 1"])
        #expect(actions.entries.isEmpty)
    }

    @Test func aTwoFingerTapNeedsBothFingers() throws {
        let (runtime, view, _, actions) = try makeScene()
        view.isMultipleTouchEnabled = true
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        tap.name = "two"
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        self.tap(runtime)
        #expect(actions.entries.isEmpty, "one finger is not enough")
        runtime.touchDown(slot: 0, at: CGPoint(x: 40, y: 40))
        runtime.stepFrames(1)
        runtime.touchDown(slot: 1, at: CGPoint(x: 80, y: 40))
        runtime.stepFrames(1)
        #expect(tap.numberOfTouches == 2)
        #expect(closeEnough(tap.location(ofTouch: 1, in: view), CGPoint(x: 80, y: 40)))
        runtime.touchUp(slot: 0)
        runtime.stepFrames(1)
        #expect(actions.entries.isEmpty)
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(actions.entries == ["two ended"])
    }

    // MARK: Competition

    @Test func theNearestRecognizerWinsUnlessBothMayRecognizeSimultaneously() throws {
        let (runtime, view, _, actions) = try makeScene()
        let inner = TouchRecordingView("inner", frame: CGRect(x: 20, y: 20, width: 60, height: 60), log: EventLog())
        view.addSubview(inner)
        let innerTap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        innerTap.name = "inner"
        inner.addGestureRecognizer(innerTap)
        let outerTap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        outerTap.name = "outer"
        view.addGestureRecognizer(outerTap)
        tap(runtime)
        #expect(actions.entries == ["inner ended"])
        let delegate = Delegate()
        delegate.simultaneous = true
        outerTap.delegate = delegate
        tap(runtime)
        #expect(actions.entries == ["inner ended", "inner ended", "outer ended"])
    }

    @Test func requireToFailHoldsARecognizerUntilTheOtherFails() throws {
        let (runtime, view, log, actions) = try makeScene()
        let single = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        single.name = "single"
        let double = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        tap(runtime)
        #expect(actions.entries.isEmpty, "the single tap waits for the double tap")
        #expect(single.state == .possible)
        #expect(log.entries == ["v began 1"], "touchesEnded is delayed while the double tap may still recognize")
        runtime.stepUntilIdle()
        #expect(actions.entries == ["single ended"])
        #expect(log.entries == ["v began 1", "v cancelled 1"])

        actions.entries = []
        tap(runtime)
        tap(runtime)
        runtime.stepUntilIdle()
        #expect(actions.entries == ["double ended"])
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsItsTouch() throws {
        let (runtime, view, log, actions) = try makeScene()
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handleWithoutSender)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        self.tap(runtime)
        #expect(actions.entries == ["fired"])
        #expect(log.entries == ["v began 1", "v ended 1"])
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchUntilTheRecognizerFails() throws {
        let (runtime, view, log, actions) = try makeScene()
        let tap = UITapGestureRecognizer(target: actions, action: ActionLog.handle)
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        // Recognized: the view never hears of the touch.
        self.tap(runtime)
        #expect(actions.entries.count == 1)
        #expect(log.entries.isEmpty)
        // Failed by moving: the held touchesBegan arrives, then the rest.
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(log.entries.isEmpty)
        runtime.touchMove(to: CGPoint(x: 80, y: 50))
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v moved 1"])
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v moved 1", "v ended 1"])
    }

    @Test func aRecognizerSeesTouchesBeforeTheView() throws {
        let (runtime, view, log, _) = try makeScene()
        final class Spy: UIGestureRecognizer {
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log?.entries.append("recognizer began") }
        }
        let spy = Spy()
        spy.log = log
        view.addGestureRecognizer(spy)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(log.entries == ["recognizer began", "v began 1"])
        let touch = try #require(view.lastTouches.first)
        #expect(touch.gestureRecognizers?.first === spy)
    }
}
