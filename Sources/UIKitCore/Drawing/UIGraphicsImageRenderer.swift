import Foundation

/// Makes images by running drawing code into an offscreen bitmap.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///     UIColor.red.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
/// }
/// ```
/// Each call allocates `bounds.size * format.scale` pixels. May be used from any thread.
public final class UIGraphicsImageRenderer: NSObject {
    /// The drawing actions a renderer runs.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The scale and opacity of the images made; a copy of the format given at creation.
    public let format: UIGraphicsImageRendererFormat

    /// Always true: this renderer makes images.
    public let allowsImageOutput = true

    /// A renderer for images of `size` points with the preferred format (main screen scale).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    /// A renderer for images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose user space shows `bounds`: the image is `bounds.size` points and
    /// `bounds.origin` lands at its top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let ownFormat = format.copy() as? UIGraphicsImageRendererFormat ?? format
        ownFormat.bounds = bounds
        self.format = ownFormat
        super.init()
    }

    /// Runs `actions` in a fresh context, current for UIKit drawing, and returns the
    /// result at the format's scale. An empty or invalid size gives an empty image and
    /// does not run `actions` (logged).
    public func image(actions: DrawingActions) -> UIImage {
        guard let context = run(actions) else {
            return UIImage(cgImage: CGImage(pixels: PixelBuffer(width: 0, height: 0)), scale: format.scale,
                           orientation: .up)
        }
        return context.currentImage
    }

    /// Runs `actions` and returns the result as PNG data (empty if it cannot be encoded).
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the result as JPEG data with `compressionQuality`
    /// 0...1 (empty if it cannot be encoded).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func run(_ actions: DrawingActions) -> UIGraphicsImageRendererContext? {
        let bounds = format.bounds
        guard let cgContext = ImageContextFactory.makeContext(size: bounds.size, scale: format.scale,
                                                              opaque: format.opaque) else {
            return nil
        }
        cgContext.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        UIGraphicsPushContext(cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
        return context
    }
}
