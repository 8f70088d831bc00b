/// What the record builder worked out for one layer's own records, kept on the layer and
/// reused while the layer does not change (`CALayer.renderVersion`) and its screen
/// transform differs only by whole pixels, as in a scroll. The pixel boxes are functions
/// of the layer's state and the fractional part of its screen transform (see
/// `PixelSplitTransform`), so a whole-pixel move only offsets them. Nothing that depends
/// on the ancestors (clip, opacity) is kept, and no reference: not the layer (a cycle),
/// not its pixels (packing a backing store must free them). A class: read every frame,
/// copied never.
final class RecordMemo {
    /// A body or border record, without the layer, its images and its ancestors' part.
    struct Part {
        let color: UInt32
        let cornerRadius: CGFloat
        let corners: CornerStyle
        let borderWidth: CGFloat
        let imageIdentity: ObjectIdentifier?
        let imageVersion: Int
        let imageCrop: PixelRect
        let imageRect: CGRect
        let masksToBounds: Bool
        /// The pixels the record can touch before any clip, relative to the memo's whole pixels.
        let reach: PixelRect
    }

    /// The layer's `renderVersion` when this was made.
    let version: Int
    /// Layer coordinates to the superlayer's.
    let toSuperlayer: CGAffineTransform
    /// The screen transform; the boxes are relative to its whole pixels.
    let split: PixelSplitTransform
    let opacity: Float
    let bounds: CGRect
    let cornerRadius: CGFloat
    let corners: CornerStyle
    /// The screen pixels of the bounds, relative to `split`'s whole pixels.
    let boundsPixels: PixelRect
    let body: Part?
    let border: Part?
    /// The backing store's pixel size, which its crop depends on (nil without one).
    let storeSize: (width: Int, height: Int)?

    init(version: Int, toSuperlayer: CGAffineTransform, split: PixelSplitTransform, opacity: Float, bounds: CGRect,
         cornerRadius: CGFloat, corners: CornerStyle, boundsPixels: PixelRect, body: Part?, border: Part?,
         storeSize: (width: Int, height: Int)?) {
        self.version = version
        self.toSuperlayer = toSuperlayer
        self.split = split
        self.opacity = opacity
        self.bounds = bounds
        self.cornerRadius = cornerRadius
        self.corners = corners
        self.boundsPixels = boundsPixels
        self.body = body
        self.border = border
        self.storeSize = storeSize
    }

    /// `record` as remembered, its unclipped pixels `reach` made relative to `split`.
    static func part(of record: RenderRecord, reach: PixelRect, relativeTo split: PixelSplitTransform) -> Part {
        Part(color: record.color, cornerRadius: record.cornerRadius, corners: record.corners, borderWidth: record.borderWidth,
             imageIdentity: record.imageIdentity, imageVersion: record.imageVersion, imageCrop: record.imageCrop,
             imageRect: record.imageRect, masksToBounds: record.masksToBounds,
             reach: reach.offsetBy(x: -split.x, y: -split.y))
    }

    /// The pixel size of the layer's backing store.
    @MainActor
    static func storeSize(of layer: CALayer) -> (width: Int, height: Int)? {
        if let pixels = layer.storePixels { return (pixels.width, pixels.height) }
        if let packed = layer.packedStore { return (packed.width, packed.height) }
        return nil
    }
}
