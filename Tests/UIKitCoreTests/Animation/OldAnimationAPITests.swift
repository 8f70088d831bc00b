import Foundation
import Testing
import UIKitCore

/// The begin/commit animation API, its settings and its delegate selectors.
@MainActor
struct OldAnimationAPITests {
    private typealias Scene = ViewAnimationScene

    final class Listener {
        var log: [String] = []
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            log.append("willStart \(animationID ?? "nil") \(context.map { $0.load(as: Int.self) } ?? -1)")
        }
        func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
            log.append("didStop \(animationID ?? "nil") \(finished.boolValue) \(context.map { $0.load(as: Int.self) } ?? -1)")
        }
    }

    @Test func settingsAfterTheChangesApplyAndTheDelegateHearsStartThenStop() throws {
        let (runtime, _, view) = Scene.make()
        let listener = Listener()
        let context = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer { context.deallocate() }
        context.storeBytes(of: 42, as: Int.self)
        UIView.beginAnimations("slide", context: context)
        view.center.x = 110
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Listener.animationWillStart)
        UIView.setAnimationDidStop(Listener.animationDidStop)
        #expect(view.layer.animationKeys() == nil)
        UIView.commitAnimations()
        let animation = try #require(view.layer.animation(forKey: "position"))
        #expect(animation.duration == 0.5)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear))
        Scene.start(runtime)
        #expect(listener.log == ["willStart slide 42"])
        runtime.stepFrames(15)
        #expect(abs(Scene.shownCenter(view).x - 60) < 1e-9)
        runtime.stepUntilIdle()
        #expect(listener.log == ["willStart slide 42", "didStop slide true 42"])
    }

    // UIView setAnimationWillStart(_:) and setAnimationDidStop(_:) take selectors on iOS,
    // which scripts/port writes with the method they name.
    @Test func selectorsNameTheDelegateMethods() {
        let (runtime, _, view) = Scene.make()
        let listener = Listener()
        UIView.beginAnimations("fade", context: nil)
        view.alpha = 0.5
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:", Listener.animationWillStart(_:context:)))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:",
                                            Listener.animationDidStop(_:finished:context:)))
        UIView.commitAnimations()
        Scene.start(runtime)
        runtime.stepUntilIdle()
        #expect(listener.log == ["willStart fade -1", "didStop fade true -1"])
    }

    @Test func aBlockWithoutChangesStillStartsAndStopsAtTheNextFrame() {
        let (runtime, _, _) = Scene.make()
        let listener = Listener()
        UIView.beginAnimations("empty", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Listener.animationWillStart)
        UIView.setAnimationDidStop(Listener.animationDidStop)
        UIView.commitAnimations()
        #expect(listener.log.isEmpty)
        runtime.stepFrames(1)
        #expect(listener.log == ["willStart empty -1", "didStop empty true -1"])
    }

    @Test func anInterruptedBlockStopsUnfinished() {
        let (runtime, _, view) = Scene.make()
        let listener = Listener()
        UIView.beginAnimations("first", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(Listener.animationDidStop)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        view.center.x = 110
        UIView.commitAnimations()
        Scene.start(runtime)
        runtime.stepFrames(30)
        UIView.beginAnimations("second", context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(Listener.animationDidStop)
        UIView.setAnimationCurve(.linear)
        view.center.x = 10
        UIView.commitAnimations()
        Scene.start(runtime)
        #expect(listener.log == ["didStop first false -1"])
        #expect(abs(Scene.shownCenter(view).x - 60) < 1e-9)
        runtime.stepUntilIdle()
        #expect(listener.log == ["didStop first false -1", "didStop second true -1"])
    }

    @Test func nestedBlocksStartWhenTheOutermostCommits() throws {
        let (runtime, window, view) = Scene.make()
        let other = UIView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        window.addSubview(other)
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(1)
        view.alpha = 0
        UIView.beginAnimations("inner", context: nil)
        #expect(UIView.inheritedAnimationDuration == 1)
        UIView.setAnimationDuration(2)
        other.alpha = 0
        UIView.commitAnimations()
        #expect(other.layer.animationKeys() == nil)
        UIView.commitAnimations()
        #expect(try #require(view.layer.animation(forKey: "opacity")).duration == 1)
        #expect(try #require(other.layer.animation(forKey: "opacity")).duration == 2)
        runtime.stepUntilIdle()
    }

    @Test func repeatAutoreverseDelayAndStartDate() throws {
        let (runtime, _, view) = Scene.make()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationDelay(0.5)
        view.center.x = 110
        UIView.commitAnimations()
        let animation = try #require(view.layer.animation(forKey: "position"))
        #expect(animation.repeatCount == 2 && animation.autoreverses)
        Scene.start(runtime)
        runtime.stepFrames(30)
        #expect(abs(Scene.shownCenter(view).x - 10) < 0.01)
        // 1.75 s in: three quarters of the way back.
        runtime.stepFrames(105)
        #expect(abs(Scene.shownCenter(view).x - 35) < 0.01)
        // Two forward-and-back iterations: they end 4.5 s after the start frame.
        let passes = runtime.stepUntilIdle()
        #expect(passes >= 135 && passes <= 136)
        #expect(Scene.shownCenter(view).x == 110)

        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationStartDate(Date().addingTimeInterval(100))
        view.center.x = 50
        UIView.commitAnimations()
        let delayed = try #require(view.layer.animation(forKey: "position"))
        #expect(delayed.commitDelay > 99 && delayed.commitDelay <= 100)
        view.layer.removeAllAnimations()
        runtime.stepUntilIdle()
    }

    @Test func disablingAnimationsLastsUntilTheBlockCommits() {
        let (_, _, view) = Scene.make()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationsEnabled(false)
        view.alpha = 0.5
        #expect(!UIView.areAnimationsEnabled)
        UIView.commitAnimations()
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.5)
    }

    @Test func settingsOutsideABlockAreIgnored() {
        let log = EndToEnd.capturingLog {
            UIView.setAnimationDuration(3)
            UIView.commitAnimations()
        }
        #expect(log.count == 2)
    }
}
