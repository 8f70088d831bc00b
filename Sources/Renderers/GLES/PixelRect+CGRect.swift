import QuartzCore

extension PixelRect {
    /// The rectangle as `CompositorResult` reports damage.
    var cgRect: CGRect { CGRect(x: CGFloat(x0), y: CGFloat(y0), width: CGFloat(width), height: CGFloat(height)) }
}
