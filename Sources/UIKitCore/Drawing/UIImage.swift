import Foundation
import Logging
import Synchronization

/// An immutable image: a `CGImage` plus the scale that maps its pixels to points.
///
/// Made from PNG or JPEG files or data, or from a `CGImage`. Loading a missing,
/// corrupt or truncated file gives nil and a log line, never a crash. Safe to share
/// between threads.
public final class UIImage: NSObject, Sendable {
    /// Which way the pixels are meant to be shown. Vitrine draws every image as `.up`;
    /// the value given at creation is kept and reported.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    static let logger = Logger(label: "vitrine.uikit.image")

    /// Failures already logged (a hash of the bytes, or of the path), so that a cell
    /// decoding the same broken thumbnail at each reuse logs once, not at every scroll
    /// (issue 29). Bounded: past 256 different failures the rest go unlogged, said once.
    private static let loggedFailures = Mutex<(keys: Set<Int>, full: Bool)>(([], false))

    /// Logs `message` unless a failure with the same `key` was logged before.
    private static func logFailureOnce(key: Int, _ message: @autoclosure () -> String) {
        enum Outcome { case new, seen, nowFull }
        let outcome: Outcome = loggedFailures.withLock { logged in
            if logged.keys.contains(key) || logged.full { return .seen }
            if logged.keys.count == 256 {
                logged.full = true
                return .nowFull
            }
            logged.keys.insert(key)
            return .new
        }
        switch outcome {
        case .new: logger.error("\(message())")
        case .nowFull: logger.error("UIImage: 256 different images failed to load; further failures are not logged")
        case .seen: break
        }
    }

    /// A hash of every byte (`Data`'s own hash reads only the first 80).
    private static func failureKey(_ data: Data) -> Int {
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// The pixels.
    public let cgImage: CGImage?

    /// Pixels per point: 2 for an `@2x` file.
    public let scale: CGFloat

    /// The orientation given at creation.
    public let imageOrientation: Orientation

    /// Whether the image is drawn as it is or as a mask filled with the tint colour of
    /// the view showing it. Symbol images are templates.
    public let renderingMode: RenderingMode

    /// Whether the image is an SF Symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool

    /// The configuration of a symbol image; nil for other images.
    public let symbolConfiguration: SymbolConfiguration?

    /// The colour `withTintColor(_:)` gave the image.
    let tintColor: UIColor?
    let symbolName: String?
    /// The SVG or PDF an asset catalog image keeps (`preserves-vector-representation`, and
    /// symbol sets): drawn anew at the size it is drawn at.
    let vector: VectorImage?

    /// Wraps `cgImage` at scale 1. Cost: none, the pixels are shared.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Wraps `cgImage`, whose pixels are `scale` per point. A scale that is not a
    /// positive finite number is logged and replaced with 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
         tintColor: UIColor? = nil, symbolName: String? = nil, symbolConfiguration: SymbolConfiguration? = nil,
         vector: VectorImage? = nil) {
        self.cgImage = cgImage
        if scale > 0, scale.isFinite {
            self.scale = scale
        } else {
            Self.logger.warning("UIImage: invalid scale \(scale), using 1")
            self.scale = 1
        }
        imageOrientation = orientation
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolName = symbolName
        self.symbolConfiguration = symbolConfiguration
        self.vector = vector
        isSymbolImage = symbolName != nil
        super.init()
    }

