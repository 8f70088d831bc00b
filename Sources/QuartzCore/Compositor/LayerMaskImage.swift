import CCairo
import Foundation

/// The alpha of a layer's `mask`, rendered in the masked layer's coordinates at the
/// screen's scale, with the mask tree's presentation values; the compositor multiplies
/// it into the clip of the masked layer's records (`ClipShape.maskImage`). Kept on the
/// masked layer while the mask tree and the scale stay the same, so an unchanged mask is
/// rasterised once; an animated mask is rendered again each frame. Compared by identity:
/// a new image is a changed clip.
@MainActor
package final class LayerMaskImage: Hashable {
    /// Premultiplied ARGB; only its alpha is used.
    package let pixels: PixelBuffer
    /// Where the pixels lie in the masked layer's coordinates (nothing shows outside).
    package let rect: CGRect
    package let scale: CGFloat
    /// The state of the mask tree it was rendered from; nil when animations ran.
    private let signature: [Int]?

    private init(pixels: PixelBuffer, rect: CGRect, scale: CGFloat, signature: [Int]?) {
        self.pixels = pixels
        self.rect = rect
        self.scale = scale
        self.signature = signature
    }

    package nonisolated static func == (a: LayerMaskImage, b: LayerMaskImage) -> Bool { a === b }
    package nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The mask image of `layer`, reused when still valid; nil when the mask shows nothing.
    static func image(for layer: CALayer, mask: CALayer, bounds: CGRect, scale: CGFloat) -> LayerMaskImage? {
        let signature = Self.signature(of: mask, scale: scale, bounds: bounds)
        if let cached = layer.maskImage, cached.signature != nil, cached.signature == signature { return cached }
        let image = render(mask, bounds: bounds, scale: scale, signature: signature)
        layer.maskImage = image
        return image
    }

    /// Multiplies the destination of `cr` (whose user space is the masked layer's) by the
    /// mask's alpha, through `op` (DEST_IN); nothing is left outside the mask's pixels.
    nonisolated func paint(into cr: OpaquePointer, operator op: cairo_operator_t) {
        guard let surface = cairo_image_surface_create_for_data(pixels.data.assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(pixels.width),
                                                                Int32(pixels.height), Int32(pixels.bytesPerRow)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
        cairo_set_operator(cr, op)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// What decides the mask's pixels: every layer of its tree and its versions; nil while
    /// one is animated (rendered again each frame).
    private static func signature(of mask: CALayer, scale: CGFloat, bounds: CGRect) -> [Int]? {
        var result = [scale.bitPattern.hashValue, bounds.hashValue]
        func visit(_ layer: CALayer) -> Bool {
            guard layer.attachedAnimations.isEmpty else { return false }
            result += [ObjectIdentifier(layer).hashValue, layer.renderVersion, layer.contentVersion]
            return layer.sublayers?.allSatisfy(visit) ?? true
        }
        return visit(mask) ? result : nil
    }

    private static func render(_ mask: CALayer, bounds: CGRect, scale: CGFloat, signature: [Int]?) -> LayerMaskImage? {
        let toMasked = mask.renderValues.affineTransformToSuperlayer
        var rect = extent(of: mask, toMasked: toMasked).union(bounds)
        rect = CGRect(x: (rect.minX * scale).rounded(.down) / scale, y: (rect.minY * scale).rounded(.down) / scale,
                      width: 0, height: 0).union(CGRect(x: (rect.maxX * scale).rounded(.up) / scale,
                                                        y: (rect.maxY * scale).rounded(.up) / scale, width: 0, height: 0))
        var width = (rect.width * scale).rounded(), height = (rect.height * scale).rounded()
        if !PixelBuffer.fitsDrawingBudget(width: width, height: height) {
            // Past the drawing budget only the masked layer's bounds are masked.
            rect = bounds
            width = (rect.width * scale).rounded(.up)
            height = (rect.height * scale).rounded(.up)
        }
        guard width >= 1, height >= 1, PixelBuffer.fitsDrawingBudget(width: width, height: height) else {
            layerLogger.warning("CALayer.mask: mask of \(width)x\(height) pixels cannot be rendered; the layer is hidden")
            return nil
        }
        // Without memory for it the masked layer is hidden, as past the budget (logged there).
        guard let pixels = PixelBuffer.allocate(Int(width), height: Int(height), for: "a layer's mask") else { return nil }
        let context = CGContext(pixelBuffer: pixels)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.concatenate(toMasked)
        mask.renderTree(in: context, alpha: 1, presentation: true)
        context.flush()
        return LayerMaskImage(pixels: pixels, rect: rect, scale: scale, signature: signature)
    }

    /// The rect of the masked layer that the mask tree can cover.
    private static func extent(of layer: CALayer, toMasked t: CGAffineTransform) -> CGRect {
        let values = layer.renderValues
        var rect = values.bounds
        if let shape = values.shape { rect = rect.union(ShapeDrawing.extent(of: shape)) }
        var result = rect.isNull ? CGRect.null : rect.applying(t)
        for sublayer in layer.sublayers ?? [] {
            result = result.union(extent(of: sublayer, toMasked: sublayer.renderValues.affineTransformToSuperlayer.concatenating(t)))
        }
        return result
    }
}
