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

extension DiffableContents {
    /// The changes from these contents to `next` as one batch update: sections and items
    /// that left or came, moves (what stays put is the longest run that kept its order, so
    /// that the fewest rows move), and the reloads and reconfigures `next`'s snapshot asks for.
    func changes(to next: DiffableContents) -> ListUpdate {
        var update = ListUpdate()
        let oldSections = snapshot.sectionIdentifiers, newSections = next.snapshot.sectionIdentifiers
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var sectionPairs: [(old: Int, new: Int)] = []
        for (index, identifier) in oldSections.enumerated() {
            if let new = newSectionIndex[identifier] { sectionPairs.append((index, new)) } else { update.deletedSections.insert(index) }
        }
        let oldSectionIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, identifier) in newSections.enumerated() where oldSectionIndex[identifier] == nil { update.insertedSections.insert(index) }
        sectionPairs.sort { $0.new < $1.new }
        let keptSections = Self.longestIncreasingRun(sectionPairs.map(\.old))
        var sectionMap: [Int: Int] = [:]
        for (position, pair) in sectionPairs.enumerated() {
            sectionMap[pair.old] = pair.new
            if !keptSections.contains(position) { update.movedSections.append((pair.old, pair.new)) }
        }

        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        oldPaths.reserveCapacity(snapshot.numberOfItems)
        for (section, entries) in items.enumerated() {
            for (row, item) in entries.enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var stayed = Set<ItemIdentifierType>()
        for (section, entries) in next.items.enumerated() {
            let fresh = update.insertedSections.contains(section)
            var pairs: [(old: IndexPath, new: Int)] = []
            for (row, item) in entries.enumerated() {
                let new = IndexPath(row: row, section: section)
                guard !fresh else { continue }
                guard let old = oldPaths[item], !update.deletedSections.contains(old.section) else {
                    update.insertedRows.insert(new)
                    continue
                }
                stayed.insert(item)
                if sectionMap[old.section] == section { pairs.append((old, row)) } else { update.movedRows.append((old, new)) }
            }
            let kept = Self.longestIncreasingRun(pairs.map(\.old.row))
            for (position, pair) in pairs.enumerated() where !kept.contains(position) {
                update.movedRows.append((pair.old, IndexPath(row: pair.new, section: section)))
            }
        }
        for (item, old) in oldPaths where !stayed.contains(item) && !update.deletedSections.contains(old.section) {
            update.deletedRows.insert(old)
        }
        let moved = Set(update.movedRows.map(\.from))
        for item in next.snapshot.reloadedItemIdentifiers {
            if let old = oldPaths[item], stayed.contains(item), !moved.contains(old) { update.reloadedRows.insert(old) }
        }
        for item in next.snapshot.reconfiguredItemIdentifiers {
            if let old = oldPaths[item], stayed.contains(item), !moved.contains(old) { update.reconfiguredRows.insert(old) }
        }
        return update
    }

    /// The positions of a longest strictly increasing subsequence of `values` (patience
    /// sorting, n log n: a 10,000-row snapshot diffs in well under a frame).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
