import CCairo

/// The memory layout of one pixel in a `PixelBuffer`.
///
/// All formats are native-endian machine words, so that cairo, pixman and DRM agree
/// on them without conversion.
public enum PixelFormat: Sendable, Equatable, Hashable {
    /// 32-bit words `0xAARRGGBB` with premultiplied alpha (cairo ARGB32, pixman a8r8g8b8).
    case argb32Premultiplied
    /// 32-bit words `0xXXRRGGBB`, the top byte ignored (pixman x8r8g8b8, DRM XRGB8888).
    case xrgb32
    /// 16-bit words `RRRRRGGGGGGBBBBB` (pixman r5g6b5, DRM RGB565).
    case rgb565

    /// Bytes used by one pixel.
    public var bytesPerPixel: Int {
        switch self {
        case .argb32Premultiplied, .xrgb32: 4
        case .rgb565: 2
        }
    }

    /// The matching cairo image surface format.
    package var cairoFormat: cairo_format_t {
        switch self {
        case .argb32Premultiplied: CAIRO_FORMAT_ARGB32
        case .xrgb32: CAIRO_FORMAT_RGB24
        case .rgb565: CAIRO_FORMAT_RGB16_565
        }
    }

    /// The matching `pixman_format_code_t` value (from pixman.h's `PIXMAN_FORMAT` macro).
    package var pixmanFormatCode: UInt32 {
        switch self {
        case .argb32Premultiplied: 0x2002_8888 // PIXMAN_a8r8g8b8
        case .xrgb32: 0x2002_0888 // PIXMAN_x8r8g8b8
        case .rgb565: 0x1002_0565 // PIXMAN_r5g6b5
        }
    }

    /// Converts a raw pixel value of this format to premultiplied `0xAARRGGBB`.
    package func premultipliedARGB(fromRaw raw: UInt32) -> UInt32 {
        switch self {
        case .argb32Premultiplied:
            return raw
        case .xrgb32:
            return raw | 0xFF00_0000
        case .rgb565:
            let r5 = (raw >> 11) & 0x1F, g6 = (raw >> 5) & 0x3F, b5 = raw & 0x1F
            let r = (r5 << 3) | (r5 >> 2), g = (g6 << 2) | (g6 >> 4), b = (b5 << 3) | (b5 >> 2)
            return 0xFF00_0000 | (r << 16) | (g << 8) | b
        }
    }

    /// Converts a premultiplied `0xAARRGGBB` value to a raw pixel value of this format.
    package func raw(fromPremultipliedARGB argb: UInt32) -> UInt32 {
        switch self {
        case .argb32Premultiplied:
            return argb
        case .xrgb32:
            return argb & 0x00FF_FFFF
        case .rgb565:
            let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
            return ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)
        }
    }
}
