import Foundation

/// A row dragged by its reorder control, in a table or a list: the cell lifts above the
/// others on a soft shadow and follows the finger; the rows (and headers and footers)
/// between its old place and the one it is over move aside to make room; the host's
/// delegate or data source may redirect where it would land. An outline row carries its
/// visible children along. Held near the top or bottom edge, the row scrolls the host
/// under it, faster the nearer the edge.
@MainActor
final class RowReorder {
    let source: IndexPath
    /// Where the row lands if let go now: in its own section, its new index; in another,
    /// the index it takes there.
    private(set) var destination: IndexPath
    let cell: UIView
    private weak var host: (any ListHost)?
    /// Where the finger holds the cell, from its top.
    private let grab: CGFloat
    /// The finger's height in the visible area (it stays there while the host scrolls
    /// under it).
    private var fingerInView: CGFloat
    private var autoscroll: ReorderAutoscroll?
    /// Headers and footers moved aside (they go back when the row lands).
    private var shiftedSupplementaries: Set<AnyHashable> = []
    /// Whether the shadow takes the row's shape, and the cell's own shadow path, back when
    /// it lands.
    private let shadowTakesRowShape: Bool
    private let shadowPath: CGPath?
    /// The rows of the row's visible children (and theirs), which move with it.
    private let branch: ClosedRange<Int>?
    /// The height of the row with its visible children: the room the others make.
    let blockHeight: CGFloat
    /// How many visible children the row the destination names has (in an outline the
    /// row goes after them when moving down).
    private var destinationDescendants = 0

    /// The lifted row's shadow: black (the layer's default colour) at 25%, 8 points of blur.
    static let liftShadowOpacity: Float = 0.25
    static let liftShadowRadius: CGFloat = 8

    /// Lifts `cell`, the row at `source`, held by a finger at `fingerY` (content
    /// coordinates). `shadowTakesRowShape`: the cell draws its background in a subview (a
    /// list cell), so its shadow is given the row's rectangle.
    init(host: any ListHost, cell: UIView, source: IndexPath, fingerY: CGFloat, shadowTakesRowShape: Bool = false) {
        self.host = host
        self.cell = cell
        self.source = source
        destination = source
        let descendants = host.visibleDescendantCount(at: source)
        branch = descendants > 0 ? source.item + 1...source.item + descendants : nil
        let origin = host.listRowFrame(at: source) ?? cell.frame
        let end = host.listRowFrame(at: IndexPath(item: source.item + descendants, section: source.section))
        blockHeight = (end?.maxY ?? origin.maxY) - origin.minY
        grab = fingerY - cell.frame.minY
        fingerInView = fingerY - host.contentOffset.y
        cell.layer.shadowOpacity = Self.liftShadowOpacity
        cell.layer.shadowRadius = Self.liftShadowRadius
        cell.layer.shadowOffset = .zero
        self.shadowTakesRowShape = shadowTakesRowShape
        shadowPath = cell.layer.shadowPath
        if shadowTakesRowShape { cell.layer.shadowPath = CGPath(rect: cell.bounds, transform: nil) }
        bringToFront()
        autoscroll = ReorderAutoscroll(scrollView: host, draggedFrame: { [weak self] in self?.cell.frame }) { [weak self] in
            guard let self, let host = self.host else { return }
            self.follow(fingerY: host.contentOffset.y + self.fingerInView)
        }
    }

    /// Moves the cell with the finger (within the content) and the others aside.
    func follow(fingerY: CGFloat) {
        guard let host else { return }
        fingerInView = fingerY - host.contentOffset.y
        placeUnderFinger()
        autoscroll?.update()
        guard let target = host.reorderDestination(for: self), target != destination else { return }
        destination = target
        destinationDescendants = target.section == source.section && target.item > source.item
            ? host.visibleDescendantCount(at: target) : 0
        UIView.animate(withDuration: 0.2) { self.makeRoom() }
    }

    /// The host laid its rows out again (it scrolled): the dragged row stays under the
    /// finger and the others keep making room.
    func hostDidLayOutRows() {
        guard let host else { return }
        placeUnderFinger()
        makeRoom()
        if host.subviews.last !== cell { bringToFront() }
    }

    /// The row, and the children it carries, above everything else in the host.
    private func bringToFront() {
        guard let host else { return }
        for (indexPath, other) in host.listVisibleCells where isCarried(indexPath) { host.bringSubviewToFront(other) }
        host.bringSubviewToFront(cell)
    }

    /// Whether `indexPath` is one of the row's visible children, carried along.
    private func isCarried(_ indexPath: IndexPath) -> Bool {
        indexPath.section == source.section && branch?.contains(indexPath.item) == true
    }

