import CoreGraphics
import Foundation

/// Reads an xwd dump (X Window Dump, ZPixmap, 24 or 32 bits per pixel) into 0x00RRGGBB pixels.
enum XWDImage {
    static func load(_ url: URL) throws -> PixelBuffer {
        let data = [UInt8](try Data(contentsOf: url))
        func field(_ index: Int) -> Int {
            let offset = index * 4
            guard offset + 4 <= data.count else { return 0 }
            return Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
        }
        let headerSize = field(0), format = field(2), width = field(4), height = field(5)
        let byteOrder = field(7), bitsPerPixel = field(11), bytesPerLine = field(12)
        let redMask = UInt32(field(14)), greenMask = UInt32(field(15)), blueMask = UInt32(field(16))
        let colors = field(19)
        guard format == 2, bitsPerPixel == 32, width > 0, height > 0 else {
            throw ProcessFailure(description: "unsupported xwd: format \(format), \(bitsPerPixel) bits per pixel")
        }
        let start = headerSize + colors * 12
        guard data.count >= start + bytesPerLine * height else { throw ProcessFailure(description: "short xwd file") }
        let pixels = PixelBuffer(width: width, height: height, format: .xrgb32)
        func component(_ value: UInt32, _ mask: UInt32) -> UInt32 {
            guard mask != 0 else { return 0 }
            return (value & mask) >> UInt32(mask.trailingZeroBitCount) & 0xFF
        }
        for y in 0..<height {
            let row = pixels.data.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let at = start + y * bytesPerLine + x * 4
                let bytes = (UInt32(data[at]), UInt32(data[at + 1]), UInt32(data[at + 2]), UInt32(data[at + 3]))
                let value = byteOrder == 0
                    ? bytes.0 | bytes.1 << 8 | bytes.2 << 16 | bytes.3 << 24
                    : bytes.3 | bytes.2 << 8 | bytes.1 << 16 | bytes.0 << 24
                row[x] = component(value, redMask) << 16 | component(value, greenMask) << 8 | component(value, blueMask)
            }
        }
        return pixels
    }
}
