import Foundation

extension UISearchBar {
    /// How the bar's background looks.
    public enum Style: UInt, Sendable {
        /// The system's choice: `.prominent`.
        case `default`
        /// A bar background behind the field.
        case prominent
        /// No background: only the field shows, over what is behind the bar.
        case minimal
    }
}
