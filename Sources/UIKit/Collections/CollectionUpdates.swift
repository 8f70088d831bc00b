import Foundation

/// The item and section changes an app announces (`insertItems`, `deleteItems`,
/// `moveItem`, ...), and where each item that stays goes: deletions, reloads and move
/// sources name old index paths, insertions and move destinations new ones, as on iOS.
struct CollectionUpdates {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    /// Whether sections were inserted, deleted, moved or reloaded (not animated yet).
    var changesSections = false

    var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty && !changesSections }

    /// Old index path to new for every item that stays, and the new index paths of reloaded
    /// items; nil when the changes do not match the counts (Apple raises there).
    func mapping(old: [Int], new: [Int]) -> (moves: [IndexPath: IndexPath], reloaded: Set<IndexPath>)? {
        guard !changesSections, old.count == new.count else { return nil }
        let gone = Set(deleted).union(moved.map(\.from))
        let taken = Set(inserted).union(moved.map(\.to))
        var result: [IndexPath: IndexPath] = [:]
        for (from, to) in moved { result[from] = to }
        for section in old.indices {
            let staying = (0..<old[section]).map { IndexPath(item: $0, section: section) }.filter { !gone.contains($0) }
            let free = (0..<new[section]).map { IndexPath(item: $0, section: section) }.filter { !taken.contains($0) }
            guard staying.count == free.count else { return nil }
            for (from, to) in zip(staying, free) { result[from] = to }
        }
        let reloadedNew = Set(reloaded.compactMap { result[$0] })
        return (result, reloadedNew)
    }
}
