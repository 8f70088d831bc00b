import Foundation

/// The items of one section as an outline: items with children, each expanded or
/// collapsed (new items start collapsed). A collection view shows its `visibleItems`, the
/// items whose ancestors are all expanded, in depth-first order. A value: change a copy,
/// then `apply(_:to:animatingDifferences:)` it.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The top-level items, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Every item (a shortcut for `contains`).
    private var members: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first: each parent before its children.
    public var items: [ItemIdentifierType] {
        var list: [ItemIdentifierType] = []
        list.reserveCapacity(members.count)
        walk(rootItems, into: &list, visibleOnly: false)
        return list
    }

    /// The items shown: the root items, and the children of expanded items whose own
    /// parents are shown.
    public var visibleItems: [ItemIdentifierType] {
        var list: [ItemIdentifierType] = []
        walk(rootItems, into: &list, visibleOnly: true)
        return list
    }

    private func walk(_ level: [ItemIdentifierType], into list: inout [ItemIdentifierType], visibleOnly: Bool) {
        for item in level {
            list.append(item)
            if let below = children[item], !visibleOnly || expanded.contains(item) { walk(below, into: &list, visibleOnly: visibleOnly) }
        }
    }

    public func contains(_ item: ItemIdentifierType) -> Bool {
        members.contains(item)
    }

    /// The item's place in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep the item is: 0 for a root item, 1 for its children and so on (0 for an
    /// item not in the snapshot, logged).
    public func level(of item: ItemIdentifierType) -> Int {
        guard existing(item, "level(of:)") else { return 0 }
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's parent, or nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        parents[child]
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expanded.contains(item)
    }

    /// Whether the item shows: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The item's descendants as a snapshot of their own (with the item as its one root
    /// when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard existing(parent, "snapshot(of:)") else { return result }
        if includingParent {
            result.append([parent])
            if expanded.contains(parent) { result.expanded.insert(parent) }
        }
        copyChildren(of: parent, to: includingParent ? parent : nil, into: &result)
        return result
    }

    private func copyChildren(of item: ItemIdentifierType, to parent: ItemIdentifierType?, into result: inout NSDiffableDataSourceSectionSnapshot) {
        for child in children[item] ?? [] {
            result.append([child], to: parent)
            if expanded.contains(child) { result.expanded.insert(child) }
            copyChildren(of: child, to: child, into: &result)
        }
    }

    /// A readable outline, one item a line, indented by level, `+` marking expanded items.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + (expanded.contains($0) ? "+ " : "- ") + "\($0)" }.joined(separator: "\n")
    }

    // MARK: Changes

    /// Adds items at the end of `parent`'s children (the root items when nil). Apple raises
    /// for an item already there or a parent that is not; Vitrine logs and skips.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !existing(parent, "append(_:to:)") { return }
        let new = fresh(items, "append(_:to:)")
        if let parent { children[parent, default: []] += new } else { rootItems += new }
        adopt(new, by: parent)
    }

    /// Adds items as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false)
    }

    /// Adds items as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool) {
        let operation = after ? "insert(_:after:)" : "insert(_:before:)"
        guard existing(item, operation) else { return }
        let new = fresh(items, operation)
        let parent = parents[item]
        var siblings = parent.flatMap { children[$0] } ?? rootItems
        guard let index = siblings.firstIndex(of: item) else { return }
        siblings.insert(contentsOf: new, at: after ? index + 1 : index)
        if let parent { children[parent] = siblings } else { rootItems = siblings }
        adopt(new, by: parent)
    }

    /// Adds another snapshot's items (with their children and expansion) at the end of
    /// `parent`'s children.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
        if let parent, !existing(parent, "append(_:to:)") { return }
        for root in snapshot.rootItems where !contains(root) {
            append([root], to: parent)
            graft(snapshot, below: root)
        }
    }

    /// Adds another snapshot's items (with their children and expansion) as siblings just
    /// before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, before item: ItemIdentifierType) {
        insert(snapshot, beside: item, after: false)
    }

    /// Adds another snapshot's items (with their children and expansion) as siblings just
    /// after `item` (after its children).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, after item: ItemIdentifierType) {
        insert(snapshot, beside: item, after: true)
    }

    private mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, beside item: ItemIdentifierType, after: Bool) {
        guard existing(item, after ? "insert(_:after:)" : "insert(_:before:)") else { return }
        let roots = snapshot.rootItems.filter { !contains($0) }
        insert(roots, beside: item, after: after)
        for root in roots { graft(snapshot, below: root) }
    }

    /// Puts `snapshot` in place of `parent`'s children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
        guard existing(parent, "replace(childrenOf:using:)") else { return }
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot, below item: ItemIdentifierType) {
        if snapshot.expanded.contains(item) { expanded.insert(item) }
        for child in snapshot.children[item] ?? [] where !contains(child) {
            append([child], to: item)
            graft(snapshot, below: child)
        }
    }

    /// Removes items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                rootItems.removeAll { $0 == item }
            }
            forget(item)
        }
    }

    private mutating func forget(_ item: ItemIdentifierType) {
        for child in children[item] ?? [] { forget(child) }
        children[item] = nil
        parents[item] = nil
        expanded.remove(item)
        members.remove(item)
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Marks items expanded: their children show when their own ancestors do.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, "expand") { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, "collapse") { expanded.remove(item) }
    }

    // MARK: Checks

    private mutating func adopt(_ items: [ItemIdentifierType], by parent: ItemIdentifierType?) {
        for item in items {
            members.insert(item)
            if let parent { parents[item] = parent }
        }
    }

    private func existing(_ item: ItemIdentifierType, _ operation: String) -> Bool {
        guard members.contains(item) else {
            scrollLogger.error("NSDiffableDataSourceSectionSnapshot.\(operation): no item \(item) (Apple raises here)")
            return false
        }
        return true
    }

    /// The items not in the snapshot yet (each once); the others are logged.
    private func fresh(_ items: [ItemIdentifierType], _ operation: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        return items.filter { item in
            guard !members.contains(item), seen.insert(item).inserted else {
                scrollLogger.error("NSDiffableDataSourceSectionSnapshot.\(operation): item \(item) is already there (Apple raises here)")
                return false
            }
            return true
        }
    }
}
