import Foundation

// UIView's animation API: the block API and the older begin/commit API. Both collect the
// changes of animatable properties made meanwhile into `ViewAnimationBlock`s.
extension UIView {
    // MARK: Block API

    /// Animates the changes `animations` makes to animatable properties (frame, bounds,
    /// center, transform, alpha, backgroundColor) over `duration` seconds after `delay`,
    /// then calls `completion` once: `true` when every animation ran to its end, `false`
    /// when one was removed or replaced by a newer animation of the same property. The
    /// model values change at once; with no animation (duration 0, nothing changed,
    /// animations disabled) the completion runs at the next frame, finished.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: duration, delay: delay, options: options)
        block.completion = completion
        ViewAnimationBlock.run(block, animations)
    }

    /// Animates the changes `animations` makes, ease-in-out, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes, ease-in-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes with a damped spring that settles within `duration`:
    /// `dampingRatio` 1 comes to rest without overshoot, lower values oscillate;
    /// `velocity` is the initial speed in whole distances per second (1: the full change
    /// in one second).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: duration, delay: delay, options: options)
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
        if ratio != dampingRatio {
            viewLogger.warning("UIView.animate: spring damping \(dampingRatio) is not positive; 1 used")
        }
        block.spring = (ratio, velocity.isFinite ? velocity : 0)
        block.completion = completion
        ViewAnimationBlock.run(block, animations)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation
    /// block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationBlock.withoutAnimationDepth += 1
        defer { ViewAnimationBlock.withoutAnimationDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// The duration of the animation block being built, or 0 outside blocks.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationBlock.current?.duration ?? 0
    }

    /// Whether changes inside animation blocks animate (false inside
    /// `performWithoutAnimation` or after `setAnimationsEnabled(false)`).
    public class var areAnimationsEnabled: Bool { ViewAnimationBlock.areAnimationsEnabled }

    /// Turns the animation of changes inside blocks on or off. Turned off inside a
    /// `beginAnimations` block, it comes back on when that block commits.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationBlock.animationsEnabled = enabled
    }

    // MARK: The older begin/commit API

    /// Opens an animation block: changes to animatable properties until the matching
    /// `commitAnimations()` animate with the settings given meanwhile (they can come
    /// after the changes). Blocks nest; nested blocks start when the outermost commits.
    /// `animationID` and `context` are passed to the delegate's selectors.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let outer = ViewAnimationBlock.current
        let block = ViewAnimationBlock(duration: outer?.duration ?? 0.2, curve: outer?.curve ?? .easeInOut)
        block.animationID = animationID
        block.context = context
        block.animationsEnabledAtBegin = ViewAnimationBlock.animationsEnabled
        ViewAnimationBlock.begin(block)
    }

    /// Closes the innermost block; closing the outermost one starts the animations.
    public class func commitAnimations() {
        if let block = ViewAnimationBlock.current { ViewAnimationBlock.animationsEnabled = block.animationsEnabledAtBegin }
        ViewAnimationBlock.commit()
    }

    /// The duration of the block's animations in seconds (default 0.2).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        openBlock("setAnimationDuration")?.duration = ViewAnimationBlock.validated(duration, "duration")
    }

    /// Seconds between the commit and the start of the block's animations.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        openBlock("setAnimationDelay")?.delay = ViewAnimationBlock.validated(delay, "delay")
    }

    /// When the block's animations start (a date in the past means at commit).
    public class func setAnimationStartDate(_ startDate: Date) {
        openBlock("setAnimationStartDate")?.startDate = startDate
    }

    /// The pacing of the block's animations (default `.easeInOut`).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        openBlock("setAnimationCurve")?.curve = curve
    }

    /// How many times the block's animations repeat (fractions allowed; 0 plays once).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        openBlock("setAnimationRepeatCount")?.repeatCount = repeatCount.isFinite || repeatCount == .infinity
            ? max(repeatCount, 0) : 0
    }

    /// Whether each repetition plays forwards then backwards.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        openBlock("setAnimationRepeatAutoreverses")?.autoreverses = repeatAutoreverses
    }

    /// Whether the block's animations start from the values on screen instead of the
    /// model values before the changes.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        openBlock("setAnimationBeginsFromCurrentState")?.beginsFromCurrentState = fromCurrentState
    }

    /// The object the block's will-start and did-stop selectors are called on (held until
    /// they have been called).
    public class func setAnimationDelegate(_ delegate: Any?) {
        openBlock("setAnimationDelegate")?.delegate = delegate
    }

    /// The delegate's method called when the block's animations start, with the block's
    /// animation ID and context (as many as it takes).
    public class func setAnimationWillStart(_ selector: Selector?) {
        guard let block = openBlock("setAnimationWillStart") else { return }
        block.willStartSelector = selector.map { selector in
            { delegate, animationID, context in
                guard let delegate else { return }
                _ = selector.perform(on: delegate as AnyObject, SelectorMethod.Arguments([animationID, context]),
                                     caller: "setAnimationWillStart(_:)")
            }
        }
    }

    /// The delegate's method called once the block's animations have stopped, with the
    /// animation ID, whether they all ran to their end (an `NSNumber`: false when one was
    /// removed or replaced) and the context (as many as it takes).
    public class func setAnimationDidStop(_ selector: Selector?) {
        guard let block = openBlock("setAnimationDidStop") else { return }
        block.didStopSelector = selector.map { selector in
            { delegate, animationID, finished, context in
                guard let delegate else { return }
                _ = selector.perform(on: delegate as AnyObject,
                                     SelectorMethod.Arguments([animationID, NSNumber(value: finished), context]),
                                     caller: "setAnimationDidStop(_:)")
            }
        }
    }

    /// Vitrine's form of `setAnimationWillStart(_:)`: the method itself, unapplied
    /// (`Self.animationWillStart` for `#selector(animationWillStart(_:context:))`).
    public class func setAnimationWillStart<Target: AnyObject>(
        _ selector: @escaping @MainActor (Target) -> (String?, UnsafeMutableRawPointer?) -> Void
    ) {
        openBlock("setAnimationWillStart")?.willStartSelector = { delegate, animationID, context in
            guard let target = delegate as? Target else { return }
            selector(target)(animationID, context)
        }
    }

    /// Vitrine's form of `setAnimationDidStop(_:)`: the method itself, unapplied
    /// (`Self.animationDidStop` for `#selector(animationDidStop(_:finished:context:))`).
    public class func setAnimationDidStop<Target: AnyObject>(
        _ selector: @escaping @MainActor (Target) -> (String?, NSNumber, UnsafeMutableRawPointer?) -> Void
    ) {
        openBlock("setAnimationDidStop")?.didStopSelector = { delegate, animationID, finished, context in
            guard let target = delegate as? Target else { return }
            selector(target)(animationID, NSNumber(value: finished), context)
        }
    }

    /// The innermost open block of the old API, or nil (logged) outside one.
    private class func openBlock(_ method: String) -> ViewAnimationBlock? {
        guard let block = ViewAnimationBlock.current else {
            viewLogger.warning("UIView.\(method) outside beginAnimations/commitAnimations, ignored")
            return nil
        }
        return block
    }
}
