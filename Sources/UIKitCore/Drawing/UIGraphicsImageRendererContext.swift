import Foundation

/// The drawing environment handed to the actions of a `UIGraphicsImageRenderer`. While
/// the actions run it is also UIKit's current context, so `UIBezierPath.fill()`,
/// `UIImage.draw(in:)` and string drawing land in it.
public final class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context: upper-left origin, points as units, the format's
    /// scale applied.
    public let cgContext: CGContext

    /// The format of the renderer that made this context.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// An image of what has been drawn so far, at the format's scale. Cost: copies the pixels.
    public var currentImage: UIImage {
        guard let cgImage = cgContext.makeImage() else {
            // makeImage fails for a broken context or without memory (logged); an empty image keeps callers going.
            return UIImage(cgImage: CGImage(pixels: PixelBuffer(width: 0, height: 0)), scale: format.scale,
                           orientation: .up)
        }
        return UIImage(cgImage: cgImage, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour using `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` with the current stroke colour using `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
