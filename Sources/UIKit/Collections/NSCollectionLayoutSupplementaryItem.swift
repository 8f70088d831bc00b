import Foundation

/// An extra view (a badge, a header) of a given kind. Boundary supplementary items
/// (`NSCollectionLayoutBoundarySupplementaryItem`) are a section's headers and footers.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Drawn above items with a lower z index.
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary item sits against its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer (or the whole layout's): along the top or bottom edge,
/// optionally pinned to the visible area while its section shows.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the item makes its section longer (true) or floats over the content.
    open var extendsBoundary = true
    /// Whether the item stays in view while its section scrolls under it (sticky header).
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
