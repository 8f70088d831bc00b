import Foundation

/// Paragraph attributes of attributed text: alignment, line breaking, indents, line heights
/// and spacing. The value of `NSAttributedString.Key.paragraphStyle`.
///
/// Immutable; `NSMutableParagraphStyle` is the editable subclass. The first paragraph
/// style of an attributed string applies to the whole string when it is drawn. Lines are
/// placed as TextKit places them: a line's height is its font's, times
/// `lineHeightMultiple` when that is positive, then raised to `minimumLineHeight` and cut
/// to `maximumLineHeight` when those are positive; what that adds (or takes) goes above the
/// text, which sits on the line's bottom. `lineSpacing` follows each line but the last,
/// `paragraphSpacing` each paragraph but the last, `paragraphSpacingBefore` precedes each
/// paragraph but the first. `hyphenationFactor`, `tabStops`, `defaultTabInterval`,
/// `baseWritingDirection` and `allowsDefaultTighteningForTruncation` are kept and compared
/// but change nothing drawn.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style used when text has no paragraph style: natural alignment, word
    /// wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle {
        defaultStyle
    }

    private static let defaultStyle = NSParagraphStyle()

    /// The writing direction of `languageName`'s script: right-to-left for Arabic, Hebrew,
    /// Persian and Urdu, else left-to-right.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let rightToLeft: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"]
        let code = languageName?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return rightToLeft.contains(code.lowercased()) ? .rightToLeft : .leftToRight
    }

    // Storage is internal so the mutable subclass can write it; this class never does.
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedParagraphSpacingBefore: CGFloat = 0
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0
    var storedTailIndent: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0
    var storedHyphenationFactor: Float = 0
    var storedUsesDefaultHyphenation = false
    var storedBaseWritingDirection: NSWritingDirection = .natural
    var storedDefaultTabInterval: CGFloat = 0
    var storedTabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
    var storedAllowsDefaultTighteningForTruncation = false

    /// TextKit's default: twelve left tabs, 28 points apart.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

    public override init() {
        super.init()
    }

    /// The horizontal alignment of the lines.
    open var alignment: NSTextAlignment { storedAlignment }

    /// How lines wrap and where text that does not fit is truncated.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    /// Extra space in points between the lines of a paragraph.
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// Extra space in points after each paragraph (after a newline).
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }

    /// Extra space in points before each paragraph but the first.
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }

    /// The indent of each paragraph's first line from the leading edge, in points.
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }

    /// The indent of the other lines from the leading edge, in points.
    open var headIndent: CGFloat { storedHeadIndent }

    /// Where lines end: positive, that far from the leading edge; zero or negative, that far
    /// in from the trailing edge.
    open var tailIndent: CGFloat { storedTailIndent }

    /// The least height of a line in points; 0 for none.
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }

    /// The greatest height of a line in points; 0 for none.
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

    /// A factor on each line's natural height before the minimum and maximum; 0 for none.
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }

    /// How readily words are hyphenated (0...1); kept, not applied (lines break between words).
    open var hyphenationFactor: Float { storedHyphenationFactor }

    /// Whether the system's hyphenation applies; kept, not applied.
    open var usesDefaultHyphenation: Bool { storedUsesDefaultHyphenation }

    /// The paragraphs' writing direction; kept (pango finds the direction from the text).
    open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }

    /// The distance between default tab stops after `tabStops`; kept.
    open var defaultTabInterval: CGFloat { storedDefaultTabInterval }

    /// The tab stops; kept.
    open var tabStops: [NSTextTab] { storedTabStops }

    /// Whether text is tightened before it is truncated; kept.
    open var allowsDefaultTighteningForTruncation: Bool { storedAllowsDefaultTighteningForTruncation }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values && hyphenationFactor == other.hyphenationFactor
            && usesDefaultHyphenation == other.usesDefaultHyphenation && baseWritingDirection == other.baseWritingDirection
            && tabStops == other.tabStops && allowsDefaultTighteningForTruncation == other.allowsDefaultTighteningForTruncation
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values)
        return hasher.finalize()
    }

    /// The values that place text, compared and hashed together.
    private var values: [CGFloat] {
        [CGFloat(alignment.rawValue), CGFloat(lineBreakMode.rawValue), lineSpacing, paragraphSpacing, paragraphSpacingBefore,
         firstLineHeadIndent, headIndent, tailIndent, minimumLineHeight, maximumLineHeight, lineHeightMultiple,
         defaultTabInterval]
    }

    func copyValues(from other: NSParagraphStyle) {
        storedAlignment = other.alignment
        storedLineBreakMode = other.lineBreakMode
        storedLineSpacing = other.lineSpacing
        storedParagraphSpacing = other.paragraphSpacing
        storedParagraphSpacingBefore = other.paragraphSpacingBefore
        storedFirstLineHeadIndent = other.firstLineHeadIndent
        storedHeadIndent = other.headIndent
        storedTailIndent = other.tailIndent
        storedMinimumLineHeight = other.minimumLineHeight
        storedMaximumLineHeight = other.maximumLineHeight
        storedLineHeightMultiple = other.lineHeightMultiple
        storedHyphenationFactor = other.hyphenationFactor
        storedUsesDefaultHyphenation = other.usesDefaultHyphenation
        storedBaseWritingDirection = other.baseWritingDirection
        storedDefaultTabInterval = other.defaultTabInterval
        storedTabStops = other.tabStops
        storedAllowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }

    /// The paragraph placement `TextLayout` applies; non-finite or negative values where
    /// Apple's are non-negative count as 0.
    var textLayoutParagraph: TextLayout.Paragraph {
        func positive(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return TextLayout.Paragraph(lineSpacing: positive(lineSpacing), lineHeightMultiple: positive(lineHeightMultiple),
                                    minimumLineHeight: positive(minimumLineHeight),
                                    maximumLineHeight: positive(maximumLineHeight),
                                    paragraphSpacing: positive(paragraphSpacing),
                                    paragraphSpacingBefore: positive(paragraphSpacingBefore),
                                    firstLineHeadIndent: positive(firstLineHeadIndent), headIndent: positive(headIndent),
                                    tailIndent: finite(tailIndent))
    }
}
