import Foundation
import Testing
import UIKitCore

@MainActor
struct UIRotationGestureRecognizerTests {
    private let center = CGPoint(x: 100, y: 75)

    private func turned(_ angle: CGFloat) -> (CGPoint, CGPoint) {
        Gestures.fingers(around: center, radius: 40, angle: angle)
    }

    @Test func rotationIsTheTurnSinceTheRotationBeganPastHalfATurn() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        let rotation = UIRotationGestureRecognizer()
        Gestures.attach(rotation, named: "rotation", to: view, actions: actions)
        var angles: [CGFloat] = [], velocities: [CGFloat] = []
        actions.onAction = { _ in
            angles.append(rotation.rotation)
            velocities.append(rotation.velocity)
        }
        // 3° (within the 5° hysteresis), then on past 180°, where atan2 wraps.
        let degrees: [CGFloat] = [0, 3, 45, 90, 135, 180, 225]
        Gestures.twoFingers(runtime, through: degrees.map { turned($0 * .pi / 180) })
        #expect(actions.entries == ["rotation began"] + Array(repeating: "rotation changed", count: 4) + ["rotation ended"])
        let expected = [45, 90, 135, 180, 225, 225].map { ($0 - 5) * CGFloat.pi / 180 }
        #expect(zip(angles, expected).allSatisfy { approximately($0, $1) })
        // 45° a frame: 45 × 60 degrees per second, in radians.
        #expect(approximately(velocities[2], 45 * 60 * .pi / 180))
        #expect(approximately(velocities[5], 45 * 60 * .pi / 180), "the lift adds no rest")
        // The recognizer took both touches: the view's were cancelled together, never ended.
        #expect(log.entries == ["v began 2", "v moved 2", "v cancelled 2"])
    }

    @Test func counterclockwiseIsNegativeAndSettingTheRotationMeasuresFromNow() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let rotation = UIRotationGestureRecognizer()
        Gestures.attach(rotation, named: "rotation", to: view, actions: actions)
        Gestures.twoFingers(runtime, through: [turned(0), turned(-.pi / 4)], lift: false)
        #expect(approximately(rotation.rotation, -.pi / 4 + .pi / 36))
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        runtime.touchMove(slot: 0, to: turned(-.pi / 2).0)
        runtime.touchMove(slot: 1, to: turned(-.pi / 2).1)
        runtime.stepFrames(1)
        #expect(approximately(rotation.rotation, -.pi / 4))
    }

    @Test func fingersThatDoNotTurnFailAndACancelCancels() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let rotation = UIRotationGestureRecognizer()
        Gestures.attach(rotation, named: "rotation", to: view, actions: actions)
        Gestures.twoFingers(runtime, through: [turned(0), turned(0.05)].map { ($0.0, $0.1) })
        #expect(actions.entries.isEmpty)
        Gestures.twoFingers(runtime, through: [turned(0), turned(0.5)], lift: false)
        Gestures.cancelTouch(runtime, slot: 0)
        #expect(actions.entries == ["rotation began", "rotation cancelled"])
    }
}
