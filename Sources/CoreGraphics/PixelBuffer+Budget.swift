import Foundation

extension PixelBuffer {
    /// The largest side, in pixels, of a buffer allocated for drawing (backing stores,
    /// image contexts); larger requests are refused (logged) rather than allocated.
    package static let maximumDrawingSide = 16384

    /// The largest area, in pixels, of a buffer allocated for drawing (256 MB at 4 bytes a
    /// pixel): drawing touches every pixel of a new buffer, so the side limit alone would
    /// allow 1 GB.
    package static let maximumDrawingPixels = 8192 * 8192

    /// Whether a drawing buffer of `width`×`height` pixels (rounded up) stays within the
    /// side and area budget. False for NaN or infinite sizes; true for empty ones.
    /// Takes floating-point sizes so that huge values are checked before any conversion
    /// to `Int`, which would trap.
    package static func fitsDrawingBudget(width: CGFloat, height: CGFloat) -> Bool {
        let width = width.rounded(.up), height = height.rounded(.up)
        return width <= CGFloat(maximumDrawingSide) && height <= CGFloat(maximumDrawingSide)
            && width * height <= CGFloat(maximumDrawingPixels)
    }
}
