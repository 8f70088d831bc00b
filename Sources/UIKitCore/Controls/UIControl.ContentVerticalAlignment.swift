extension UIControl {
    /// How a control lays out its content down its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
