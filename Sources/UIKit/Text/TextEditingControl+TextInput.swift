import Foundation

// The parts of UITextInput apps use, as both text controls answer them: positions count
// UTF-16 units from the start of the text.
extension TextEditingControl {
    var selectedInputRange: UITextRange? {
        guard isEditing else { return nil }
        return UITextRange(start: UITextPosition(offset: selection.location),
                           end: UITextPosition(offset: selection.location + selection.length))
    }

    var endOfText: UITextPosition { UITextPosition(offset: editedText.utf16.count) }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    func inputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= editedText.utf16.count ? UITextPosition(offset: target) : nil
    }

    /// The text in `range`, or nil when it is outside the text.
    func inputText(in range: UITextRange) -> String? {
        let string = editedText
        guard range.end.offset <= string.utf16.count, let swiftRange = Range(range.nsRange, in: string) else { return nil }
        return String(string[swiftRange])
    }

    var markedInputRange: UITextRange? {
        markedRange.map { UITextRange(start: UITextPosition(offset: $0.location), end: UITextPosition(offset: $0.location + $0.length)) }
    }

    /// Puts `markedText` in place of the text marked so far (or of the selection), as an
    /// input method composes; `selectedRange` is the caret within it.
    func replaceMarkedText(with markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let target = markedRange ?? selection
        replace(target, with: text, typed: false)
        let start = clampedToText(target).location
        markedRange = text.isEmpty ? nil : NSRange(location: start, length: text.utf16.count)
        let caret = min(max(selectedRange.location, 0), text.utf16.count)
        select(NSRange(location: start + caret, length: 0))
    }

    /// Typed text replaces a composition in progress: selects it, and ends the marking.
    func selectMarkedTextForReplacement() {
        guard let marked = markedRange else { return }
        markedRange = nil
        select(marked)
    }
}
