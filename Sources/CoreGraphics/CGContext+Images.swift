import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled to fill `rect`, with CG's orientation: the image's first row
    /// lands at `rect.maxY` in user space. It therefore looks upright in a bitmap context
    /// (y up) and upside down in an upper-left-origin context, exactly as on Apple
    /// platforms (UIImage.draw(in:) flips for that). Filtering is bilinear unless
    /// `interpolationQuality` is `.none`. With `byTiling`, the image is repeated over the
    /// whole clip with `rect` as one tile. Cost: proportional to the covered pixels.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard !drawsNothing, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite,
              r.width > 0, r.height > 0, image.width > 0, image.height > 0 else { return }
        let pixels = image.pixels
        let source = cairo_image_surface_create_for_data(pixels.data.assumingMemoryBound(to: UInt8.self),
                                                         pixels.format.cairoFormat, Int32(pixels.width),
                                                         Int32(pixels.height), Int32(pixels.bytesPerRow))
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return }
        let pattern = cairo_pattern_create_for_surface(source)
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is image pixels; the matrix maps user space into it.
        let sx = CGFloat(image.width) / r.width, sy = CGFloat(image.height) / r.height
        var matrix = CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: -r.minX * sx, ty: r.maxY * sy).cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        if !byTiling {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cairo)
        }
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, Double(globalAlpha))
        cairo_restore(cairo)
    }

    /// Draws `image` so that its first row is at `rect.minY` in user space: upright in
    /// an upper-left-origin context. For UIKit's UIImage drawing.
    package func drawUpright(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        saveGState()
        translateBy(x: 0, y: r.minY + r.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: r)
        restoreGState()
    }
}
