import Foundation

// Item and section changes, animated as on iOS: items that stay glide from their old
// place to their new one, inserted items fade in and deleted ones fade out, over 0.3 s.
extension UICollectionView {
    /// How long an update animates.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Runs `updates`, then makes the changes they recorded as one.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batchDepth == 0 { pendingUpdates = CollectionUpdates() }
        batchDepth += 1
        updates?()
        batchDepth -= 1
        guard batchDepth == 0 else {
            completion?(true)
            return
        }
        let changes = pendingUpdates
        pendingUpdates = CollectionUpdates()
        commit(changes, completion: completion)
    }

    /// Records a change in the batch, or makes it at once outside one.
    func record(_ change: (inout CollectionUpdates) -> Void) {
        if batchDepth > 0 {
            change(&pendingUpdates)
            return
        }
        var single = CollectionUpdates()
        change(&single)
        commit(single, completion: nil)
    }

    private func commit(_ changes: CollectionUpdates, completion: ((Bool) -> Void)?) {
        guard !needsReload else {
            reloadKeepingOffset()
            completion?(true)
            return
        }
        let newCounts = currentCounts()
        guard let mapping = changes.mapping(old: counts, new: newCounts) else {
            scrollLogger.error("UICollectionView: the updates do not match the data source's new counts (Apple raises here); reloaded")
            reloadKeepingOffset()
            completion?(true)
            return
        }
        animateChange(mapping, completion: completion)
    }

    /// The data source's counts now.
    private func currentCounts() -> [Int] {
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        return (0..<sections).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
    }

    /// Shows the data source's new state, animated from where `change` says things were.
    func animateChange(_ change: CollectionChange, completion: ((Bool) -> Void)?) {
        let moves = change.items, remaking = change.remade
        guard window != nil, !needsReload else {
            reloadKeepingOffset()
            completion?(true)
            return
        }
        swipe?.close(animated: false)
        swipe = nil
        prepareLayout()
        // Where things were: the visible area and a screen around it.
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let around = visible.insetBy(dx: -bounds.width, dy: -bounds.height)
        var oldFrames: [IndexPath: CGRect] = [:], oldSupplementaryFrames: [LayoutElementKey: CGRect] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: around) ?? [] {
            switch attributes.representedElementCategory {
            case .cell: oldFrames[attributes.indexPath] = attributes.frame
            case .supplementaryView:
                oldSupplementaryFrames[LayoutElementKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)] = attributes.frame
            case .decorationView: break
            }
        }
        var framesByNewPath: [IndexPath: CGRect] = [:]
        for (old, new) in moves { if let frame = oldFrames[old] { framesByNewPath[new] = frame } }
        // Cells that stay move to their new index paths; the others leave.
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (old, cell) in visibleItems {
            if let new = moves[old], !remaking.contains(new) { kept[new] = cell } else { leaving.append((old, cell)) }
        }
        visibleItems = kept
        selectedItems = selectedItems.compactMap { moves[$0] }
        if let highlighted { visibleItems[highlighted]?.isHighlighted = false }
        highlighted = nil
        let staying = Set(kept.values.map(ObjectIdentifier.init))
        // Headers and footers follow their sections, badges their items, the whole layout's
        // stay; the others leave.
        var keptSupplementaries: [LayoutElementKey: UICollectionReusableView] = [:]
        var supplementaryFramesByNewKey: [LayoutElementKey: CGRect] = [:]
        for (key, view) in visibleSupplementaries {
            let target: IndexPath? = key.indexPath.count == 1 ? key.indexPath
                : view.belongsToItem ? moves[key.indexPath].flatMap { remaking.contains($0) ? nil : $0 }
                : change.sections[key.indexPath.section].map { IndexPath(item: key.indexPath.item, section: $0) }
            guard let target else {
                recycle(view)
                continue
            }
            let newKey = LayoutElementKey(kind: key.kind, indexPath: target)
            keptSupplementaries[newKey] = view
            supplementaryFramesByNewKey[newKey] = oldSupplementaryFrames[key]
        }
        visibleSupplementaries = keptSupplementaries
        let supplementariesBefore = keptSupplementaries
        counts = currentCounts()
        collectionViewLayout.remapMeasuredSizes(moves)
        collectionViewLayout.invalidateLayout()
        // The new state, placed at once...
        let offset = contentOffset
        UIView.performWithoutAnimation {
            layoutIfNeeded()
            let range = offsetRange
            let clamped = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
            if clamped != contentOffset { contentOffset = clamped }
            layoutIfNeeded()
        }
        // ...then animated from the old one.
        var targets: [(UIView, CGRect)] = [], appearing: [(UIView, CGFloat)] = []
        UIView.performWithoutAnimation {
            for (path, cell) in visibleItems where cell.superview === self {
                if let old = framesByNewPath[path], old != cell.frame {
                    targets.append((cell, cell.frame))
                    cell.frame = old
                } else if framesByNewPath[path] == nil || !staying.contains(ObjectIdentifier(cell)) {
                    appearing.append((cell, cell.alpha))
                    cell.alpha = 0
                }
            }
            for (key, view) in visibleSupplementaries {
                if supplementariesBefore[key] !== view {
                    appearing.append((view, view.alpha))
                    view.alpha = 0
                } else if let old = supplementaryFramesByNewKey[key], old != view.frame {
                    targets.append((view, view.frame))
                    view.frame = old
                }
            }
        }
        for (_, cell) in leaving where cell.superview != nil { bringSubviewToFront(cell) }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (view, frame) in targets { view.frame = frame }
            for (view, alpha) in appearing { view.alpha = alpha }
            for (_, cell) in leaving { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            for (path, cell) in leaving {
                cell.alpha = 1
                self?.recycle(cell, at: path)
            }
            completion?(finished)
        })
    }

    func reloadKeepingOffset() {
        let offset = contentOffset
        reloadData()
        layoutIfNeeded()
        let range = offsetRange
        var kept = bounds
        kept.origin = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
        bounds = kept
    }
}
