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
        let old = contents.items
        let oldSections = contents.snapshot.sectionIdentifiers
        contents.apply(snapshot)
        guard let collectionView else {
            completion?()
            return
        }
        guard animatingDifferences, collectionView.window != nil, !old.isEmpty else {
            collectionView.reloadData()
            completion?()
            return
        }
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in contents.items.enumerated() {
            for (index, item) in items.enumerated() { newPaths[item] = IndexPath(item: index, section: section) }
        }
        var moves: [IndexPath: IndexPath] = [:]
        for (section, items) in old.enumerated() {
            for (index, item) in items.enumerated() {
                if let new = newPaths[item] { moves[IndexPath(item: index, section: section)] = new }
            }
        }
        let remade = Set((snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers).compactMap { newPaths[$0] })
        var sections: [Int: Int] = [:]
        for (index, identifier) in oldSections.enumerated() {
            if let new = snapshot.indexOfSection(identifier) { sections[index] = new }
        }
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
