import Foundation

/// What a diffable data source shows: the applied snapshot, and its items by section for
/// lookups by index path (a table's rows, a collection view's items).
struct DiffableContents<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    private(set) var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private(set) var items: [[ItemIdentifierType]] = []

    mutating func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.snapshot = snapshot
        items = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }

    func count(inSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    /// The item at `index` of `section`, or nil.
    func item(_ index: Int, inSection section: Int) -> ItemIdentifierType? {
        guard items.indices.contains(section), items[section].indices.contains(index) else { return nil }
        return items[section][index]
    }

    /// The section and index of `item`, or nil.
    func position(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
        for (section, entries) in items.enumerated() {
            if let index = entries.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }
}
