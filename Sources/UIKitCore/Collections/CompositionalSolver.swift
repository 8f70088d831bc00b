import Foundation

/// Identifies a measured element of a layout: a cell, or a supplementary view of a kind.
struct LayoutElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
}

/// A section of a compositional layout, placed: its items and boundary supplementary
/// items in the collection view's content coordinates (orthogonal items as if their row
/// were not scrolled), and its extent.
@MainActor
struct SolvedSection {
    var frame: CGRect = .zero
    var items: [UICollectionViewLayoutAttributes] = []
    var supplementaries: [UICollectionViewLayoutAttributes] = []
    var decorations: [UICollectionViewLayoutAttributes] = []
    /// Items' own supplementary items (badges); in orthogonal rows they move with the row.
    var itemSupplementaries: [UICollectionViewLayoutAttributes] = []
    /// Which supplementaries stay in view while the section scrolls under them.
    var pinned: Set<Int> = []
    var orthogonal: OrthogonalRegion?
    /// Each group's items and extent along the layout's direction, in order (not for
    /// orthogonal rows): visible items are found by a binary search.
    var groups: [(items: Range<Int>, span: ClosedRange<CGFloat>)] = []

    /// The items whose groups reach into `low...high` along the layout's direction.
    func itemIndices(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        var lower = 0, upper = groups.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if groups[middle].span.upperBound < low { lower = middle + 1 } else { upper = middle }
        }
        guard lower < groups.count else { return 0..<0 }
        var last = lower
        while last + 1 < groups.count, groups[last + 1].span.lowerBound <= high { last += 1 }
        return groups[lower].items.lowerBound..<groups[last].items.upperBound
    }
}

/// The row of a section that scrolls across the layout's direction.
struct OrthogonalRegion {
    var section: Int
    /// Where the row's scroll view goes, in the collection view's content coordinates.
    var frame: CGRect
    /// The scroll view's content size.
    var contentSize: CGSize
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The leading and trailing edges of the groups along the row, in the scroll view's content.
    var groupSpans: [ClosedRange<CGFloat>]
    /// The section's leading content inset along the row.
    var leadingInset: CGFloat
    var horizontal: Bool
}

/// Places compositional sections: groups repeated along the layout's direction (or along
/// the orthogonal row), each group's subitems side by side or stacked, estimated sizes
/// replaced by measured ones.
@MainActor
struct CompositionalSolver {
    var measured: [LayoutElementKey: CGSize]
    /// Whether sections follow each other down the view.
    var vertical: Bool

    /// Lays out `section` (number `index`, `count` items) starting at `start` along the
    /// layout's direction, in a container of `container`'s size. With `previous` (the same
    /// section laid out before) and the items measured anew since, only the groups from the
    /// first such item's on are placed again, until the groups line up with the old ones
    /// again: those after are moved, not placed again.
    func solve(_ section: NSCollectionLayoutSection, index: Int, count: Int, start: CGFloat, container: CGSize,
               containerInsets: NSDirectionalEdgeInsets, previous: SolvedSection? = nil,
               remeasured: ClosedRange<Int>? = nil) -> SolvedSection {
        var solved = SolvedSection()
        let insets = section.contentInsets
        let leading = containerInsets.leading + insets.leading, trailing = containerInsets.trailing + insets.trailing
        let top = containerInsets.top + insets.top, bottom = containerInsets.bottom + insets.bottom
        // The groups' container: the view less the insets.
        let box = CGSize(width: max(container.width - leading - trailing, 0), height: max(container.height - top - bottom, 0))
        var cursor = start
        let headers = section.boundarySupplementaryItems.filter { isBefore($0.alignment) }
        let footers = section.boundarySupplementaryItems.filter { !isBefore($0.alignment) }
        let sectionPath = IndexPath(item: 0, section: index)

        func placeSupplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            if item.pinToVisibleBounds { solved.pinned.insert(solved.supplementaries.count) }
            solved.supplementaries.append(placeBoundaryItem(item, at: sectionPath, in: box, acrossStart: vertical ? leading : top,
                                                            cursor: &cursor))
        }

