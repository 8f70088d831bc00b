import Foundation

/// A list row dragged by its reorder grip: the cell lifts above the others on a soft
/// shadow and follows the finger, into other sections too when the data source allows it;
/// the rows (and headers and footers) between its old place and the one it is over move
/// aside to make room. An outline row carries its visible children along. Held near the
/// top or bottom edge of the collection view, the row scrolls the list under it.
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
    /// Headers and footers moved aside (they go back when the row lands).
    private var shiftedSupplementaries: Set<LayoutElementKey> = []
    /// The cell's own shadow path, back when it lands.
    private let shadowPath: CGPath?
    /// The items of the row's visible children (and theirs), which move with it.
    private let branch: ClosedRange<Int>?
    /// The height of the row with its visible children: the room the others make.
    private let blockHeight: CGFloat
    /// How many visible children the row the destination names has (in an outline the
    /// row goes after them when moving down).
    private var destinationDescendants = 0

    init(collectionView: UICollectionView, cell: UICollectionViewCell, source: IndexPath, fingerY: CGFloat) {
        self.collectionView = collectionView
        self.cell = cell
        self.source = source
        destination = source
        let reorderSource = collectionView.dataSource as? any CollectionReorderSource
        let descendants = reorderSource?.visibleDescendantCount(at: source) ?? 0
        branch = descendants > 0 ? source.item + 1...source.item + descendants : nil
        let origin = collectionView.layoutAttributesForItem(at: source)?.frame ?? cell.frame
        let end = collectionView.layoutAttributesForItem(at: IndexPath(item: source.item + descendants, section: source.section))?.frame
        blockHeight = (end?.maxY ?? origin.maxY) - origin.minY
        grab = fingerY - cell.frame.minY
        fingerInView = fingerY - collectionView.contentOffset.y
        cell.layer.shadowOpacity = RowReorder.liftShadowOpacity
        cell.layer.shadowRadius = RowReorder.liftShadowRadius
        cell.layer.shadowOffset = .zero
        // A list cell draws its background in a subview: the shadow takes the row's shape.
        shadowPath = cell.layer.shadowPath
        cell.layer.shadowPath = CGPath(rect: cell.bounds, transform: nil)
        for (indexPath, other) in collectionView.visibleItems where isCarried(indexPath) { collectionView.bringSubviewToFront(other) }
        collectionView.bringSubviewToFront(cell)
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
        let reorderSource = collectionView.dataSource as? any CollectionReorderSource
        guard let proposed = proposedDestination(), proposed != destination,
              let target = reorderSource?.targetIndexPath(forMoveFrom: source, current: destination, toProposed: proposed),
              target != destination else { return }
        destination = target
        destinationDescendants = target.section == source.section && target.item > source.item
            ? reorderSource?.visibleDescendantCount(at: target) ?? 0 : 0
        UIView.animate(withDuration: 0.2) { self.makeRoom() }
    }

    /// Whether `indexPath` is one of the row's visible children, carried along.
    private func isCarried(_ indexPath: IndexPath) -> Bool {
        indexPath.section == source.section && branch?.contains(indexPath.item) == true
    }

    /// The collection view laid its items out again (it scrolled): the dragged row stays
    /// under the finger and the others keep making room.
    func collectionViewDidLayOutItems() {
        guard let collectionView else { return }
        placeUnderFinger()
        makeRoom()
        if collectionView.subviews.last !== cell {
            for (indexPath, other) in collectionView.visibleItems where isCarried(indexPath) { collectionView.bringSubviewToFront(other) }
            collectionView.bringSubviewToFront(cell)
        }
    }

    private func placeUnderFinger() {
        guard let collectionView else { return }
        var frame = cell.frame
        frame.origin.y = min(max(collectionView.contentOffset.y + fingerInView - grab, 0),
                             max(collectionView.contentSize.height - blockHeight, 0))
        if frame != cell.frame { cell.frame = frame }
        guard branch != nil, let origin = self.frame(of: source) else { return }
        for (indexPath, other) in collectionView.visibleItems where isCarried(indexPath) {
            guard let place = self.frame(of: indexPath)?.offsetBy(dx: 0, dy: frame.minY - origin.minY) else { continue }
            if other.frame != place { other.frame = place }
        }
    }

    /// The place whose gap (where the others make room) is nearest the middle of the row
    /// and the children it carries: in its own section, a new index; in another, an index
    /// there (0 through its item count).
    /// Only the sections near the row are looked at; nil when none is.
    private func proposedDestination() -> IndexPath? {
        guard let collectionView else { return nil }
        let height = blockHeight, y = cell.frame.minY + blockHeight / 2
        var best: (indexPath: IndexPath, distance: CGFloat)?
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0, let first = frame(of: IndexPath(item: 0, section: section)),
                  let last = frame(of: IndexPath(item: count - 1, section: section)),
                  y > first.minY - 2 * height, y < last.maxY + 2 * height else { continue }
            for item in 0...(section == source.section ? count - 1 : count) {
                let place = IndexPath(item: item, section: section)
                if isCarried(place) { continue }
                guard let gap = gapEdges(for: place, height: height) else { continue }
                let distance = abs((gap.top + gap.bottom) / 2 - y)
                if best.map({ distance < $0.distance }) ?? true { best = (place, distance) }
            }
        }
        return best?.indexPath
    }

    /// Whether `place` is after the row's own place, in the list's order.
    private func isAfterSource(_ place: IndexPath) -> Bool {
        place.section > source.section || (place.section == source.section && place.item > source.item)
    }

    /// Where the gap opens for the row bound for `place`: the elements between it and the
    /// row's old place move by the row's height towards the old place.
    /// Moving down in its own section, the row goes after the `descendants` rows that
    /// follow `place`.
    private func gapEdges(for place: IndexPath, height: CGFloat, descendants: Int = 0) -> (top: CGFloat, bottom: CGFloat)? {
        guard let collectionView else { return nil }
        let down = isAfterSource(place)
        if place.section == source.section {
            guard let frame = frame(of: place) else { return nil }
            let bottom = descendants > 0 ? self.frame(of: IndexPath(item: place.item + descendants, section: place.section))?.maxY ?? frame.maxY
                : frame.maxY
            return down ? (bottom - height, bottom) : (frame.minY, frame.minY + height)
        }
        let count = collectionView.numberOfItems(inSection: place.section)
        let edge = place.item < count ? frame(of: place)?.minY : frame(of: IndexPath(item: count - 1, section: place.section))?.maxY
        return edge.map { down ? ($0 - height, $0) : ($0, $0 + height) }
    }

    private func frame(of indexPath: IndexPath) -> CGRect? {
        collectionView?.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// The rows, headers and footers between the row's old place and the gap at its new one
    /// move by its height towards the old place (as if the layout already had the move):
    /// the section it leaves closes up, the one it is bound for opens.
    private func makeRoom() {
        guard let collectionView, let origin = frame(of: source) else { return }
        let down = isAfterSource(destination)
        var moving: (from: CGFloat, to: CGFloat, by: CGFloat)?
        if destination != source, let gap = gapEdges(for: destination, height: blockHeight, descendants: destinationDescendants) {
            moving = down ? (origin.minY + blockHeight, gap.bottom, -blockHeight) : (gap.top, origin.minY, blockHeight)
        }
        func shifted(_ frame: CGRect) -> CGRect {
            guard let moving, frame.minY >= moving.from, frame.minY < moving.to else { return frame }
            return frame.offsetBy(dx: 0, dy: moving.by)
        }
        for (indexPath, other) in collectionView.visibleItems where other !== cell && other.superview === collectionView && !isCarried(indexPath) {
            guard let frame = frame(of: indexPath).map(shifted) else { continue }
            if other.frame != frame { other.frame = frame }
        }
        for (key, view) in collectionView.visibleSupplementaries {
            guard let kind = key.kind,
                  let frame = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)?.frame
            else { continue }
            let moved = shifted(frame)
            if moved != frame || shiftedSupplementaries.contains(key) {
                view.frame = moved
                if moved != frame { shiftedSupplementaries.insert(key) } else { shiftedSupplementaries.remove(key) }
            }
        }
    }

    /// The headers and footers moved aside go back to the layout's places (after the move
    /// was applied, its new ones).
    func settle() {
        guard let collectionView else { return }
        for key in shiftedSupplementaries {
            guard let kind = key.kind, let view = collectionView.visibleSupplementaries[key],
                  let frame = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)?.frame
            else { continue }
            view.frame = frame
        }
        shiftedSupplementaries = []
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
