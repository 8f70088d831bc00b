import Foundation

/// A scrolling arrangement of items in sections, placed by a layout object (a grid with
/// `UICollectionViewFlowLayout`, anything with `UICollectionViewCompositionalLayout`). The
/// data source makes each visible item's cell (`dequeueReusableCell(withReuseIdentifier:for:)`
/// or a `CellRegistration`) and supplementary view (section headers and footers); views
/// that scroll away are reused, and a tap selects an item.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView, ListHost {
    /// Places the items; `setCollectionViewLayout(_:animated:)` swaps it.
    open private(set) var collectionViewLayout: UICollectionViewLayout

    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }
    /// Told which items will soon come on screen, to load their data ahead of their cells.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the prefetch data source is told anything. Default true.
    open var isPrefetchingEnabled = true
    private var prefetching = PrefetchTracker()
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether list cells show their editing accessories (`.whenEditing`) instead of the
    /// others (`.whenNotEditing`); a row swiped open closes.
    open var isEditing = false {
        didSet { if isEditing != oldValue { showEditing() } }
    }
    /// Whether a tap selects an item while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether taps select and deselect several items while editing (the multiselect
    /// accessory's circles). Default false.
    open var allowsMultipleSelectionDuringEditing = false

    var counts: [Int] = []
    var needsReload = true
    var registrations: [String: UICollectionViewCell.Type] = [:]
    var supplementaryRegistrations: [SupplementaryIdentity: UICollectionReusableView.Type] = [:]
    /// Nibs registered for cells and supplementary views (UICollectionView+Nib.swift); a
    /// class registered later for the identifier replaces its nib, and the other way round.
    var cellNibs: [String: UINib] = [:]
    var supplementaryNibs: [SupplementaryIdentity: UINib] = [:]
    private var reusePool: [String: [UICollectionViewCell]] = [:]
    private var supplementaryPool: [SupplementaryIdentity: [UICollectionReusableView]] = [:]
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [LayoutElementKey: UICollectionReusableView] = [:]
    /// The rows of sections that scroll across the layout, by section, and how far each is scrolled.
    private var scrollers: [Int: OrthogonalScrollerView] = [:]
    private var orthogonalOffsets: [Int: CGPoint] = [:]
    /// Section backgrounds, made from the layout's registered classes and reused by kind.
    private var visibleDecorations: [LayoutElementKey: UICollectionReusableView] = [:]
    private var decorationPool: [String: [UICollectionReusableView]] = [:]
    private var unregisteredDecorationKinds: Set<String> = []
    /// The layout's background (a list's), behind everything.
    private var layoutBackground: UIView?
    private var isSyncing = false
    /// Item changes recorded in `performBatchUpdates`, and how deep the batches nest.
    var pendingUpdates = CollectionUpdates()
    var batchDepth = 0
    var selectedItems: [IndexPath] = []
    /// A list row being dragged by its reorder grip.
    var reorder: RowReorder?
    var highlighted: IndexPath?
    private var laidOutSize: CGSize = .zero
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollection()
    }

    /// A collection view made from a storyboard, with the layout under
    /// "UICollectionViewLayout" (a flow layout when the coder lacks one).
    public required init?(coder: NSCoder) {
        collectionViewLayout = coder.interfaceBuilderObject(forKey: "UICollectionViewLayout") as? UICollectionViewLayout
            ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollection()
    }

    /// What both initializers do: the background, the layout's link back, the items' menus.
    private func setUpCollection() {
        backgroundColor = .systemBackground
        collectionViewLayout.collectionView = self
        addInteraction(UIContextMenuInteraction(delegate: itemMenus))
    }

    /// Asks the delegate for an item's context menu on a long press (none while editing).
    private lazy var itemMenus = ListContextMenuDelegate(
        configuration: { [weak self] point in
            guard let self, !self.isEditing, let indexPath = self.indexPathForItem(at: point),
                  let configuration = self.collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath],
                                                                              point: point)
            else { return nil }
            // The long press takes the touch: the item does not stay highlighted.
            self.unhighlight()
            return (configuration, indexPath)
        },
        cell: { [weak self] indexPath in self?.cellForItem(at: indexPath) },
        preview: { [weak self] configuration, indexPath, highlight in
            guard let self, let delegate = self.collectionDelegate else { return nil }
            return highlight ? delegate.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
                : delegate.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        },
        willDisplay: { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        },
        willEnd: { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
        },
        willPerformPreview: { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        })

    /// Places the items with `layout` (not animated yet); sideways rows start at their
    /// beginning again.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout.collectionView = nil
        collectionViewLayout = layout
        layout.collectionView = self
        for (section, scroller) in scrollers {
            for (indexPath, cell) in visibleItems where indexPath.section == section && cell.superview === scroller {
                visibleItems[indexPath] = nil
                recycle(cell, at: indexPath)
            }
            scroller.removeFromSuperview()
        }
        scrollers = [:]
        orthogonalOffsets = [:]
        layout.invalidateLayout()
        completion?(true)
    }

    // MARK: Cells

    /// Cells of `cellClass` are made for `identifier`; nil unregisters. Like iOS, it takes
    /// any class; one that is not a `UICollectionViewCell` is refused with a log line.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = registrableClass(cellClass, as: UICollectionViewCell.self, for: identifier)
        cellNibs[identifier] = nil
    }

    /// A cell for `indexPath`: one that scrolled away (after `prepareForReuse()`), or a new
    /// one of the registered class. Apple raises for an identifier never registered;
    /// Vitrine logs and makes a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let reused = reusePool[identifier]?.popLast() {
            reused.prepareForReuse()
            cell = reused
        } else if let nib = cellNibs[identifier] {
            cell = self.cell(fromNib: nib, identifier: identifier)
        } else {
            let cellClass = registrations[identifier] ?? {
                scrollLogger.error("UICollectionView: no cell class registered for \"\(identifier)\" (Apple raises here); made a plain cell")
                return UICollectionViewCell.self
            }()
            cell = UIView.make(cellClass, frame: .zero)
            cell.reuseIdentifier = identifier
        }
        // As on iOS, the cell has its place's attributes before the data source configures it.
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            cell.frame.size = attributes.size
            cell.apply(attributes)
        }
        return cell
    }

    /// A cell of the registration's class for `item`, configured by its handler.
    open func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let identifier = registration.reuseIdentifier
        if let nib = registration.nib {
            if cellNibs[identifier] == nil { register(nib, forCellWithReuseIdentifier: identifier) }
        } else if registrations[identifier] == nil {
            registrations[identifier] = Cell.self
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? {
            let made = UIView.make(Cell.self, frame: .zero)
            made.reuseIdentifier = identifier
            return made
        }()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    // MARK: Supplementary views

    /// The kind of a section's header (flow layout headers, list headers).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    struct SupplementaryIdentity: Hashable {
        var kind: String
        var identifier: String
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let identity = SupplementaryIdentity(kind: elementKind, identifier: identifier)
        supplementaryRegistrations[identity] = registrableClass(viewClass, as: UICollectionReusableView.self, for: identifier)
        supplementaryNibs[identity] = nil
    }

    /// A supplementary view for `indexPath`: one that scrolled away (after
    /// `prepareForReuse()`), or a new one of the registered class. Apple raises for an
    /// identifier never registered; Vitrine logs and makes a plain view.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let identity = SupplementaryIdentity(kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if let reused = supplementaryPool[identity]?.popLast() {
            reused.prepareForReuse()
            view = reused
        } else if let nib = supplementaryNibs[identity] {
            view = supplementaryView(fromNib: nib, kind: elementKind, identifier: identifier)
        } else {
            let viewClass = supplementaryRegistrations[identity] ?? {
                scrollLogger.error("UICollectionView: no view class registered for kind \"\(elementKind)\" and \"\(identifier)\" (Apple raises here); made a plain view")
                return UICollectionReusableView.self
            }()
            view = UIView.make(viewClass, frame: .zero)
            view.reuseIdentifier = identifier
            view.supplementaryKind = elementKind
        }
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            view.frame = attributes.frame
            view.apply(attributes)
        }
        return view
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    open func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let identity = SupplementaryIdentity(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if let nib = registration.nib {
            if supplementaryNibs[identity] == nil {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
            }
        } else if supplementaryRegistrations[identity] == nil {
            supplementaryRegistrations[identity] = Supplementary.self
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                        for: indexPath)
        let view = (dequeued as? Supplementary) ?? {
            let made = UIView.make(Supplementary.self, frame: dequeued.frame)
            made.reuseIdentifier = registration.reuseIdentifier
            made.supplementaryKind = registration.elementKind
            return made
        }()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The supplementary view of `elementKind` showing for `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[LayoutElementKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
            .compactMap { visibleSupplementaries[LayoutElementKey(kind: elementKind, indexPath: $0)] }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Data

    open func reloadData() {
        needsReload = false
        prefetching.reset()
        swipe?.close(animated: false)
        swipe = nil
        for (indexPath, cell) in visibleItems { recycle(cell, at: indexPath) }
        visibleItems = [:]
        for (_, view) in visibleSupplementaries { recycle(view) }
        visibleSupplementaries = [:]
        selectedItems = []
        collectionViewLayout.forgetMeasuredSizes()
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        counts = (0..<sections).map { section in
            let count = dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            if count < 0 { scrollLogger.error("UICollectionView: the data source says section \(section) has \(count) items; shown as 0") }
            return max(count, 0)
        }
        collectionViewLayout.invalidateLayout()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return counts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Updates (animated in UICollectionView+Updates.swift)

    /// Items inserted in the data source (new index paths): they fade in, the others glide.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.inserted += indexPaths } }
    /// Items deleted from the data source (old index paths): they fade out.
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleted += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloaded += indexPaths } }
    /// The cells are configured again by the data source (Vitrine makes them anew).
    open func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reloaded += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moved.append((indexPath, newIndexPath)) } }
    /// Sections inserted (new indexes): their items fade in.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Sections deleted (old indexes): their items fade out.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Sections whose items are made anew.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Makes the changes `updates` announces as one animated change; `completion` runs
    /// when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    // MARK: Geometry

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item at `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleItems[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleItems[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleItems.keys.sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            scrollLogger.error("UICollectionView.scrollToItem: no item \(indexPath.item) in section \(indexPath.section)")
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - (bounds.height + inset.top - inset.bottom) / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - (bounds.width + inset.left - inset.right) / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        let range = offsetRange
        offset = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
        if position.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects the item without telling the delegate (as on iOS).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        if !selectsMultiple { for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) } }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        visibleItems[indexPath]?.isSelected = false
    }

    // MARK: Swipe actions

    var swipe: RowSwipe?

    /// Besides scrolling, a drag may swipe a list row that has actions for that side, or
    /// move a row by its reorder grip (see `ListHost`).
    override func panMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        super.panMayBegin(pan) || rowPanMayBegin(pan)
    }

    override func claimsPan(_ pan: UIPanGestureRecognizer) -> Bool {
        rowClaimsPan(pan)
    }

    override func claimedPanChanged(_ pan: UIPanGestureRecognizer) {
        rowPanChanged(pan)
    }

    // An item highlights under a finger and is selected when it lifts there (see `ListHost`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// A finger lifted on an item: a header-style outline cell expands or collapses;
    /// otherwise the item is selected (or deselected, selecting several) as the delegate
    /// allows, and its cell's storyboard segue runs before didSelect.
    func rowTapped(at indexPath: IndexPath) {
        if let cell = visibleItems[indexPath] as? UICollectionViewListCell, cell.outlineStyle == .header {
            return cell.performOutlineAction()
        }
        guard isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection else { return }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if selectsMultiple, selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if !selectsMultiple {
            for item in selectedItems where item != indexPath {
                deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        if let cell = visibleItems[indexPath], let segue = cell.selectionSegue { segue.trigger(sender: cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Whether a touched view is (in) a header or footer: a touch there selects no item.
    func isInSupplementaryView(_ view: UIView?) -> Bool {
        var current = view
        while let candidate = current, candidate !== self {
            if (candidate as? UICollectionReusableView)?.supplementaryKind != nil { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Layout

    func prepareLayout() {
        reloadIfNeeded()
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            collectionViewLayout.needsPrepare = true
        }
        let wasPrepared = !collectionViewLayout.needsPrepare
        collectionViewLayout.prepareIfNeeded()
        if !wasPrepared { contentSize = collectionViewLayout.collectionViewContentSize }
    }

    open override func layoutSubviews() {
        prepareLayout()
        super.layoutSubviews()
        updateLayoutBackground()
        // Views measured to other sizes than estimated lay the layout out again.
        for _ in 0..<4 {
            guard syncElements() else { break }
            collectionViewLayout.needsPrepare = true
            prepareLayout()
        }
        reorder?.hostDidLayOutRows()
        prefetchItems()
    }

    /// Tells the prefetch data source about the items of the screenful ahead (and the ones
    /// no longer ahead).
    private func prefetchItems() {
        guard let prefetchDataSource, isPrefetchingEnabled else { return }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let vertical = !(contentSize.width > bounds.width && contentSize.height <= bounds.height)
        let window = prefetching.window(ahead: visible, defaultVertical: vertical)
        let ahead = (collectionViewLayout.layoutAttributesForElements(in: window) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        let (prefetch, cancel) = prefetching.update(ahead: ahead, shown: Set(visibleItems.keys))
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }

    private func updateLayoutBackground() {
        guard let color = collectionViewLayout.layoutBackgroundColor else {
            layoutBackground?.removeFromSuperview()
            layoutBackground = nil
            return
        }
        let background = layoutBackground ?? UIView()
        if layoutBackground == nil {
            background.isUserInteractionEnabled = false
            insertSubview(background, at: 0)
            layoutBackground = background
        }
        background.backgroundColor = color
        // Past the content's edges too, where the content bounces.
        background.frame = bounds.insetBy(dx: 0, dy: -bounds.height)
    }

    /// Shows the cells and supplementary views of the visible area (and of the visible part
    /// of each orthogonal row); returns whether a view measured to a new size.
    @discardableResult
    private func syncElements() -> Bool {
        guard !isSyncing else { return false }
        isSyncing = true
        defer { isSyncing = false }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        collectionViewLayout.prepareVisibleElements(in: visible)
        let shown = collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
        var cells: [UICollectionViewLayoutAttributes] = [], supplementaries: [UICollectionViewLayoutAttributes] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        for attributes in shown {
            switch attributes.representedElementCategory {
            case .cell: cells.append(attributes)
            case .supplementaryView: supplementaries.append(attributes)
            case .decorationView: decorations.append(attributes)
            }
        }
        syncDecorations(decorations)
        let wantedCells = Set(cells.map(\.indexPath))
        // A row being dragged stays, wherever the list scrolls.
        for (indexPath, cell) in visibleItems where !wantedCells.contains(indexPath) && cell !== reorder?.cell {
            visibleItems[indexPath] = nil
            recycle(cell, at: indexPath)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        let wantedSupplementaries = Set(supplementaries.map { LayoutElementKey(kind: $0.representedElementKind, indexPath: $0.indexPath) })
        for (key, view) in visibleSupplementaries where !wantedSupplementaries.contains(key) {
            visibleSupplementaries[key] = nil
            recycle(view)
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "",
                                               at: key.indexPath)
        }
        let regions = syncScrollers(in: visible)
        var remeasure = false
        var addedToSelf = false
        for attributes in cells {
            let indexPath = attributes.indexPath
            let scroller = scrollers[indexPath.section]
            let container: UIView = scroller ?? self
            var frame = attributes.frame
            if let scroller, let region = regions[indexPath.section] {
                frame = frame.offsetBy(dx: scroller.contentOffset.x - region.frame.minX, dy: scroller.contentOffset.y - region.frame.minY)
            }
            if let cell = visibleItems[indexPath] {
                if cell.superview !== container { container.addSubview(cell) }
                // A swiped row keeps its place beside its actions, a dragged one under the finger.
                let stays = swipe?.indexPath == indexPath || cell === reorder?.cell
                place(cell, frame: stays ? cell.frame : frame, attributes: attributes)
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
            if cell.superview !== container { container.addSubview(cell) }
            addedToSelf = addedToSelf || container === self
            cell.isSelected = selectedItems.contains(indexPath)
            cell.isEditingState = isEditing
            visibleItems[indexPath] = cell
            place(cell, frame: frame, attributes: attributes)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            if measure(cell, attributes) { remeasure = true }
        }
        for attributes in supplementaries {
            guard let kind = attributes.representedElementKind else { continue }
            let key = LayoutElementKey(kind: kind, indexPath: attributes.indexPath)
            if let view = visibleSupplementaries[key] {
                place(view, frame: attributes.frame, attributes: attributes)
                continue
            }
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath) else { continue }
            if view.supplementaryKind == nil { view.supplementaryKind = kind }
            view.belongsToItem = attributes.belongsToItem
            if view.superview !== self { addSubview(view) }
            addedToSelf = true
            visibleSupplementaries[key] = view
            place(view, frame: attributes.frame, attributes: attributes)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
            if measure(view, attributes) { remeasure = true }
        }
        // Supplementary views (pinned headers above all) stay over the cells.
        if addedToSelf {
            for (_, view) in visibleSupplementaries.sorted(by: { $0.value.layer.zPosition < $1.value.layer.zPosition }) {
                bringSubviewToFront(view)
            }
        }
        return remeasure
    }

    /// Shows the decoration views (section backgrounds) in view, behind everything else.
    private func syncDecorations(_ decorations: [UICollectionViewLayoutAttributes]) {
        let wanted = Set(decorations.map { LayoutElementKey(kind: $0.representedElementKind, indexPath: $0.indexPath) })
        for (key, view) in visibleDecorations where !wanted.contains(key) {
            visibleDecorations[key] = nil
            view.removeFromSuperview()
            decorationPool[key.kind ?? "", default: []].append(view)
        }
        for attributes in decorations {
            guard let kind = attributes.representedElementKind else { continue }
            let key = LayoutElementKey(kind: kind, indexPath: attributes.indexPath)
            if let view = visibleDecorations[key] {
                place(view, frame: attributes.frame, attributes: attributes)
                continue
            }
            let view: UICollectionReusableView
            if let reused = decorationPool[kind]?.popLast() {
                reused.prepareForReuse()
                view = reused
            } else if let viewClass = collectionViewLayout.decorationClasses[kind] {
                view = UIView.make(viewClass, frame: attributes.frame)
            } else {
                if unregisteredDecorationKinds.insert(kind).inserted {
                    scrollLogger.error("UICollectionView: no decoration view class registered with the layout for \"\(kind)\" (Apple raises here); not shown")
                }
                continue
            }
            view.isUserInteractionEnabled = false
            insertSubview(view, at: layoutBackground == nil ? 0 : 1)
            visibleDecorations[key] = view
            place(view, frame: attributes.frame, attributes: attributes)
        }
    }

    /// Sets a view's frame and look from its attributes (a transformed view's size and
    /// center, as a frame is not defined through a transform).
    private func place(_ view: UICollectionReusableView, frame: CGRect, attributes: UICollectionViewLayoutAttributes) {
        let transform = attributes.transform3D
        if view.layer.transform != transform {
            if CATransform3DIsAffine(transform) { view.transform = CATransform3DGetAffineTransform(transform) } else { view.layer.transform = transform }
        }
        if CATransform3DIsIdentity(transform) {
            if view.frame != frame { view.frame = frame }
        } else {
            if view.bounds.size != frame.size { view.bounds.size = frame.size }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if view.center != center { view.center = center }
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.apply(attributes)
    }

    /// Asks a newly shown view for its own size where the layout estimated; true when the
    /// layout takes a new size.
    private func measure(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let sizing = attributes.selfSizingAxes
        guard sizing.width || sizing.height else { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        return collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    }

    /// The scroll views of the orthogonal rows in view (made, placed, or removed).
    private func syncScrollers(in visible: CGRect) -> [Int: OrthogonalRegion] {
        var regions: [Int: OrthogonalRegion] = [:]
        for region in collectionViewLayout.orthogonalRegions where region.frame.intersects(visible) {
            regions[region.section] = region
        }
        for (section, scroller) in scrollers where regions[section] == nil {
            for cell in scroller.subviews.compactMap({ $0 as? UICollectionViewCell }) {
                if let indexPath = indexPath(for: cell) { visibleItems[indexPath] = nil; recycle(cell, at: indexPath) }
            }
            scroller.removeFromSuperview()
            scrollers[section] = nil
        }
        for (section, region) in regions {
            let scroller = scrollers[section] ?? {
                let made = OrthogonalScrollerView(collectionView: self)
                // Above the section backgrounds, below the cells.
                insertSubview(made, at: (layoutBackground == nil ? 0 : 1) + visibleDecorations.count)
                scrollers[section] = made
                return made
            }()
            scroller.region = region
            if scroller.frame != region.frame { scroller.frame = region.frame }
            if scroller.contentSize != region.contentSize { scroller.contentSize = region.contentSize }
            scroller.isPagingEnabled = region.behavior == .paging
            let stored = orthogonalOffsets[section] ?? .zero
            let limit = CGPoint(x: max(region.contentSize.width - region.frame.width, 0), y: max(region.contentSize.height - region.frame.height, 0))
            let clamped = CGPoint(x: min(max(stored.x, 0), limit.x), y: min(max(stored.y, 0), limit.y))
            if !scroller.isDragging, !scroller.isDecelerating, scroller.contentOffset != clamped {
                scroller.contentOffset = clamped
                orthogonalOffsets[section] = clamped
                collectionViewLayout.orthogonalOffsetDidChange(clamped, section: section)
            }
        }
        return regions
    }

    /// An orthogonal row scrolled: its items move and the ones coming into view show.
    func orthogonalScrollerDidScroll(_ scroller: OrthogonalScrollerView) {
        guard let section = scroller.region?.section, !isSyncing else { return }
        orthogonalOffsets[section] = scroller.contentOffset
        collectionViewLayout.orthogonalOffsetDidChange(scroller.contentOffset, section: section)
        syncElements()
    }

    func recycle(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier, let kind = view.supplementaryKind else { return }
        supplementaryPool[SupplementaryIdentity(kind: kind, identifier: identifier), default: []].append(view)
    }

    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    // MARK: Focus (Focus/UIFocusSystem)

    /// Whether the items can take focus (iOS 15); the delegate's `collectionView(_:canFocusItemAt:)` decides
    /// instead where implemented. The default is false: an app turns keyboard focus on.
    open var allowsFocus = false
    /// Whether the items can take focus while editing (iOS 15). The default is false.
    open var allowsFocusDuringEditing = false
    /// Whether focus coming back to the collection view goes to the item focused last. The
    /// default is false.
    open var remembersLastFocusedIndexPath = false
    /// Whether focusing an item selects it (iOS 14). The default is false.
    open var selectionFollowsFocus = false
    /// The item focused last, for `remembersLastFocusedIndexPath`.
    private var lastFocusedIndexPath: IndexPath?

    open override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        let remembered = remembersLastFocusedIndexPath ? lastFocusedIndexPath : nil
        guard let indexPath = remembered ?? collectionDelegate?.indexPathForPreferredFocusedView(in: self),
              let cell = cellForItem(at: indexPath) else { return [] }
        return [cell]
    }

    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        collectionDelegate?.collectionView(self, shouldUpdateFocusIn: UICollectionViewFocusUpdateContext(context, in: self)) ?? true
    }

    /// Tells the delegate (with the index paths), remembers the focused item, and selects
    /// it when selection follows focus.
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let focusContext = UICollectionViewFocusUpdateContext(context, in: self)
        if let indexPath = focusContext.nextFocusedIndexPath {
            lastFocusedIndexPath = indexPath
            if collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus, !selectedItems.contains(indexPath) {
                rowTapped(at: indexPath)
            }
        }
        collectionDelegate?.collectionView(self, didUpdateFocusIn: focusContext, with: coordinator)
    }
}
