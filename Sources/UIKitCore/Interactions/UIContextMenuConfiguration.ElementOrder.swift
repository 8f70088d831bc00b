extension UIContextMenuConfiguration {
    /// The order of a menu's elements relative to where it opens.
    public enum ElementOrder: Int, Sendable {
        /// The system decides (Vitrine keeps the given order).
        case automatic = 0
        /// The first elements nearest the touch.
        case priority = 1
        /// The given order, always.
        case fixed = 2
    }
}
