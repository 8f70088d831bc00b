import Foundation

/// Where a supplementary item (a badge) sits on its item: against the given edges (none:
/// centred along that axis), moved by an offset in points or in fractions of its own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The anchored point in `rect`, offset.
    func point(in rect: CGRect, offsetScale size: CGSize) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGPoint(x: x + shift.x, y: y + shift.y)
    }
}
