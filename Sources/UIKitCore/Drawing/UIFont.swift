import Foundation
import Synchronization

/// A font: family, size, weight and slant, with its vertical metrics.
///
/// Fonts come from fontconfig. The system font is Inter (installed with Vitrine), iOS's SF
/// Pro stand-in: its text face below 20 points and Inter Display from 20, as iOS switches
/// from SF Pro Text to SF Pro Display, with SF Pro's size-specific tracking at text sizes;
/// DejaVu Sans draws the characters Inter lacks, and is the system font when Inter is not
/// installed (logged once). `UIFont(name:size:)` accepts any installed family name and
/// returns nil for others, as iOS does for unknown names. Immutable and safe to share
/// between threads.
public final class UIFont: NSObject, Sendable {
    /// The default size of system text in points (14).
    public class var systemFontSize: CGFloat { 14 }
    /// The size of small system text in points (12).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of label text in points (17).
    public class var labelFontSize: CGFloat { 17 }
    /// The size of button text in points (18).
    public class var buttonFontSize: CGFloat { 18 }

    static let monospacedFamily = "DejaVu Sans Mono"
    private static let metricsCache = Mutex<[TextLayout.Font: TextLayout.FontMetrics]>([:])
    /// Fonts measured so far (the soak's census, issue 29).
    static var measuredFontCount: Int { metricsCache.withLock { $0.count } }

    /// The request handed to the text engine.
    package let textFont: TextLayout.Font
    private let metrics: TextLayout.FontMetrics

    /// The family, such as "Inter".
    public var familyName: String { textFont.family }
    /// The full name of the face drawn, such as "Inter Semi Bold" or, from 20 points,
    /// "Inter Display Bold".
    public var fontName: String { metrics.faceName }
    /// The size in points.
    public var pointSize: CGFloat { textFont.pointSize }
    /// Distance from the baseline to the top of the tallest glyphs, in points.
    public var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs, negative, in points.
    public var descender: CGFloat { metrics.descender }
    /// The height of a line of text: `ascender - descender + leading`.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase "x" above the baseline.
    public var xHeight: CGFloat { metrics.xHeight }
    /// Extra space between lines recommended by the font; 0, the line height includes it.
    public var leading: CGFloat { 0 }

    /// The text style the font was made for (`preferredFont(forTextStyle:)`, or
    /// `UIFontMetrics.scaledFont(for:)` with `unscaledFont` the font given), so that views
    /// adjusting for the content size category can make it again for another category.
    package let textStyle: TextStyle?
    package let unscaledFont: UIFont?

    init(textFont: TextLayout.Font, textStyle: TextStyle? = nil, unscaledFont: UIFont? = nil) {
        self.textStyle = textStyle
        self.unscaledFont = unscaledFont
        let size = textFont.pointSize.isFinite && textFont.pointSize > 0 ? textFont.pointSize : UIFont.systemFontSize
        var font = textFont
        font.pointSize = size
        self.textFont = font
        metrics = Self.metricsCache.withLock { cache in
            if let known = cache[font] { return known }
            let measured = TextLayout.metrics(for: font)
            cache[font] = measured
            return measured
        }
        super.init()
    }

    /// The font called `fontName` at `fontSize` points: an installed family, a face's
    /// PostScript or full name ("Inter-Bold", "Inter Bold"), or a font iOS ships, drawn with
    /// a stand-in ("HelveticaNeue-Bold", "Avenir-Heavy": see UIFont+Names.swift); nil, as on
    /// iOS, for a name there is no font for (logged once). Names compare case-insensitively.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard var font = Self.textFont(named: fontName) else { return nil }
        font.pointSize = fontSize
        self.init(textFont: font)
    }

    /// The regular system font at `fontSize` points.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextLayout.Font(pointSize: fontSize, weight: weight.cssWeight))
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextLayout.Font(pointSize: fontSize, isItalic: true))
    }

    /// The system font at `fontSize` points and `weight` with digits of equal width, so
    /// that changing numbers (timers, counters) do not move.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextLayout.Font(pointSize: fontSize, weight: weight.cssWeight, hasMonospacedDigits: true))
    }

    /// A fixed-width font at `fontSize` points and `weight`: DejaVu Sans Mono, for SF Mono
    /// (both 0.6 em a character).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextLayout.Font(family: monospacedFamily, pointSize: fontSize, weight: weight.cssWeight))
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = textFont
        font.pointSize = fontSize
        return UIFont(textFont: font)
    }

    /// The installed font families, sorted.
    public class var familyNames: [String] { installedFamilies }

    /// The PostScript names of the installed faces of `familyName`, such as "Inter-Bold"
    /// and "Inter-Italic", as iOS lists them (each one a name `UIFont(name:size:)` takes);
    /// empty when the family is not installed.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        guard let family = installedFamilies.first(where: { $0.caseInsensitiveCompare(familyName) == .orderedSame })
        else { return [] }
        return TextLayout.faces(inFamily: family).map(\.postScriptName)
    }

    static let installedFamilies = TextLayout.installedFamilies()

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.textFont == textFont
    }

    public override var hash: Int { textFont.hashValue }

    public override var description: String {
        "<UIFont \"\(fontName)\" \(pointSize)pt>"
    }
}
