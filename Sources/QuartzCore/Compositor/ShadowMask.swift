import CCairo
import CPixman
import Foundation

/// A layer's shadow shape rasterised by cairo into an 8-bit mask in layer space (at the
/// scale of its screen transform) and blurred: three box blurs in each direction, which
/// approximate a gaussian of sigma = radius / 2 (Core Animation's blur). Kept on the
/// layer and made again only when the shape, scale or radius changes: moving the layer,
/// its offset, colour or opacity reuse it.
package final class ShadowMask {
    /// Everything the mask's pixels depend on.
    package struct Key: Equatable {
        package let scale: CGFloat
        package let radius: CGFloat
        package let bounds: CGRect
        package let cornerRadius: CGFloat
        package let corners: CornerStyle
        package let borderWidth: CGFloat
        package let fillsBackground: Bool
        package let path: CGPath?
        package let imageIdentity: ObjectIdentifier?
        package let imageVersion: Int
        package let imageCrop: PixelRect
        package let imageRect: CGRect
        package let masksToBounds: Bool
    }

    package let key: Key
    /// Nil when the shape covers nothing.
    package let mask: AlphaMask?
    /// Layer coordinates of the mask's pixel (0, 0), before the offset.
    package let origin: CGPoint
    /// The contents image the mask was made from, held so that its identity in `key`
    /// stays unique (a backing store's identity is its layer's, which holds the mask).
    private let contents: AnyObject?

    /// Largest mask side in pixels; a larger shadow is clipped to it (a shadow of a layer
    /// that size lies mostly off screen).
    static let maximumDimension: CGFloat = 4096

    /// Where the mask lies and how it is blurred: the layer point of its pixel (0, 0)
    /// before the offset, its pixel size and the box size; nil when the shape is empty.
    package struct Layout {
        package let origin: CGPoint
        package let width: Int32
        package let height: Int32
        package let box: Int

        package init(origin: CGPoint, width: Int32, height: Int32, box: Int) {
            self.origin = origin
            self.width = width
            self.height = height
            self.box = box
        }
    }

    package static func layout(of key: Key) -> Layout? {
        let s = key.scale
        let box = BoxBlur.size(sigma: key.radius / 2 * s)
        // Three boxes of odd size reach 3·(box - 1)/2 pixels; one more for the edge's coverage.
        let pad = CGFloat(3 * (box - 1) / 2 + 1)
        var shape = key.path?.boundingBoxOfPath ?? .null
        if key.path == nil {
            if key.fillsBackground || key.borderWidth > 0 { shape = key.bounds }
            if key.imageIdentity != nil {
                shape = shape.union(key.masksToBounds ? key.imageRect.intersection(key.bounds) : key.imageRect)
            }
        }
        guard !shape.isNull, shape.width > 0, shape.height > 0, shape.width.isFinite, shape.height.isFinite,
              shape.minX.isFinite, shape.minY.isFinite else { return nil }
        let width = min((shape.width * s).rounded(.up) + 2 * pad + 1, maximumDimension)
        let height = min((shape.height * s).rounded(.up) + 2 * pad + 1, maximumDimension)
        return Layout(origin: CGPoint(x: shape.minX - pad / s, y: shape.minY - pad / s), width: Int32(width),
                      height: Int32(height), box: box)
    }

    /// Rasterises and blurs the shape of `key`; `image` is the shown image's pixels when
    /// the key names one, `contents` the layer's contents it comes from.
    package init(key: Key, image: PixelBuffer?, contents: AnyObject?) {
        self.key = key
        self.contents = contents
        guard let layout = Self.layout(of: key), let mask = AlphaMask(width: layout.width, height: layout.height) else {
            mask = nil
            origin = .zero
            return
        }
        origin = layout.origin
        let s = key.scale
        mask.draw { cr in
            cairo_scale(cr, Double(s), Double(s))
            cairo_translate(cr, Double(-layout.origin.x), Double(-layout.origin.y))
            Self.drawShape(key, image: image, into: cr)
        }
        mask.withPixels { BoxBlur.blur($0, width: Int(mask.width), height: Int(mask.height), stride: Int(mask.stride), size: layout.box, passes: 3) }
        self.mask = mask
    }

    /// Fills the shape, in layer coordinates, with full coverage.
    private static func drawShape(_ key: Key, image: PixelBuffer?, into cr: OpaquePointer) {
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        if let path = key.path {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            if CairoPath.append(path.elements, to: cr) { cairo_fill(cr) }
            return
        }
        let radius = max(min(key.cornerRadius, key.bounds.width / 2, key.bounds.height / 2), 0)
        if key.fillsBackground {
            CairoPath.appendRoundedRect(key.bounds, radius: radius, style: key.corners, to: cr)
            cairo_fill(cr)
        } else if key.borderWidth > 0 {
            let b = key.bounds, inset = min(key.borderWidth, b.width / 2, b.height / 2)
            CairoPath.appendRoundedRect(b, radius: radius, style: key.corners, to: cr)
            CairoPath.appendRoundedRect(b.insetBy(dx: inset, dy: inset), radius: max(radius - inset, 0), style: key.corners,
                                        to: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        guard let image, key.imageIdentity != nil, !key.imageCrop.isEmpty, key.imageRect.width > 0,
              key.imageRect.height > 0 else { return }
        cairo_save(cr)
        if key.masksToBounds {
            CairoPath.appendRoundedRect(key.bounds, radius: radius, style: key.corners, to: cr)
            cairo_clip(cr)
        }
        guard let surface = cairo_image_surface_create_for_data(image.data.assumingMemoryBound(to: UInt8.self),
                                                                image.format.cairoFormat, Int32(image.width),
                                                                Int32(image.height), Int32(image.bytesPerRow)) else {
            cairo_restore(cr)
            return
        }
        let crop = key.imageCrop, rect = key.imageRect
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(crop.width), Double(rect.height) / Double(crop.height))
        cairo_rectangle(cr, 0, 0, Double(crop.width), Double(crop.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface, Double(-crop.x0), Double(-crop.y0))
        cairo_paint(cr)
        cairo_surface_destroy(surface)
        cairo_restore(cr)
    }
}
