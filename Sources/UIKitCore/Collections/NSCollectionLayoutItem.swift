import Foundation

/// The smallest part of a compositional layout: one cell of the given size. Its
/// `contentInsets` shrink the cell inside the size; its `edgeSpacing` adds room outside.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's size (ignored along an estimated axis, as on iOS).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Room around the item, outside its size, that groups keep free.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
