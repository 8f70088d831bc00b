import CoreGraphics
import Foundation

extension UIFont {
    /// This font's attributes. The system font's give its family, size and traits (weight,
    /// bold, italic), its text style for a Dynamic Type font and its monospaced-digit feature;
    /// other fonts' give their PostScript name and size, as on iOS.
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize]
        if textFont.isSystemFont || textFont.family == TextLayout.Font.defaultFamily {
            attributes[.family] = familyName
            var symbolic: UIFontDescriptor.SymbolicTraits = []
            if textFont.weight >= 600 { symbolic.insert(.traitBold) }
            if textFont.isItalic { symbolic.insert(.traitItalic) }
            attributes[.traits] = [UIFontDescriptor.TraitKey.weight: Weight(cssWeight: textFont.weight).rawValue,
                                   .symbolic: NSNumber(value: symbolic.rawValue)] as [UIFontDescriptor.TraitKey: Any]
        } else {
            attributes[.name] = TextLayout.postScriptName(of: textFont) ?? familyName
        }
        if textFont.hasMonospacedDigits {
            attributes[.featureSettings] = [[UIFontDescriptor.FeatureKey.type: 6, .selector: 0]]
        }
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The font `descriptor` describes at `pointSize` points; 0 keeps the descriptor's size
    /// (12 when it has none), as on iOS. A font of a text style at that style's current size
    /// stays one, so that labels adjusting for the content size category can remake it.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let resolved = descriptor.resolved()
        var font = resolved.font
        if pointSize > 0, pointSize.isFinite { font.pointSize = pointSize }
        var textStyle: TextStyle?
        if let style = resolved.textStyle, UIFont.preferredFont(forTextStyle: style).textFont == font { textStyle = style }
        self.init(textFont: font, textStyle: textStyle)
    }
}
