import Foundation

/// What a collection view tells the list engine (`ListHost`): rows are the items of its
/// layout (list sections), by `IndexPath(item:section:)`; swipe actions come from the list
/// configuration or the list cell; a diffable data source with reordering handlers moves
/// items, across sections and in outlines, and its headers and footers make room too.
extension UICollectionView {
    // MARK: Rows

    func listRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func listRowFrame(at indexPath: IndexPath) -> CGRect? { layoutAttributesForItem(at: indexPath)?.frame }

    /// The item's cell, when it is placed in the collection view itself (not in a section
    /// that scrolls sideways).
    func listCell(at indexPath: IndexPath) -> UIView? {
        guard let cell = visibleItems[indexPath], cell.superview === self else { return nil }
        return cell
    }

    var listVisibleCells: [(indexPath: IndexPath, cell: UIView)] {
        visibleItems.compactMap { $0.value.superview === self ? ($0.key, $0.value) : nil }
    }

    var listSectionCount: Int { numberOfSections }
    func listRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    var listSupplementaries: [(id: AnyHashable, view: UIView, frame: CGRect)] {
        visibleSupplementaries.compactMap { key, view in
            guard let kind = key.kind,
                  let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)?.frame
            else { return nil }
            return (AnyHashable(key), view, frame)
        }
    }

    // MARK: Swipe actions

    /// List rows swipe in editing mode too (the delete accessory reveals the same actions).
    var swipesRows: Bool { true }

    // MARK: Highlight

    /// Selection settings decide, except that a header-style outline row toggles whatever
    /// they say.
    func highlightsRows(for touches: Set<UITouch>) -> Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing || tapsToggleOutline(touches)
            : allowsSelection || tapsToggleOutline(touches)
    }

    /// The item under the touch, unless the touch is on a header or footer.
    func highlightableRow(for touch: UITouch) -> IndexPath? {
        guard !isInSupplementaryView(touch.view) else { return nil }
        return indexPathForItem(at: touch.location(in: self))
    }

    func showHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        visibleItems[indexPath]?.isHighlighted = highlighted
    }

    // MARK: Reordering

    /// While editing, with a data source that reorders, any drag may start on a grip.
    var mayReorderRows: Bool { isEditing && dataSource is any CollectionReorderSource }

    /// The gap nearest the dragged row, where the data source (its section snapshot's
    /// outline) may redirect it.
    func reorderDestination(for reorder: RowReorder) -> IndexPath? {
        guard let proposed = reorder.nearestGap, proposed != reorder.destination else { return nil }
        return (dataSource as? any CollectionReorderSource)?.targetIndexPath(forMoveFrom: reorder.source, current: reorder.destination,
                                                                              toProposed: proposed)
    }

    func visibleDescendantCount(at indexPath: IndexPath) -> Int {
        (dataSource as? any CollectionReorderSource)?.visibleDescendantCount(at: indexPath) ?? 0
    }
}
