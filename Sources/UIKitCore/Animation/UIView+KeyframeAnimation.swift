import Foundation

// Keyframe animations: one animation per property through the values its keyframes set.
extension UIView {
    /// Animates the changes of the keyframes `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: each property
    /// moves through the values its keyframes give it, at their times, interpolated by
    /// the calculation mode of `options`. As in UIKit, the whole animation is paced by the
    /// curve bits of `UIView.AnimationOptions` in `options` (ease in-out unless given).
    /// Changes made outside a keyframe run over the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: duration, delay: delay, options: options.animationOptions)
        block.calculationMode = options.calculationMode
        block.completion = completion
        ViewAnimationBlock.run(block, animations)
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes
    /// `animations` makes are reached between `frameStartTime` and
    /// `frameStartTime + frameDuration`, fractions (0...1) of the whole duration. Outside
    /// a keyframe block the changes apply at once (logged).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = ViewAnimationBlock.current, block.calculationMode != nil else {
            viewLogger.warning("UIView.addKeyframe outside animateKeyframes; the changes apply at once")
            performWithoutAnimation(animations)
            return
        }
        block.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }
}
