import Foundation
import Testing
import UIKitCore

/// UIViewPropertyAnimator: start, pause and scrub, reverse, stop and finish.
@MainActor
struct UIViewPropertyAnimatorTests {
    private typealias Scene = ViewAnimationScene

    @Test func runsToTheEndOnceWithItsCurve() {
        let (runtime, _, view) = Scene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 110)
        Scene.start(runtime)
        runtime.stepFrames(30)
        let eased = Scene.bezier(0.42, 0, 1, 1, at: 0.5)
        #expect(abs(Scene.shownCenter(view).x - (10 + 100 * eased)) < 0.01)
        #expect(abs(animator.fractionComplete - eased) < 1e-3)
        runtime.stepUntilIdle()
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func pausedItScrubsWithoutFramesAndResumesFromThere() {
        let (runtime, _, view) = Scene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        runtime.stepUntilIdle()
        #expect(abs(Scene.shownCenter(view).x - 40) < 1e-9)
        animator.fractionComplete = 0.8
        runtime.stepUntilIdle()
        #expect(abs(Scene.shownCenter(view).x - 90) < 1e-9)
        #expect(runtime.stepFrames(10).isEmpty)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        Scene.start(runtime)
        runtime.stepFrames(15)
        #expect(abs(Scene.shownCenter(view).x - 85) < 0.01)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-3)
        runtime.stepUntilIdle()
        #expect(positions == [.end])
        #expect(Scene.shownCenter(view).x == 110)
    }

    @Test func reversedItTurnsBackAndEndsAtTheStart() {
        let (runtime, _, view) = Scene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        Scene.start(runtime)
        runtime.stepFrames(30)
        animator.isReversed = true
        Scene.start(runtime)
        #expect(abs(Scene.shownCenter(view).x - 60) < 0.01)
        runtime.stepFrames(15)
        #expect(abs(Scene.shownCenter(view).x - 35) < 0.01)
        runtime.stepUntilIdle()
        #expect(positions == [.start])
        #expect(view.center.x == 10 && Scene.shownCenter(view).x == 10)
    }

    @Test func stoppedItWaitsForFinish() {
        let (runtime, _, view) = Scene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        Scene.start(runtime)
        runtime.stepFrames(30)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 60) < 0.01)
        runtime.stepUntilIdle()
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start] && view.center.x == 10)
        #expect(animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.alpha = 0 }
        second.addCompletion { positions.append($0) }
        second.startAnimation()
        runtime.stepFrames(10)
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        runtime.stepUntilIdle()
        #expect(positions == [.start])
        #expect(view.alpha > 0 && view.alpha < 1)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        let (runtime, _, view) = Scene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear,
            animations: { view.center.x = 110 }, completion: { positions.append($0) })
        #expect(animator.isRunning && animator.delay == 0.25)
        Scene.start(runtime)
        runtime.stepFrames(15)
        #expect(abs(Scene.shownCenter(view).x - 10) < 0.01)
        runtime.stepFrames(15)
        #expect(abs(Scene.shownCenter(view).x - 60) < 0.01)
        runtime.stepUntilIdle()
        #expect(positions == [.end])
    }

    @Test func aNotInterruptibleAnimatorIgnoresPausesWhileRunning() {
        let (runtime, _, view) = Scene.make()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 110 }
        animator.isInterruptible = false
        animator.startAnimation()
        let log = EndToEnd.capturingLog {
            animator.pauseAnimation()
            animator.isReversed = true
            animator.stopAnimation(true)
        }
        #expect(log.count == 3)
        #expect(animator.isRunning && !animator.isReversed && animator.state == .active)
        runtime.stepUntilIdle()
        #expect(animator.state == .inactive && Scene.shownCenter(view).x == 110)
    }

    @Test func aBlockAnimationTakingOverEndsTheAnimatorWhereItIs() {
        let (runtime, _, view) = Scene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        Scene.start(runtime)
        runtime.stepFrames(10)
        UIView.animate(withDuration: 0.2, delay: 0, options: .beginFromCurrentState, animations: { view.center.x = 50 })
        runtime.stepUntilIdle()
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
        #expect(Scene.shownCenter(view).x == 50)
    }
}
