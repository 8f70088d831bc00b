extension UIControl {
    /// How a control lays out its content (a button's title and image) across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }
}
