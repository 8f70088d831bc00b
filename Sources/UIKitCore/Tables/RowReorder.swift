import Foundation

/// A row dragged by its reorder control: the cell lifts above the others
/// and follows the finger; the rows between its old place and the one it is over move
/// aside to make room; the delegate may redirect where it would land. Held near the top
/// or bottom edge of the table, the row scrolls the table, faster the nearer the edge.
@MainActor
final class RowReorder {
    let source: IndexPath
    private(set) var destination: IndexPath
    private weak var table: UITableView?
    let cell: UITableViewCell
    /// Where the finger holds the cell, from its top.
    private let grab: CGFloat
    /// The finger's height in the table's visible area (it stays there while the table
    /// scrolls under it).
    private var fingerInView: CGFloat = 0
    private var autoscroll: ReorderAutoscroll?

    init(table: UITableView, cell: UITableViewCell, source: IndexPath, fingerY: CGFloat) {
        self.table = table
        self.cell = cell
        self.source = source
        destination = source
        grab = fingerY - cell.frame.minY
        // Lifted above the other rows, on a soft shadow, as on iOS.
        table.bringSubviewToFront(cell)
        cell.layer.shadowOpacity = Self.liftShadowOpacity
        cell.layer.shadowRadius = Self.liftShadowRadius
        cell.layer.shadowOffset = .zero
        autoscroll = ReorderAutoscroll(scrollView: table, draggedFrame: { [weak self] in self?.cell.frame }) { [weak self] in
            guard let self, let table = self.table else { return }
            self.follow(fingerY: table.contentOffset.y + self.fingerInView)
        }
    }

    /// The lifted row's shadow: black (the layer's default colour) at 25%, 8 points of blur.
    static let liftShadowOpacity: Float = 0.25
    static let liftShadowRadius: CGFloat = 8

    /// Moves the cell with the finger (within the content) and the others aside.
    func follow(fingerY: CGFloat) {
        guard let table else { return }
        fingerInView = fingerY - table.contentOffset.y
        var frame = cell.frame
        frame.origin.y = min(max(fingerY - grab, 0), max(table.contentSize.height - frame.height, 0))
        cell.frame = frame
        autoscroll?.update()
        let proposed = table.indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) ?? destination
        let target = table.tableDelegate?.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard target != destination, table.isValid(target) else { return }
        destination = target
        UIView.animate(withDuration: 0.2) { self.makeRoom() }
    }

    /// The table laid its rows out again (it scrolled): the dragged row stays under the
    /// finger and the others keep making room.
    func tableDidLayOutRows() {
        guard let table else { return }
        var frame = cell.frame
        frame.origin.y = min(max(table.contentOffset.y + fingerInView - grab, 0), max(table.contentSize.height - frame.height, 0))
        cell.frame = frame
        makeRoom()
        table.bringSubviewToFront(cell)
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

    /// Says where the row came from and where it lands, and stops scrolling the table.
    func finish() -> (source: IndexPath, destination: IndexPath) {
        autoscroll?.stop()
        cell.layer.shadowOpacity = 0
        return (source, destination)
    }
}
