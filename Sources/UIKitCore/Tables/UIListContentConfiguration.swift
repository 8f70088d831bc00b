import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text,
/// with iOS 17's fonts, colours and spacing for each kind (`cell()`, `subtitleCell()`,
/// `valueCell()`, headers and footers). Give it to a cell's `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is set.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        /// Changes `color` before it is used (nil: none).
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the text's font follows the content size category, as labels' do.
        public var adjustsFontForContentSizeCategory = true

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }
    }

    /// How the image is shown.
    public struct ImageProperties {
        /// The colour a template or symbol image takes (nil: the tint colour).
        public var tintColor: UIColor?
        /// Changes the tint colour before it is used (nil: none).
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration a symbol image is drawn with (nil: the image's own).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        /// The image's column width, so that texts of rows with and without images align.
        public var reservedLayoutSize: CGSize = .zero

        /// The colour a template or symbol image takes in a view whose tint colour is
        /// `tintColor`: this configuration's `tintColor` if set, through
        /// `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }

    enum Kind: Hashable { case cell, subtitleCell, valueCell, header, footer }

    let kind: Kind
    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// The axes along which the content view keeps its superview's layout margins; kept
    /// (`.both` by default, as on iOS).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text sits beside the text (a value cell) rather than below.
    public var prefersSideBySideTextAndSecondaryText: Bool

    private init(kind: Kind) {
        self.kind = kind
        let body = UIFont.systemFont(ofSize: 17)
        switch kind {
        case .cell, .subtitleCell, .valueCell:
            textProperties = TextProperties(font: body, color: .label)
            secondaryTextProperties = kind == .subtitleCell
                ? TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
                : TextProperties(font: body, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        case .header, .footer:
            textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16)
        }
        prefersSideBySideTextAndSecondaryText = kind == .valueCell
    }

    /// A row's default: text, and secondary text below it.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .cell) }
    /// A row with a smaller secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .subtitleCell) }
    /// A row with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .valueCell) }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(kind: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(kind: .footer) }
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(kind: .header)
        configuration.textProperties = TextProperties(font: .boldSystemFont(ofSize: 17), color: .label)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return configuration
    }
    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
