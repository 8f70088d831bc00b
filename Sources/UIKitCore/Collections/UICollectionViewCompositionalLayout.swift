import Foundation

/// A layout built from sections of groups of items (`NSCollectionLayoutSection`,
/// `NSCollectionLayoutGroup`, `NSCollectionLayoutItem`): one section for all, or one per
/// section from a provider that sees the container's size and traits. Sections may scroll
/// sideways, have pinned headers, and items with estimated sizes take their measured size.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// The list configuration of `list(using:)` (its background shows behind the sections).
    private var listConfiguration: UICollectionLayoutListConfiguration?

    private var solved: [SolvedSection] = []
    /// The list configurations of list sections, by section.
    private var sectionLists: [Int: UICollectionLayoutListConfiguration] = [:]
    private var contentSize: CGSize = .zero
    private var measured: [LayoutElementKey: CGSize] = [:]
    /// How far each orthogonal row is scrolled.
    private var orthogonalOffsets: [Int: CGPoint] = [:]
    /// The whole layout's headers and footers (`configuration.boundarySupplementaryItems`),
    /// its frame the whole content; the first `layoutHeaderCount` come before the sections.
    private var layoutBoundary = SolvedSection()
    private var layoutHeaderCount = 0
    /// The environment the sections were made in, for their invalidation handlers.
    private var preparedEnvironment: VitrineLayoutEnvironment?
    /// The elements of the last layout pass as sections' `visibleItemsInvalidationHandler`s
    /// changed them, by the solved attributes they replace.
    private var adjusted: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
    /// The sections that have such a handler (most layouts have none).
    private var sectionsWithHandlers: [Int] = []

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout whose every section is a list of `configuration`'s look.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    override var layoutBackgroundColor: UIColor? { listConfiguration?.resolvedBackgroundColor }

    /// What the last full preparation was made for: a layout pass after views measured
    /// themselves (nothing else changed) places again only what their sizes move.
    private var preparedFor: (size: CGSize, safeArea: UIEdgeInsets, counts: [Int])?
    private var preparedSections: [NSCollectionLayoutSection?] = []
    /// Items measured anew since the last preparation, by section; sections whose headers or footers were.
    private var remeasuredItems: [Int: ClosedRange<Int>] = [:]
    private var remeasuredSections: Set<Int> = []
    private var needsFullPrepare = true

    open override func invalidateLayout() {
        needsFullPrepare = true
        super.invalidateLayout()
    }

    open override func prepare() {
        defer {
            remeasuredItems = [:]
            remeasuredSections = []
            needsFullPrepare = false
        }
        adjusted = [:]
        guard let collectionView else {
            solved = []
            layoutBoundary = SolvedSection()
            contentSize = .zero
            return
        }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if !needsFullPrepare, let preparedFor, preparedFor.size == collectionView.bounds.size,
           preparedFor.safeArea == collectionView.safeAreaInsets, preparedFor.counts == counts, solved.count == counts.count {
            prepareRemeasured(counts: counts)
            return
        }
        solved = []
        sectionLists = [:]
        preparedSections = []
        sectionsWithHandlers = []
        contentSize = .zero
        preparedFor = (collectionView.bounds.size, collectionView.safeAreaInsets, counts)
        let vertical = configuration.scrollDirection == .vertical
        let size = collectionView.bounds.size
        let safe = collectionView.safeAreaInsets
        // The container is the view less the safe area across the scroll direction.
        let insets = vertical ? NSDirectionalEdgeInsets(top: 0, leading: safe.left, bottom: 0, trailing: safe.right)
                              : NSDirectionalEdgeInsets(top: safe.top, leading: 0, bottom: safe.bottom, trailing: 0)
        let container = VitrineLayoutContainer(contentSize: size, contentInsets: insets)
        let environment = VitrineLayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        preparedEnvironment = environment
        let solver = CompositionalSolver(measured: measured, vertical: vertical)
        var cursor: CGFloat = 0
        layoutBoundary = SolvedSection()
        solver.placeLayoutBoundaryItems(configuration.boundarySupplementaryItems, before: true, container: size, containerInsets: insets,
                                        cursor: &cursor, into: &layoutBoundary)
        layoutHeaderCount = layoutBoundary.supplementaries.count
        for index in 0..<collectionView.numberOfSections {
            let provided = sectionProvider(index, environment)
            preparedSections.append(provided)
            if provided?.visibleItemsInvalidationHandler != nil { sectionsWithHandlers.append(index) }
            guard let section = provided else {
                scrollLogger.error("UICollectionViewCompositionalLayout: the section provider gave no section \(index) (Apple raises); it is left empty")
                solved.append(SolvedSection(frame: vertical ? CGRect(x: 0, y: cursor, width: size.width, height: 0)
                                                            : CGRect(x: cursor, y: 0, width: 0, height: size.height)))
                continue
            }
            if index > 0 { cursor += configuration.interSectionSpacing }
            var placed = solver.solve(section, index: index, count: collectionView.numberOfItems(inSection: index), start: cursor,
                                      container: size, containerInsets: insets)
            if let list = section.listConfiguration {
                markList(&placed, with: list)
                sectionLists[index] = list
            }
            cursor = vertical ? placed.frame.maxY : placed.frame.maxX
            solved.append(placed)
        }
        solver.placeLayoutBoundaryItems(configuration.boundarySupplementaryItems, before: false, container: size, containerInsets: insets,
                                        cursor: &cursor, into: &layoutBoundary)
        contentSize = vertical ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
        layoutBoundary.frame = CGRect(origin: .zero, size: contentSize)
    }

    /// Places again only what measured sizes moved: the sections with remeasured elements
    /// from their first such item on, the sections after them moved along.
    private func prepareRemeasured(counts: [Int]) {
        guard let collectionView else { return }
        let vertical = configuration.scrollDirection == .vertical
        let size = collectionView.bounds.size
        let safe = collectionView.safeAreaInsets
        let insets = vertical ? NSDirectionalEdgeInsets(top: 0, leading: safe.left, bottom: 0, trailing: safe.right)
                              : NSDirectionalEdgeInsets(top: safe.top, leading: 0, bottom: safe.bottom, trailing: 0)
        let solver = CompositionalSolver(measured: measured, vertical: vertical)
        var delta: CGFloat = 0
        for index in solved.indices {
            let old = solved[index]
            let dirtyItems = remeasuredItems[index]
            guard dirtyItems != nil || remeasuredSections.contains(index), let section = preparedSections[index] else {
                if delta != 0 { solved[index] = moved(old, by: delta, vertical: vertical) }
                continue
            }
            let start = (vertical ? old.frame.minY : old.frame.minX) + delta
            // A section whose header changed, or a row across, is placed again whole.
            let resumable = !remeasuredSections.contains(index) && old.orthogonal == nil && delta == 0
            var placed = solver.solve(section, index: index, count: counts[index], start: start, container: size,
                                      containerInsets: insets, previous: resumable ? old : nil, remeasured: resumable ? dirtyItems : nil)
            if let list = section.listConfiguration { markList(&placed, with: list) }
            delta += vertical ? placed.frame.maxY - old.frame.maxY : placed.frame.maxX - old.frame.maxX
            solved[index] = placed
        }
        if vertical { contentSize.height += delta } else { contentSize.width += delta }
        // The layout's footers follow the last section.
        for attributes in layoutBoundary.supplementaries[layoutHeaderCount...] {
            CompositionalSolver.move(attributes, by: delta, vertical: vertical)
        }
        layoutBoundary.frame = CGRect(origin: .zero, size: contentSize)
    }

    /// A section moved along the layout's direction.
    private func moved(_ section: SolvedSection, by delta: CGFloat, vertical: Bool) -> SolvedSection {
        var section = section
        for attributes in section.items + section.supplementaries + section.decorations + section.itemSupplementaries {
            CompositionalSolver.move(attributes, by: delta, vertical: vertical)
        }
        section.frame = vertical ? section.frame.offsetBy(dx: 0, dy: delta) : section.frame.offsetBy(dx: delta, dy: 0)
        section.groups = section.groups.map { ($0.items, ($0.span.lowerBound + delta)...($0.span.upperBound + delta)) }
        if var region = section.orthogonal {
            region.frame = vertical ? region.frame.offsetBy(dx: 0, dy: delta) : region.frame.offsetBy(dx: delta, dy: 0)
            section.orthogonal = region
        }
        return section
    }

    /// Tells a list's elements where they are, for their look: as in tables, the last row of
    /// a grouped section has no separator, a plain one's has.
    private func markList(_ section: inout SolvedSection, with list: UICollectionLayoutListConfiguration) {
        let count = section.items.count
        let headerFirst = list.headerMode == .firstItemInSection
        for (index, attributes) in section.items.enumerated() {
            let isHeader = headerFirst && index == 0
            let rowIndex = headerFirst ? index - 1 : index
            let rows = headerFirst ? count - 1 : count
            attributes.listPlacement = ListPlacement(role: isHeader ? .header : .row, appearance: list.appearance,
                                                     isFirst: rowIndex == 0, isLast: rowIndex == rows - 1,
                                                     showsSeparator: list.showsSeparators && !isHeader
                                                         && (rowIndex < rows - 1 || !list.isGrouped))
        }
        for attributes in section.supplementaries {
            let role: ListPlacement.Role = attributes.representedElementKind == UICollectionView.elementKindSectionFooter ? .footer : .header
            attributes.listPlacement = ListPlacement(role: role, appearance: list.appearance, isFirst: false, isLast: false,
                                                     showsSeparator: false)
        }
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        let adjusted = self.adjusted
        for section in solved where section.frame.intersects(rect) {
            appendElements(of: section, in: rect) { solved, shown in
                found.append(adjusted.isEmpty ? shown : adjusted[ObjectIdentifier(solved)] ?? shown)
            }
        }
        for index in layoutBoundary.supplementaries.indices {
            let attributes = supplementary(index, of: layoutBoundary)
            if attributes.frame.intersects(rect) { found.append(attributes) }
        }
        return found
    }

    /// Hands `body` each element of `section` in `rect`: as solved, and where it shows now
    /// (an orthogonal row's scrolled along, a pinned header at the visible area's edge).
    private func appendElements(of section: SolvedSection, in rect: CGRect,
                                _ body: (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes) -> Void) {
        if let region = section.orthogonal {
            let shown = region.frame.intersection(rect)
            if !shown.isNull {
                let offset = orthogonalOffsets[region.section] ?? .zero
                for item in section.items + section.itemSupplementaries
                where item.frame.offsetBy(dx: -offset.x, dy: -offset.y).intersects(shown) {
                    body(item, shifted(item, by: offset))
                }
            }
        } else {
            let vertical = configuration.scrollDirection == .vertical
            let candidates = section.itemIndices(from: vertical ? rect.minY : rect.minX, to: vertical ? rect.maxY : rect.maxX)
            for item in section.items[candidates] where item.frame.intersects(rect) { body(item, item) }
            for badge in section.itemSupplementaries where badge.frame.intersects(rect) { body(badge, badge) }
        }
        for decoration in section.decorations where decoration.frame.intersects(rect) { body(decoration, decoration) }
        for index in section.supplementaries.indices {
            let attributes = supplementary(index, of: section)
            if attributes.frame.intersects(rect) { body(section.supplementaries[index], attributes) }
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard solved.indices.contains(indexPath.section) else { return nil }
        let section = solved[indexPath.section]
        guard section.items.indices.contains(indexPath.item) else { return nil }
        let item = section.items[indexPath.item]
        if let changed = adjusted[ObjectIdentifier(item)] { return changed }
        guard let region = section.orthogonal else { return item }
        return shifted(item, by: orthogonalOffsets[region.section] ?? .zero)
    }

    /// A section's header, footer or badge; with a one-index path, the whole layout's.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.count == 1 {
            return layoutBoundary.supplementaries.firstIndex { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
                .map { supplementary($0, of: layoutBoundary) }
        }
        guard solved.indices.contains(indexPath.section) else { return nil }
        let section = solved[indexPath.section]
        if let index = section.supplementaries.firstIndex(where: {
            $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }) {
            return adjusted[ObjectIdentifier(section.supplementaries[index])] ?? supplementary(index, of: section)
        }
        guard let badge = section.itemSupplementaries.first(where: {
            $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }) else { return nil }
        if let changed = adjusted[ObjectIdentifier(badge)] { return changed }
        guard let region = section.orthogonal else { return badge }
        return shifted(badge, by: orthogonalOffsets[region.section] ?? .zero)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard solved.indices.contains(indexPath.section) else { return nil }
        guard let decoration = solved[indexPath.section].decorations.first(where: {
            $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }) else { return nil }
        return adjusted[ObjectIdentifier(decoration)] ?? decoration
    }

    /// Runs the `visibleItemsInvalidationHandler` of each section in `rect` (the visible
    /// area) with copies of its elements there, kept for this pass's queries. Apple: the
    /// handler is "called before each layout cycle", so it sees the items afresh each time.
    /// An orthogonal row's items keep their unscrolled frames and the offset is the row's
    /// along it (iOS's carousels measure `item.frame.midX - offset.x`).
    override func prepareVisibleElements(in rect: CGRect) {
        adjusted = [:]
        guard !sectionsWithHandlers.isEmpty, let environment = preparedEnvironment, let collectionView else { return }
        for index in sectionsWithHandlers where solved.indices.contains(index) && solved[index].frame.intersects(rect) {
            let section = solved[index]
            guard let handler = preparedSections[index]?.visibleItemsInvalidationHandler else { continue }
            var offset = collectionView.contentOffset
            var rowOffset = CGPoint.zero
            if let region = section.orthogonal {
                rowOffset = orthogonalOffsets[region.section] ?? .zero
                if region.horizontal { offset.x = rowOffset.x } else { offset.y = rowOffset.y }
            }
            var pairs: [(solved: UICollectionViewLayoutAttributes, item: CollectionLayoutVisibleItem, inRow: Bool)] = []
            appendElements(of: section, in: rect) { solved, shown in
                let inRow = section.orthogonal != nil && (solved.representedElementCategory == .cell || solved.belongsToItem)
                pairs.append((solved, CollectionLayoutVisibleItem(inRow ? solved.copied() : shown.copied()), inRow))
            }
            guard !pairs.isEmpty else { continue }
            handler(pairs.map(\.item), offset, environment)
            for pair in pairs {
                adjusted[ObjectIdentifier(pair.solved)] = pair.inRow ? shifted(pair.item.attributes, by: rowOffset) : pair.item.attributes
            }
        }
    }

    /// An item of an orthogonal row where it shows now.
    private func shifted(_ item: UICollectionViewLayoutAttributes, by offset: CGPoint) -> UICollectionViewLayoutAttributes {
        guard offset != .zero else { return item }
        let moved = item.copied()
        moved.frame = item.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        return moved
    }

    /// A supplementary item where it shows now: a pinned one stays at the visible area's
    /// edge while its section is in view.
    private func supplementary(_ index: Int, of section: SolvedSection) -> UICollectionViewLayoutAttributes {
        let attributes = section.supplementaries[index]
        guard section.pinned.contains(index), let collectionView else { return attributes }
        let pinned = attributes.copied()
        let inset = collectionView.adjustedContentInset
        if configuration.scrollDirection == .vertical {
            let top = collectionView.contentOffset.y + inset.top
            let isHeader = attributes.frame.midY < section.frame.midY
            let y = isHeader ? min(max(attributes.frame.minY, top), section.frame.maxY - attributes.frame.height)
                             : max(min(attributes.frame.minY, collectionView.contentOffset.y + collectionView.bounds.height
                                       - inset.bottom - attributes.frame.height), section.frame.minY)
            pinned.frame.origin.y = y
        } else {
            let leading = collectionView.contentOffset.x + inset.left
            pinned.frame.origin.x = min(max(attributes.frame.minX, leading), section.frame.maxX - attributes.frame.width)
        }
        pinned.zIndex = max(attributes.zIndex, 1000)
        return pinned
    }

    // MARK: Self-sizing and orthogonal rows

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let sizing = originalAttributes.selfSizingAxes
        guard sizing.width || sizing.height else { return false }
        let key = LayoutElementKey(kind: originalAttributes.representedElementKind, indexPath: originalAttributes.indexPath)
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        if let known = measured[key], abs(known.width - size.width) < 0.5, abs(known.height - size.height) < 0.5 { return false }
        let original = originalAttributes.size
        if measured[key] == nil, abs(original.width - size.width) < 0.5, abs(original.height - size.height) < 0.5 {
            measured[key] = size
            return false
        }
        measured[key] = size
        let path = key.indexPath
        if path.count == 1 {
            // The whole layout's header or footer moves every section.
            needsFullPrepare = true
        } else if key.kind == nil {
            let known = remeasuredItems[path.section]
            remeasuredItems[path.section] = min(known?.lowerBound ?? path.item, path.item)...max(known?.upperBound ?? path.item, path.item)
        } else {
            remeasuredSections.insert(path.section)
        }
        return true
    }

    override func forgetMeasuredSizes() {
        measured = [:]
    }

    override func remapMeasuredSizes(_ moves: [IndexPath: IndexPath]) {
        var remapped: [LayoutElementKey: CGSize] = [:]
        for (key, size) in measured {
            if key.kind != nil {
                remapped[key] = size
            } else if let new = moves[key.indexPath] {
                remapped[LayoutElementKey(kind: nil, indexPath: new)] = size
            }
        }
        measured = remapped
    }

    override func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = sectionLists[indexPath.section] else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    override var orthogonalRegions: [OrthogonalRegion] { solved.compactMap(\.orthogonal) }

    override func orthogonalOffsetDidChange(_ offset: CGPoint, section: Int) {
        orthogonalOffsets[section] = offset
    }
}
