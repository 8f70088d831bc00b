/// The lifecycle of a property animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: changes are not animated yet.
    case inactive
    /// Started or paused; its animations are on the views.
    case active
    /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
    case stopped
}
