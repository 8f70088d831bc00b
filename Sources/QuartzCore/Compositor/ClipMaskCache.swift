import CCairo

/// Screen-space coverage masks of the shape clips of a record (nested shapes intersect),
/// rasterised by cairo once and reused while the shapes stay the same.
///
/// A mask covers the intersection of its shapes' pixels, independently of the damage, so
/// a partial repaint samples exactly what a full one does. It is keyed by the shapes
/// relative to its origin: a clip moved by whole pixels reuses it, pixel for pixel.
@MainActor
package final class ClipMaskCache {
    /// A mask and the screen pixel of its origin.
    package struct Placement {
        package let mask: AlphaMask
        package let x: Int32
        package let y: Int32
    }

    private struct Key: Hashable {
        let shapes: [ClipShape]
        let width: Int32, height: Int32
    }

    private final class Entry {
        package let mask: AlphaMask
        var lastUse: Int
        init(mask: AlphaMask, lastUse: Int) {
            self.mask = mask
            self.lastUse = lastUse
        }
    }

    /// Largest mask area in pixels; larger shapes are limited to the record's clip rectangle.
    private static let maximumArea = 8192 * 8192 / 4
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    private var hasLoggedOversizedMask = false

    package init() {}

    /// Forgets masks not used in the last two frames.
    package func endFrame() {
        frame += 1
        entries = entries.filter { frame - $0.value.lastUse <= 2 }
    }

    /// The mask of `shapes`, or nil when they cover nothing (or too much to rasterise).
    package func mask(for shapes: [ClipShape], clip: PixelRect) -> Placement? {
        var box = shapes.reduce(shapes[0].pixels) { $0.intersection($1.pixels) }
        if Int(box.width) * Int(box.height) > Self.maximumArea { box = box.intersection(clip) }
        guard !box.isEmpty else { return nil }
        guard Int(box.width) * Int(box.height) <= Self.maximumArea else {
            if !hasLoggedOversizedMask {
                hasLoggedOversizedMask = true
                layerLogger.warning("Compositor: clip of \(box.width)x\(box.height) pixels is too large, content not drawn")
            }
            return nil
        }
        let key = Key(shapes: shapes.map { $0.offsetBy(x: -box.x0, y: -box.y0) }, width: box.width, height: box.height)
        if let entry = entries[key] {
            entry.lastUse = frame
            return Placement(mask: entry.mask, x: box.x0, y: box.y0)
        }
        guard let mask = AlphaMask(width: box.width, height: box.height) else { return nil }
        mask.draw { cr in
            for shape in key.shapes {
                let t = shape.toScreen
                var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                            x0: Double(t.tx), y0: Double(t.ty))
                cairo_set_matrix(cr, &matrix)
                guard shape.maskImage == nil else { continue }
                CairoPath.appendRoundedRect(shape.bounds, radius: shape.cornerRadius, style: shape.corners, to: cr)
                cairo_clip(cr)
            }
            cairo_paint(cr)
            // Layer masks multiply in their alpha (nothing outside their image).
            for shape in key.shapes {
                guard let image = shape.maskImage else { continue }
                let t = shape.toScreen
                var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                            x0: Double(t.tx), y0: Double(t.ty))
                cairo_set_matrix(cr, &matrix)
                image.paint(into: cr, operator: CAIRO_OPERATOR_DEST_IN)
            }
        }
        entries[key] = Entry(mask: mask, lastUse: frame)
        return Placement(mask: mask, x: box.x0, y: box.y0)
    }
}
