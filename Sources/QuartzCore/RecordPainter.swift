import CCairo
import CPixman

/// Paints render records into a pixman destination with pixman, clipped to a region.
///
/// Plain axis-aligned backgrounds are solid fills of exact pixel rectangles. Rounded or
/// transformed backgrounds and borders are coverage masks rasterised by cairo in layer space
/// (cached by shape and opacity) and composited through the layer's transform. Images are
/// composited with their transform: nearest sampling for integer translations
/// (pixel-exact), bilinear otherwise. Opacity is a mask. Pixman samples each destination
/// pixel independently of the clip, so a partial repaint equals a full one.
@MainActor
final class RecordPainter {
    private struct MaskKey: Hashable {
        let width: Int32, height: Int32
        let scale: CGFloat, radius: CGFloat, borderWidth: CGFloat
        let alpha: Float
    }

    private final class Mask {
        let buffer: PixelBuffer
        let image: PixmanImage
        var lastUse: Int
        init(buffer: PixelBuffer, image: PixmanImage, lastUse: Int) {
            self.buffer = buffer
            self.image = image
            self.lastUse = lastUse
        }
    }

    /// Largest mask side in pixels; larger shapes are not drawn (logged once).
    private static let maximumMaskDimension: Int32 = 8192

    private var masks: [MaskKey: Mask] = [:]
    private var frame = 0
    private let scratch = PixelRegion()
    private var hasLoggedOversizedMask = false

    /// Forgets masks not used in the last two frames.
    func endFrame() {
        frame += 1
        masks = masks.filter { frame - $0.value.lastUse <= 2 }
    }

    /// Paints `record` into `destination`, touching only pixels of `region`.
    func paint(_ record: RenderRecord, region: PixelRegion, into destination: PixmanImage) {
        destination.setClip(region)
        defer { destination.setClip(nil) }
        switch record.part {
        case .body:
            if record.color >> 24 != 0 {
                if record.isAxisAligned && record.cornerRadius == 0 {
                    fill(record.boundsPixels, argb: record.color, opacity: record.opacity, into: destination)
                } else {
                    paintShape(of: record, into: destination)
                }
            }
            if record.image != nil {
                if record.masksToBounds {
                    scratch.set(region)
                    scratch.formIntersection(record.boundsPixels)
                    destination.setClip(scratch)
                }
                paintImage(of: record, into: destination)
            }
        case .border:
            paintShape(of: record, into: destination)
        }
    }

    /// Fills `rect` with a premultiplied colour: SRC when opaque, OVER otherwise.
    func fill(_ rect: PixelRect, argb: UInt32, opacity: Float = 1, into destination: PixmanImage) {
        guard !rect.isEmpty else { return }
        let source = PixmanImage(solid: argb, opacity: opacity)
        let op = argb >> 24 == 0xFF && opacity == 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        pixman_image_composite32(op, source.pointer, nil, destination.pointer, 0, 0, 0, 0,
                                 rect.x0, rect.y0, rect.width, rect.height)
    }

    // MARK: Geometry shared with the record builder

    /// Image pixels (of the shown crop) to screen pixels.
    static func imageToScreen(of record: RenderRecord) -> CGAffineTransform {
        let rect = record.imageRect
        return CGAffineTransform(a: rect.width / CGFloat(record.imageCrop.width), b: 0, c: 0,
                                 d: rect.height / CGFloat(record.imageCrop.height), tx: rect.minX, ty: rect.minY)
            .concatenating(record.toScreen)
    }

    /// The pixels that the image of `record` can touch.
    static func imagePixels(of record: RenderRecord) -> PixelRect {
        pixels(width: record.imageCrop.width, height: record.imageCrop.height, to: imageToScreen(of: record))
    }

    /// Pixels per point of the record's coverage masks: the scale of its screen transform.
    static func maskScale(of record: RenderRecord) -> CGFloat {
        let t = record.toScreen
        return min(max(abs(t.a * t.d - t.b * t.c).squareRoot(), 0.125), 16)
    }

    /// Mask pixels to screen pixels.
    static func maskToScreen(of record: RenderRecord) -> CGAffineTransform {
        let s = maskScale(of: record)
        return CGAffineTransform(a: 1 / s, b: 0, c: 0, d: 1 / s, tx: record.bounds.minX, ty: record.bounds.minY)
            .concatenating(record.toScreen)
    }

    static func maskSize(of record: RenderRecord) -> (width: Int32, height: Int32) {
        let s = maskScale(of: record)
        func side(_ v: CGFloat) -> Int32 { Int32(min((v * s).rounded(.up), CGFloat(Int32.max / 2))) }
        return (side(record.bounds.width), side(record.bounds.height))
    }

    /// The pixels that the background shape or border of `record` can touch.
    static func decorationPixels(of record: RenderRecord) -> PixelRect {
        let size = maskSize(of: record)
        return pixels(width: size.width, height: size.height, to: maskToScreen(of: record))
    }

