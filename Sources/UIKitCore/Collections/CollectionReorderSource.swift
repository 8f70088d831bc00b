import Foundation

/// A data source that lets the user move items by their reorder grips (a diffable data
/// source with `reorderingHandlers.canReorderItem` set).
@MainActor
protocol CollectionReorderSource: AnyObject {
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// How many rows right after the item are its visible children (and theirs), which a
    /// drag carries along (0 outside outlines).
    func visibleDescendantCount(at indexPath: IndexPath) -> Int
    /// Where the item at `source`, now bound for `current`, lands when dragged over
    /// `proposed` (in another section, the index it would take there); nil: it cannot go
    /// there, and stays bound for `current`.
    func targetIndexPath(forMoveFrom source: IndexPath, current: IndexPath, toProposed proposed: IndexPath) -> IndexPath?
    /// The user dropped the item at `source` on `destination` (in its own section, its
    /// new index; in another, the index it takes there): the data source moves it and
    /// shows the result.
    func reorderItem(at source: IndexPath, to destination: IndexPath)
}
