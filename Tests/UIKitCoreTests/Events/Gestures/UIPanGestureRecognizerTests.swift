import Foundation
import Testing
import UIKitCore
import VitrinePlatform

@MainActor
struct UIPanGestureRecognizerTests {
    @Test func panBeginsAfterTheHysteresisAndTranslatesFromThere() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        let pan = UIPanGestureRecognizer()
        Gestures.attach(pan, named: "pan", to: view, actions: actions)
        var translations: [CGPoint] = []
        actions.onAction = { _ in translations.append(pan.translation(in: view)) }
        Gestures.drag(runtime, through: [CGPoint(x: 50, y: 50), CGPoint(x: 55, y: 50), CGPoint(x: 70, y: 50),
                                         CGPoint(x: 90, y: 60)], lift: false)
        #expect(actions.entries == ["pan began", "pan changed"])
        // Began 20 points on, translation from 10 points on: the view does not jump.
        #expect(approximately(translations[0], CGPoint(x: 10, y: 0)))
        #expect(approximately(translations[1], CGPoint(x: 30, y: 10)))
        #expect(approximately(pan.location(in: view), CGPoint(x: 90, y: 60)))
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(actions.entries == ["pan began", "pan changed", "pan ended"])
        #expect(approximately(translations[2], CGPoint(x: 30, y: 10)))
        #expect(log.entries == ["v began 1", "v moved 1", "v cancelled 1"], "the pan took the touch when it began")
        #expect(pan.state == .possible)
    }

    @Test func aShortMoveFailsAndReachesTheView() throws {
        let (runtime, view, log, actions) = try Gestures.makeScene()
        Gestures.attach(UIPanGestureRecognizer(), named: "pan", to: view, actions: actions)
        Gestures.drag(runtime, through: [CGPoint(x: 50, y: 50), CGPoint(x: 56, y: 57)])
        #expect(actions.entries.isEmpty)
        #expect(log.entries == ["v began 1", "v moved 1", "v ended 1"])
    }

    @Test func velocityIsPointsPerSecondOfTheLastMoves() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pan = UIPanGestureRecognizer()
        Gestures.attach(pan, named: "pan", to: view, actions: actions)
        var velocities: [CGPoint] = []
        actions.onAction = { _ in velocities.append(pan.velocity(in: view)) }
        // 10 points right and 5 down per frame of the 60 Hz stepped clock.
        Gestures.drag(runtime, through: (0..<8).map { CGPoint(x: 20 + 10 * CGFloat($0), y: 20 + 5 * CGFloat($0)) })
        #expect(velocities.count == 8)
        #expect(velocities.allSatisfy { approximately($0, CGPoint(x: 600, y: 300), within: 1e-3) })
    }

    @Test func velocityUsesTheEventTimestampsAndIsZeroAfterARest() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pan = UIPanGestureRecognizer()
        Gestures.attach(pan, named: "pan", to: view, actions: actions)
        var velocity = CGPoint.zero
        actions.onAction = { _ in velocity = pan.velocity(in: nil) }
        let device = VitrineRuntime.syntheticDevice
        let t0 = runtime.inputTimestamp
        runtime.inject(InputEvent(.touchDown(slot: 0, x: 0.1, y: 0.5, majorRadius: nil), device: device, timestamp: t0))
        runtime.stepFrames(1)
        // Events 8 ms apart (a 125 Hz touchscreen), 8 points each along x: 1000 points/s.
        for step in 1...4 {
            let t = t0 + 0.008 * Double(step)
            runtime.inject(InputEvent(.touchMotion(slot: 0, x: 0.1 + 0.01 * Double(step) * 4, y: 0.5, majorRadius: nil),
                                      device: device, timestamp: t))
            runtime.stepFrames(1)
        }
        #expect(approximately(velocity, CGPoint(x: 1000, y: 0), within: 1e-3))
        // The finger rests, then lifts: no fling.
        runtime.stepFrames(30)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(pan.state == .possible)
        #expect(velocity == .zero)
    }

    @Test func translationAndVelocityFollowTheViewsCoordinates() throws {
        let (runtime, window, _) = try Events.makeScene()
        let actions = GestureActions()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        container.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        Gestures.attach(pan, named: "pan", to: container, actions: actions)
        Gestures.drag(runtime, through: [CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 60, y: 20)], lift: false)
        #expect(approximately(pan.translation(in: container), CGPoint(x: 30, y: 0)))
        // Screen right is the scaled view's up: -y, at half the length.
        #expect(approximately(pan.translation(in: scaled), CGPoint(x: 0, y: -15)))
        // 20 points a frame: 1200 points/s on the screen.
        #expect(approximately(pan.velocity(in: scaled), CGPoint(x: 0, y: -600), within: 1e-3))
        pan.setTranslation(CGPoint(x: 5, y: 0), in: scaled)
        #expect(approximately(pan.translation(in: scaled), CGPoint(x: 5, y: 0)))
        #expect(approximately(pan.translation(in: container), CGPoint(x: 0, y: 10)))
        #expect(pan.velocity(in: nil) == .zero, "setting the translation restarts the velocity")
        runtime.touchMove(to: CGPoint(x: 70, y: 20))
        runtime.stepFrames(1)
        #expect(approximately(pan.translation(in: container), CGPoint(x: 10, y: 10)))
    }

    @Test func minimumAndMaximumNumberOfTouches() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let twoFinger = UIPanGestureRecognizer()
        twoFinger.minimumNumberOfTouches = 2
        let oneFinger = UIPanGestureRecognizer()
        oneFinger.maximumNumberOfTouches = 1
        let delegate = SimultaneousDelegate()
        twoFinger.delegate = delegate
        Gestures.attach(twoFinger, named: "two", to: view, actions: actions)
        Gestures.attach(oneFinger, named: "one", to: view, actions: actions)

        Gestures.drag(runtime, through: [CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20)])
        #expect(actions.entries == ["one began", "one ended"])
        actions.entries = []

        var translation = CGPoint.zero
        actions.onAction = { _ in translation = twoFinger.translation(in: view) }
        Gestures.twoFingers(runtime, through: [(CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20)),
                                              (CGPoint(x: 20, y: 50), CGPoint(x: 60, y: 50)),
                                              (CGPoint(x: 20, y: 70), CGPoint(x: 60, y: 70))])
        #expect(actions.entries == ["two began", "two changed", "two ended"], "two fingers fail the one-finger pan")
        #expect(approximately(translation, CGPoint(x: 0, y: 40)))
    }

    @Test func aFingerComingOrGoingDoesNotMakeTheTranslationJump() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pan = UIPanGestureRecognizer()
        Gestures.attach(pan, named: "pan", to: view, actions: actions)
        Gestures.drag(runtime, through: [CGPoint(x: 20, y: 20), CGPoint(x: 50, y: 20)], lift: false)
        #expect(approximately(pan.translation(in: view), CGPoint(x: 20, y: 0)))
        runtime.touchDown(slot: 1, at: CGPoint(x: 150, y: 120))
        runtime.stepFrames(1)
        #expect(approximately(pan.translation(in: view), CGPoint(x: 20, y: 0)))
        runtime.touchMove(slot: 0, to: CGPoint(x: 60, y: 20))
        runtime.touchMove(slot: 1, to: CGPoint(x: 160, y: 120))
        runtime.stepFrames(1)
        #expect(approximately(pan.translation(in: view), CGPoint(x: 30, y: 0)))
        runtime.touchUp(slot: 0)
        runtime.stepFrames(1)
        #expect(approximately(pan.translation(in: view), CGPoint(x: 30, y: 0)))
        #expect(pan.state == .changed)
        runtime.touchMove(slot: 1, to: CGPoint(x: 160, y: 100))
        runtime.stepFrames(1)
        #expect(approximately(pan.translation(in: view), CGPoint(x: 30, y: -20)))
        #expect(pan.velocity(in: view).y < 0)
    }

    @Test func aCancelledTouchCancelsThePan() throws {
        let (runtime, view, _, actions) = try Gestures.makeScene()
        let pan = UIPanGestureRecognizer()
        Gestures.attach(pan, named: "pan", to: view, actions: actions)
        Gestures.drag(runtime, through: [CGPoint(x: 20, y: 20), CGPoint(x: 50, y: 20)], lift: false)
        Gestures.cancelTouch(runtime)
        #expect(actions.entries == ["pan began", "pan cancelled"])
        #expect(pan.state == .possible)
    }
}
