import Foundation

/// An extra view (a badge, a header) of a given kind. Boundary supplementary items
/// (`NSCollectionLayoutBoundarySupplementaryItem`) are a section's headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Drawn above items with a lower z index.
    open var zIndex = 1

    /// Where it sits on its item (boundary items use their alignment instead).
    let containerAnchor: NSCollectionLayoutAnchor?
    /// Which point of itself meets the container anchor (nil: the same edges, inside).
    let itemAnchor: NSCollectionLayoutAnchor?

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item of an item (give it to `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`),
    /// placed against the item's edges.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The item's frame when anchored on `container` (an item's frame).
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        guard let containerAnchor else { return CGRect(origin: container.origin, size: size) }
        let target = containerAnchor.point(in: container, offsetScale: size)
        let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
        let mine = own.point(in: CGRect(origin: .zero, size: size), offsetScale: size)
        return CGRect(x: target.x - mine.x, y: target.y - mine.y, width: size.width, height: size.height)
    }
}

/// Where a boundary supplementary item sits against its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer (or the whole layout's): along the top or bottom edge,
/// optionally pinned to the visible area while its section shows.
@preconcurrency @MainActor
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
