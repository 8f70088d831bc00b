import CJPEGHelper
import CPNG
import Foundation

/// Decodes and encodes PNG (libpng) and JPEG (libjpeg) images to and from pixel buffers.
/// Decoded images are premultiplied ARGB32. Bad data throws; it never crashes.
public enum ImageCodec {

    /// The container formats understood.
    public enum Format: Sendable, Equatable {
        case png
        case jpeg
    }

    /// Largest accepted width or height.
    public static let maximumDimension = 16384
    /// Largest accepted pixel count (256 megapixels).
    public static let maximumPixelCount = 256 * 1024 * 1024

    /// The format announced by the first bytes of `data`, or nil.
    public static func format(of data: Data) -> Format? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes PNG or JPEG data (detected by magic bytes) into premultiplied ARGB32.
    /// Throws `ImageCodecError` for unknown, corrupt, truncated or oversized images.
    /// Cost: one decode pass; the buffer is the only allocation kept.
    public static func decode(_ data: Data) throws -> PixelBuffer {
        switch format(of: data) {
        case .png?: try decodePNG(data)
        case .jpeg?: try decodeJPEG(data)
        case nil: throw ImageCodecError.unknownFormat
        }
    }

    private static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw ImageCodecError.corrupt("empty image \(width)x\(height)") }
        guard width <= maximumDimension, height <= maximumDimension, width * height <= maximumPixelCount else {
            throw ImageCodecError.tooLarge(width: width, height: height)
        }
    }

    // MARK: PNG

    /// PNG_FORMAT_BGRA: bytes B, G, R, A = native-endian 0xAARRGGBB on little-endian hosts.
    private static let pngFormatBGRA: UInt32 = 0x13

    /// Decodes PNG data of any colour type and bit depth into premultiplied ARGB32
    /// (libpng's simplified API, which reports errors without longjmp).
    public static func decodePNG(_ data: Data) throws -> PixelBuffer {
        // libpng's simplified API has no size limit: check IHDR before it allocates.
        if data.count >= 24, data.dropFirst(12).starts(with: Array("IHDR".utf8)) {
            let header = [UInt8](data.prefix(24))
            func bigEndian(_ offset: Int) -> Int {
                header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            }
            try checkSize(width: bigEndian(16), height: bigEndian(20))
        }
        return try data.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                throw ImageCodecError.corrupt(message(of: image))
            }
            try checkSize(width: Int(image.width), height: Int(image.height))
            image.format = pngFormatBGRA
            guard let buffer = PixelBuffer(allocating: Int(image.width), height: Int(image.height)) else {
                throw ImageCodecError.tooLarge(width: Int(image.width), height: Int(image.height))
            }
            guard png_image_finish_read(&image, nil, buffer.data, Int32(buffer.bytesPerRow), nil) != 0 else {
                throw ImageCodecError.corrupt(message(of: image))
            }
            premultiply(buffer)
            return buffer
        }
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func premultiply(_ buffer: PixelBuffer) {
        for y in 0..<buffer.height {
            let row = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width {
                let pixel = row[x], a = pixel >> 24
                guard a != 255 else { continue }
                func scaled(_ shift: UInt32) -> UInt32 {
                    Premultiplication.premultiply((pixel >> shift) & 0xFF, alpha: a) << shift
                }
                row[x] = a << 24 | scaled(16) | scaled(8) | scaled(0)
            }
        }
    }

    /// Encodes pixels as an 8-bit RGBA PNG with straight (un-premultiplied) alpha. The rows
    /// are un-premultiplied one at a time as libpng compresses them: no copy of the image.
    public static func encodePNG(_ pixels: PixelBuffer) throws -> Data {
        let writer = try PNGRowWriter(path: nil, width: pixels.width, height: pixels.height)
        try writer.write(pixels)
        return writer.data
    }

    /// Writes the PNG `encodePNG(_:)` makes into the file at `url` (replacing it), compressed
    /// straight into the file: no copy of the image, no PNG in memory. A file left
    /// unfinished by an error is removed.
    public static func writePNG(_ pixels: PixelBuffer, to url: URL) throws {
        guard url.isFileURL else { throw ImageCodecError.encodingFailed("not a file URL: \(url)") }
        let writer = try PNGRowWriter(path: url.path, width: pixels.width, height: pixels.height)
        try writer.write(pixels)
    }

    // MARK: JPEG

    /// Decodes baseline or progressive JPEG (grayscale, YCbCr, best-effort CMYK) into
    /// opaque ARGB32. Truncated data is an error.
    public static func decodeJPEG(_ data: Data) throws -> PixelBuffer {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            vitrine_jpeg_decode(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                maximumDimension, maximumDimension, maximumPixelCount,
                                &pixels, &width, &height, &error, error.count)
        }
        switch status {
        case 0:
            guard let pixels else { throw ImageCodecError.corrupt("no pixels") }
            return PixelBuffer(adopting: UnsafeMutableRawPointer(pixels), width: Int(width), height: Int(height),
                               bytesPerRow: Int(width) * 4, format: .argb32Premultiplied)
        case -2:
            throw ImageCodecError.tooLarge(width: Int(width), height: Int(height))
        default:
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageCodecError.corrupt(reason)
        }
    }

    /// Encodes pixels as a JPEG of `quality` 0...1; alpha is dropped (colours as
    /// composited over black). RGB565 pixels are widened into a copy first: `encodingFailed`
    /// when the memory for it cannot be had.
    public static func encodeJPEG(_ pixels: PixelBuffer, quality: CGFloat = 0.9) throws -> Data {
        guard let source = pixels.format == .rgb565 ? argbCopy(of: pixels) : pixels else {
            throw ImageCodecError.encodingFailed("no memory for a \(pixels.width)x\(pixels.height) ARGB copy of RGB565 pixels")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var error = [CChar](repeating: 0, count: 256)
        let percent = Int32((min(max(quality.isNaN ? 0.9 : quality, 0), 1) * 100).rounded())
        let status = vitrine_jpeg_encode(source.data.assumingMemoryBound(to: UInt8.self), Int32(source.width),
                                         Int32(source.height), Int32(source.bytesPerRow), percent,
                                         &output, &size, &error, error.count)
        defer { free(output) }
        guard status == 0, let output else {
            throw ImageCodecError.encodingFailed(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                                                        as: UTF8.self))
        }
        return Data(bytes: output, count: Int(size))
    }

    /// libjpeg takes 32-bit rows: RGB565 pixels are widened first. Nil when the memory for
    /// the copy cannot be had (logged once until such an allocation succeeds).
    private static func argbCopy(of pixels: PixelBuffer) -> PixelBuffer? {
        guard let copy = PixelBuffer.allocate(pixels.width, height: pixels.height, for: "a JPEG's copy of RGB565 pixels") else {
            return nil
        }
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                copy.data.storeBytes(of: pixels.premultipliedARGB(x: x, y: y), toByteOffset: y * copy.bytesPerRow + x * 4,
                                     as: UInt32.self)
            }
        }
        return copy
    }
}
