import CPixman

/// An owned reference to a pixman image, released on deinit.
final class PixmanImage {
    let pointer: OpaquePointer
    /// A solid colour: the same at every source coordinate.
    let isSolid: Bool

    private init(_ pointer: OpaquePointer, isSolid: Bool = false) {
        self.pointer = pointer
        self.isSolid = isSolid
    }

    deinit { pixman_image_unref(pointer) }

    /// Wraps `buffer`'s pixels (no copy), or only the `crop` part of them.
    convenience init?(wrapping buffer: PixelBuffer, crop: PixelRect? = nil) {
        let area = crop ?? PixelRect(x0: 0, y0: 0, x1: Int32(buffer.width), y1: Int32(buffer.height))
        guard !area.isEmpty else { return nil }
        let start = buffer.data + Int(area.y0) * buffer.bytesPerRow + Int(area.x0) * buffer.bytesPerPixel
        guard let image = pixman_image_create_bits(
            pixman_format_code_t(rawValue: buffer.format.pixmanFormatCode), area.width, area.height,
            start.assumingMemoryBound(to: UInt32.self), Int32(buffer.bytesPerRow)) else { return nil }
        self.init(image)
    }

    /// Wraps 8-bit alpha memory (no copy); the caller keeps it alive longer than the image.
    convenience init?(a8 data: UnsafeMutableRawPointer, width: Int32, height: Int32, stride: Int32) {
        guard let image = pixman_image_create_bits(PIXMAN_a8, width, height, data.assumingMemoryBound(to: UInt32.self),
                                                   stride) else { return nil }
        self.init(image)
    }

    /// A solid colour from a premultiplied 0xAARRGGBB value multiplied by `opacity`.
    convenience init(solid argb: UInt32, opacity: Float = 1) {
        func channel(_ shift: UInt32) -> UInt16 {
            let value = Double((argb >> shift) & 0xFF) * 257 * Double(opacity)
            return UInt16(min(max(value.rounded(), 0), 65535))
        }
        var color = pixman_color_t(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24))
        self.init(pixman_image_create_solid_fill(&color), isSolid: true)
    }

    /// Sets the clip of this (destination) image, or removes it with nil.
    func setClip(_ region: PixelRegion?) {
        pixman_image_set_clip_region32(pointer, region?.pointer)
    }

    /// Sets the destination-to-source transform (inverse of `sourceToDestination`) and its
    /// filter. Returns false when pixman cannot represent it.
    func setTransform(sourceToDestination t: CGAffineTransform, bilinear: Bool) -> Bool {
        let inverse = t.inverted()
        var f = pixman_f_transform()
        f.m = ((Double(inverse.a), Double(inverse.c), Double(inverse.tx)),
               (Double(inverse.b), Double(inverse.d), Double(inverse.ty)),
               (0, 0, 1))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &f) != 0 else { return false }
        pixman_image_set_transform(pointer, &fixed)
        pixman_image_set_filter(pointer, bilinear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        return true
    }
}
