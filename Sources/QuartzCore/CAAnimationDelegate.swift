/// The object told when an animation starts and stops. Both methods have empty defaults.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at its `beginTime`).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its whole active duration, false
    /// when it was removed (or replaced by one with the same key) before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
