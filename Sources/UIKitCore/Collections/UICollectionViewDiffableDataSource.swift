import Foundation

/// A collection view's data source driven by snapshots of identifiers: `apply` a snapshot
/// and the collection view shows it; the cell provider makes each visible item's cell.
/// A section may be an outline (`apply(_:to:animatingDifferences:)` with a section
/// snapshot): it shows the visible items, list cells indented by level.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, CollectionOutlineSource, CollectionReorderSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views (section headers and footers) the layout places.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var contents = DiffableContents<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections (and still what they show).
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What the app says before an item expands or collapses by its outline disclosure.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand (default yes).
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        public var willExpandItem: (@MainActor (Item) -> Void)?
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// Children made as the item expands: the returned snapshot replaces its children.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>)
            -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Which items the user may move by their reorder grips, and what the app hears when
    /// one moved. Reordering is off until `canReorderItem` is set.
    public struct ReorderingHandlers {
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source applied the new order: update the app's model here.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    open var reorderingHandlers = ReorderingHandlers()

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        contents.snapshot
    }

    /// Shows `snapshot`; `completion` runs once it shows. Animating, items that stay glide
    /// to their new places, new ones fade in and removed ones fade out (reloaded and
    /// reconfigured items are made anew).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A section snapshot stays only while its section shows what it says.
        sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`'s visible items as `section` (added at the end if new) and keeps
    /// it as the section's outline; the other sections stay. Items the outline has that are
    /// in other sections are logged and left out (Apple raises).
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = contents.snapshot
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineState(in: section)
    }

    /// The section's outline: the one applied to it, or its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(contents.snapshot.itemIdentifiers(inSection: section))
        return flat
    }

    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool, completion: (() -> Void)?) {
        let previous = contents
        contents.apply(snapshot)
        guard let collectionView else {
            completion?()
            return
        }
        // The same differences a table's data source works out (by identifier; the longest
        // run that kept its order stays, the rest moves).
        let update = previous.changes(to: contents)
        guard animatingDifferences, collectionView.window != nil, !previous.items.isEmpty,
              case .success(let mapping) = update.mapping(oldCounts: previous.items.map(\.count),
                                                          newCounts: contents.items.map(\.count)) else {
            collectionView.reloadData()
            completion?()
            return
        }
        var moves: [IndexPath: IndexPath] = [:]
        for (section, paths) in mapping.newPaths.enumerated() {
            for (item, new) in paths.enumerated() {
                if let new { moves[IndexPath(item: item, section: section)] = new }
            }
        }
        let remade = Set(update.reloadedRows.union(update.reconfiguredRows).compactMap(mapping.newPath(for:)))
        var sections: [Int: Int] = [:]
        for (old, new) in mapping.sectionMap.enumerated() { sections[old] = new }
        collectionView.animateChange(CollectionChange(items: moves, sections: sections, remade: remade)) { _ in completion?() }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        contents.item(indexPath.item, inSection: indexPath.section)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        contents.position(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The identifier of section number `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = contents.snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of the section with `identifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        contents.snapshot.sectionIdentifiers.firstIndex(of: sectionIdentifier)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { contents.items.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contents.count(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            scrollLogger.error("UICollectionViewDiffableDataSource: the cell provider gave no cell for \(indexPath) (Apple raises here)")
            return UICollectionViewCell(frame: .zero)
        }
        showOutlineState(of: item, in: cell, section: indexPath.section)
        return cell
    }

    // MARK: Reordering

    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    func visibleDescendantCount(at indexPath: IndexPath) -> Int {
        guard let identifier = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[identifier],
              let item = itemIdentifier(for: indexPath) else { return 0 }
        let level = outline.level(of: item), count = contents.count(inSection: indexPath.section)
        var descendants = 0
        while indexPath.item + descendants + 1 < count,
              let next = contents.item(indexPath.item + descendants + 1, inSection: indexPath.section), outline.level(of: next) > level {
            descendants += 1
        }
        return descendants
    }

    /// Whether the section's outline has levels (items with children): its items move
    /// only among their siblings, and none leave or join it.
    private func isHierarchical(_ section: Int) -> Bool {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier] else { return false }
        return outline.items.count != outline.rootItems.count
    }

    /// A flat section takes the item anywhere, another flat section too; in an outline the
    /// item lands on the place of the sibling whose branch it is over (the first or last
    /// sibling when over rows beyond its parent's branch), so it keeps its level.
    func targetIndexPath(forMoveFrom source: IndexPath, current: IndexPath, toProposed proposed: IndexPath) -> IndexPath? {
        guard proposed.section == source.section else {
            return isHierarchical(source.section) || isHierarchical(proposed.section) ? nil : proposed
        }
        guard let identifier = sectionIdentifier(for: source.section), let outline = sectionSnapshots[identifier],
              let item = itemIdentifier(for: source), let over = itemIdentifier(for: proposed) else { return proposed }
        let parent = outline.parent(of: item)
        var branch: ItemIdentifierType? = over
        while let ancestor = branch, outline.parent(of: ancestor) != parent { branch = outline.parent(of: ancestor) }
        if branch == nil {
            let siblings = parent.map { outline.snapshot(of: $0).rootItems } ?? outline.rootItems
            branch = proposed.item < source.item ? siblings.first : siblings.last
        }
        return branch.flatMap(indexPath(for:))
    }

    /// The user moved an item (within its section, or into another): the new order is
    /// applied (animated) and the handlers hear the transaction before and after. In an
    /// outline the item moves among its siblings with its children.
    func reorderItem(at source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), let section = sectionIdentifier(for: source.section),
              let targetSection = sectionIdentifier(for: destination.section),
              destination.item <= contents.count(inSection: destination.section) else {
            scrollLogger.error("UICollectionViewDiffableDataSource: cannot move the item at \(source) to \(destination)")
            return
        }
        let target = itemIdentifier(for: destination)
        if destination.section == source.section, let outline = sectionSnapshots[section], let target {
            return reorder(item, onto: target, in: section, outline: outline, down: destination.item > source.item)
        }
        let initial = contents.snapshot
        var final = initial
        if destination.section == source.section, let target {
            if destination.item > source.item { final.moveItem(item, afterItem: target) } else { final.moveItem(item, beforeItem: target) }
        } else {
            final.deleteItems([item])
            if let target { final.insertItems([item], beforeItem: target) } else { final.appendItems([item], toSection: targetSection) }
        }
        var changes: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for identifier in final.sectionIdentifiers {
            let before = initial.itemIdentifiers(inSection: identifier), after = final.itemIdentifiers(inSection: identifier)
            guard before != after else { continue }
            var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalSection.append(after)
            changes.append(NSDiffableDataSourceSectionTransaction(sectionIdentifier: identifier, initialSnapshot: snapshot(for: identifier),
                                                                  finalSnapshot: finalSection, difference: after.difference(from: before)))
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                                          sectionTransactions: changes)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: true)
        reorderingHandlers.didReorder?(transaction)
    }

    /// Moves `item` with its children before `target` (after it and its children when
    /// moving `down`), a sibling in `section`'s outline.
    private func reorder(_ item: ItemIdentifierType, onto target: ItemIdentifierType, in section: SectionIdentifierType,
                         outline initialOutline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, down: Bool) {
        guard item != target, initialOutline.parent(of: item) == initialOutline.parent(of: target) else {
            scrollLogger.error("UICollectionViewDiffableDataSource: \(item) and \(target) are not siblings in the outline of section \(section); nothing moves")
            return
        }
        var outline = initialOutline
        let branch = outline.snapshot(of: item, includingParent: true)
        outline.delete([item])
        if down { outline.insert(branch, after: target) } else { outline.insert(branch, before: target) }
        let initial = contents.snapshot
        var final = initial
        final.deleteItems(initial.itemIdentifiers(inSection: section))
        final.appendItems(outline.visibleItems, toSection: section)
        let change = NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initialOutline, finalSnapshot: outline,
                                                            difference: outline.items.difference(from: initialOutline.items))
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                                          sectionTransactions: [change])
        reorderingHandlers.willReorder?(transaction)
        apply(outline, to: section, animatingDifferences: true)
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: Outlines

    /// A cell of an outline section shows its item's level (list cells indent) and expansion.
    private func showOutlineState(of item: ItemIdentifierType, in cell: UICollectionViewCell, section: Int) {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier] else {
            cell.isExpandedState = false
            return
        }
        cell.isExpandedState = outline.isExpanded(item)
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
    }

    /// The cells kept across an outline change show their items' new expansion.
    private func refreshOutlineState(in section: SectionIdentifierType) {
        guard let collectionView, let index = index(for: section) else { return }
        for cell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell), indexPath.section == index,
                  let item = itemIdentifier(for: indexPath) else { continue }
            UIView.animate(withDuration: 0.3) { self.showOutlineState(of: item, in: cell, section: index) }
        }
    }

    /// The outline disclosure of the item at `indexPath` was tapped: it collapses or
    /// expands (the handlers may refuse, or give the children), animated.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let make = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: make(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            scrollLogger.error("UICollectionViewDiffableDataSource: no supplementary view of kind \"\(kind)\" for \(indexPath) (Apple raises here)")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }
}
