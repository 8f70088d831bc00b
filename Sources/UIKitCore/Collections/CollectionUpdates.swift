import Foundation

/// The item and section changes an app announces (`insertItems`, `deleteSections`,
/// `moveItem`, ...), and where each item that stays goes: deletions, reloads and move
/// sources name old index paths (or sections), insertions and move destinations new ones,
/// as on iOS.
struct CollectionUpdates {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    /// Old index path to new for every item that stays, old section to new for every section
    /// that stays (reloaded ones excepted: their views are made anew), and the new index
    /// paths of items whose cells are made anew; nil when the changes do not match the
    /// counts (Apple raises there).
    func mapping(old: [Int], new: [Int]) -> CollectionChange? {
        // Sections first: those that stay keep their order in the free new places.
        let goneSections = deletedSections.union(IndexSet(movedSections.map(\.from)))
        let takenSections = insertedSections.union(IndexSet(movedSections.map(\.to)))
        guard goneSections.allSatisfy({ old.indices.contains($0) }), takenSections.allSatisfy({ new.indices.contains($0) }) else {
            return nil
        }
        var sections: [Int: Int] = [:]
        for (from, to) in movedSections { sections[from] = to }
        let stayingSections = old.indices.filter { !goneSections.contains($0) }
        let freeSections = new.indices.filter { !takenSections.contains($0) }
        guard stayingSections.count == freeSections.count else { return nil }
        for (from, to) in zip(stayingSections, freeSections) { sections[from] = to }
        // Then items, within each section that stays (moved sections bring their items).
        let gone = Set(deleted).union(moved.map(\.from))
        let taken = Set(inserted).union(moved.map(\.to))
        var result: [IndexPath: IndexPath] = [:]
        for (from, to) in moved { result[from] = to }
        var remade = Set<IndexPath>()
        for (from, to) in sections {
            let reloadsSection = reloadedSections.contains(from)
            let staying = (0..<old[from]).map { IndexPath(item: $0, section: from) }.filter { !gone.contains($0) }
            let free = (0..<new[to]).map { IndexPath(item: $0, section: to) }.filter { !taken.contains($0) }
            guard reloadsSection || staying.count == free.count else { return nil }
            for (old, new) in zip(staying, free) {
                result[old] = new
                if reloadsSection { remade.insert(new) }
            }
        }
        remade.formUnion(reloaded.compactMap { result[$0] })
        return CollectionChange(items: result, sections: sections.filter { !reloadedSections.contains($0.key) }, remade: remade)
    }

}

/// Where things go in an animated change: items and sections that stay (old to new), and
/// the new index paths of items whose cells are made anew.
struct CollectionChange {
    var items: [IndexPath: IndexPath]
    var sections: [Int: Int]
    var remade: Set<IndexPath>
}