        for header in headers { placeSupplementary(header) }
        cursor += vertical ? top : leading
        var next = 0
        // Kept apart from `solved` (which the nested function captures) for exclusive access.
        var items: [UICollectionViewLayoutAttributes] = [], badges: [UICollectionViewLayoutAttributes] = []
        let orthogonal = section.orthogonalScrollingBehavior != .none
        if orthogonal {
            // The groups go across, in a row of their own that scrolls.
            let rowStart = cursor - (vertical ? top : leading)
            var across = vertical ? leading : top
            var depth: CGFloat = 0
            var spans: [ClosedRange<CGFloat>] = []
            while next < count {
                let proposed = groupSize(section.group, in: box)
                let origin = vertical ? CGPoint(x: across, y: cursor) : CGPoint(x: cursor, y: across)
                let before = next
                let size = place(section.group, origin: origin, size: proposed, section: index, next: &next, count: count,
                                 into: &items, badges: &badges)
                if next == before { break }
                let length = vertical ? size.width : size.height
                spans.append(across...(across + length))
                across += length + section.interGroupSpacing
                depth = max(depth, vertical ? size.height : size.width)
            }
            if !spans.isEmpty { across -= section.interGroupSpacing }
            across += vertical ? trailing : bottom
            cursor += depth
            let rowEnd = cursor + (vertical ? bottom : trailing)
            let frame = vertical ? CGRect(x: 0, y: rowStart, width: container.width, height: rowEnd - rowStart)
                                 : CGRect(x: rowStart, y: 0, width: rowEnd - rowStart, height: container.height)
            let contentSize = vertical ? CGSize(width: max(across, container.width), height: frame.height)
                                       : CGSize(width: frame.width, height: max(across, container.height))
            solved.orthogonal = OrthogonalRegion(section: index, frame: frame, contentSize: contentSize,
                                                 behavior: section.orthogonalScrollingBehavior, groupSpans: spans,
                                                 leadingInset: vertical ? leading : top, horizontal: vertical)
        } else {
            var first = true
            // Old groups by their first item, to line up with once past the remeasured items.
            var oldGroupStarting: [Int: Int] = [:]
            if let previous, let remeasured,
               let resumeGroup = previous.groups.firstIndex(where: { $0.items.contains(remeasured.lowerBound) }), resumeGroup > 0 {
                let kept = previous.groups[resumeGroup].items.lowerBound
                items = Array(previous.items[..<kept])
                badges = previous.itemSupplementaries.filter { $0.indexPath.item < kept }
                solved.groups = Array(previous.groups[..<resumeGroup])
                cursor = previous.groups[resumeGroup].span.lowerBound - section.interGroupSpacing
                next = kept
                first = false
                for (number, group) in previous.groups.enumerated() where number > resumeGroup {
                    oldGroupStarting[group.items.lowerBound] = number
                }
            }
            while next < count {
                if !first { cursor += section.interGroupSpacing }
                if let previous, let remeasured, next > remeasured.upperBound, let match = oldGroupStarting[next] {
                    // The rest is as before, moved.
                    let delta = cursor - previous.groups[match].span.lowerBound
                    let firstItem = previous.groups[match].items.lowerBound
                    for attributes in previous.items[firstItem...] { Self.move(attributes, by: delta, vertical: vertical) }
                    for badge in previous.itemSupplementaries where badge.indexPath.item >= firstItem {
                        Self.move(badge, by: delta, vertical: vertical)
                        badges.append(badge)
                    }
                    for group in previous.groups[match...] {
                        solved.groups.append((group.items, (group.span.lowerBound + delta)...(group.span.upperBound + delta)))
                    }
                    items += previous.items[firstItem...]
                    cursor = (previous.groups.last?.span.upperBound ?? cursor) + delta
                    next = count
                    break
                }
                first = false
                let proposed = groupSize(section.group, in: box)
                let origin = vertical ? CGPoint(x: leading, y: cursor) : CGPoint(x: cursor, y: top)
                let before = next, firstItem = items.count
                let size = place(section.group, origin: origin, size: proposed, section: index, next: &next, count: count,
                                 into: &items, badges: &badges)
                if next == before { break }
                let length = vertical ? size.height : size.width
                solved.groups.append((firstItem..<items.count, cursor...(cursor + length)))
                cursor += length
            }
        }
        solved.items = items
        solved.itemSupplementaries = badges
        if next < count {
            scrollLogger.error("UICollectionViewCompositionalLayout: section \(index)'s group places no items; \(count - next) items not shown")
        }
        cursor += vertical ? bottom : trailing
        for footer in footers { placeSupplementary(footer) }
        solved.frame = vertical ? CGRect(x: 0, y: start, width: container.width, height: cursor - start)
                                : CGRect(x: start, y: 0, width: cursor - start, height: container.height)
        for decoration in section.decorationItems {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: sectionPath)
            let insets = decoration.contentInsets
            let frame = solved.frame
            attributes.frame = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                      width: max(frame.width - insets.leading - insets.trailing, 0),
                                      height: max(frame.height - insets.top - insets.bottom, 0))
            attributes.zIndex = decoration.zIndex
            solved.decorations.append(attributes)
        }
        return solved
    }

    /// Places the whole layout's boundary items that go before its sections (`before`) or
    /// after them from `cursor` on, across the container less its insets, as a section's.
    func placeLayoutBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], before: Bool, container: CGSize,
                                  containerInsets insets: NSDirectionalEdgeInsets, cursor: inout CGFloat,
                                  into solved: inout SolvedSection) {
        let box = CGSize(width: max(container.width - insets.leading - insets.trailing, 0),
                         height: max(container.height - insets.top - insets.bottom, 0))
        for item in items where isBefore(item.alignment) == before {
            if item.pinToVisibleBounds { solved.pinned.insert(solved.supplementaries.count) }
            solved.supplementaries.append(placeBoundaryItem(item, at: IndexPath(index: 0), in: box,
                                                            acrossStart: vertical ? insets.leading : insets.top, cursor: &cursor))
        }
    }

    /// A header or footer at `cursor` along the layout's direction (moved past it when it
    /// extends the boundary), aligned across within `box` from `acrossStart`.
    private func placeBoundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem, at indexPath: IndexPath, in box: CGSize,
                                   acrossStart: CGFloat, cursor: inout CGFloat) -> UICollectionViewLayoutAttributes {
        let key = LayoutElementKey(kind: item.elementKind, indexPath: indexPath)
        let size = measuredSize(item.layoutSize, in: box, key: key)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.zIndex = item.zIndex
        attributes.selfSizingAxes = (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
        // Across the layout, headers align within the insets as the groups do.
        let acrossRoom = (vertical ? box.width : box.height) - (vertical ? size.width : size.height)
        let across = acrossStart + acrossRoom * acrossFraction(item.alignment)
        let length = vertical ? size.height : size.width
        // One that does not extend the boundary lies over the content, against its edge.
        let along = item.extendsBoundary || isBefore(item.alignment) ? cursor : cursor - length
        attributes.frame = vertical
            ? CGRect(x: across + item.offset.x, y: along + item.offset.y, width: size.width, height: size.height)
            : CGRect(x: along + item.offset.x, y: across + item.offset.y, width: size.width, height: size.height)
        if item.extendsBoundary { cursor += length }
        return attributes
    }

    /// Moves an element `delta` points along the layout's direction.
    static func move(_ attributes: UICollectionViewLayoutAttributes, by delta: CGFloat, vertical: Bool) {
        if vertical { attributes.frame.origin.y += delta } else { attributes.frame.origin.x += delta }
    }

    /// Headers go before the content (top, or leading in a horizontal layout).
    private func isBefore(_ alignment: NSRectAlignment) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing, .none, .leading].contains(alignment)
                 : [.leading, .topLeading, .bottomLeading, .none, .top].contains(alignment)
    }

    /// Where across the layout an item sits: 0 at the start, 0.5 centered, 1 at the end.
    private func acrossFraction(_ alignment: NSRectAlignment) -> CGFloat {
        if vertical {
            switch alignment {
            case .topLeading, .bottomLeading, .leading: return 0
            case .topTrailing, .bottomTrailing, .trailing: return 1
            default: return 0.5
            }
        }
        switch alignment {
        case .topLeading, .topTrailing, .top: return 0
        case .bottomLeading, .bottomTrailing, .bottom: return 1
        default: return 0.5
        }
    }

    /// A size resolved in `container`, with a measured size along its estimated axes.
    private func measuredSize(_ size: NSCollectionLayoutSize, in container: CGSize, key: LayoutElementKey) -> CGSize {
        var resolved = size.resolved(in: container)
        if let measured = measured[key] {
            if size.widthDimension.isEstimated { resolved.width = measured.width }
            if size.heightDimension.isEstimated { resolved.height = measured.height }
        }
        return resolved
    }

    private func groupSize(_ group: NSCollectionLayoutGroup, in container: CGSize) -> CGSize {
        group.layoutSize.resolved(in: container)
    }

    /// Places `group` at `origin` with the proposed `size`, taking items from `next` on.
    /// Returns the group's size (along estimated axes, what its subitems take).
    private func place(_ group: NSCollectionLayoutGroup, origin: CGPoint, size: CGSize, section: Int,
                       next: inout Int, count: Int, into out: inout [UICollectionViewLayoutAttributes],
                       badges: inout [UICollectionViewLayoutAttributes]) -> CGSize {
        let horizontal = group.orientation == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        struct Placed { var range: Range<Int>; var before: CGFloat; var flexibleBefore: Bool; var flexibleAfter: Bool }
        var placed: [Placed] = []
        var used: CGFloat = 0
        var depth: CGFloat = 0
        var index = 0
        let limit = group.count ?? Int.max
        while next < count, index < limit {
            let child = group.subitems[index % group.subitems.count]
            let edges = child.edgeSpacing
            let edgeBefore = (horizontal ? edges?.leading : edges?.top)?.spacing ?? 0
            let edgeAfter = (horizontal ? edges?.trailing : edges?.bottom)?.spacing ?? 0
            let crossBefore = (horizontal ? edges?.top : edges?.leading)?.spacing ?? 0
            let crossAfter = (horizontal ? edges?.bottom : edges?.trailing)?.spacing ?? 0
            var childSize = child.layoutSize.resolved(in: size)
            if let repeats = group.count {
                // `count` copies share the group's length.
                let share = max((length - gap * CGFloat(repeats - 1)) / CGFloat(repeats) - edgeBefore - edgeAfter, 0)
                if horizontal { childSize.width = share } else { childSize.height = share }
            }
            let key = LayoutElementKey(kind: nil, indexPath: IndexPath(item: next, section: section))
            let isGroup = child is NSCollectionLayoutGroup
            if !isGroup, let measured = measured[key] {
                if child.layoutSize.widthDimension.isEstimated { childSize.width = measured.width }
                if child.layoutSize.heightDimension.isEstimated { childSize.height = measured.height }
            }
            let childLength = horizontal ? childSize.width : childSize.height
            let start = used + (index > 0 ? gap : 0) + edgeBefore
            // Without a count, subitems repeat while they fit (at least one).
            if group.count == nil, index > 0, start + childLength + edgeAfter > length + 0.001 { break }
            let childOrigin = horizontal ? CGPoint(x: origin.x + start, y: origin.y + crossBefore)
                                         : CGPoint(x: origin.x + crossBefore, y: origin.y + start)
            let first = out.count
            if let subgroup = child as? NSCollectionLayoutGroup {
                childSize = place(subgroup, origin: childOrigin, size: childSize, section: section, next: &next, count: count,
                                  into: &out, badges: &badges)
            } else {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: key.indexPath)
                let estimated = (child.layoutSize.widthDimension.isEstimated, child.layoutSize.heightDimension.isEstimated)
                attributes.selfSizingAxes = estimated
                var frame = CGRect(origin: childOrigin, size: childSize)
                // Content insets shrink the cell, except along an estimated axis (as on iOS).
                let insets = child.contentInsets
                if !estimated.0 { frame.origin.x += insets.leading; frame.size.width = max(frame.width - insets.leading - insets.trailing, 0) }
                if !estimated.1 { frame.origin.y += insets.top; frame.size.height = max(frame.height - insets.top - insets.bottom, 0) }
                attributes.frame = frame
                out.append(attributes)
                for supplementary in child.supplementaryItems {
                    let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind, with: key.indexPath)
                    badge.frame = supplementary.frame(on: frame)
                    badge.zIndex = supplementary.zIndex
                    badge.belongsToItem = true
                    badges.append(badge)
                }
                next += 1
            }
            placed.append(Placed(range: first..<out.count, before: start,
                                 flexibleBefore: (horizontal ? edges?.leading : edges?.top)?.isFlexibleSpacing ?? false,
                                 flexibleAfter: (horizontal ? edges?.trailing : edges?.bottom)?.isFlexibleSpacing ?? false))
            used = start + (horizontal ? childSize.width : childSize.height) + edgeAfter
            depth = max(depth, crossBefore + (horizontal ? childSize.height : childSize.width) + crossAfter)
            index += 1
        }
        // What is left over goes to the flexible spacings, in equal shares.
        let flexibleGaps = spacing?.isFlexibleSpacing == true ? max(placed.count - 1, 0) : 0
        let flexibleEdges = placed.reduce(0) { $0 + ($1.flexibleBefore ? 1 : 0) + ($1.flexibleAfter ? 1 : 0) }
        let leftover = length - used
        if flexibleGaps + flexibleEdges > 0, leftover > 0 {
            let share = leftover / CGFloat(flexibleGaps + flexibleEdges)
            var shift: CGFloat = 0
            for (number, child) in placed.enumerated() {
                if number > 0, flexibleGaps > 0 { shift += share }
                if child.flexibleBefore { shift += share }
                for item in child.range {
                    if horizontal { out[item].frame.origin.x += shift } else { out[item].frame.origin.y += shift }
                }
                if child.flexibleAfter { shift += share }
            }
        }
        let width = horizontal ? (group.layoutSize.widthDimension.isEstimated ? used : size.width)
                               : (group.layoutSize.widthDimension.isEstimated ? depth : size.width)
        let height = horizontal ? (group.layoutSize.heightDimension.isEstimated ? depth : size.height)
                                : (group.layoutSize.heightDimension.isEstimated ? used : size.height)
        return CGSize(width: width, height: height)
    }
}
