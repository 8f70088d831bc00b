import Foundation

/// A table's data source driven by snapshots of identifiers: `apply` a snapshot and the
/// table shows it; the cell provider makes each visible row's cell from its item.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var contents = DiffableContents<SectionIdentifierType, ItemIdentifierType>()
    /// How rows that come and go animate when a snapshot is applied with animation.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The snapshot shown now (a copy).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        contents.snapshot
    }

    /// Shows `snapshot`: the differences from the one shown are worked out by identifier
    /// and shown as a batch update (rows that stay keep their cells; with
    /// `animatingDifferences` the others come, go and move animated). `completion` runs
    /// once the table shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = contents
        contents.apply(snapshot)
        guard let tableView else {
            completion?()
            return
        }
        var update = previous.changes(to: contents)
        update.defaultAnimation = defaultRowAnimation
        if animatingDifferences {
            tableView.apply(update) { _ in completion?() }
        } else {
            UIView.performWithoutAnimation { tableView.apply(update) { _ in completion?() } }
        }
    }

    /// Shows `snapshot` by reloading the table: every visible cell is made anew.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        contents.apply(snapshot)
        tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        contents.item(indexPath.row, inSection: indexPath.section)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        contents.position(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = contents.snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { contents.items.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contents.count(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            scrollLogger.error("UITableViewDiffableDataSource: the cell provider gave no cell for \(indexPath) (Apple raises here)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // Editing and reordering: as on iOS, the diffable data source answers no, and a subclass
    // overrides these to let rows be deleted or moved (and applies a new snapshot).

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
