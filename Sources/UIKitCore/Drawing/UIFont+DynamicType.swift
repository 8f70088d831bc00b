import Foundation

// Dynamic Type: the point size of each text style for each content size category, from
// the iOS table in Apple's Human Interface Guidelines, "Typography", "Specifications",
// "iOS, iPadOS Dynamic Type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography).
// Headline is semibold, the other styles regular.
extension UIFont {
    /// Sizes per category, from extra small to accessibility extra extra extra large.
    private static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
        //              XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The size of `style` at `category` (`.large` when unspecified or unknown); an unknown
    /// style is sized as body text.
    static func dynamicTypeSize(of style: TextStyle, for category: UIContentSizeCategory) -> CGFloat {
        let sizes = dynamicTypeSizes[style] ?? dynamicTypeSizes[.body]!
        let index = categories.firstIndex(of: category) ?? categories.firstIndex(of: .large)!
        return sizes[index]
    }

    /// The category to size text for: the traits', or else the current traits', or else
    /// the default `.large`.
    static func contentSizeCategory(for traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }

    /// The system font for `style` at the user's preferred content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the content size category of `traitCollection`
    /// (the current one when nil or unspecified).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = dynamicTypeSize(of: style, for: contentSizeCategory(for: traitCollection))
        let weight: UIFont.Weight = style == .headline ? .semibold : .regular
        return UIFont(textFont: TextLayout.Font(pointSize: size, weight: weight.cssWeight), textStyle: style)
    }

    /// This font made again for `traitCollection`'s content size category, when it was made
    /// for a text style; nil for a fixed font.
    func adjusted(for traitCollection: UITraitCollection) -> UIFont? {
        guard let textStyle else { return nil }
        if let unscaledFont {
            return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: unscaledFont, compatibleWith: traitCollection)
        }
        return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
    }
}
