/// A clip that is not a pixel rectangle: the bounds of an ancestor with `masksToBounds`,
/// rounded by its `cornerRadius`, through its screen transform (rotated, skewed, scaled
/// by a fraction or with rounded corners).
struct ClipShape: Hashable {
    /// Layer coordinates of the clipping layer to screen pixels.
    var toScreen: CGAffineTransform
    var bounds: CGRect
    var cornerRadius: CGFloat

    /// The pixels the shape can cover.
    var pixels: PixelRect { PixelRect.covering(bounds.applying(toScreen)) }

    /// The same shape moved by whole pixels.
    func offsetBy(x: Int32, y: Int32) -> ClipShape {
        var moved = self
        moved.toScreen.tx += CGFloat(x)
        moved.toScreen.ty += CGFloat(y)
        return moved
    }
}
