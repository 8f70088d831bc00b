import Foundation

// Transitions: a change of a view's content shown as a cross dissolve or a flip.
extension UIView {
    /// Changes `view`'s content with `animations` (not animated themselves) and shows the
    /// change with the transition in `options`: `.transitionCrossDissolve` fades the old
    /// content (the last frame's) out over the new; `.transitionFlipFromLeft/Right/Top/Bottom` turn the view
    /// over in perspective, old content on the front, new on the back (a flip needs a
    /// superview). Curl transitions run as cross dissolves. `completion` is called once,
    /// as for `animate(withDuration:…)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let duration = ViewAnimationBlock.validated(duration, "duration")
        let kind = ViewTransition.kind(for: options)
        let animates = kind != nil && duration > 0 && areAnimationsEnabled
        // A flip shows the old content as it is now, drawn before the change.
        var oldContent: CGImage?
        if animates, case .flip? = kind { oldContent = view.snapshotImage() }
        performWithoutAnimation { animations?() }
        let tracker = ViewAnimationTracker(allowsUserInteraction: options.contains(.allowUserInteraction),
                                           onStop: { completion?($0) })
        if animates, let kind {
            ViewTransition.start(kind, of: view, from: oldContent, duration: duration,
                                 curve: options.curve.timingFunction, tracker: tracker)
        }
        tracker.seal()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with the transition in
    /// `options`, run on that superview: `fromView` is removed and `toView` added above
    /// it, or, with `.showHideTransitionViews`, `fromView` hidden and `toView` shown.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            viewLogger.warning("UIView.transition(from:to:): the from view has no superview; nothing to replace")
            transition(with: toView, duration: 0, options: [], animations: nil, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
