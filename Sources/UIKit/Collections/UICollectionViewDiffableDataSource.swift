import Foundation

/// A collection view's data source driven by snapshots of identifiers: `apply` a snapshot
/// and the collection view shows it; the cell provider makes each visible item's cell.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var items: [[ItemIdentifierType]] = []

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot` (changes do not animate yet); `completion` runs once it shows.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        items = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
        collectionView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, entries) in items.enumerated() {
            if let item = entries.firstIndex(of: itemIdentifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            scrollLogger.error("UICollectionViewDiffableDataSource: the cell provider gave no cell for \(indexPath) (Apple raises here)")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
}
