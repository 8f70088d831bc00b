extension UIMenuElement {
    /// Whether a menu element shows a checkmark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
