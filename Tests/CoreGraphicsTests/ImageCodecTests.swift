import CoreGraphics
import Foundation
import Testing

@Suite struct ImageCodecTests {
    private func sample() -> PixelBuffer {
        let pixels = PixelBuffer(width: 3, height: 2)
        let values: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_0000, 0x0000_0000, 0xFFFF_FFFF]
        for (index, value) in values.enumerated() {
            pixels.data.storeBytes(of: value, toByteOffset: (index / 3) * pixels.bytesPerRow + (index % 3) * 4,
                                   as: UInt32.self)
        }
        return pixels
    }

    @Test func pngRoundTripIsExact() throws {
        let original = sample()
        let data = try ImageCodec.encodePNG(original)
        #expect(ImageCodec.format(of: data) == .png)
        let decoded = try ImageCodec.decode(data)
        #expect(decoded.width == 3 && decoded.height == 2)
        for y in 0..<2 {
            for x in 0..<3 { #expect(decoded.pixel(x: x, y: y) == original.pixel(x: x, y: y)) }
        }
    }

    /// PNG stores straight alpha (PNG specification, 12.8: "PNG does not use premultiplied
    /// alpha"), so the writer divides each premultiplied row by its alpha and the decoder
    /// multiplies again: every valid premultiplied value (each channel at most its alpha)
    /// comes back exactly. Here all 256 alphas against channel values up to them, streamed
    /// a row at a time from a buffer with unpadded rows (256 pixels) and one with padded
    /// rows (31 pixels: 124 bytes in rows 64-byte aligned).
    @Test func streamedPNGRoundTripsPartialAlphaExactly() throws {
        for width in [256, 31] {
            let original = PixelBuffer(width: width, height: 256)
            #expect(width == 256 || original.bytesPerRow > width * 4)
            for y in 0..<256 {
                for x in 0..<width {
                    let a = UInt32(width == 256 ? x : (x * 8 + y) % 256), c = UInt32(y) * a / 255
                    let pixel = a << 24 | c << 16 | (a - c) << 8 | (c * a / 255)
                    original.data.storeBytes(of: pixel, toByteOffset: y * original.bytesPerRow + x * 4, as: UInt32.self)
                }
            }
            let data = try ImageCodec.encodePNG(original)
            let decoded = try ImageCodec.decode(data)
            #expect(decoded.width == width && decoded.height == 256)
            var mismatches = 0
            for y in 0..<256 {
                for x in 0..<width where decoded.pixel(x: x, y: y) != original.pixel(x: x, y: y) { mismatches += 1 }
            }
            #expect(mismatches == 0)

            // Streamed into a file: the same bytes.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-png-\(getpid())-\(width).png")
            defer { try? FileManager.default.removeItem(at: url) }
            try ImageCodec.writePNG(original, to: url)
            #expect(try Data(contentsOf: url) == data)
        }
    }

    @Test func pngThatCannotBeWrittenThrows() {
        #expect(throws: ImageCodecError.self) {
            try ImageCodec.writePNG(sample(), to: URL(fileURLWithPath: "/nonexistent-\(getpid())/picture.png"))
        }
        // A full disk shows when the file is flushed at the end.
        #expect(throws: ImageCodecError.self) { try ImageCodec.writePNG(sample(), to: URL(fileURLWithPath: "/dev/full")) }
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    }

    @Test func jpegRoundTripIsClose() throws {
        let original = PixelBuffer(width: 16, height: 16)
        original.fill(0xFF20_80C0)
        let data = try ImageCodec.encodeJPEG(original, quality: 0.95)
        #expect(ImageCodec.format(of: data) == .jpeg)
        let decoded = try ImageCodec.decode(data)
        #expect(decoded.width == 16 && decoded.height == 16)
        let pixel = decoded.pixel(x: 8, y: 8)
        #expect(pixel >> 24 == 0xFF)
        #expect(abs(Int((pixel >> 16) & 0xFF) - 0x20) <= 3)
        #expect(abs(Int((pixel >> 8) & 0xFF) - 0x80) <= 3)
        #expect(abs(Int(pixel & 0xFF) - 0xC0) <= 3)
    }

    @Test func truncatedAndCorruptDataThrow() throws {
        let png = try ImageCodec.encodePNG(sample())
        #expect(throws: ImageCodecError.self) { try ImageCodec.decode(png.prefix(png.count / 2)) }
        var corrupt = png
        corrupt[30] ^= 0xFF
        #expect(throws: ImageCodecError.self) { try ImageCodec.decode(corrupt) }
        let jpeg = try ImageCodec.encodeJPEG(sample())
        #expect(throws: ImageCodecError.self) { try ImageCodec.decode(jpeg.prefix(jpeg.count / 2)) }
        #expect(throws: ImageCodecError.self) { try ImageCodec.decode(Data([0xFF, 0xD8, 0xFF, 0x00, 0x01])) }
        #expect(throws: ImageCodecError.unknownFormat) { try ImageCodec.decode(Data("hello".utf8)) }
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocation() throws {
        // A PNG header announcing 100000 x 100000 pixels, no image data.
        var header = try ImageCodec.encodePNG(sample()).prefix(33)
        header.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        let crc = crc32(Array(header[12..<29]))
        header.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF),
                                               UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        #expect(throws: ImageCodecError.tooLarge(width: 100000, height: 100000)) { try ImageCodec.decode(header) }
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
