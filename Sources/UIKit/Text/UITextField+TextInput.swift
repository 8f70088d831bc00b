import Foundation

/// The parts of UITextInput apps use to read and move the selection and edit by position:
/// `selectedTextRange`, `beginningOfDocument`/`endOfDocument`, `position(from:offset:)`,
/// `offset(from:to:)`, `textRange(from:to:)`, `text(in:)`, `replace(_:withText:)`, and
/// marked text for composed input (an input method's provisional text, replaced as the
/// composition goes on, then committed as it is).
extension UITextField {
    /// The selection (the caret when empty); nil while not editing, as on iOS.
    public var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            return UITextRange(start: UITextPosition(offset: selection.location),
                               end: UITextPosition(offset: selection.location + selection.length))
        }
        set {
            guard let newValue else { return }
            select(newValue.nsRange)
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= (text ?? "").utf16.count ? UITextPosition(offset: target) : nil
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    /// The text in `range`, or nil when it is outside the text.
    public func text(in range: UITextRange) -> String? {
        let string = text ?? ""
        guard range.end.offset <= string.utf16.count, let swiftRange = Range(range.nsRange, in: string) else { return nil }
        return String(string[swiftRange])
    }

    /// Replaces `range` with `text` (the delegate is asked, as for typing).
    public func replace(_ range: UITextRange, withText text: String) {
        replace(range.nsRange, with: text, typed: false)
    }

    /// The provisional text of a composition in progress, or nil.
    public var markedTextRange: UITextRange? {
        markedRange.map { UITextRange(start: UITextPosition(offset: $0.location), end: UITextPosition(offset: $0.location + $0.length)) }
    }

    /// Puts `markedText` in place of the text marked so far (or of the selection), as an
    /// input method composes; `selectedRange` is the caret within it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let target = markedRange ?? selection
        replace(target, with: text, typed: false)
        let start = clampedToText(target).location
        markedRange = text.isEmpty ? nil : NSRange(location: start, length: text.utf16.count)
        let caret = min(max(selectedRange.location, 0), text.utf16.count)
        select(NSRange(location: start + caret, length: 0))
    }

    /// Commits the marked text as it is.
    public func unmarkText() {
        markedRange = nil
    }
}
