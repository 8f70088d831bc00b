import Foundation

/// A data source that lets the user move items by their reorder grips (a diffable data
/// source with `reorderingHandlers.canReorderItem` set).
@MainActor
protocol CollectionReorderSource: AnyObject {
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// The user dropped the item at `source` on `destination` (same section): the data
    /// source moves it and shows the result.
    func reorderItem(at source: IndexPath, to destination: IndexPath)
}
