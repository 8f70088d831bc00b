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
        image.withCairoPattern(filling: r, firstRowAtMaxY: true,
                               filter: interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR,
                               extend: byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD) { pattern in
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
