import Foundation

/// A list row dragged by its reorder grip: the cell lifts above the others on a soft
/// shadow and follows the finger, into other sections too when the data source allows it;
/// the rows between its old place and the one it is over move aside to make room (in
/// another section, the rows from that place on move down). Held near the top or bottom
/// edge of the collection view, the row scrolls the list under it.
@MainActor
final class ItemReorder {
    let source: IndexPath
    /// Where the row lands if let go now: in its own section, its new index; in another,
    /// the index it takes there (the section's item count: after the last).
    private(set) var destination: IndexPath
    let cell: UICollectionViewCell
    private weak var collectionView: UICollectionView?
    /// Where the finger holds the cell, from its top.
    private let grab: CGFloat
    /// The finger's height in the visible area (it stays there while the list scrolls).
    private var fingerInView: CGFloat = 0
    private var autoscroll: ReorderAutoscroll?
    /// The cell's own shadow path, back when it lands.
    private let shadowPath: CGPath?

    init(collectionView: UICollectionView, cell: UICollectionViewCell, source: IndexPath, fingerY: CGFloat) {
        self.collectionView = collectionView
        self.cell = cell
        self.source = source
        destination = source
        grab = fingerY - cell.frame.minY
        fingerInView = fingerY - collectionView.contentOffset.y
        collectionView.bringSubviewToFront(cell)
        cell.layer.shadowOpacity = RowReorder.liftShadowOpacity
        cell.layer.shadowRadius = RowReorder.liftShadowRadius
        cell.layer.shadowOffset = .zero
        // A list cell draws its background in a subview: the shadow takes the row's shape.
        shadowPath = cell.layer.shadowPath
        cell.layer.shadowPath = CGPath(rect: cell.bounds, transform: nil)
        autoscroll = ReorderAutoscroll(scrollView: collectionView, draggedFrame: { [weak self] in self?.cell.frame }) { [weak self] in
            guard let self, let collectionView = self.collectionView else { return }
            self.follow(fingerY: collectionView.contentOffset.y + self.fingerInView)
        }
    }

    /// Moves the cell with the finger (within the content) and the others aside.
    func follow(fingerY: CGFloat) {
        guard let collectionView else { return }
        fingerInView = fingerY - collectionView.contentOffset.y
        placeUnderFinger()
        autoscroll?.update()
        guard let proposed = proposedDestination(), proposed != destination,
              let target = (collectionView.dataSource as? any CollectionReorderSource)?
                .targetIndexPath(forMoveFrom: source, current: destination, toProposed: proposed),
              target != destination else { return }
        destination = target
        UIView.animate(withDuration: 0.2) { self.makeRoom() }
    }

    /// The collection view laid its items out again (it scrolled): the dragged row stays
    /// under the finger and the others keep making room.
    func collectionViewDidLayOutItems() {
        guard let collectionView else { return }
        placeUnderFinger()
        makeRoom()
        if collectionView.subviews.last !== cell { collectionView.bringSubviewToFront(cell) }
    }

    private func placeUnderFinger() {
        guard let collectionView else { return }
        var frame = cell.frame
        frame.origin.y = min(max(collectionView.contentOffset.y + fingerInView - grab, 0),
                             max(collectionView.contentSize.height - frame.height, 0))
        if frame != cell.frame { cell.frame = frame }
    }

    /// The place the row's centre is over: a row of its own section; in another section,
    /// before the row it is over, or after the last when over that one's lower half. Nil
    /// between rows (headers, footers, gaps): the destination stays.
    private func proposedDestination() -> IndexPath? {
        guard let collectionView else { return nil }
        let center = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        guard let over = collectionView.indexPathForItem(at: center) else { return nil }
        guard over.section != source.section else { return over }
        let count = collectionView.numberOfItems(inSection: over.section)
        if over.item == count - 1, let frame = frame(of: over), center.y > frame.midY {
            return IndexPath(item: count, section: over.section)
        }
        return over
    }

    private func frame(of indexPath: IndexPath) -> CGRect? {
        collectionView?.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// In the row's own section, the rows between the old place and the new one move by
    /// its height; bound for another section, the rows after its old place move up and the
    /// rows from its new place on move down.
    private func makeRoom() {
        guard let collectionView, let height = frame(of: source)?.height else { return }
        for (indexPath, other) in collectionView.visibleItems where other !== cell && other.superview === collectionView {
            guard var frame = frame(of: indexPath) else { continue }
            if destination.section == source.section, indexPath.section == source.section {
                if indexPath.item > source.item, indexPath.item <= destination.item { frame.origin.y -= height }
                if indexPath.item < source.item, indexPath.item >= destination.item { frame.origin.y += height }
            } else if indexPath.section == source.section, indexPath.item > source.item {
                frame.origin.y -= height
            } else if indexPath.section == destination.section, indexPath.item >= destination.item {
                frame.origin.y += height
            }
            if other.frame != frame { other.frame = frame }
        }
    }

    /// Says where the row came from and where it lands; the list stops scrolling and the
    /// row's shadow goes.
    func finish() -> (source: IndexPath, destination: IndexPath) {
        autoscroll?.stop()
        cell.layer.shadowOpacity = 0
        cell.layer.shadowPath = shadowPath
        return (source, destination)
    }
}
