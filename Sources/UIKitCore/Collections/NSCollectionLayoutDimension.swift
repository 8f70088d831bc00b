import Foundation

/// One side of an item's size: a fraction of its container's width or height, an absolute
/// number of points, or an estimate that the item's content corrects (self-sizing).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    /// A first guess: the item is measured when it shows, and takes its own size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite && dimension >= 0 ? dimension : 0
        if !(dimension.isFinite && dimension >= 0) {
            scrollLogger.error("NSCollectionLayoutDimension: \(dimension) is not a size; 0 used")
        }
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension stands for in a container of `container`'s size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}
