import Foundation

/// The sections and items a diffable data source shows, by identifier, in order. A value:
/// change a copy, then `apply` it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items asked to be reloaded or reconfigured since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex(identifier).map { sections[$0].items.count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier).map { sections[$0].items } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex(identifier)
    }

    // MARK: Sections

    /// Adds sections at the end. Apple raises for an identifier already there; Vitrine
    /// logs and skips it.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where !containsSection(identifier, "appendSections") {
            sections.append((identifier, []))
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection target: SectionIdentifierType) {
        guard let index = existingSection(target, "insertSections(_:beforeSection:)") else { return }
        let new = identifiers.filter { !containsSection($0, "insertSections") }
        sections.insert(contentsOf: new.map { ($0, []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection target: SectionIdentifierType) {
        guard let index = existingSection(target, "insertSections(_:afterSection:)") else { return }
        let new = identifiers.filter { !containsSection($0, "insertSections") }
        sections.insert(contentsOf: new.map { ($0, []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection target: SectionIdentifierType) {
        guard let from = existingSection(identifier, "moveSection"), existingSection(target, "moveSection") != nil else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: sectionIndex(target)!)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection target: SectionIdentifierType) {
        guard let from = existingSection(identifier, "moveSection"), existingSection(target, "moveSection") != nil else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: sectionIndex(target)! + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { reloadedItemIdentifiers += itemIdentifiers(inSection: identifier) }
    }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { reconfiguredItemIdentifiers += itemIdentifiers(inSection: identifier) }
    }

    // MARK: Items

    /// Adds items at the end of `section` (default: the last section). Apple raises for
    /// an item already in the snapshot or with no section; Vitrine logs and skips.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map({ existingSection($0, "appendItems") }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            if section == nil { scrollLogger.error("NSDiffableDataSourceSnapshot.appendItems: there is no section to append to") }
            return
        }
        sections[index].items += identifiers.filter { !containsItem($0, "appendItems") }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem target: ItemIdentifierType) {
        guard let (section, index) = position(of: target, "insertItems(_:beforeItem:)") else { return }
        sections[section].items.insert(contentsOf: identifiers.filter { !containsItem($0, "insertItems") }, at: index)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem target: ItemIdentifierType) {
        guard let (section, index) = position(of: target, "insertItems(_:afterItem:)") else { return }
        sections[section].items.insert(contentsOf: identifiers.filter { !containsItem($0, "insertItems") }, at: index + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem target: ItemIdentifierType) {
        guard identifier != target, position(of: identifier, "moveItem") != nil, position(of: target, "moveItem") != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: target)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem target: ItemIdentifierType) {
        guard identifier != target, position(of: identifier, "moveItem") != nil, position(of: target, "moveItem") != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: target)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Lookups

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    private func existingSection(_ identifier: SectionIdentifierType, _ operation: String) -> Int? {
        guard let index = sectionIndex(identifier) else {
            scrollLogger.error("NSDiffableDataSourceSnapshot.\(operation): no section \(identifier) (Apple raises here)")
            return nil
        }
        return index
    }

    private func containsSection(_ identifier: SectionIdentifierType, _ operation: String) -> Bool {
        guard sectionIndex(identifier) != nil else { return false }
        scrollLogger.error("NSDiffableDataSourceSnapshot.\(operation): section \(identifier) is already there (Apple raises here)")
        return true
    }

    private func containsItem(_ identifier: ItemIdentifierType, _ operation: String) -> Bool {
        guard sections.contains(where: { $0.items.contains(identifier) }) else { return false }
        scrollLogger.error("NSDiffableDataSourceSnapshot.\(operation): item \(identifier) is already there (Apple raises here)")
        return true
    }

    private func position(of item: ItemIdentifierType, _ operation: String) -> (section: Int, index: Int)? {
        for (section, entry) in sections.enumerated() {
            if let index = entry.items.firstIndex(of: item) { return (section, index) }
        }
        scrollLogger.error("NSDiffableDataSourceSnapshot.\(operation): no item \(item) (Apple raises here)")
        return nil
    }
}
