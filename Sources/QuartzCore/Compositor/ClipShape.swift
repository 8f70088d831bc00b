/// A clip that is not a pixel rectangle: the bounds of an ancestor with `masksToBounds`,
/// rounded by its `cornerRadius`, through its screen transform (rotated, skewed, scaled
/// by a fraction or with rounded corners).
package struct ClipShape: Hashable {
    /// Layer coordinates of the clipping layer to screen pixels, split at whole pixels.
    package var fractionToScreen: CGAffineTransform
    package var x: Int32
    package var y: Int32
    package var bounds: CGRect
    package var cornerRadius: CGFloat
    package var corners = CornerStyle.circular
    /// The alpha of a `CALayer.mask` instead of the rounded bounds (nil for those).
    package var maskImage: LayerMaskImage?

    package init(toScreen: PixelSplitTransform, bounds: CGRect, cornerRadius: CGFloat, corners: CornerStyle = .circular) {
        fractionToScreen = toScreen.fraction
        x = toScreen.x
        y = toScreen.y
        self.bounds = bounds
        self.cornerRadius = cornerRadius
        self.corners = corners
    }

    /// The pixels the shape can cover.
    package var pixels: PixelRect {
        PixelRect.covering(bounds.applying(fractionToScreen)).offsetBy(x: x, y: y)
    }

    /// The same shape moved by whole pixels.
    package func offsetBy(x dx: Int32, y dy: Int32) -> ClipShape {
        var moved = self
        moved.x = x &+ dx
        moved.y = y &+ dy
        return moved
    }

    /// Layer coordinates to screen pixels.
    package var toScreen: CGAffineTransform {
        var t = fractionToScreen
        t.tx += CGFloat(x)
        t.ty += CGFloat(y)
        return t
    }
}
