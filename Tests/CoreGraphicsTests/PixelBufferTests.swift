import CoreGraphics
import Testing

/// Owned pixel memory: small buffers come from calloc, large ones (64 KiB and more) are
/// mapped; both start transparent and behave the same.
struct PixelBufferTests {
    @Test(arguments: [(8, 8), (127, 127), (128, 128), (1920, 1080)])
    func ownedBufferStartsTransparentAndIsWritable(width: Int, height: Int) {
        let buffer = PixelBuffer(width: width, height: height)
        #expect(buffer.bytesPerRow % 64 == 0)
        #expect(buffer.pixel(x: 0, y: 0) == 0)
        #expect(buffer.pixel(x: width - 1, y: height - 1) == 0)
        buffer.fill(0xFF12_3456)
        #expect(buffer.pixel(x: 0, y: 0) == 0xFF12_3456)
        #expect(buffer.pixel(x: width - 1, y: height - 1) == 0xFF12_3456)
        buffer.clear()
        #expect(buffer.pixel(x: width / 2, y: height / 2) == 0)
    }

    @Test func copyOfMappedBufferKeepsPixels() throws {
        let buffer = PixelBuffer(width: 300, height: 200, format: .xrgb32)
        buffer.fill(0xFF00_FF00)
        let copy = try #require(buffer.copy(for: "a test's copy"))
        #expect(copy.format == .xrgb32)
        #expect(copy.pixel(x: 299, y: 199) == 0xFF00_FF00)
        buffer.clear()
        #expect(copy.pixel(x: 0, y: 0) == 0xFF00_FF00)
    }

    @Test(arguments: [(20, 20), (1920, 1080)])
    func transparencyFindsAnyWrittenPixel(width: Int, height: Int) {
        let buffer = PixelBuffer(width: width, height: height)
        #expect(buffer.isTransparent)
        buffer.data.storeBytes(of: 0x0100_0000, toByteOffset: (height - 1) * buffer.bytesPerRow + (width - 1) * 4,
                               as: UInt32.self)
        #expect(!buffer.isTransparent)
        buffer.clear()
        #expect(buffer.isTransparent)
        buffer.data.storeBytes(of: 1, toByteOffset: (height / 2) * buffer.bytesPerRow + 3, as: UInt8.self)
        #expect(!buffer.isTransparent)
    }

    /// A buffer whose memory cannot be had (issue 29) is nil, not a trap: sizes whose byte
    /// count overflows, and (through the test seam, as a full memory) a refused mapping.
    @Test func allocationThatCannotSucceedGivesNil() {
        #expect(PixelBuffer(allocating: Int.max / 2, height: 1) == nil, "row bytes overflow")
        #expect(PixelBuffer(allocating: 1 << 20, height: 1 << 44) == nil, "byte count overflows")
        #expect(PixelBuffer(allocating: -1, height: 10) == nil)
        PixelBuffer.$allocationLimit.withValue(64 * 1024) {
            #expect(PixelBuffer(allocating: 129, height: 128) == nil, "72 KiB (rows of 576 bytes) over the limit")
            #expect(PixelBuffer(allocating: 64, height: 64)?.pixel(x: 63, y: 63) == 0, "within the limit")
            #expect(CGContext(data: nil, width: 512, height: 512, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) == nil)
        }
        #expect(PixelBuffer(allocating: 129, height: 128)?.pixel(x: 128, y: 127) == 0, "the seam is scoped")
    }

    /// Copies of pixels sized by an app or the display (issue 29) are nil when the memory
    /// cannot be had: `CGContext.makeImage()` is nil as Core Graphics' is for a failure
    /// (https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()), and a
    /// JPEG of RGB565 pixels, which libjpeg takes widened, is an encoding error; neither traps.
    @Test func copiesThatCannotBeAllocatedAreNilNotATrap() throws {
        let context = try #require(CGContext(data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        let wide = PixelBuffer(width: 200, height: 200, format: .rgb565)
        wide.fill(0xF800)
        PixelBuffer.$allocationLimit.withValue(64 * 1024) {
            #expect(context.makeImage() == nil, "80 KB of pixels over the limit")
            #expect(wide.copy(for: "a test's copy") == nil)
            #expect(throws: ImageCodecError.self) { try ImageCodec.encodeJPEG(wide) }
        }
        let image = try #require(context.makeImage(), "memory is back")
        #expect(image.width == 200 && image.height == 100)
        #expect(image.pixels.premultipliedARGB(x: 199, y: 99) == 0xFFFF_0000)
        let jpeg = try ImageCodec.decode(try ImageCodec.encodeJPEG(wide))
        #expect(jpeg.premultipliedARGB(x: 100, y: 100) >> 16 & 0xFF >= 0xF0, "red")
    }
}
