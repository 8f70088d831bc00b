import Foundation
import Testing
import UIKitCore

@MainActor
struct UILongPressGestureRecognizerTests {
    @Test func beginsAfterTheDurationOnTheDisplayClockChangesAndEnds() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        let press = UILongPressGestureRecognizer()
        Gestures.attach(press, named: "press", to: view, actions: actions)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 56, y: 56))   // within 10 points
        runtime.stepFrames(28)
        #expect(press.state == .possible, "29 frames of 60 Hz: not yet half a second")
        runtime.stepFrames(2)
        #expect(actions.entries == ["press began"])
        runtime.touchMove(to: CGPoint(x: 150, y: 100))   // any distance once it began
        runtime.stepFrames(1)
        #expect(approximately(press.location(in: view), CGPoint(x: 150, y: 100)))
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(actions.entries == ["press began", "press changed", "press ended"])
        #expect(log.entries == ["v began 1", "v moved 1", "v cancelled 1"])
    }

    @Test func liftingEarlyOrMovingTooFarFails() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.2
        Gestures.attach(press, named: "press", to: view, actions: actions)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(10)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v ended 1"])
        Gestures.drag(runtime, through: [CGPoint(x: 50, y: 50), CGPoint(x: 62, y: 50)], lift: false)
        runtime.stepFrames(20)
        #expect(actions.entries.isEmpty)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(press.allowableMovement == 10)
        #expect(actions.entries.isEmpty)
    }

    @Test func twoFingersAfterATap() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        press.numberOfTapsRequired = 1
        Gestures.attach(press, named: "press", to: view, actions: actions)
        let a = CGPoint(x: 50, y: 50), b = CGPoint(x: 90, y: 50)
        // One finger is not enough.
        runtime.touchDown(at: a)
        runtime.stepFrames(40)
        #expect(actions.entries.isEmpty)
        runtime.touchUp()
        runtime.stepFrames(1)

        Gestures.twoFingers(runtime, through: [(a, b)])   // the tap
        runtime.touchDown(slot: 0, at: a)
        runtime.touchDown(slot: 1, at: b)
        runtime.stepFrames(31)
        #expect(actions.entries == ["press began"])
        #expect(press.numberOfTouches == 2)
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(actions.entries == ["press began", "press ended"])
        runtime.touchUp(slot: 0)
        runtime.stepFrames(1)

        // Without the tap, or with too long a pause after it, the press fails.
        Gestures.twoFingers(runtime, through: [(a, b)])
        runtime.stepFrames(30)
        runtime.touchDown(slot: 0, at: a)
        runtime.touchDown(slot: 1, at: b)
        runtime.stepFrames(40)
        #expect(actions.entries == ["press began", "press ended"])
    }

    @Test func aCancelledTouchCancelsThePress() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let press = UILongPressGestureRecognizer()
        Gestures.attach(press, named: "press", to: view, actions: actions)
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(40)
        Gestures.cancelTouch(runtime)
        #expect(actions.entries == ["press began", "press cancelled"])
    }
}
