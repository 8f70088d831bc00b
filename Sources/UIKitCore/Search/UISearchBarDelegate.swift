import Foundation

/// What a search bar asks and tells while it is used. Every method is optional. iOS calls
/// them in this order: `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`, then
/// for each change `searchBar(_:shouldChangeTextIn:replacementText:)` and
/// `searchBar(_:textDidChange:)`, `searchBarSearchButtonClicked` for the keyboard's Search
/// key, and at the end `searchBarShouldEndEditing`, `searchBarTextDidEndEditing`. The
/// buttons and the scope bar report their taps.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed by typing, pasting or the clear button (not by setting `text`).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether `range` (UTF-16 offsets) of the text may become `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

public extension UISearchBarDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
