import Foundation

extension UISearchController {
    /// When the scope bar shows (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// The system's choice: when the search is activated.
        case automatic
        /// Only when the app sets `showsScopeBar` on the search bar.
        case manual
        /// When the search bar has text.
        case onTextEntry
        /// When the search is activated.
        case onSearchActivation
    }
}
