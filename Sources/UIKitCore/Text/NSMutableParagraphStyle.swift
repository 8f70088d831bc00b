import Foundation

/// The editable form of `NSParagraphStyle`. Build one, set its properties, and put it
/// in the attributes under `NSAttributedString.Key.paragraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }

    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }

    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }

    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }

    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }

    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }

    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }

    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }

    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }

    open override var hyphenationFactor: Float {
        get { storedHyphenationFactor }
        set { storedHyphenationFactor = newValue }
    }

    open override var usesDefaultHyphenation: Bool {
        get { storedUsesDefaultHyphenation }
        set { storedUsesDefaultHyphenation = newValue }
    }

    open override var baseWritingDirection: NSWritingDirection {
        get { storedBaseWritingDirection }
        set { storedBaseWritingDirection = newValue }
    }

    open override var defaultTabInterval: CGFloat {
        get { storedDefaultTabInterval }
        set { storedDefaultTabInterval = newValue }
    }

    open override var tabStops: [NSTextTab] {
        get { storedTabStops }
        set { storedTabStops = newValue }
    }

    open override var allowsDefaultTighteningForTruncation: Bool {
        get { storedAllowsDefaultTighteningForTruncation }
        set { storedAllowsDefaultTighteningForTruncation = newValue }
    }

    /// Adds `anObject` to the tab stops.
    open func addTabStop(_ anObject: NSTextTab) {
        storedTabStops.append(anObject)
    }

    /// Removes `anObject` from the tab stops.
    open func removeTabStop(_ anObject: NSTextTab) {
        storedTabStops.removeAll { $0 == anObject }
    }

    /// Replaces every property with those of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        copyValues(from: obj)
    }
}
