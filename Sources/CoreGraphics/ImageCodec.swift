import Foundation

/// Decodes and encodes PNG and JPEG images to and from premultiplied ARGB32 pixel buffers.
public enum ImageCodec {
    /// The container formats understood.
    public enum Format: Sendable, Equatable {
        case png
        case jpeg
    }

    /// The format announced by the first bytes of `data`, or nil.
    public static func format(of data: Data) -> Format? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes PNG or JPEG data (detected by magic bytes) into premultiplied ARGB32.
    /// Throws `ImageCodecError` for unknown, corrupt, truncated or oversized images.
    public static func decode(_ data: Data) throws -> PixelBuffer {
        switch format(of: data) {
        case .png?: try decodePNG(data)
        case .jpeg?: try decodeJPEG(data)
        case nil: throw ImageCodecError.unknownFormat
        }
    }

    /// Decodes PNG data into premultiplied ARGB32.
    public static func decodePNG(_ data: Data) throws -> PixelBuffer {
        throw ImageCodecError.unknownFormat
    }

    /// Decodes JPEG data into opaque ARGB32.
    public static func decodeJPEG(_ data: Data) throws -> PixelBuffer {
        throw ImageCodecError.unknownFormat
    }

    /// Encodes pixels as PNG (straight alpha, 8 bits per channel).
    public static func encodePNG(_ pixels: PixelBuffer) throws -> Data {
        throw ImageCodecError.encodingFailed("not implemented")
    }

    /// Encodes pixels as JPEG with `quality` 0...1, dropping alpha.
    public static func encodeJPEG(_ pixels: PixelBuffer, quality: CGFloat = 0.9) throws -> Data {
        throw ImageCodecError.encodingFailed("not implemented")
    }
}
