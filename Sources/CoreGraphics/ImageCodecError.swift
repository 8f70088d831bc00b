/// Why an image could not be decoded or encoded.
public enum ImageCodecError: Error, Equatable, CustomStringConvertible {
    /// The data is neither PNG nor JPEG.
    case unknownFormat
    /// The image is larger than Vitrine accepts (16384 pixels a side, 256 megapixels).
    case tooLarge(width: Int, height: Int)
    /// The library reported corrupt or truncated data.
    case corrupt(String)
    /// Encoding failed.
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .unknownFormat: "unknown image format (not PNG or JPEG)"
        case .tooLarge(let width, let height): "image too large: \(width)x\(height)"
        case .corrupt(let reason): "corrupt image data: \(reason)"
        case .encodingFailed(let reason): "image encoding failed: \(reason)"
        }
    }
}
