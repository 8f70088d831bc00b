/// An integer rectangle of pixels, edges inclusive-exclusive (`x0..<x1`, `y0..<y1`).
package struct PixelRect: Equatable, Sendable {
    package var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    package init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    package static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    package var width: Int32 { max(x1 - x0, 0) }
    package var height: Int32 { max(y1 - y0, 0) }

    package var area: Int { Int(width) * Int(height) }

    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && other.x1 <= x1 && other.y1 <= y1)
    }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels of this rectangle outside `other`, as at most four rectangles that do not
    /// overlap: the rows above and below it, then the columns beside it.
    package func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        return [PixelRect(x0: x0, y0: y0, x1: x1, y1: cut.y0), PixelRect(x0: x0, y0: cut.y1, x1: x1, y1: y1),
                PixelRect(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1), PixelRect(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1)]
            .filter { !$0.isEmpty }
    }

    /// The rectangle moved by whole pixels (empty stays empty).
    package func offsetBy(x: Int32, y: Int32) -> PixelRect {
        isEmpty ? .empty : PixelRect(x0: x0 &+ x, y0: y0 &+ y, x1: x1 &+ x, y1: y1 &+ y)
    }

    /// The pixels whose edges are nearest to `rect`'s edges: the exact area of an axis-aligned
    /// fill. Coordinates far outside any screen are clamped.
    package static func rounding(_ rect: CGRect) -> PixelRect {
        guard !rect.isNull else { return .empty }
        return PixelRect(x0: clamp(rect.minX.rounded()), y0: clamp(rect.minY.rounded()),
                         x1: clamp(rect.maxX.rounded()), y1: clamp(rect.maxY.rounded()))
    }

    /// The smallest pixel rectangle covering `rect` grown by `margin` on each side.
    package static func covering(_ rect: CGRect, margin: CGFloat = 0) -> PixelRect {
        guard !rect.isNull else { return .empty }
        return PixelRect(x0: clamp((rect.minX - margin).rounded(.down)), y0: clamp((rect.minY - margin).rounded(.down)),
                         x1: clamp((rect.maxX + margin).rounded(.up)), y1: clamp((rect.maxY + margin).rounded(.up)))
    }

    /// Far beyond any screen, and small enough that sums of two stay in Int32.
    package static let limit: CGFloat = 268_435_456

    private static func clamp(_ value: CGFloat) -> Int32 {
        guard value.isFinite else { return value > 0 ? Int32(limit) : -Int32(limit) }
        return Int32(min(max(value, -limit), limit))
    }
}
