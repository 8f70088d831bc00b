import Foundation

/// A list row dragged by its reorder grip: the cell lifts above the others and follows
/// the finger within its section; the rows between its old place and the one it is over
/// move aside to make room.
@MainActor
final class ItemReorder {
    let source: IndexPath
    private(set) var destination: IndexPath
    let cell: UICollectionViewCell
    private weak var collectionView: UICollectionView?
    /// Where the finger holds the cell, from its top.
    private let grab: CGFloat

    init(collectionView: UICollectionView, cell: UICollectionViewCell, source: IndexPath, fingerY: CGFloat) {
        self.collectionView = collectionView
        self.cell = cell
        self.source = source
        destination = source
        grab = fingerY - cell.frame.minY
        collectionView.bringSubviewToFront(cell)
    }

    /// Moves the cell with the finger, within its section's rows, and the others aside.
    func follow(fingerY: CGFloat) {
        guard let collectionView, let first = frame(of: IndexPath(item: 0, section: source.section)),
              let last = frame(of: IndexPath(item: collectionView.numberOfItems(inSection: source.section) - 1, section: source.section))
        else { return }
        var frame = cell.frame
        frame.origin.y = min(max(fingerY - grab, first.minY), last.maxY - frame.height)
        cell.frame = frame
        let proposed = collectionView.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY))
        guard let proposed, proposed.section == source.section, proposed != destination else { return }
        destination = proposed
        UIView.animate(withDuration: 0.2) { self.makeRoom() }
    }

    private func frame(of indexPath: IndexPath) -> CGRect? {
        collectionView?.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// Rows between the old place and the new one move by the dragged row's height.
    private func makeRoom() {
        guard let collectionView, let height = frame(of: source)?.height else { return }
        for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == source.section && indexPath != source {
            guard let other = collectionView.cellForItem(at: indexPath), var frame = frame(of: indexPath) else { continue }
            if indexPath.item > source.item, indexPath.item <= destination.item { frame.origin.y -= height }
            if indexPath.item < source.item, indexPath.item >= destination.item { frame.origin.y += height }
            other.frame = frame
        }
    }
}
