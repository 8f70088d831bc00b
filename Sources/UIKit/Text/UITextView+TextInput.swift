import Foundation

/// The parts of UITextInput apps use, as on a text field: the selection as a range,
/// positions and ranges by UTF-16 offset, `text(in:)`, `replace(_:withText:)`, and
/// marked text for an input method's composition.
extension UITextView {
    /// The selection (the caret when empty); nil while not editing, as on iOS.
    public var selectedTextRange: UITextRange? {
        get { selectedInputRange }
        set {
            guard let newValue else { return }
            select(newValue.nsRange)
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { endOfText }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        inputPosition(from: position, offset: offset)
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
        inputText(in: range)
    }

    /// Replaces `range` with `text` (the delegate is asked, as for typing).
    public func replace(_ range: UITextRange, withText text: String) {
        replace(range.nsRange, with: text, typed: false)
    }

    /// The provisional text of a composition in progress, or nil.
    public var markedTextRange: UITextRange? { markedInputRange }

    /// Puts `markedText` in place of the text marked so far (or of the selection), as an
    /// input method composes; `selectedRange` is the caret within it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        replaceMarkedText(with: markedText, selectedRange: selectedRange)
    }

    /// Commits the marked text as it is.
    public func unmarkText() {
        markedRange = nil
    }
}
