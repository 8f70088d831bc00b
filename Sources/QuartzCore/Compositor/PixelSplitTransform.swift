/// A transform's translation split into whole pixels and the rest.
///
/// The compositor paints through `fraction` at the integer offset (x, y). Pixman and cairo
/// then see the same numbers wherever whole-pixel moves put a layer, so its pixels are
/// the same, only moved: a scroll can copy them instead of repainting.
package struct PixelSplitTransform: Equatable {
    /// Whole pixels of the translation.
    package var x: Int32
    package var y: Int32
    /// The transform with the translation reduced to its fractional part (0 ≤ tx, ty < 1).
    package var fraction: CGAffineTransform

    package init(_ t: CGAffineTransform) {
        // Far outside any screen the split does not matter; keep the numbers in range.
        guard abs(t.tx) < PixelRect.limit, abs(t.ty) < PixelRect.limit else {
            x = 0
            y = 0
            fraction = t
            return
        }
        let whole = (x: t.tx.rounded(.down), y: t.ty.rounded(.down))
        x = Int32(whole.x)
        y = Int32(whole.y)
        fraction = t
        // Exact: a double minus its floor is representable.
        fraction.tx = t.tx - whole.x
        fraction.ty = t.ty - whole.y
    }

    /// True when `other` is this transform moved by exactly (dx, dy) pixels.
    package func isMoved(_ other: PixelSplitTransform, byX dx: Int32, y dy: Int32) -> Bool {
        fraction == other.fraction && other.x == x &+ dx && other.y == y &+ dy
    }

    /// The pixels of `rect` (in the transform's source space) through this transform:
    /// rounded when `exact` (axis-aligned fills), else the covering box grown by `margin`.
    package func pixels(of rect: CGRect, rounded exact: Bool, margin: CGFloat = 0) -> PixelRect {
        let mapped = rect.applying(fraction)
        return (exact ? PixelRect.rounding(mapped) : PixelRect.covering(mapped, margin: margin)).offsetBy(x: x, y: y)
    }
}
