/// Where a property animator's animations end up when it finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// Back at the start values.
    case start
    /// Where they were when stopped.
    case current
}
