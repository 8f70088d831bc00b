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
}
