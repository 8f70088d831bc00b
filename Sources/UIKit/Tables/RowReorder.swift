import Foundation

/// A row dragged by its reorder control: the cell lifts above the others
/// and follows the finger; the rows between its old place and the one it is over move
/// aside to make room; the delegate may redirect where it would land.
@MainActor
final class RowReorder {
    let source: IndexPath
    private(set) var destination: IndexPath
    private weak var table: UITableView?
    private let cell: UITableViewCell
    /// Where the finger holds the cell, from its top.
    private let grab: CGFloat

    init(table: UITableView, cell: UITableViewCell, source: IndexPath, fingerY: CGFloat) {
        self.table = table
        self.cell = cell
        self.source = source
        destination = source
        grab = fingerY - cell.frame.minY
        // Above the other rows (iOS adds a shadow; layers have no shadows here yet).
        table.bringSubviewToFront(cell)
    }

    /// Moves the cell with the finger (within the content) and the others aside.
    func follow(fingerY: CGFloat) {
        guard let table else { return }
        var frame = cell.frame
        frame.origin.y = min(max(fingerY - grab, 0), max(table.contentSize.height - frame.height, 0))
        cell.frame = frame
        let proposed = table.indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) ?? destination
        let target = table.tableDelegate?.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard target != destination, table.isValid(target) else { return }
        destination = target
        UIView.animate(withDuration: 0.2) { self.makeRoom() }
    }

    /// Rows of the section between the old place and the new one move by the dragged row's
    /// height (a row dragged into another section leaves the others in place until it lands).
    private func makeRoom() {
        guard let table else { return }
        let height = table.rectForRow(at: source).height
        for (indexPath, other) in table.visibleRows where other !== cell {
            var frame = table.rectForRow(at: indexPath)
            if indexPath.section == source.section, destination.section == source.section {
                if indexPath.row > source.row, indexPath.row <= destination.row { frame.origin.y -= height }
                if indexPath.row < source.row, indexPath.row >= destination.row { frame.origin.y += height }
            }
            other.frame = frame
        }
    }

    /// Says where the row came from and where it lands.
    func finish() -> (source: IndexPath, destination: IndexPath) {
        (source, destination)
    }
}
