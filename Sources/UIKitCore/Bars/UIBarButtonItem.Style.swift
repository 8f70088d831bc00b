extension UIBarButtonItem {
    /// How a bar button's title is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated on iOS; drawn as `.plain`.
        case bordered = 1
        /// Semibold: the button that confirms.
        case done = 2
    }
}
