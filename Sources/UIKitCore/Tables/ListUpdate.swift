import Foundation

/// One batch of changes to a table's rows or a collection view's items, as the app
/// announces them (Apple's rules: deletions and reloads name old index paths, insertions
/// new ones, moves go from old to new), and where each old row ends up. The view checks
/// the data source's new counts against it, keeps the cells of rows that stay and
/// animates the rest.
struct ListUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var reconfiguredRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// How rows leave (by old index path: deleted and reloaded ones) and come (by new index
    /// path), and sections likewise; absent: `defaultAnimation`.
    var leaving: [IndexPath: UITableView.RowAnimation] = [:]
    var coming: [IndexPath: UITableView.RowAnimation] = [:]
    var leavingSections: [Int: UITableView.RowAnimation] = [:]
    var comingSections: [Int: UITableView.RowAnimation] = [:]
    var defaultAnimation: UITableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty && movedRows.isEmpty
    }

    /// Where each old row goes, and which old row each new one was.
    struct Mapping {
        /// By old section and row: the new index path, nil for a deleted row. (A reloaded
        /// row keeps its place; the view makes its cell anew.)
        var newPaths: [[IndexPath?]]
        /// By new section and row: the old index path, nil for an inserted row.
        var oldPaths: [[IndexPath?]]

        func newPath(for old: IndexPath) -> IndexPath? {
            guard newPaths.indices.contains(old.section), newPaths[old.section].indices.contains(old.row) else { return nil }
            return newPaths[old.section][old.row]
        }

        func oldPath(for new: IndexPath) -> IndexPath? {
            guard oldPaths.indices.contains(new.section), oldPaths[new.section].indices.contains(new.row) else { return nil }
            return oldPaths[new.section][new.row]
        }

        /// The new index of each old section, nil for one deleted.
        var sectionMap: [Int?]
    }

    /// Maps old rows to new ones, or says why the counts do not add up (Apple raises
    /// "Invalid update" there).
    func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<Mapping, ListUpdateError> {
        let sectionMap: [Int?]
        switch mapSections(old: oldCounts.count, new: newCounts.count) {
        case .success(let map): sectionMap = map
        case .failure(let error): return .failure(error)
        }
        // Sections whose rows are all new: inserted ones, and those replacing reloaded ones.
        var fresh = Set(insertedSections)
        for section in reloadedSections { if let target = sectionMap[section] { fresh.insert(target) } }
        var newPaths = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var oldPaths = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var taken = newCounts.map { _ in Set<Int>() }
        func take(_ path: IndexPath) -> Bool {
            guard taken.indices.contains(path.section), path.row >= 0, path.row < newCounts[path.section],
                  !taken[path.section].contains(path.row) else { return false }
            taken[path.section].insert(path.row)
            return true
        }
        for path in insertedRows where !fresh.contains(path.section) {
            guard take(path) else { return .failure(.badPath("insert", path)) }
        }
        for path in deletedRows.union(reloadedRows).union(reconfiguredRows) where !isOld(path, oldCounts) {
            return .failure(.badPath("delete or reload", path))
        }
        for move in movedRows {
            guard isOld(move.from, oldCounts), !fresh.contains(move.to.section), take(move.to) else {
                return .failure(.badPath("move", move.to))
            }
            newPaths[move.from.section][move.from.row] = move.to
            oldPaths[move.to.section][move.to.row] = move.from
        }
        let movedFrom = Set(movedRows.map(\.from))
        for (section, target) in sectionMap.enumerated() {
            guard let target, !fresh.contains(target) else { continue }
            var next = 0
            for row in 0..<oldCounts[section] {
                let old = IndexPath(row: row, section: section)
                if movedFrom.contains(old) || deletedRows.contains(old) { continue }
                while taken[target].contains(next) { next += 1 }
                guard next < newCounts[target] else { return .failure(.rowCountMismatch(section: target, count: newCounts[target])) }
                taken[target].insert(next)
                newPaths[section][row] = IndexPath(row: next, section: target)
                oldPaths[target][next] = old
            }
        }
        for (section, rows) in taken.enumerated() where !fresh.contains(section) && rows.count != newCounts[section] {
            return .failure(.rowCountMismatch(section: section, count: newCounts[section]))
        }
        return .success(Mapping(newPaths: newPaths, oldPaths: oldPaths, sectionMap: sectionMap))
    }

    private func isOld(_ path: IndexPath, _ counts: [Int]) -> Bool {
        counts.indices.contains(path.section) && path.row >= 0 && path.row < counts[path.section]
    }

    /// Old section to new section: moved ones where they were sent, the other survivors
    /// (reloaded ones included) in order into the places no inserted or moved section took.
    private func mapSections(old: Int, new: Int) -> Result<[Int?], ListUpdateError> {
        var map = [Int?](repeating: nil, count: old)
        var taken = Set<Int>()
        for section in insertedSections {
            guard section < new, taken.insert(section).inserted else { return .failure(.badSection("insert", section)) }
        }
        for section in deletedSections.union(reloadedSections) where section >= old {
            return .failure(.badSection("delete or reload", section))
        }
        for move in movedSections {
            guard move.from < old, move.to < new, taken.insert(move.to).inserted else { return .failure(.badSection("move", move.to)) }
            map[move.from] = move.to
        }
        let movedFrom = Set(movedSections.map(\.from))
        var next = 0
        for section in 0..<old where !movedFrom.contains(section) && !deletedSections.contains(section) {
            while taken.contains(next) { next += 1 }
            guard next < new else { return .failure(.sectionCountMismatch(count: new)) }
            taken.insert(next)
            map[section] = next
        }
        if taken.count != new { return .failure(.sectionCountMismatch(count: new)) }
        return .success(map)
    }
}

/// Why an update's announced changes do not match the data source's new counts.
enum ListUpdateError: Error, CustomStringConvertible {
    case badPath(String, IndexPath)
    case badSection(String, Int)
    case rowCountMismatch(section: Int, count: Int)
    case sectionCountMismatch(count: Int)

    var description: String {
        switch self {
        case .badPath(let operation, let path): "a \(operation) names row \(path.row) of section \(path.section), which is not there or is named twice"
        case .badSection(let operation, let section): "a \(operation) names section \(section), which is not there or is named twice"
        case .rowCountMismatch(let section, let count):
            "section \(section) has \(count) rows after the update, which is not the rows it had plus those inserted, minus those deleted, plus or minus those moved in or out"
        case .sectionCountMismatch(let count):
            "the data source has \(count) sections after the update, which is not the sections it had plus those inserted, minus those deleted"
        }
    }
}
