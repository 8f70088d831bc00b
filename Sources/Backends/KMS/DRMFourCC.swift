import CoreGraphics

/// DRM pixel format codes: four ASCII characters, first in the lowest byte ("XR24").
package enum DRMFourCC {
    package static let xrgb8888 = code("XR24")
    package static let rgb565 = code("RG16")

    package static func code(_ text: String) -> UInt32 {
        text.utf8.prefix(4).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    package static func name(_ code: UInt32) -> String {
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }, as: UTF8.self)
    }

    /// The code of a format the compositor draws, nil for formats no plane scans out.
    package static func code(for format: PixelFormat) -> UInt32? {
        switch format {
        case .xrgb32: xrgb8888
        case .rgb565: rgb565
        case .argb32Premultiplied: nil
        }
    }
}
