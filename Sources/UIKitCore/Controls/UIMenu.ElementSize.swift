extension UIMenu {
    /// How large a menu's elements are drawn.
    public enum ElementSize: Int, Sendable {
        case small, medium, large
        /// The system chooses.
        case automatic = -1
    }
}
