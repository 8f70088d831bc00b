import Foundation

/// A scrolling arrangement of items in sections, placed by a layout object (a grid with
/// `UICollectionViewFlowLayout`). The data source makes each visible item's cell
/// (`dequeueReusableCell(withReuseIdentifier:for:)` or a `CellRegistration`), cells that
/// scroll away are reused, and a tap selects an item.
@MainActor
open class UICollectionView: UIScrollView {
    /// Places the items; `setCollectionViewLayout(_:animated:)` swaps it.
    open private(set) var collectionViewLayout: UICollectionViewLayout

    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    private var counts: [Int] = []
    private var needsReload = true
    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var reusePool: [String: [UICollectionViewCell]] = [:]
    private var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    private var selectedItems: [IndexPath] = []
    private var highlighted: IndexPath?
    private var laidOutSize: CGSize = .zero
    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout.collectionView = nil
        collectionViewLayout = layout
        layout.collectionView = self
        layout.invalidateLayout()
    }

    // MARK: Cells

    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: one that scrolled away (after `prepareForReuse()`), or a new
    /// one of the registered class. Apple raises for an identifier never registered;
    /// Vitrine logs and makes a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cellClass = registrations[identifier] ?? {
            scrollLogger.error("UICollectionView: no cell class registered for \"\(identifier)\" (Apple raises here); made a plain cell")
            return UICollectionViewCell.self
        }()
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell of the registration's class for `item`, configured by its handler.
    open func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let identifier = registration.reuseIdentifier
        if registrations[identifier] == nil { registrations[identifier] = Cell.self }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? {
            let made = Cell(frame: .zero)
            made.reuseIdentifier = identifier
            return made
        }()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    // MARK: Data

    open func reloadData() {
        needsReload = false
        for (indexPath, cell) in visibleItems { recycle(cell, at: indexPath) }
        visibleItems = [:]
        selectedItems = []
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

    /// Items changed in the data source: the collection view shows the new state (the
    /// changes do not animate yet).
    open func insertItems(at indexPaths: [IndexPath]) { reloadKeepingOffset() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadKeepingOffset() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadKeepingOffset() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadKeepingOffset() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadKeepingOffset() }
    open func insertSections(_ sections: IndexSet) { reloadKeepingOffset() }
    open func deleteSections(_ sections: IndexSet) { reloadKeepingOffset() }
    open func reloadSections(_ sections: IndexSet) { reloadKeepingOffset() }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batching = true
        updates?()
        batching = false
        reloadKeepingOffset()
        completion?(true)
    }

    private var batching = false

    private func reloadKeepingOffset() {
        guard !batching else { return }
        let offset = contentOffset
        reloadData()
        layoutIfNeeded()
        let range = offsetRange
        var kept = bounds
        kept.origin = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
        bounds = kept
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
        if !allowsMultipleSelection { for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) } }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        visibleItems[indexPath]?.isSelected = false
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, !isDecelerating, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
        highlighted = indexPath
        visibleItems[indexPath]?.isHighlighted = true
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let highlighted, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        if indexPathForItem(at: touch.location(in: self)) != highlighted { unhighlight() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = highlighted else { return super.touchesEnded(touches, with: event) }
        unhighlight()
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath {
                deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard highlighted != nil else { return super.touchesCancelled(touches, with: event) }
        unhighlight()
    }

    private func unhighlight() {
        if let highlighted { visibleItems[highlighted]?.isHighlighted = false }
        highlighted = nil
    }

    // MARK: Layout

    private func prepareLayout() {
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
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let shown = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? []).filter { $0.representedElementCategory == .cell }
        let wanted = Set(shown.map(\.indexPath))
        for (indexPath, cell) in visibleItems where !wanted.contains(indexPath) {
            visibleItems[indexPath] = nil
            recycle(cell, at: indexPath)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for attributes in shown {
            let indexPath = attributes.indexPath
            let cell: UICollectionViewCell
            if let existing = visibleItems[indexPath] {
                cell = existing
            } else {
                guard let made = dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
                cell = made
                if cell.superview !== self { addSubview(cell) }
                cell.isSelected = selectedItems.contains(indexPath)
                visibleItems[indexPath] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            cell.frame = attributes.frame
            cell.alpha = attributes.alpha
            cell.isHidden = attributes.isHidden
        }
    }

    private func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
