import Foundation

extension UIImage {
    /// An image kept as vectors (an asset catalog's PDF or SVG with "Preserve Vector
    /// Data") drawn anew at `size` points and `scale`, when that is larger than the image;
    /// nil otherwise, or when it cannot be drawn.
    func vectorRedrawn(size: CGSize, scale: CGFloat) -> UIImage? {
        guard let vector, symbolName == nil, size.width > self.size.width || size.height > self.size.height,
              size.width.isFinite, size.height.isFinite, scale > 0, scale.isFinite else { return nil }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard let pixels = try? vector.render(width: width, height: height) else { return nil }
        return UIImage(cgImage: CGImage(pixels: pixels), scale: scale, orientation: imageOrientation,
                       renderingMode: renderingMode, tintColor: tintColor, vector: vector)
    }
}
