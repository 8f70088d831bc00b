import Foundation

/// A collection view's data source driven by snapshots of identifiers: `apply` a snapshot
/// and the collection view shows it; the cell provider makes each visible item's cell.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views (section headers and footers) the layout places.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var contents = DiffableContents<SectionIdentifierType, ItemIdentifierType>()

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
        return cell
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
