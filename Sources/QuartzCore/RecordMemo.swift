/// What the record builder worked out for one layer's own records, kept on the layer and
/// reused while the layer does not change (`CALayer.renderVersion`) and its screen
/// transform differs only by whole pixels, as in a scroll. The pixel boxes are functions
/// of the layer's state and the fractional part of its screen transform (see
/// `PixelSplitTransform`), so a whole-pixel move only offsets them. Nothing that depends
/// on the ancestors (clip, opacity) is kept. A class: read every frame, copied never.
final class RecordMemo {
    /// The layer's `renderVersion` when this was made.
    let version: Int
    /// Layer coordinates to the superlayer's.
    let toSuperlayer: CGAffineTransform
    /// The screen transform; the boxes below are relative to its whole pixels.
    let split: PixelSplitTransform
    let opacity: Float
    let bounds: CGRect
    let cornerRadius: CGFloat
    /// The screen pixels of the bounds, relative to `split`'s whole pixels.
    let boundsPixels: PixelRect
    /// The body and border records (nil for none), with relative boxes: `boundingBox`
    /// before any clip, `boundsPixels` as above.
    let body: RenderRecord?
    let border: RenderRecord?
    /// The backing store's pixel size, which its crop depends on (nil without one).
    let storeSize: (width: Int, height: Int)?

    init(version: Int, toSuperlayer: CGAffineTransform, split: PixelSplitTransform, opacity: Float, bounds: CGRect,
         cornerRadius: CGFloat, boundsPixels: PixelRect, body: RenderRecord?, border: RenderRecord?,
         storeSize: (width: Int, height: Int)?) {
        self.version = version
        self.toSuperlayer = toSuperlayer
        self.split = split
        self.opacity = opacity
        self.bounds = bounds
        self.cornerRadius = cornerRadius
        self.boundsPixels = boundsPixels
        self.body = body
        self.border = border
        self.storeSize = storeSize
    }

    /// The pixel size of the layer's backing store.
    @MainActor
    static func storeSize(of layer: CALayer) -> (width: Int, height: Int)? {
        if let pixels = layer.storePixels { return (pixels.width, pixels.height) }
        if let packed = layer.packedStore { return (packed.width, packed.height) }
        return nil
    }
}
