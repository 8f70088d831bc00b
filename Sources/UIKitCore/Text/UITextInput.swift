import Foundation

/// The parts of UITextInput apps use to read and move the selection and edit by position:
/// `selectedTextRange`, `beginningOfDocument`/`endOfDocument`, `position(from:offset:)`,
/// `offset(from:to:)`, `textRange(from:to:)`, `text(in:)`, `replace(_:withText:)`, and
/// marked text for composed input (an input method's provisional text, replaced as the
/// composition goes on, then committed as it is). Text fields and text views adopt it;
/// positions count UTF-16 units from the start of the text, as `NSRange` does.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection (the caret when empty); nil while not editing, as on iOS.
    var selectedTextRange: UITextRange? { get set }
    /// The provisional text of a composition in progress, or nil.
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The text in `range`, or nil when it is outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces `range` with `text` (the delegate is asked, as for typing).
    func replace(_ range: UITextRange, withText text: String)
    /// Puts `markedText` in place of the text marked so far (or of the selection), as an
    /// input method composes; `selectedRange` is the caret within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
}

// Vitrine's text controls answer through these; another adopter implements its own.
extension UITextInput {
    private var editor: (any TextEditingControl)? { self as? any TextEditingControl }

    public var selectedTextRange: UITextRange? {
        get {
            guard let editor, editor.isEditing else { return nil }
            return UITextRange(start: UITextPosition(offset: editor.selection.location),
                               end: UITextPosition(offset: editor.selection.location + editor.selection.length))
        }
        set {
            guard let newValue else { return }
            editor?.select(newValue.nsRange)
        }
    }

    public var markedTextRange: UITextRange? {
        editor?.markedRange.map { UITextRange(start: UITextPosition(offset: $0.location), end: UITextPosition(offset: $0.location + $0.length)) }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor?.editedText.utf16.count ?? 0) }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= endOfDocument.offset ? UITextPosition(offset: target) : nil
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

    public func text(in range: UITextRange) -> String? {
        guard let string = editor?.editedText, range.end.offset <= string.utf16.count,
              let swiftRange = Range(range.nsRange, in: string) else { return nil }
        return String(string[swiftRange])
    }

    public func replace(_ range: UITextRange, withText text: String) {
        editor?.replace(range.nsRange, with: text, typed: false)
    }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard let editor else { return }
        let text = markedText ?? ""
        let target = editor.markedRange ?? editor.selection
        editor.replace(target, with: text, typed: false)
        let start = editor.clampedToText(target).location
        editor.markedRange = text.isEmpty ? nil : NSRange(location: start, length: text.utf16.count)
        let caret = min(max(selectedRange.location, 0), text.utf16.count)
        editor.select(NSRange(location: start + caret, length: 0))
    }

    public func unmarkText() {
        editor?.markedRange = nil
    }
}
