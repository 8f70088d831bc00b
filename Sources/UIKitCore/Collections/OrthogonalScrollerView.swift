import Foundation

/// The scroll view of a compositional section that scrolls across the layout's direction:
/// it holds the row's cells, tells the collection view when it scrolls, and brings a fling
/// to rest where the section's behaviour says (a page, a group's leading edge or centre).
@MainActor
final class OrthogonalScrollerView: UIScrollView, UIScrollViewDelegate {
    private weak var collectionView: UICollectionView?
    var region: OrthogonalRegion?
    /// The offset along the row when the drag began (group paging moves one group from it).
    private var dragStart: CGFloat = 0

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        backgroundColor = nil
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    private var horizontal: Bool { region?.horizontal ?? true }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.orthogonalScrollerDidScroll(self)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = horizontal ? contentOffset.x : contentOffset.y
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let region, !region.groupSpans.isEmpty else { return }
        let length = horizontal ? bounds.width : bounds.height
        let limit = max((horizontal ? contentSize.width : contentSize.height) - length, 0)
        let proposed = horizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let speed = horizontal ? velocity.x : velocity.y
        // The offsets at which each group rests: at the leading inset, or centred.
        let centred = region.behavior == .groupPagingCentered
        // Where the row can rest (the first group of a centred row rests at the start).
        let stops = region.groupSpans.map { span in
            min(max(centred ? (span.lowerBound + span.upperBound) / 2 - length / 2 : span.lowerBound - region.leadingInset, 0), limit)
        }
        var target: CGFloat
        switch region.behavior {
        case .continuousGroupLeadingBoundary:
            target = stops.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
        case .groupPaging, .groupPagingCentered:
            // One group at a time from where the drag began, in the fling's direction.
            let current = stops.enumerated().min { abs($0.element - dragStart) < abs($1.element - dragStart) }?.offset ?? 0
            let here = horizontal ? contentOffset.x : contentOffset.y
            var index = current
            if speed > 0.1 || (abs(speed) <= 0.1 && here - stops[current] > length / 2) { index = current + 1 }
            if speed < -0.1 || (abs(speed) <= 0.1 && stops[current] - here > length / 2) { index = current - 1 }
            target = stops[min(max(index, 0), stops.count - 1)]
        default:
            return
        }
        target = min(max(target, 0), limit)
        if horizontal { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}
