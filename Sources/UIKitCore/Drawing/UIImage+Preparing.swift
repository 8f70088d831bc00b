import Foundation

/// Decoding ahead of display and thumbnails (iOS 15). Images here are decoded when they
/// are made (from a file, data or pixels), so a prepared image shares its pixels with the
/// original; a thumbnail is drawn anew at its size, so a grid of them keeps small pixels
/// rather than the originals'.
extension UIImage {
    /// The image decoded and ready to draw; nil when it has no pixels (a symbol drawn from
    /// the icon font, an image whose data was broken).
    public func preparingForDisplay() -> UIImage? {
        guard let cgImage, !isSymbolImage else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// `preparingForDisplay()` on a background queue; `completionHandler` runs there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    /// `preparingForDisplay()` off the caller's actor.
    public func byPreparingForDisplay() async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareForDisplay { continuation.resume(returning: $0) }
        }
    }

    /// A new image of `size` (pixels as many as points, scale 1) with this one drawn to fill
    /// it; nil when it has no pixels or `size` is empty or not finite.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard cgImage != nil, !isSymbolImage, size.width.isFinite, size.height.isFinite,
              size.width >= 1, size.height >= 1 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// `preparingThumbnail(of:)` on a background queue; `completionHandler` runs there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// `preparingThumbnail(of:)` off the caller's actor.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareThumbnail(of: size) { continuation.resume(returning: $0) }
        }
    }
}
