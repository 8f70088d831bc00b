import Foundation

// Autoresizing: applied at once when the superview's bounds size changes.
extension UIView {
    /// Resizes the view by its `autoresizingMask` for a superview whose bounds size went
    /// from `oldSize` to `newSize`. On each axis the difference goes to the flexible parts
    /// (margins, size) in proportion to their current lengths, or evenly when those are
    /// all zero; with no flexible part the view keeps its leading margin and size.
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let old = frame
        let (x, width) = Self.resizedAxis(
            origin: old.minX, length: old.width, superLength: oldSize.width,
            delta: newSize.width - oldSize.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = Self.resizedAxis(
            origin: old.minY, length: old.height, superLength: oldSize.height,
            delta: newSize.height - oldSize.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        guard x != old.minX || y != old.minY || width != old.width || height != old.height else { return }
        // Through center and bounds, so a transformed view moves and resizes about its center.
        center = CGPoint(x: center.x + (x + width / 2) - old.midX, y: center.y + (y + height / 2) - old.midY)
        var newBounds = bounds
        newBounds.size = CGSize(width: max(bounds.width + width - old.width, 0),
                                height: max(bounds.height + height - old.height, 0))
        bounds = newBounds
    }

    /// One axis of autoresizing: the new origin and length.
    static func resizedAxis(origin: CGFloat, length: CGFloat, superLength: CGFloat, delta: CGFloat,
                            flexible: (leading: Bool, length: Bool, trailing: Bool)) -> (CGFloat, CGFloat) {
        let trailing = superLength - origin - length
        let parts = [(flexible.leading, origin), (flexible.length, length), (flexible.trailing, trailing)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0, delta != 0 else { return (origin, length) }
        let total = parts.filter(\.0).reduce(0) { $0 + max($1.1, 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * max(parts[index].1, 0) / total : delta / CGFloat(flexibleCount)
        }
        return (origin + share(0), length + share(1))
    }
}
