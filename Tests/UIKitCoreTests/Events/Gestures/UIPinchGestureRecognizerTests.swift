import Foundation
import Testing
import UIKitCore

@MainActor
struct UIPinchGestureRecognizerTests {
    private let center = CGPoint(x: 100, y: 75)

    /// Two fingers on a horizontal line through the center, `distance` points apart.
    private func apart(_ distance: CGFloat) -> (CGPoint, CGPoint) {
        Gestures.fingers(around: center, radius: distance / 2, angle: 0)
    }

    @Test func scaleIsTheDistanceRelativeToWhereThePinchBegan() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        let pinch = UIPinchGestureRecognizer()
        Gestures.attach(pinch, named: "pinch", to: view, actions: actions)
        var scales: [CGFloat] = [], velocities: [CGFloat] = []
        actions.onAction = { _ in
            scales.append(pinch.scale)
            velocities.append(pinch.velocity)
        }
        // 100 points apart, then 96 (within the hysteresis), 92 (began), 46, 69.
        Gestures.twoFingers(runtime, through: [apart(100), apart(96), apart(92), apart(46), apart(69)])
        #expect(actions.entries == ["pinch began", "pinch changed", "pinch changed", "pinch ended"])
        #expect(zip(scales, [1, 0.5, 0.75, 0.75]).allSatisfy { approximately($0, $1) })
        // Scale per second over the last tenth of a second of the 60 Hz clock.
        #expect(zip(velocities, [0, -30, -7.5, -7.5]).allSatisfy { approximately($0, $1, within: 1e-6) })
        #expect(approximately(pinch.location(in: view), center))
        // The recognizer took both touches: the view's were cancelled together, never ended.
        #expect(log.entries == ["v began 2", "v moved 2", "v cancelled 2"])
    }

    @Test func settingTheScaleMeasuresFromNow() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pinch = UIPinchGestureRecognizer()
        Gestures.attach(pinch, named: "pinch", to: view, actions: actions)
        Gestures.twoFingers(runtime, through: [apart(100), apart(120), apart(140)], lift: false)
        #expect(approximately(pinch.scale, 140.0 / 108))
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        runtime.touchMove(slot: 0, to: apart(70).0)
        runtime.touchMove(slot: 1, to: apart(70).1)
        runtime.stepFrames(1)
        #expect(approximately(pinch.scale, 0.5))
        pinch.scale = -1
        #expect(approximately(pinch.scale, 0.5), "a scale that is not positive is ignored")
    }

    @Test func oneFingerFailsAndAThirdIsIgnored() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pinch = UIPinchGestureRecognizer()
        Gestures.attach(pinch, named: "pinch", to: view, actions: actions)
        Gestures.drag(runtime, through: [CGPoint(x: 20, y: 20), CGPoint(x: 120, y: 20)])
        #expect(actions.entries.isEmpty)

        Gestures.twoFingers(runtime, through: [apart(100), apart(120)], lift: false)
        #expect(actions.entries == ["pinch began"])
        runtime.touchDown(slot: 2, at: CGPoint(x: 100, y: 140))
        runtime.stepFrames(1)
        runtime.touchMove(slot: 2, to: CGPoint(x: 100, y: 10))
        runtime.stepFrames(1)
        #expect(pinch.numberOfTouches == 2)
        #expect(approximately(pinch.scale, 120.0 / 108))
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(actions.entries == ["pinch began", "pinch ended"], "lifting a finger ends the pinch")
    }

    @Test func aCancelledTouchCancelsThePinch() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pinch = UIPinchGestureRecognizer()
        Gestures.attach(pinch, named: "pinch", to: view, actions: actions)
        Gestures.twoFingers(runtime, through: [apart(100), apart(130)], lift: false)
        Gestures.cancelTouch(runtime, slot: 1)
        #expect(actions.entries == ["pinch began", "pinch cancelled"])
    }

    @Test func pinchAndRotationRecognizeTogetherWhenTheDelegateAllows() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        Gestures.attach(pinch, named: "pinch", to: view, actions: actions)
        Gestures.attach(rotation, named: "rotation", to: view, actions: actions)
        // Apart and turned at once: without the delegate, the first to begin wins.
        let steps = [0, 1, 2].map { Gestures.fingers(around: center, radius: 50 + 10 * CGFloat($0), angle: 0.2 * CGFloat($0)) }
        Gestures.twoFingers(runtime, through: steps)
        #expect(actions.entries == ["pinch began", "pinch changed", "pinch ended"])
        #expect(rotation.state == .possible, "failed, then reset")

        actions.entries = []
        let delegate = SimultaneousDelegate()
        pinch.delegate = delegate
        Gestures.twoFingers(runtime, through: steps)
        #expect(actions.entries == ["pinch began", "rotation began", "pinch changed", "rotation changed",
                                    "pinch ended", "rotation ended"])
    }
}
