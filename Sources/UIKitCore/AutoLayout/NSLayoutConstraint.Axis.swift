extension NSLayoutConstraint {
    /// Horizontal or vertical, for content priorities and stack views.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
