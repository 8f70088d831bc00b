import Foundation

/// Makes the bitmap contexts behind `UIGraphicsBeginImageContextWithOptions` and
/// `UIGraphicsImageRenderer`: upper-left origin, user space in points, `scale` pixels
/// per point, like the context of a view's `draw(_:)`.
enum ImageContextFactory {
    /// The geometry of an image context, kept to build its `UIImage`.
    struct Format {
        let size: CGSize
        let scale: CGFloat
        let opaque: Bool
    }

    /// A cleared context of `size` points at `scale`, or nil (logged) when the size is
    /// empty, not finite or beyond the drawing budget that backing stores also use
    /// (`PixelBuffer.maximumDrawingSide` a side, `maximumDrawingPixels` in all), or when
    /// its memory cannot be had.
    /// Opaque contexts start black, as on iOS.
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        let pixelWidth = (size.width * scale).rounded(.up)
        let pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1 else {
            GraphicsContextStack.logger.warning("image context: invalid size \(size) at scale \(scale), nothing drawn")
            return nil
        }
        guard PixelBuffer.fitsDrawingBudget(width: pixelWidth, height: pixelHeight) else {
            GraphicsContextStack.logger.warning("image context: \(size) at scale \(scale) is too large, nothing drawn")
            return nil
        }
        guard let pixels = PixelBuffer(allocating: Int(pixelWidth), height: Int(pixelHeight),
                                       format: opaque ? .xrgb32 : .argb32Premultiplied) else {
            GraphicsContextStack.logger.error("image context: no memory for \(size) at scale \(scale), nothing drawn")
            return nil
        }
        let context = CGContext(pixelBuffer: pixels)
        context.scaleBy(x: scale, y: scale)
        return context
    }
}
