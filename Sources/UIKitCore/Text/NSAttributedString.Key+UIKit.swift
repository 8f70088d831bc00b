import Foundation

/// The text attributes UIKit understands when drawing strings. Raw values match
/// Apple's, so archived attribute names stay compatible.
extension NSAttributedString.Key {
    /// A `UIFont`; default `UIFont.systemFont(ofSize: 12)`, as on iOS.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the glyphs; default none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`; default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number: extra points between characters; default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `Int` (raw value of `NSUnderlineStyle`); default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `Int` (raw value of `NSUnderlineStyle`); default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the underline; default the foreground colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough; default the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number: points the glyphs are raised from the baseline; default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A number: points added after each character; where it is not 0, `kern` is ignored
    /// and ligatures are off unless `ligature` says otherwise. Default 0.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A number: 0 for no ligatures, 1 (default) for the font's usual ones.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A `UIColor` for the glyphs' outline; default the foreground colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A number, in percent of the font's size: positive outlines the glyphs without
    /// filling them, negative outlines and fills them; default 0 (fill only).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSShadow`; default none.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A `URL` or `String`. `UITextView` draws it with its `linkTextAttributes` and opens
    /// it on a tap; `UILabel` draws it blue and underlined; string drawing as the
    /// attributes around it say.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSTextAttachment`, on an attachment character (U+FFFC): its image drawn inline.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A number: the glyphs' skew. Accepted, not drawn (docs/LIMITATIONS.md).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A number: the log of the glyphs' horizontal stretch. Accepted, not drawn
    /// (docs/LIMITATIONS.md).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An array of `NSWritingDirection` and formatting numbers. Accepted, not drawn: text
    /// takes the direction of its script.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// An `NSAttributedString.TextEffectStyle`. Accepted, not drawn (docs/LIMITATIONS.md).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// A number, 0 for horizontal text (the only form on iOS).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// The value of `NSAttributedString.Key.textEffect`.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Letterpress (iOS 7's embossed text).
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
