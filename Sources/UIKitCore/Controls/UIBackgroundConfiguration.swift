import Foundation

/// How the background of a button (and later of cells) looks: fill colour, corner
/// radius and stroke.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill colour; nil lets the button's style choose.
    public var backgroundColor: UIColor?
    /// Changes the resolved fill colour (for example per state).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius, used when the button's `cornerStyle` is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour; nil for no stroke unless the style has one.
    public var strokeColor: UIColor?
    /// Changes the resolved stroke colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width in points.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke is moved out of (positive) or into (negative) the edges.
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the fill.
    public var image: UIImage?
    /// How the image is placed.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// Insets of the background within its view.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero

    /// A background with nothing in it.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The fill colour after the transformer; `tint` for a nil colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour after the transformer; `tint` for a nil colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
