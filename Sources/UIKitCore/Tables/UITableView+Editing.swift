import Foundation

/// Editing rows as on iOS: in editing mode each editable row shows a red delete button
/// (tapped, it reveals a Delete button that commits the deletion) or a green insert one,
/// and rows the data source can move show a reorder control to drag them by; out of
/// editing mode a data source that edits rows gets swipe to delete.
extension UITableView {
    /// Optional data source methods whose absence changes what the table offers.
    enum OptionalDataSourceMethod: Hashable {
        case canEditRow, commitEditing, moveRow
    }

    /// Called by the protocol's default implementations: the data source does not have it.
    func dataSourceLacks(_ method: OptionalDataSourceMethod) {
        lackingMethods.insert(method)
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)` (iOS shows reorder
    /// controls only then). Swift cannot tell whether a protocol method has an
    /// implementation without calling it, so the table asks once to move the first row onto
    /// itself, which changes nothing in any data source's data; the protocol's default
    /// implementation notes that it ran.
    var dataSourceMovesRows: Bool {
        if let movesRows { return movesRows }
        guard let source = dataSource, let first = sections.indices.first(where: { sections[$0].rowCount > 0 }) else { return false }
        let row = IndexPath(row: 0, section: first)
        source.tableView(self, moveRowAt: row, to: row)
        movesRows = !lackingMethods.contains(.moveRow)
        return movesRows ?? false
    }

    /// Shows editing mode as `editing` now says: the visible rows show or hide their
    /// controls (sliding, when animated); a row swiped open closes; selection ends unless
    /// allowed while editing.
    func showEditing(animated: Bool) {
        swipe?.close(animated: animated)
        swipe = nil
        // Entering, the selection ends unless it may go on while editing; leaving, the
        // rows checked while editing are deselected.
        let keepsSelection = editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : !allowsMultipleSelectionDuringEditing
        if !keepsSelection {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
        }
        for (indexPath, cell) in visibleRows {
            prepareEditing(cell, at: indexPath)
            cell.setEditing(editing, animated: animated)
        }
    }

    /// What a row's cell shows while editing, from the data source and delegate.
    func prepareEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.editingControlTapped = { [weak self] cell in self?.editingControlTapped(cell) }
        guard editing else {
            cell.setEditing(false, animated: false)
            return
        }
        // With selection circles the table does not ask for editing styles (Apple's docs).
        cell.editingStyle = allowsMultipleSelectionDuringEditing ? .none : editingStyle(at: indexPath)
        cell.showsSelectionCircle = allowsMultipleSelectionDuringEditing
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.canMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        cell.setEditing(true, animated: false)
    }

    /// The row's editing control: none for a row the data source cannot edit, else the
    /// delegate's (default delete).
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let source = dataSource, source.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Swipe to delete, when the app gives no trailing actions: offered when the row's
    /// editing style is delete and the data source edits rows (it implements
    /// `tableView(_:canEditRowAt:)`; iOS asks for `tableView(_:commit:forRowAt:)`, which
    /// Swift cannot see without calling it).
    func deleteSwipeConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !editing, !lackingMethods.contains(.commitEditing), editingStyle(at: indexPath) == .delete,
              !lackingMethods.contains(.canEditRow) else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(at: indexPath)])
    }

    private func deleteAction(at indexPath: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let source = self.dataSource else { return done(false) }
            source.tableView(self, commit: .delete, forRowAt: indexPath)
            done(true)
        }
    }

    /// The delete control reveals the Delete button (as a swipe would); the insert control
    /// commits an insertion.
    private func editingControlTapped(_ cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete:
            if let open = swipe {
                swipe = nil
                open.close()
                if open.indexPath == indexPath { return }
            }
            let configuration = UISwipeActionsConfiguration(actions: [deleteAction(at: indexPath)])
            configuration.performsFirstActionWithFullSwipe = false
            swipe = RowSwipe(host: self, cell: cell, indexPath: indexPath, configuration: configuration, direction: -1)
            swipe?.open()
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    // MARK: Reordering

    /// A pan that starts on a reorder control drags its row.
    func beginsReorder(_ pan: UIPanGestureRecognizer) -> Bool {
        guard editing else { return false }
        let start = pan.startLocation(in: self), location = pan.location(in: self)
        guard let indexPath = indexPathForRow(at: start), let cell = visibleRows[indexPath],
              let grip = cell.reorderControl, grip.alpha > 0, grip.frame.contains(cell.convert(start, from: self)) else { return false }
        reorder = RowReorder(host: self, cell: cell, source: indexPath, fingerY: start.y)
        reorder?.follow(fingerY: location.y)
        return true
    }

    /// The row was let go: the data source hears the move, and the table shows it.
    func endReorder(cancelled: Bool) {
        guard let reorder else { return }
        self.reorder = nil
        let (source, destination) = reorder.finish()
        guard !cancelled, source != destination else {
            UIView.animate(withDuration: 0.25) {
                for (indexPath, cell) in self.visibleRows { cell.frame = self.rectForRow(at: indexPath) }
            }
            return
        }
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        pendingUpdate.movedRows = [(source, destination)]
        commitUpdates(completion: nil)
    }
}
