import Foundation

/// A data source that keeps items as outlines (a diffable data source with section
/// snapshots): the collection view asks it to expand or collapse an item.
@MainActor
protocol CollectionOutlineSource: AnyObject {
    func toggleExpansion(at indexPath: IndexPath)
}
