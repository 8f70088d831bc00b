import Foundation

/// How the background of a button or a cell looks: fill colour, corner radius and stroke.
/// A cell's `backgroundConfiguration` is drawn behind its content.
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

    public init() {}

    /// A background with nothing in it.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// A cell of a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { filled(.systemBackground) }
    /// A cell of a grouped or inset grouped list: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { filled(.secondarySystemGroupedBackground) }
    /// A cell of a sidebar: clear (the sidebar shows through).
    public static func listSidebarCell() -> UIBackgroundConfiguration { filled(.clear) }
    /// A cell of a sidebar beside a content view: clear.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { filled(.clear) }
    /// A header of a sidebar: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { filled(.clear) }
    /// A header or footer of a plain list: the system background (rows scroll under it).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { filled(.systemBackground) }
    /// A header or footer of a grouped list: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { filled(.clear) }

    /// A list style's background of `color`.
    private static func filled(_ color: UIColor) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = color
        configuration.isListStyle = true
        return configuration
    }

    /// Whether the configuration is one of the list styles, which show focus.
    private var isListStyle = false

    /// This configuration for a cell's state. A list style's focused cell (keyboard focus,
    /// iPadOS 15) is filled with the tint colour: `backgroundColor` becomes nil, which
    /// resolves to the tint. Selection and highlight colours are drawn by the cell.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard isListStyle, (state as? UICellConfigurationState)?.isFocused == true else { return self }
        var focused = self
        focused.backgroundColor = nil
        return focused
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
