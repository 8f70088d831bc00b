import Foundation

/// Paragraph attributes of attributed text: alignment, line breaking and spacing. The
/// value of `NSAttributedString.Key.paragraphStyle`.
///
/// Immutable; `NSMutableParagraphStyle` is the editable subclass. The first paragraph
/// style of an attributed string applies to the whole string when it is drawn.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style used when text has no paragraph style: natural alignment, word
    /// wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle {
        defaultStyle
    }

    private static let defaultStyle = NSParagraphStyle()

    // Storage is internal so the mutable subclass can write it; this class never does.
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0

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
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode
            && lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineSpacing)
        hasher.combine(paragraphSpacing)
        return hasher.finalize()
    }

    func copyValues(from other: NSParagraphStyle) {
        storedAlignment = other.alignment
        storedLineBreakMode = other.lineBreakMode
        storedLineSpacing = other.lineSpacing
        storedParagraphSpacing = other.paragraphSpacing
    }
}
