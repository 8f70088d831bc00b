import Foundation
import Logging

/// An immutable bitmap image. Backed by a `PixelBuffer` in premultiplied ARGB32 (or
/// the format it was made from), row 0 at the top.
public final class CGImage: Sendable {
    private static let logger = Logger(label: "vitrine.coregraphics")

    /// The pixels; never written after init.
    package let pixels: PixelBuffer

    /// An image of `pixels`, which the caller must not modify afterwards.
    package init(pixels: PixelBuffer) {
        self.pixels = pixels
    }

    /// An image made from raw pixel bytes. Supports 8-bit components: 32-bit RGBA/ARGB
    /// (either byte order, premultiplied, straight or skipped alpha), 24-bit RGB and 8-bit
    /// gray. Returns nil (with a log line) for other layouts or too little data.
    /// Cost: one conversion pass over the pixels.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard let data = provider.data, width > 0, height > 0, bitsPerComponent == 8,
              let byteCount = Self.byteCount(width: width, height: height, bitsPerPixel: bitsPerPixel,
                                             bytesPerRow: bytesPerRow),
              data.count >= byteCount,
              let pixels = Self.convert(data: data, width: width, height: height, bitsPerPixel: bitsPerPixel,
                                        bytesPerRow: bytesPerRow, bitmapInfo: bitmapInfo) else {
            Self.logger.warning("CGImage: unsupported or short bitmap \(width)x\(height) \(bitsPerComponent)/\(bitsPerPixel) bpp, info \(bitmapInfo.rawValue)")
            return nil
        }
        self.init(pixels: pixels)
    }

    /// The bytes a bitmap needs (the last row need not be padded), or nil for a layout
    /// whose rows do not fit `bytesPerRow` or whose size overflows `Int`.
    private static func byteCount(width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int) -> Int? {
        guard bitsPerPixel > 0 else { return nil }
        let (rowBits, rowOverflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
        guard !rowOverflow, bytesPerRow >= rowBits / 8 else { return nil }
        let (body, bodyOverflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        let (total, totalOverflow) = body.addingReportingOverflow(rowBits / 8)
        return bodyOverflow || totalOverflow ? nil : total
    }

    private static func convert(data: Data, width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int,
                                bitmapInfo: CGBitmapInfo) -> PixelBuffer? {
        guard let alphaInfo = bitmapInfo.alphaInfo else { return nil }
        let little = bitmapInfo.byteOrder == .byteOrder32Little
        // Byte offsets of r, g, b, a within a pixel; nil alpha means opaque.
        let layout: (r: Int, g: Int, b: Int, a: Int?)
        switch (bitsPerPixel, alphaInfo, little) {
        case (32, .premultipliedFirst, false), (32, .first, false): layout = (1, 2, 3, 0)
        case (32, .noneSkipFirst, false): layout = (1, 2, 3, nil)
        case (32, .premultipliedLast, false), (32, .last, false): layout = (0, 1, 2, 3)
        case (32, .noneSkipLast, false): layout = (0, 1, 2, nil)
        case (32, .premultipliedFirst, true), (32, .first, true): layout = (2, 1, 0, 3)
        case (32, .noneSkipFirst, true): layout = (2, 1, 0, nil)
        case (32, .premultipliedLast, true), (32, .last, true): layout = (3, 2, 1, 0)
        case (32, .noneSkipLast, true): layout = (3, 2, 1, nil)
        case (24, .none, _): layout = (0, 1, 2, nil)
        case (8, .none, _): layout = (0, 0, 0, nil)
        default: return nil
        }
        let premultiply = alphaInfo == .first || alphaInfo == .last
        let bytesPerPixel = bitsPerPixel / 8
        guard let buffer = PixelBuffer.allocate(width, height: height, for: "an image") else { return nil }
        data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            for y in 0..<height {
                let target = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let base = y * bytesPerRow + x * bytesPerPixel
                    var r = UInt32(source[base + layout.r]), g = UInt32(source[base + layout.g])
                    var b = UInt32(source[base + layout.b])
                    let a = layout.a.map { UInt32(source[base + $0]) } ?? 255
                    if premultiply {
                        r = Premultiplication.premultiply(r, alpha: a)
                        g = Premultiplication.premultiply(g, alpha: a)
                        b = Premultiplication.premultiply(b, alpha: a)
                    }
                    target[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
                }
            }
        }
        return buffer
    }

    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    /// Bits per colour component.
    public var bitsPerComponent: Int { pixels.format == .rgb565 ? 5 : 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { pixels.format.bytesPerPixel * 8 }
    /// Bytes between rows of the backing pixels.
    public var bytesPerRow: Int { pixels.bytesPerRow }
    /// The colour space (always device RGB).
    public var colorSpace: CGColorSpace? { .deviceRGB }

    /// Where alpha is: premultiplied first (ARGB32) or skipped.
    public var alphaInfo: CGImageAlphaInfo {
        switch pixels.format {
        case .argb32Premultiplied: .premultipliedFirst
        case .xrgb32: .noneSkipFirst
        case .rgb565: .none
        }
    }

    /// The layout: alpha info plus 32-bit little-endian byte order (native words).
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// A new image of the part of this one inside `rect` (pixel coordinates, top-left
    /// origin, rounded outwards to whole pixels), or nil if that part is empty.
    /// Cost: copies the cropped pixels.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY), w = Int(area.width), h = Int(area.height)
        guard let cropped = PixelBuffer.allocate(w, height: h, format: pixels.format, for: "a cropped image") else { return nil }
        let bytesPerPixel = pixels.format.bytesPerPixel
        for row in 0..<h {
            memcpy(cropped.data + row * cropped.bytesPerRow,
                   pixels.data + (y0 + row) * pixels.bytesPerRow + x0 * bytesPerPixel, w * bytesPerPixel)
        }
        return CGImage(pixels: cropped)
    }
}