    private func placeUnderFinger() {
        guard let host else { return }
        var frame = cell.frame
        frame.origin.y = min(max(host.contentOffset.y + fingerInView - grab, 0), max(host.contentSize.height - blockHeight, 0))
        if frame != cell.frame { cell.frame = frame }
        guard branch != nil, let origin = host.listRowFrame(at: source) else { return }
        for (indexPath, other) in host.listVisibleCells where isCarried(indexPath) {
            guard let place = host.listRowFrame(at: indexPath)?.offsetBy(dx: 0, dy: frame.minY - origin.minY) else { continue }
            if other.frame != place { other.frame = place }
        }
    }

    /// The row under the middle of the dragged one (a table's proposal), or nil.
    var rowUnderMiddle: IndexPath? {
        host?.listRow(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
    }

    /// The place whose gap (where the others make room) is nearest the middle of the row
    /// and the children it carries (a list's proposal): in its own section, a new index;
    /// in another, an index there (0 through its row count: after the last).
    /// Only the sections near the row are looked at; nil when none is.
    var nearestGap: IndexPath? {
        guard let host else { return nil }
        let height = blockHeight, y = cell.frame.minY + blockHeight / 2
        var best: (indexPath: IndexPath, distance: CGFloat)?
        for section in 0..<host.listSectionCount {
            let count = host.listRowCount(inSection: section)
            guard count > 0, let first = host.listRowFrame(at: IndexPath(item: 0, section: section)),
                  let last = host.listRowFrame(at: IndexPath(item: count - 1, section: section)),
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
        guard let host else { return nil }
        let down = isAfterSource(place)
        if place.section == source.section {
            guard let frame = host.listRowFrame(at: place) else { return nil }
            let bottom = descendants > 0
                ? host.listRowFrame(at: IndexPath(item: place.item + descendants, section: place.section))?.maxY ?? frame.maxY
                : frame.maxY
            return down ? (bottom - height, bottom) : (frame.minY, frame.minY + height)
        }
        let count = host.listRowCount(inSection: place.section)
        let edge = place.item < count ? host.listRowFrame(at: place)?.minY
            : host.listRowFrame(at: IndexPath(item: count - 1, section: place.section))?.maxY
        return edge.map { down ? ($0 - height, $0) : ($0, $0 + height) }
    }

    /// The rows, headers and footers between the row's old place and the gap at its new one
    /// move by its height towards the old place (as if the layout already had the move):
    /// the section it leaves closes up, the one it is bound for opens.
    private func makeRoom() {
        guard let host, let origin = host.listRowFrame(at: source) else { return }
        let down = isAfterSource(destination)
        var moving: (from: CGFloat, to: CGFloat, by: CGFloat)?
        let opens = destination.section == source.section || host.reorderOpensOtherSections
        if destination != source, opens, let gap = gapEdges(for: destination, height: blockHeight, descendants: destinationDescendants) {
            moving = down ? (origin.minY + blockHeight, gap.bottom, -blockHeight) : (gap.top, origin.minY, blockHeight)
        }
        func shifted(_ frame: CGRect) -> CGRect {
            guard let moving, frame.minY >= moving.from, frame.minY < moving.to else { return frame }
            return frame.offsetBy(dx: 0, dy: moving.by)
        }
        for (indexPath, other) in host.listVisibleCells where other !== cell && !isCarried(indexPath) {
            guard let frame = host.listRowFrame(at: indexPath).map(shifted) else { continue }
            if other.frame != frame { other.frame = frame }
        }
        for (id, view, frame) in host.listSupplementaries {
            let moved = shifted(frame)
            if moved != frame || shiftedSupplementaries.contains(id) {
                view.frame = moved
                if moved != frame { shiftedSupplementaries.insert(id) } else { shiftedSupplementaries.remove(id) }
            }
        }
    }

    /// The headers and footers moved aside go back to the layout's places (after the move
    /// was applied, its new ones).
    func settle() {
        guard let host else { return }
        for (id, view, frame) in host.listSupplementaries where shiftedSupplementaries.contains(id) { view.frame = frame }
        shiftedSupplementaries = []
    }

    /// Says where the row came from and where it lands; the host stops scrolling and the
    /// row's shadow goes.
    func finish() -> (source: IndexPath, destination: IndexPath) {
        autoscroll?.stop()
        cell.layer.shadowOpacity = 0
        if shadowTakesRowShape { cell.layer.shadowPath = shadowPath }
        return (source, destination)
    }
}
