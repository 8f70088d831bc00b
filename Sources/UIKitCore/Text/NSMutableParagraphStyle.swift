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

    /// Replaces every property with those of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        copyValues(from: obj)
    }
}
