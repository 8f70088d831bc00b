import Foundation

/// The pixel format of the images a `UIGraphicsImageRenderer` makes: scale and opacity.
public final class UIGraphicsImageRendererFormat: NSObject, NSCopying {
    /// The range of colours the renderer may produce. Vitrine always renders standard
    /// 8-bit sRGB, so the value is kept but has no effect.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point of the rendered image; defaults to the main screen's scale.
    public var scale: CGFloat

    /// Whether the image has no alpha channel. An opaque renderer starts black instead of
    /// transparent and drawing with transparency gives undefined results, as on iOS.
    public var opaque: Bool = false

    /// Kept for source compatibility; rendering is always standard range.
    public var preferredRange: Range = .automatic

    /// The drawing bounds of the renderer that owns this format, in points.
    public internal(set) var bounds: CGRect = .zero

    /// A format with the main screen's scale, not opaque.
    public override init() {
        scale = UIGraphicsImageRendererFormat.mainScreenScale
        super.init()
    }

    /// The format best suited to the main screen; the same as `init()`.
    public class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format suited to the main screen; the same as `init()`.
    @available(*, deprecated, renamed: "preferred()")
    public class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}
