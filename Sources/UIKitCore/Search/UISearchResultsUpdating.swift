import Foundation

/// Updates the search results while a search controller is active.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar begins editing, when its text changes, when its scope
    /// changes, and when the controller is activated or cancelled.
    func updateSearchResults(for searchController: UISearchController)
}
