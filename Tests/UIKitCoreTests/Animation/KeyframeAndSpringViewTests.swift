import Foundation
import Testing
import UIKitCore

/// Keyframe and spring view animations on the stepped clock.
@MainActor
struct KeyframeAndSpringViewTests {
    private typealias Scene = ViewAnimationScene
    private static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesReachTheirValuesAtTheirRelativeTimes() {
        let (runtime, _, view) = Scene.make()
        var results: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: Self.linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.y = 90 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { results.append($0) })
        #expect(view.center == CGPoint(x: 110, y: 90) && view.alpha == 0)
        Scene.start(runtime)
        let expected: [(frames: Int, center: CGPoint, alpha: Float)] = [
            (15, CGPoint(x: 60, y: 50), 1), (15, CGPoint(x: 110, y: 50), 0.5),
            (15, CGPoint(x: 110, y: 90), 0), (15, CGPoint(x: 110, y: 90), 0),
        ]
        for (frames, center, alpha) in expected.dropLast() {
            runtime.stepFrames(frames)
            let shown = Scene.shownCenter(view)
            // The linear Bézier is solved to a thousandth of a frame.
            #expect(abs(shown.x - center.x) < 0.01 && abs(shown.y - center.y) < 0.01)
            #expect(abs((view.layer.presentation()?.opacity ?? -1) - alpha) < 1e-3)
        }
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(Scene.shownCenter(view) == CGPoint(x: 110, y: 90))
    }

    @Test func discreteKeyframesJumpAtTheirStart() {
        let (runtime, _, view) = Scene.make()
        let options = Self.linear.union(.calculationModeDiscrete)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.x = 60 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 110 }
        })
        Scene.start(runtime)
        for (frames, x) in [(10, 10.0), (10, 60), (20, 110)] {
            runtime.stepFrames(frames)
            #expect(Scene.shownCenter(view).x == CGFloat(x))
        }
        runtime.stepUntilIdle()
    }

    @Test func keyframesDefaultToAnEaseInOutPace() throws {
        let (runtime, _, view) = Scene.make()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 110 }
        })
        let animation = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        runtime.stepUntilIdle()
    }

    @Test func aSpringOvershootsAndSettlesWithinItsDuration() {
        let (runtime, _, view) = Scene.make()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 110 }, completion: { results.append($0) })
        Scene.start(runtime)
        var highest: CGFloat = 0
        for _ in 0..<59 {
            runtime.stepFrames(1)
            highest = max(highest, Scene.shownCenter(view).x)
        }
        #expect(highest > 130)
        // Settled: within 0.1% of the distance, times the start of the envelope.
        #expect(abs(Scene.shownCenter(view).x - 110) < 0.2)
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(Scene.shownCenter(view).x == 110)
    }

    @Test func aCriticallyDampedSpringDoesNotOvershoot() {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 110 })
        Scene.start(runtime)
        var shown: [CGFloat] = []
        for _ in 0..<29 {
            runtime.stepFrames(1)
            shown.append(Scene.shownCenter(view).x)
        }
        #expect(shown.allSatisfy { $0 <= 110 })
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(shown[shown.count - 1] - 110) < 0.2)
        runtime.stepUntilIdle()
    }
}
