import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// The block API of UIView animations on the stepped headless clock.
@MainActor
struct UIViewAnimationTests {
    private typealias Scene = ViewAnimationScene

    @Test func modelChangesAtOnceAndLinearIsHalfwayAtHalfTime() {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 })
        #expect(view.center.x == 110)
        #expect(Scene.shownCenter(view).x == 10)
        Scene.start(runtime)
        #expect(Scene.shownCenter(view).x == 10)
        runtime.stepFrames(30)
        #expect(abs(Scene.shownCenter(view).x - 60) < 1e-9)
        runtime.stepFrames(30)
        #expect(abs(Scene.shownCenter(view).x - 110) < 1e-6)
        runtime.stepUntilIdle()
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseInOut, [0.42, 0, 0.58, 1.0]),
        (.curveEaseIn, [0.42, 0, 1, 1]),
        (.curveEaseOut, [0, 0, 0.58, 1]),
        (.curveLinear, [0, 0, 1, 1]),
    ])
    func curvesFollowTheirBezier(options: UIView.AnimationOptions, controlPoints c: [Double]) {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 110 })
        Scene.start(runtime)
        for (frames, time) in [(15, 0.25), (15, 0.5), (15, 0.75)] {
            runtime.stepFrames(frames)
            let expected = 10 + 100 * Scene.bezier(c[0], c[1], c[2], c[3], at: time)
            #expect(abs(Scene.shownCenter(view).x - expected) < 0.01, "at \(time)")
        }
        runtime.stepUntilIdle()
    }

    @Test func defaultCurveIsEaseInOut() throws {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(animation.duration == 0.5)
        #expect(animation.fromValue as? CGFloat == 1)
        #expect(animation.toValue as? CGFloat == 0)
        runtime.stepUntilIdle()
    }

    @Test func theViewsActionIsAnAnimationOnlyInsideABlock() throws {
        let (runtime, _, view) = Scene.make()
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var inside: (any CAAction)?
        UIView.animate(withDuration: 0.7, delay: 0, options: .curveEaseIn, animations: {
            inside = view.action(for: view.layer, forKey: "opacity")
            view.alpha = 0.5
            #expect(view.layer.animationKeys() == nil)
        })
        let action = try #require(inside as? CABasicAnimation)
        #expect(action.keyPath == "opacity" && action.duration == 0.7)
        #expect(action.fromValue as? CGFloat == 1)
        #expect(action.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        runtime.stepUntilIdle()
    }

    @Test func everyAnimatableViewPropertyAnimates() throws {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 0, width: 40, height: 60)
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
            view.alpha = 0.5
            view.backgroundColor = .blue
        })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds", "transform", "opacity", "backgroundColor"])
        Scene.start(runtime)
        runtime.stepFrames(30)
        let shown = try #require(view.layer.presentation())
        #expect(abs(shown.position.x - 65) < 1e-9 && abs(shown.position.y - 40) < 1e-9)
        #expect(abs(shown.bounds.width - 30) < 1e-9 && abs(shown.bounds.height - 40) < 1e-9)
        #expect(abs(shown.affineTransform().a - 2) < 1e-9)
        #expect(abs(shown.opacity - 0.75) < 1e-6)
        let color = try #require(shown.backgroundColor?.components)
        #expect(abs(color[0] - 0.5) < 1e-6 && abs(color[2] - 0.5) < 1e-6)
        runtime.stepUntilIdle()
    }

    @Test func delayShowsTheStartThenRuns() {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 110 })
        Scene.start(runtime)
        runtime.stepFrames(15)
        #expect(Scene.shownCenter(view).x == 10)
        runtime.stepFrames(45)
        #expect(abs(Scene.shownCenter(view).x - 60) < 1e-9)
        runtime.stepUntilIdle()
        #expect(Scene.shownCenter(view).x == 110)
    }

    @Test func repeatAndAutoreverseRunUntilRemoved() {
        let (runtime, _, view) = Scene.make()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { view.center.x = 110 }, completion: { results.append($0) })
        Scene.start(runtime)
        let expectations: [(frames: Int, x: CGFloat)] = [(30, 60), (45, 85), (30, 35), (60, 85), (45, 60)]
        for (frames, x) in expectations {
            runtime.stepFrames(frames)
            // The linear Bézier is solved to a thousandth of a frame.
            #expect(abs(Scene.shownCenter(view).x - x) < 0.01)
        }
        #expect(runtime.needsFrame)
        #expect(results.isEmpty)
        view.layer.removeAllAnimations()
        runtime.stepUntilIdle()
        #expect(results == [false])
    }

    @Test func completionRunsOnceFinishedAndFramesStop() {
        let (runtime, _, view) = Scene.make()
        var results: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }, completion: { results.append($0) })
        runtime.stepFrames(10)
        #expect(results.isEmpty)
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(runtime.stepFrames(20).isEmpty)
        #expect(results == [true])
    }

    @Test func withoutAnimationsTheCompletionRunsAtTheNextFrame() {
        let (runtime, _, view) = Scene.make()
        var results: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
        #expect(view.layer.animationKeys() == nil)
        #expect(results.isEmpty)
        runtime.stepFrames(1)
        #expect(results == [true, true])
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test func aNewAnimationReplacesTheOldFromTheModelValue() {
        let (runtime, _, view) = Scene.make()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center.x = 110 }, completion: { first.append($0) })
        Scene.start(runtime)
        runtime.stepFrames(30)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center.x = 190 }, completion: { second.append($0) })
        Scene.start(runtime)
        #expect(first == [false])
        // Without beginFromCurrentState it starts where the old one was going.
        #expect(Scene.shownCenter(view).x == 110)
        runtime.stepFrames(30)
        #expect(abs(Scene.shownCenter(view).x - 150) < 1e-9)
        runtime.stepUntilIdle()
        #expect(first == [false] && second == [true])
    }

    @Test func beginFromCurrentStateStartsWhereTheViewIs() {
        let (runtime, _, view) = Scene.make()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center.x = 110 }, completion: { first.append($0) })
        Scene.start(runtime)
        runtime.stepFrames(30)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center.x = 190 }, completion: { second.append($0) })
        Scene.start(runtime)
        #expect(abs(Scene.shownCenter(view).x - 60) < 1e-9)
        runtime.stepFrames(30)
        #expect(abs(Scene.shownCenter(view).x - 125) < 1e-9)
        runtime.stepUntilIdle()
        #expect(first == [false] && second == [true])
    }

    @Test func performWithoutAnimationAndDisabledAnimations() {
        let (runtime, _, view) = Scene.make()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                view.center.x = 50
            }
            #expect(UIView.areAnimationsEnabled)
            view.alpha = 0.5
        }
        #expect(view.layer.animationKeys() == ["opacity"])
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.backgroundColor = .green }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == ["opacity"])
        runtime.stepFrames(1)
        #expect(Scene.shownCenter(view).x == 50)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        let (runtime, _, view) = Scene.make()
        let other = UIView(frame: .zero)
        view.addSubview(other)
        var inherited: TimeInterval = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 3, delay: 0, options: .curveEaseIn, animations: {
                inherited = UIView.inheritedAnimationDuration
                view.alpha = 0
            })
            UIView.animate(withDuration: 3, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                           animations: { other.alpha = 0 })
        })
        #expect(inherited == 1)
        let a = try #require(view.layer.animation(forKey: "opacity"))
        #expect(a.duration == 1 && a.timingFunction == CAMediaTimingFunction(name: .linear))
        let b = try #require(other.layer.animation(forKey: "opacity"))
        #expect(b.duration == 3 && b.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(UIView.inheritedAnimationDuration == 0)
        runtime.stepUntilIdle()
    }

    @Test func layoutSubviewsOptionAnimatesTheLayoutOfTheBlock() {
        final class Panel: UIView {
            let child = UIView()
            override func layoutSubviews() { child.frame = bounds.insetBy(dx: 5, dy: 5) }
        }
        let (runtime, window, _) = Scene.make()
        let plain = Panel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let laidOut = Panel(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        for panel in [plain, laidOut] {
            panel.addSubview(panel.child)
            window.addSubview(panel)
        }
        runtime.stepUntilIdle()
        UIView.animate(withDuration: 1) { plain.bounds.size = CGSize(width: 80, height: 80) }
        // Its layout runs in the frame, outside the block.
        runtime.stepFrames(1)
        #expect(plain.child.frame == CGRect(x: 5, y: 5, width: 70, height: 70))
        #expect(plain.child.layer.animationKeys() == nil)
        UIView.animate(withDuration: 1, delay: 0, options: .layoutSubviews,
                       animations: { laidOut.bounds.size = CGSize(width: 80, height: 80) })
        #expect(Set(laidOut.child.layer.animationKeys() ?? []) == ["bounds", "position"])
        #expect(laidOut.child.frame == CGRect(x: 5, y: 5, width: 70, height: 70))
        runtime.stepUntilIdle()
    }

    @Test func hitTestingFollowsTheViewOnScreenOnlyWithAllowUserInteraction() {
        let (runtime, window, view) = Scene.make()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
                       animations: { view.center.x = 190 })
        Scene.start(runtime)
        runtime.stepFrames(30)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 190, y: 50), with: nil) === window)
        runtime.stepUntilIdle()
        #expect(window.hitTest(CGPoint(x: 190, y: 50), with: nil) === view)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 10 })
        Scene.start(runtime)
        runtime.stepFrames(30)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === window)
        runtime.stepUntilIdle()
        #expect(window.hitTest(CGPoint(x: 10, y: 50), with: nil) === view)
    }

    @Test func aTapReachesAMovingViewWhereItIsOnScreen() {
        final class Target: UIView {
            var taps = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
        }
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let target = Target(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        window.addSubview(target)
        runtime.stepUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { target.center.x = 190 })
        Scene.start(runtime)
        runtime.stepFrames(30)
        runtime.tap(at: CGPoint(x: 100, y: 50))
        runtime.stepFrames(1)
        #expect(target.taps == 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction, .beginFromCurrentState],
                       animations: { target.center.x = 10 })
        Scene.start(runtime)
        let shown = Scene.shownCenter(target)
        runtime.tap(at: shown)
        runtime.stepFrames(1)
        #expect(target.taps == 1)
        runtime.stepUntilIdle()
    }

    @Test func animationsNeverRedrawAndFramesStopAfterwards() {
        final class Drawn: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.blue.setFill()
                UIRectFill(bounds.insetBy(dx: 2, dy: 2))
            }
        }
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let view = Drawn(frame: CGRect(x: 0, y: 20, width: 40, height: 40))
        window.addSubview(view)
        runtime.stepUntilIdle()
        #expect(view.draws == 1)
        UIView.animate(withDuration: 0.5) {
            view.center.x = 150
            view.alpha = 0.3
            view.transform = CGAffineTransform(rotationAngle: 0.5)
        }
        let passes = runtime.stepUntilIdle()
        #expect(passes >= 30)
        #expect(view.draws == 1)
        #expect(runtime.stepFrames(20).isEmpty)
    }

    @Test func aViewHalfwayAcrossMatchesItsReference() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 40))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 8
        window.addSubview(view)
        runtime.stepUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame.origin.x = 160
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        Scene.start(runtime)
        runtime.stepFrames(30)
        let screen = try #require(runtime.screenshot())
        expectMatchesReference(screen, named: "view-halfway-across")
        runtime.stepUntilIdle()
    }
}
