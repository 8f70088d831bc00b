import Foundation
import Testing
import UIKitCore

@MainActor
struct UISwipeGestureRecognizerTests {
    /// A stroke from `start` by `step` points a frame for `frames` frames, then a lift.
    private func stroke(_ runtime: VitrineRuntime, from start: CGPoint, step: CGPoint, frames: Int) {
        Gestures.drag(runtime, through: (0...frames).map {
            CGPoint(x: start.x + step.x * CGFloat($0), y: start.y + step.y * CGFloat($0))
        })
    }

    @Test func aQuickStrokeIsRecognizedBeforeTheFingerLifts() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        let swipe = UISwipeGestureRecognizer()
        Gestures.attach(swipe, named: "swipe", to: view, actions: actions)
        var location = CGPoint.zero
        actions.onAction = { _ in location = swipe.location(in: view) }
        Gestures.drag(runtime, through: [CGPoint(x: 20, y: 70), CGPoint(x: 45, y: 75), CGPoint(x: 75, y: 80)], lift: false)
        #expect(actions.entries == ["swipe ended"])
        #expect(location == CGPoint(x: 20, y: 70), "where the swipe began")
        #expect(log.entries == ["v began 1", "v moved 1", "v cancelled 1"])
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(swipe.state == .possible)
    }

    @Test func directionsOffAxisSlowAndShortStrokesFail() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        Gestures.attach(swipe, named: "swipe", to: view, actions: actions)
        stroke(runtime, from: CGPoint(x: 40, y: 75), step: CGPoint(x: 30, y: 0), frames: 4)   // right
        stroke(runtime, from: CGPoint(x: 180, y: 20), step: CGPoint(x: -20, y: 20), frames: 4)   // diagonal
        stroke(runtime, from: CGPoint(x: 180, y: 75), step: CGPoint(x: -1.5, y: 0), frames: 40)   // 90 points/s: too slow
        stroke(runtime, from: CGPoint(x: 180, y: 75), step: CGPoint(x: -20, y: 0), frames: 2)   // too short
        #expect(actions.entries.isEmpty)
        stroke(runtime, from: CGPoint(x: 180, y: 75), step: CGPoint(x: -30, y: 0), frames: 2)
        stroke(runtime, from: CGPoint(x: 100, y: 140), step: CGPoint(x: 3, y: -30), frames: 2)
        #expect(actions.entries == ["swipe ended", "swipe ended"])
    }

    @Test func twoFingerSwipeDown() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .down
        swipe.numberOfTouchesRequired = 2
        Gestures.attach(swipe, named: "swipe", to: view, actions: actions)
        stroke(runtime, from: CGPoint(x: 60, y: 10), step: CGPoint(x: 0, y: 30), frames: 3)
        #expect(actions.entries.isEmpty, "one finger")
        Gestures.twoFingers(runtime, through: (0...3).map {
            (CGPoint(x: 60, y: 10 + 30 * CGFloat($0)), CGPoint(x: 100, y: 10 + 30 * CGFloat($0)))
        })
        #expect(actions.entries == ["swipe ended"])
    }

    @Test func aPanThatRequiresTheSwipeToFailWaitsForIt() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let swipe = UISwipeGestureRecognizer(), pan = UIPanGestureRecognizer()
        Gestures.attach(swipe, named: "swipe", to: view, actions: actions)
        Gestures.attach(pan, named: "pan", to: view, actions: actions)
        pan.require(toFail: swipe)

        stroke(runtime, from: CGPoint(x: 20, y: 75), step: CGPoint(x: 30, y: 0), frames: 3)
        #expect(actions.entries == ["swipe ended"], "the swipe won: the pan failed")

        // A slow drag: the pan passed its 10 points on the 7th frame but waits until the
        // swipe's half second ran out, on the 30th.
        actions.entries = []
        var translations: [CGPoint] = []
        actions.onAction = { _ in translations.append(pan.translation(in: view)) }
        Gestures.drag(runtime, through: (0...31).map { CGPoint(x: 20 + 1.5 * CGFloat($0), y: 75) }, lift: false)
        #expect(actions.entries == ["pan began", "pan changed", "pan changed"])
        #expect(zip(translations, [33.5, 35, 36.5]).allSatisfy { approximately($0, CGPoint(x: $1, y: 0)) })
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(actions.entries.last == "pan ended")
    }
}
