extension UIContextMenuInteraction {
    /// How a context menu shows.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// A long press: the view is lifted (or a preview shown) over a dimmed screen.
        case rich = 1
        /// A menu by its control (a button's tap), without a preview.
        case compact = 2
    }
}
