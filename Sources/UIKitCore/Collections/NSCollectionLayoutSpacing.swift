import Foundation

/// Space between items: a fixed number of points, or a flexible one that takes its share
/// of what is left over (at least its value).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        if !(spacing.isFinite && spacing >= 0) {
            scrollLogger.error("NSCollectionLayoutSpacing: \(spacing) is not a spacing; 0 used")
        }
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
}

/// Space around an item, outside its size, on each edge (nil: none).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
