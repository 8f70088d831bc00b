import Foundation

/// Editing lists as on iOS: `isEditing` switches list cells to their editing accessories
/// (delete, insert, multiselect, reorder); the delete control reveals the row's trailing
/// swipe actions; the outline disclosure expands and collapses items of a diffable data
/// source's section snapshot.
extension UICollectionView {
    /// Whether a tap selects more items without deselecting the others, in the current mode.
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Shows editing mode as `isEditing` now says: a swiped row closes, the selection ends
    /// unless allowed while editing, visible cells switch accessories.
    func showEditing() {
        swipe?.close()
        swipe = nil
        let keepsSelection = isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : !allowsMultipleSelectionDuringEditing
        if !keepsSelection {
            for item in selectedItems { deselectItem(at: item, animated: false) }
        }
        let cells = Array(visibleItems.values)
        let change = { for cell in cells { cell.isEditingState = self.isEditing; cell.layoutIfNeeded() } }
        if window != nil { UIView.animate(withDuration: 0.3, animations: change) } else { change() }
    }

    /// Whether the touch is on a list cell whose outline disclosure has the header style
    /// (it toggles whatever the selection settings).
    func tapsToggleOutline(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self)),
              let cell = visibleItems[indexPath] as? UICollectionViewListCell else { return false }
        return cell.outlineStyle == .header
    }

    /// The outline disclosure of `cell` was tapped: its item expands or collapses in the
    /// data source's section snapshot.
    func toggleExpansion(of cell: UICollectionViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        guard let source = dataSource as? any CollectionOutlineSource else {
            scrollLogger.error("UICollectionView: an outline disclosure was tapped, but the data source is not a UICollectionViewDiffableDataSource with section snapshots; nothing expands")
            return
        }
        source.toggleExpansion(at: indexPath)
    }

    /// The delete control of `cell` was tapped: the row's trailing swipe actions show, as
    /// if swiped open.
    func revealTrailingActions(of cell: UICollectionViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        if let open = swipe {
            swipe = nil
            open.close()
            if open.indexPath == indexPath { return }
        }
        guard let configuration = swipeActions(at: indexPath, trailing: true),
              !configuration.actions.isEmpty else {
            scrollLogger.info("UICollectionView: a delete accessory was tapped on \(indexPath), which has no trailing swipe actions to show")
            return
        }
        swipe = RowSwipe(host: self, cell: cell, indexPath: indexPath, configuration: configuration, direction: -1)
        swipe?.open()
    }

    // MARK: Reordering

    /// A pan that starts on a list row's reorder grip, of an item the data source lets
    /// move, drags the row.
    func beginsReorder(_ pan: UIPanGestureRecognizer) -> Bool {
        guard isEditing, let source = dataSource as? any CollectionReorderSource else { return false }
        let start = pan.startLocation(in: self), location = pan.location(in: self)
        guard let indexPath = indexPathForItem(at: start), let cell = visibleItems[indexPath] as? UICollectionViewListCell,
              cell.superview === self, let grip = cell.reorderGrip else { return false }
        // The grip's column, the row's height.
        let area = CGRect(x: grip.frame.minX - 12, y: 0, width: cell.bounds.width - grip.frame.minX + 12, height: cell.bounds.height)
        guard area.contains(cell.convert(start, from: self)), source.canReorderItem(at: indexPath) else { return false }
        unhighlight()
        reorder = RowReorder(host: self, cell: cell, source: indexPath, fingerY: start.y, shadowTakesRowShape: true)
        reorder?.follow(fingerY: location.y)
        return true
    }

    /// The row was let go: the data source applies the move; the rows go to their places.
    func endReorder(cancelled: Bool) {
        guard let reorder else { return }
        self.reorder = nil
        let (from, to) = reorder.finish()
        if !cancelled, from != to, let source = dataSource as? any CollectionReorderSource {
            source.reorderItem(at: from, to: to)
        }
        UIView.animate(withDuration: 0.25) {
            for (indexPath, cell) in self.visibleItems where cell.superview === self {
                if let frame = self.layoutAttributesForItem(at: indexPath)?.frame { cell.frame = frame }
            }
            reorder.settle()
        }
    }
}

extension UICollectionView {
    /// The swipe actions of the item at `indexPath`: the list configuration's provider's,
    /// else its list cell's own `leadingSwipeActionsConfiguration` or
    /// `trailingSwipeActionsConfiguration`.
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        if let provided = collectionViewLayout.swipeActionsConfiguration(at: indexPath, trailing: trailing) { return provided }
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return nil }
        return trailing ? cell.trailingSwipeActionsConfiguration : cell.leadingSwipeActionsConfiguration
    }
}
