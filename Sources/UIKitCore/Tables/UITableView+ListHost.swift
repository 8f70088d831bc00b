import Foundation

/// What a table tells the list engine (`ListHost`): rows by `IndexPath(row:section:)`,
/// swipe actions from its delegate (or swipe to delete from its data source), highlights
/// that its delegate hears about, and moves that its delegate may redirect.
extension UITableView {
    // MARK: Rows

    func listRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func listRowFrame(at indexPath: IndexPath) -> CGRect? {
        let rect = rectForRow(at: indexPath)
        return isValid(indexPath) ? rect : nil
    }

    func listCell(at indexPath: IndexPath) -> UIView? { visibleRows[indexPath] }

    var listVisibleCells: [(indexPath: IndexPath, cell: UIView)] { visibleRows.map { ($0.key, $0.value) } }
    var listSectionCount: Int { numberOfSections }
    func listRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    // MARK: Swipe actions

    /// Rows do not swipe while the table is editing (the delete control shows their action).
    var swipesRows: Bool { !editing }

    /// The actions a swipe reveals on one side of a row (nil: none, or none to show).
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let configuration = trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? deleteSwipeConfiguration(at: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// A swipe began: the delegate hears that editing the row begins.
    func swipeDidBegin(_ swipe: RowSwipe) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: swipe.indexPath)
    }

    /// A swiped row closed: the delegate hears that its editing ended.
    func swipeDidClose(_ closed: RowSwipe) {
        tableDelegate?.tableView(self, didEndEditingRowAt: closed.indexPath)
    }

    /// In an inset grouped table a swiped row is clipped to its section's rounded card.
    func swipeClip(for indexPath: IndexPath) -> (rect: CGRect, radius: CGFloat)? {
        guard style == .insetGrouped, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        return (CGRect(x: rowInset, y: section.rowsTop, width: rowWidth, height: section.rowTops[section.rowCount]), 10)
    }

    // MARK: Highlight

    func highlightsRows(for touches: Set<UITouch>) -> Bool {
        editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// The row under the touch, unless the delegate says it does not highlight.
    func highlightableRow(for touch: UITouch) -> IndexPath? {
        guard let indexPath = indexPathForRow(at: touch.location(in: self)),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return nil }
        return indexPath
    }

    func showHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        visibleRows[indexPath]?.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    // MARK: Reordering

    /// While editing any drag may start on a reorder control.
    var mayReorderRows: Bool { editing }

    /// Another section's rows stay in place until the dragged row lands there.
    var reorderOpensOtherSections: Bool { false }

    /// The row under the middle of the dragged one, where the delegate's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may redirect it.
    func reorderDestination(for reorder: RowReorder) -> IndexPath? {
        let proposed = reorder.rowUnderMiddle ?? reorder.destination
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        return isValid(target) ? target : nil
    }
}
