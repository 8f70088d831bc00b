import Foundation

/// Scales custom fonts and values with Dynamic Type: by the ratio of a text style's size at
/// the content size category to its size at the default `.large`, as iOS does.
public final class UIFontMetrics: NSObject, Sendable {
    /// Metrics for the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    private func factor(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = UIFont.contentSizeCategory(for: traitCollection)
        return UIFont.dynamicTypeSize(of: textStyle, for: category) / UIFont.dynamicTypeSize(of: textStyle, for: .large)
    }

    /// `font` scaled for the current content size category; views with
    /// `adjustsFontForContentSizeCategory` scale it again when the category changes.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for the current category, no larger than `maximumPointSize` (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, no larger than
    /// `maximumPointSize` (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.unscaledFont ?? font
        var size = base.pointSize * factor(for: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        var textFont = base.textFont
        textFont.pointSize = size
        return UIFont(textFont: textFont, textStyle: textStyle, unscaledFont: base)
    }

    /// `value` scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }
}
