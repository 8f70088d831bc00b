import Testing
import UIKitCore
import VitrineTestSupport

/// Core Animation driven by the frame pipeline on a stepped headless clock (60 Hz): an
/// animation added between frames starts at the presentation time of the next frame.
@MainActor
struct CoreAnimationPipelineTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A 200×100 white screen with a committed 20×20 red standalone layer at (0, 40).
    private func makeScene() -> (VitrineRuntime, UIWindow, CALayer) {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.layer.addSublayer(layer)
        runtime.stepUntilIdle()
        return (runtime, window, layer)
    }

    private func slide(from: CGFloat = 10, to: CGFloat = 110, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        return a
    }

    @Test func presentationMidAnimationAndModelAtOnce() throws {
        let (runtime, _, layer) = makeScene()
        layer.add(slide(), forKey: "slide")
        layer.position.x = 110
        #expect(layer.position.x == 110)
        // Not committed yet: the presentation shows the start.
        #expect(layer.presentation()?.position.x == 10)
        runtime.stepFrames(1)
        runtime.stepFrames(30)
        let x = try #require(layer.presentation()?.position.x)
        #expect(abs(x - 60) < 1e-6)
        #expect(layer.presentation()?.model() === layer)
        let begin = try #require(layer.animation(forKey: "slide")?.beginTime)
        #expect(begin > 0)
    }

    @Test func delegateHearsStartAndStopOnceAndFramesStop() {
        let (runtime, _, layer) = makeScene()
        let recorder = Recorder()
        let a = slide(duration: 0.5)
        a.delegate = recorder
        layer.add(a, forKey: "slide")
        runtime.stepFrames(5)
        #expect(recorder.events == ["start"])
        let passes = runtime.stepUntilIdle()
        #expect(passes > 20 && passes < 40)
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
        #expect(runtime.stepFrames(30).isEmpty)
        #expect(recorder.events.count == 2)
    }

    @Test func removedAnimationStopsUnfinished() {
        let (runtime, _, layer) = makeScene()
        let recorder = Recorder()
        let a = slide()
        a.delegate = recorder
        layer.add(a, forKey: "slide")
        runtime.stepFrames(3)
        layer.removeAnimation(forKey: "slide")
        runtime.stepUntilIdle()
        #expect(recorder.events == ["start", "stop false"])
        // Replacing by key stops the old one unfinished too.
        let b = slide(), c = slide()
        let first = Recorder()
        b.delegate = first
        c.delegate = Recorder()
        layer.add(b, forKey: "k")
        runtime.stepFrames(1)
        layer.add(c, forKey: "k")
        runtime.stepFrames(1)
        #expect(first.events == ["start", "stop false"])
        layer.removeAllAnimations()
        runtime.stepUntilIdle()
    }

    @Test func notRemovedOnCompletionHoldsTheEndWithoutFrames() {
        let (runtime, _, layer) = makeScene()
        let a = slide(duration: 0.25)
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        layer.add(a, forKey: "hold")
        runtime.stepUntilIdle()
        #expect(layer.animationKeys() == ["hold"])
        #expect(layer.presentation()?.position.x == 110)
        #expect(layer.position.x == 10)
        #expect(runtime.stepFrames(10).isEmpty)
    }

    @Test func implicitAnimationOfAStandaloneLayer() throws {
        let (runtime, _, layer) = makeScene()
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        runtime.stepFrames(8)
        let opacity = try #require(layer.presentation()?.opacity)
        #expect(opacity > 0.2 && opacity < 0.9)
        runtime.stepUntilIdle()
        #expect(layer.presentation()?.opacity == 0)
        #expect(layer.animationKeys() == nil)
    }

    @Test func implicitAnimationStartsFromTheValueOnScreen() throws {
        let (runtime, _, layer) = makeScene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position.x = 110
        CATransaction.commit()
        runtime.stepFrames(31)
        let halfway = try #require(layer.presentation()?.position.x)
        #expect(abs(halfway - 60) < 1e-6)
        // Interrupted: the new animation starts where the old one is.
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.position.x = 0
        CATransaction.commit()
        let interrupted = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        let from = try #require(interrupted.fromValue as? CGPoint)
        #expect(abs(from.x - 60) < 1e-6)
        runtime.stepUntilIdle()
    }

    @Test func noImplicitAnimationWhenDisabledOrForViews() {
        let (runtime, window, layer) = makeScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position.x = 100
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        runtime.stepUntilIdle()
        view.alpha = 0.5
        view.center.x = 100
        #expect(view.layer.animationKeys() == nil)
        // The layer's own dictionary: NSNull means no action.
        layer.actions = ["position": NSNull()]
        layer.position.x = 0
        #expect(layer.animationKeys() == nil)
        #expect(runtime.stepUntilIdle() <= 2)
    }

    @Test func transactionCompletionRunsWhenItsAnimationsEnd() {
        let (runtime, _, layer) = makeScene()
        var completed = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completed += 1 }
        layer.opacity = 0.5
        CATransaction.commit()
        runtime.stepFrames(20)
        #expect(completed == 0)
        #expect(layer.animationKeys() == ["opacity"])
        runtime.stepUntilIdle()
        #expect(completed == 1)
        #expect(layer.animationKeys() == nil)
        // Without animations, at the next frame's flush.
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        runtime.stepFrames(1)
        #expect(completed == 2)
    }

    @Test func opacityAnimationReusesTheBackingStoreAndDamagesOnlyTheLayer() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let view = CountingDrawView(frame: CGRect(x: 50, y: 30, width: 10, height: 10))
        window.addSubview(view)
        runtime.stepUntilIdle()
        #expect(view.drawCount == 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        view.layer.add(fade, forKey: "fade")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 0.5
        view.layer.add(spin, forKey: "spin")
        let passes = runtime.stepFrames(40)
        #expect(passes.count > 25 && passes.count < 35)
        #expect(view.drawCount == 1)
        for stats in passes.dropFirst() {
            let box = stats.damage.reduce(CGRect.null) { $0.union($1) }
            #expect(box.isNull || (box.width <= 18 && box.height <= 18), "frame \(stats.frameNumber): \(box)")
        }
        #expect(runtime.stepFrames(10).isEmpty)
    }

    @Test func boundsAnimationStretchesTheContentsWithoutRedrawing() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .redraw
        window.addSubview(view)
        runtime.stepUntilIdle()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 20
        grow.toValue = 100
        grow.duration = 0.5
        view.layer.add(grow, forKey: "grow")
        view.bounds.size.width = 100
        runtime.stepFrames(2)
        let draws = view.drawCount
        runtime.stepFrames(10)
        #expect(view.drawCount == draws)
        let shot = try #require(runtime.screenshot())
        let width = try #require(view.layer.presentation()?.bounds.width)
        #expect(width > 30 && width < 90)
        // The drawn store (blue) is stretched over the whole presentation width.
        let right = Int(view.layer.presentation()!.frame.maxX) - 2
        #expect(EndToEnd.rgb(shot, right, 10) == 0x0000FF)
        runtime.stepUntilIdle()
    }

    @Test func pixelsHalfwayAcrossAtHalfOpacity() throws {
        let (runtime, _, layer) = makeScene()
        let slide = slide(from: 10, to: 190)
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [slide, fade]
        group.duration = 1
        layer.add(group, forKey: "group")
        runtime.stepFrames(31)
        let shot = try #require(runtime.screenshot())
        expectMatchesReference(shot, named: "ca-halfway-half-opacity")
        #expect(EndToEnd.rgb(shot, 100, 50) == 0xFF7F7F || EndToEnd.rgb(shot, 100, 50) == 0xFF8080)
        runtime.stepUntilIdle()
    }
}

/// A view that fills itself blue and counts its draws.
final class CountingDrawView: UIView {
    var drawCount = 0
    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.blue.setFill()
        UIRectFill(bounds)
    }
}