    /// The same pixels drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                tintColor: tintColor, symbolName: symbolName, symbolConfiguration: symbolConfiguration, vector: vector)
    }

    /// The image drawn in `color` wherever it is not transparent, whatever view shows it.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                tintColor: color, symbolName: symbolName, symbolConfiguration: symbolConfiguration, vector: vector)
    }

    /// Whether a view shows the image filled with its tint: a template, or an automatic
    /// image shown by a view that tints automatic images (system buttons).
    func isTemplate(automaticIsTemplate: Bool = false) -> Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && (automaticIsTemplate || isSymbolImage))
    }

    /// The pixels filled with `color` where the image is not transparent, at the
    /// image's scale. Cost: one pass over the image.
    func filled(with color: UIColor) -> CGImage? {
        filled(cgImage, with: color)
    }

    // Pixel for pixel: `cgImage` may be a vector image drawn larger than `size`.
    private func filled(_ cgImage: CGImage?, with color: UIColor) -> CGImage? {
        guard let cgImage else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let rect = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        return UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
            context.cgContext.drawUpright(cgImage, in: rect)
            // The tint replaces the colour and keeps the shape's coverage (a translucent tint,
            // such as `.secondaryLabel`, stays translucent; atop would darken it with the glyph).
            context.cgContext.setBlendMode(.sourceIn)
            color.setFill()
            context.cgContext.fill(rect)
        }.cgImage
    }

    /// Decodes PNG or JPEG `data` at scale 1; nil (logged, once for the same bytes) when
    /// the data is not a complete, valid image. Cost: a full decode.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG `data` whose pixels are `scale` per point; nil (logged, once for
    /// the same bytes) when the data is not a complete, valid image. Cost: a full decode.
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            let pixels = try ImageCodec.decode(data)
            self.init(cgImage: CGImage(pixels: pixels), scale: scale, orientation: .up)
        } catch {
            Self.logFailureOnce(key: Self.failureKey(data), "UIImage: cannot decode \(data.count) bytes: \(error)")
            return nil
        }
    }

    /// Loads a PNG or JPEG file. A name ending in `@2x` or `@3x` (before the extension)
    /// sets the scale. nil (logged, once per path) when the file is missing or not a
    /// valid image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Self.logFailureOnce(key: "read \(path)".hashValue, "UIImage: cannot read \(path)")
            return nil
        }
        do {
            let pixels = try ImageCodec.decode(data)
            self.init(cgImage: CGImage(pixels: pixels), scale: ImageFileLocator.scale(ofFileAt: path), orientation: .up)
        } catch {
            Self.logFailureOnce(key: "decode \(path)".hashValue, "UIImage: cannot decode \(path) (\(data.count) bytes): \(error)")
            return nil
        }
    }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG data (alpha kept), or nil if encoding fails. Cost: a full encode.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        do {
            return try ImageCodec.encodePNG(cgImage.pixels)
        } catch {
            Self.logger.error("UIImage.pngData: \(error)")
            return nil
        }
    }

    /// The image as JPEG data with `compressionQuality` 0 (smallest) to 1 (best); alpha
    /// is dropped. nil if encoding fails. Cost: a full encode.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        do {
            return try ImageCodec.encodeJPEG(cgImage.pixels, quality: min(max(compressionQuality, 0), 1))
        } catch {
            Self.logger.error("UIImage.jpegData: \(error)")
            return nil
        }
    }

    /// Draws the image at its size in points with its top-left corner at `point`, into
    /// the current context (normal blending, full opacity).
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current context (normal blending,
    /// full opacity). Does nothing without a current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect` with `blendMode` and `alpha` (0...1).
    /// Cost: proportional to the pixels covered.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let ctm = context.ctm
        let device = CGSize(width: abs(rect.width) * hypot(ctm.a, ctm.b), height: abs(rect.height) * hypot(ctm.c, ctm.d))
        let pixels = pixels(forDeviceSize: device) ?? self.cgImage
        guard let cgImage = tintColor.flatMap({ filled(pixels, with: $0) }) ?? pixels else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.drawUpright(cgImage, in: rect)
        context.restoreGState()
    }

    /// The pixels of a vector image drawn anew for a place `device` pixels large (symbols
    /// and vectors are sharp at any density on iOS): a system symbol when the density
    /// differs from its scale, an asset's SVG or PDF when the place takes more pixels than
    /// it has; nil when the pixels at hand do (bitmaps always).
    func pixels(forDeviceSize device: CGSize) -> CGImage? {
        if symbolName != nil, vector == nil {
            guard size.width > 0 else { return nil }
            return symbolRedrawn(scale: device.width / size.width)?.cgImage
        }
        guard let vector, symbolName == nil, let cgImage else { return nil }
        let width = Int(device.width.rounded(.up)), height = Int(device.height.rounded(.up))
        guard width > cgImage.width || height > cgImage.height else { return nil }
        return try? CGImage(pixels: vector.render(width: width, height: height))
    }
}
