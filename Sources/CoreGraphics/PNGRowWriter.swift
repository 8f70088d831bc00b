import CPNGHelper
import Foundation

/// Writes a pixel buffer as an 8-bit RGBA PNG with straight alpha, one row at a time: each
/// row is un-premultiplied into one row of scratch and handed to libpng, which compresses
/// it in one pass into a file or a growing buffer. So a screenshot costs a row of copies,
/// not a straight-alpha copy of the whole screen (issue 30). The output is what libpng's
/// simplified API wrote before, byte for byte.
final class PNGRowWriter {
    private let writer: OpaquePointer
    private var error = [CChar](repeating: 0, count: PNGRowWriter.errorSize)
    private static let errorSize = 256

    /// Starts a PNG into the file at `path` (replaced if it exists), or into memory when
    /// `path` is nil.
    init(path: String?, width: Int, height: Int) throws {
        var error = [CChar](repeating: 0, count: Self.errorSize)
        guard let writer = vitrine_png_writer_create(path, UInt32(width), UInt32(height), &error, Self.errorSize) else {
            throw Self.failure(error)
        }
        self.writer = writer
    }

    deinit {
        vitrine_png_writer_destroy(writer)
    }

    /// Writes every row of `pixels` and ends the image. The row's scratch is sized by the
    /// image: one the memory refuses is an encoding error, logged once (issue 29).
    func write(_ pixels: PixelBuffer) throws {
        guard let scratch = ScratchBuffer(byteCount: pixels.width * 4, for: "a row of a PNG") else {
            throw ImageCodecError.encodingFailed("no memory for a row of \(pixels.width) pixels")
        }
        let row = scratch.bytes.bindMemory(to: UInt32.self, capacity: max(pixels.width, 1))
        for y in 0..<pixels.height {
            Self.straightRow(y, of: pixels, into: row)
            guard vitrine_png_writer_write_row(writer, scratch.bytes.assumingMemoryBound(to: UInt8.self),
                                               &error, Self.errorSize) == 0 else { throw Self.failure(error) }
        }
        guard vitrine_png_writer_finish(writer, &error, Self.errorSize) == 0 else { throw Self.failure(error) }
    }

    private static func failure(_ message: [CChar]) -> ImageCodecError {
        .encodingFailed(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The PNG written into memory.
    var data: Data {
        var size = 0
        guard let bytes = vitrine_png_writer_bytes(writer, &size) else { return Data() }
        return Data(bytes: bytes, count: size)
    }

    /// Row `y` as native-endian straight-alpha `0xAARRGGBB` words: the bytes B, G, R, A
    /// on the little-endian hosts Vitrine runs on.
    private static func straightRow(_ y: Int, of pixels: PixelBuffer, into row: UnsafeMutablePointer<UInt32>) {
        switch pixels.format {
        case .argb32Premultiplied:
            let source = (pixels.data + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width { row[x] = unpremultiplied(source[x]) }
        case .xrgb32:
            let source = (pixels.data + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width { row[x] = source[x] | 0xFF00_0000 }
        case .rgb565:
            for x in 0..<pixels.width { row[x] = pixels.premultipliedARGB(x: x, y: y) }
        }
    }

    private static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a != 255 else { return pixel }
        guard a != 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
