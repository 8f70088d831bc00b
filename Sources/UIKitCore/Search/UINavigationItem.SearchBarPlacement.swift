import Foundation

extension UINavigationItem {
    /// Where a navigation item's search bar goes (iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        /// The system's choice: stacked under the title on iPhone-sized screens.
        case automatic
        /// In the bar's row, beside the buttons (iPad and Mac). Vitrine stacks it.
        case inline
        /// Under the title.
        case stacked
    }
}
