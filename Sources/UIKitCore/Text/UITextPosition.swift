import Foundation

/// A place in a text control's text (between two characters). Vitrine's positions count
/// UTF-16 units from the start, as `NSRange` does.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }
}

/// A stretch of a text control's text between two positions (empty: the caret).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public let start: UITextPosition
    public let end: UITextPosition
    open var isEmpty: Bool { start.offset == end.offset }

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start.offset <= end.offset ? start : end
        self.end = start.offset <= end.offset ? end : start
    }

    var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}
