import Foundation

/// One section's part of a transaction: its items before and after, and their difference.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}