    /// The pixels touched by a `width`×`height` source drawn through `t`: exact for integer
    /// translations, else the covering box grown by the reach of bilinear filtering.
    static func pixels(width: Int32, height: Int32, to t: CGAffineTransform) -> PixelRect {
        if isIntegerTranslation(t) {
            let x = Int32(t.tx), y = Int32(t.ty)
            return PixelRect(x0: x, y0: y, x1: x + width, y1: y + height)
        }
        let reach = 0.5 * max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d)) + 1
        return PixelRect.covering(CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)).applying(t),
                                  margin: reach)
    }

    static func isIntegerTranslation(_ t: CGAffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
            && abs(t.tx) < PixelRect.limit && abs(t.ty) < PixelRect.limit
    }

    // MARK: Painting

    private func paintImage(of record: RenderRecord, into destination: PixmanImage) {
        guard let buffer = record.image, let source = PixmanImage(wrapping: buffer, crop: record.imageCrop) else { return }
        let t = Self.imageToScreen(of: record)
        let box = Self.imagePixels(of: record).intersection(record.clip)
        guard !box.isEmpty else { return }
        // With rounded corners and masksToBounds, the background shape clips the image.
        let roundedClip = record.masksToBounds && record.cornerRadius > 0
        var mask: PixmanImage?
        var maskX = box.x0, maskY = box.y0
        if roundedClip {
            guard let shape = shapeMask(for: record) else { return }
            mask = shape.image
            maskX -= shape.x
            maskY -= shape.y
        } else if record.opacity < 1 {
            mask = PixmanImage(solid: 0xFF00_0000, opacity: record.opacity)
        }
        var sourceX = box.x0, sourceY = box.y0
        if Self.isIntegerTranslation(t) {
            sourceX -= Int32(t.tx)
            sourceY -= Int32(t.ty)
        } else {
            guard source.setTransform(sourceToDestination: t, bilinear: true) else {
                layerLogger.warning("Compositor: layer transform out of pixman's range, image not drawn")
                return
            }
        }
        pixman_image_composite32(PIXMAN_OP_OVER, source.pointer, mask?.pointer, destination.pointer,
                                 sourceX, sourceY, maskX, maskY, box.x0, box.y0, box.width, box.height)
    }

    /// Paints the background shape (body) or border ring (border) in the record's colour.
    private func paintShape(of record: RenderRecord, into destination: PixmanImage) {
        guard let mask = shapeMask(for: record) else { return }
        let box = Self.decorationPixels(of: record).intersection(record.clip)
        guard !box.isEmpty else { return }
        let source = PixmanImage(solid: record.color)
        pixman_image_composite32(PIXMAN_OP_OVER, source.pointer, mask.image.pointer, destination.pointer,
                                 0, 0, box.x0 - mask.x, box.y0 - mask.y, box.x0, box.y0, box.width, box.height)
    }

    /// The coverage mask of the record's shape times its opacity, with its transform set, and
    /// the offset of its origin in destination pixels when it is not transformed.
    private func shapeMask(for record: RenderRecord) -> (image: PixmanImage, x: Int32, y: Int32)? {
        let size = Self.maskSize(of: record)
        guard size.width > 0, size.height > 0 else { return nil }
        guard size.width <= Self.maximumMaskDimension, size.height <= Self.maximumMaskDimension else {
            if !hasLoggedOversizedMask {
                hasLoggedOversizedMask = true
                layerLogger.warning("Compositor: layer shape of \(size.width)x\(size.height) pixels is too large, not drawn")
            }
            return nil
        }
        let scale = Self.maskScale(of: record)
        let key = MaskKey(width: size.width, height: size.height, scale: scale, radius: record.cornerRadius,
                          borderWidth: record.part == .border ? record.borderWidth : 0, alpha: record.opacity)
        let mask: Mask
        if let cached = masks[key] {
            mask = cached
            mask.lastUse = frame
        } else {
            let buffer = PixelBuffer(width: Int(size.width), height: Int(size.height), format: .argb32Premultiplied)
            Self.rasterize(key, into: buffer)
            guard let image = PixmanImage(wrapping: buffer) else { return nil }
            mask = Mask(buffer: buffer, image: image, lastUse: frame)
            masks[key] = mask
        }
        let t = Self.maskToScreen(of: record)
        if Self.isIntegerTranslation(t) {
            pixman_image_set_transform(mask.image.pointer, nil)
            pixman_image_set_filter(mask.image.pointer, PIXMAN_FILTER_NEAREST, nil, 0)
            return (mask.image, Int32(t.tx), Int32(t.ty))
        }
        guard mask.image.setTransform(sourceToDestination: t, bilinear: true) else { return nil }
        return (mask.image, 0, 0)
    }

    /// Draws the rounded rectangle (or ring, for a border) with cairo, alpha = opacity.
    private static func rasterize(_ key: MaskKey, into buffer: PixelBuffer) {
        guard let surface = cairo_image_surface_create_for_data(
            buffer.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(buffer.width), Int32(buffer.height), Int32(buffer.bytesPerRow)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        let s = Double(key.scale)
        let width = Double(buffer.width), height = Double(buffer.height)
        let radius = Double(key.radius) * s
        addRoundedRect(cr, x: 0, y: 0, width: width, height: height, radius: radius)
        if key.borderWidth > 0 {
            let inset = min(Double(key.borderWidth) * s, min(width, height) / 2)
            addRoundedRect(cr, x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset,
                           radius: max(radius - inset, 0))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_set_source_rgba(cr, 1, 1, 1, Double(key.alpha))
        cairo_fill(cr)
        cairo_surface_flush(surface)
    }

    private static func addRoundedRect(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
                                       radius: Double) {
        guard width > 0, height > 0 else { return }
        let r = min(radius, width / 2, height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, width, height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
