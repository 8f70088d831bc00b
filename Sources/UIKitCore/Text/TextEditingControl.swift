import Foundation
import VitrinePlatform

/// A text control's part of the hardware keyboard, beyond typing: keys that move the caret
/// or edit (held keys repeat), and the shortcuts. Text fields and text views share it.
@MainActor
protocol EditingKeyHandling: UIResponder {
    /// Handles `key` if it is an editing key or shortcut; false lets it type.
    func handleEditingKey(_ key: InputKey) -> Bool
}

/// What the shared key handling needs of a text control.
@MainActor
protocol TextEditingControl: EditingKeyHandling, UIKeyInput {
    var isEditing: Bool { get }
    var editedText: String { get }
    /// The selection in UTF-16 offsets.
    var selection: NSRange { get }
    var selectionMovesStart: Bool { get set }
    /// The marked (provisional) text of an input method's composition, in UTF-16 offsets.
    var markedRange: NSRange? { get set }
    func select(_ range: NSRange)
    func replace(_ range: NSRange, with string: String, typed: Bool)
    /// The offset a line up (`lines` < 0) or down from `offset`, nil for a single line.
    func offset(_ offset: Int, movedByLines lines: Int) -> Int?
    /// Tab: a field moves to the next one, a text view types a tab.
    func tabPressed(backwards: Bool)
}

extension TextEditingControl {
    /// Whether a standard edit action applies now, as iOS's text controls answer
    /// `canPerformAction(_:withSender:)`: Cut and Copy with a selection (not of secure
    /// text), Paste with a string on the pasteboard, Select All unless everything is
    /// selected; nil for other actions.
    func canPerformStandardEditAction(_ action: Selector) -> Bool? {
        let length = editedText.utf16.count
        switch NSStringFromSelector(action) {
        case "cut:", "copy:": return selection.length > 0 && !isSecureTextEntry
        case "paste:": return UIPasteboard.general.hasStrings
        case "selectAll:": return length > 0 && selection.length < length
        default: return nil
        }
    }
    /// `range` inside the text.
    func clampedToText(_ range: NSRange) -> NSRange {
        let length = editedText.utf16.count
        let start = min(max(range.location, 0), length)
        return NSRange(location: start, length: min(max(range.length, 0), length - start))
    }

    /// Typed text replaces a composition in progress: selects it, and ends the marking.
    func selectMarkedTextForReplacement() {
        guard let marked = markedRange else { return }
        markedRange = nil
        select(marked)
    }

    /// The selected text, or nil.
    var selectedText: String? {
        guard selection.length > 0, let range = Range(selection, in: editedText) else { return nil }
        return String(editedText[range])
    }

    /// Backspace: the selection, or the whole character before the caret.
    func deleteSelectionOrPreviousCharacter() {
        guard isEditing else { return }
        if selection.length > 0 { return replace(selection, with: "", typed: false) }
        let text = editedText
        guard selection.location > 0 else { return }
        let index = String.Index(utf16Offset: selection.location, in: text)
        let start = text.utf16.distance(from: text.startIndex, to: text.index(before: index))
        replace(NSRange(location: start, length: selection.location - start), with: "", typed: false)
    }

    // The standard edit actions, as both controls do them. Secure text is never copied or
    // cut, as on iOS.

    func selectAllText() {
        guard isEditing else { return }
        select(NSRange(location: 0, length: editedText.utf16.count))
    }

    func copySelection() {
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
    }

    func cutSelection() {
        guard isEditing, !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
        replace(selection, with: "", typed: false)
    }

    func pasteFromPasteboard() {
        guard isEditing, let string = UIPasteboard.general.string else { return }
        insertText(string)
    }


    /// Left and right move the caret (with shift they extend the selection; a selection
    /// collapses to its side), up and down a line (in a single line: to the ends),
    /// home/end to the ends, forward delete deletes after the caret, Ctrl (or ⌘) A/C/X/V
    /// select all, copy, cut and paste, Tab as the control says.
    func handleEditingKey(_ key: InputKey) -> Bool {
        guard isEditing, let usage = UIKeyboardHIDUsage(rawValue: key.hidUsage) else { return false }
        let shortcut = !key.modifiers.isDisjoint(with: [.control, .command])
        let extending = key.modifiers.contains(.shift)
        let length = editedText.utf16.count
        switch usage {
        case .keyboardA where shortcut: selectAll(nil)
        case .keyboardC where shortcut: copy(nil)
        case .keyboardX where shortcut: cut(nil)
        case .keyboardV where shortcut: paste(nil)
        case .keyboardLeftArrow: moveCaret(to: step(from: caretEnd(extending, forward: false), by: -1), extending: extending)
        case .keyboardRightArrow: moveCaret(to: step(from: caretEnd(extending, forward: true), by: 1), extending: extending)
        case .keyboardUpArrow: moveCaret(to: offset(movingEnd, movedByLines: -1) ?? 0, extending: extending)
        case .keyboardDownArrow: moveCaret(to: offset(movingEnd, movedByLines: 1) ?? length, extending: extending)
        case .keyboardHome: moveCaret(to: 0, extending: extending)
        case .keyboardEnd: moveCaret(to: length, extending: extending)
        case .keyboardDeleteForward:
            if selection.length == 0 {
                let end = step(from: selection.location, by: 1)
                guard end > selection.location else { return true }
                replace(NSRange(location: selection.location, length: end - selection.location), with: "", typed: false)
            } else {
                deleteBackward()
            }
        case .keyboardTab:
            tabPressed(backwards: extending)
        default:
            return shortcut
        }
        return true
    }

    /// Selects the word around UTF-16 offset `offset`.
    func selectWord(at offset: Int) {
        let characters = Array(editedText.utf16)
        func isWord(_ unit: UInt16) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return true }
            return CharacterSet.alphanumerics.contains(scalar)
        }
        var start = min(offset, characters.count), end = start
        while start > 0, isWord(characters[start - 1]) { start -= 1 }
        while end < characters.count, isWord(characters[end]) { end += 1 }
        select(NSRange(location: start, length: end - start))
    }

    /// Where an arrow starts from: the moving end when extending, else the selection's side
    /// (a selection collapses there without moving further).
    private func caretEnd(_ extending: Bool, forward: Bool) -> Int {
        extending ? movingEnd : (forward ? selection.location + selection.length : selection.location)
    }

    /// The end of the selection that arrows move (the caret's).
    private var movingEnd: Int { selectionMovesStart ? selection.location : selection.location + selection.length }

    private func moveCaret(to offset: Int, extending: Bool) {
        if extending {
            let fixed = selectionMovesStart ? selection.location + selection.length : selection.location
            selectionMovesStart = offset < fixed
            select(NSRange(location: min(fixed, offset), length: abs(offset - fixed)))
        } else {
            selectionMovesStart = false
            select(NSRange(location: offset, length: 0))
        }
    }

    /// A UTF-16 offset one character before or after `offset` (whole characters: an emoji
    /// or an accented letter is one step).
    private func step(from offset: Int, by direction: Int) -> Int {
        let string = editedText
        let index = String.Index(utf16Offset: min(max(offset, 0), string.utf16.count), in: string)
        if direction < 0 {
            guard index > string.startIndex else { return 0 }
            return string.utf16.distance(from: string.startIndex, to: string.index(before: index))
        }
        guard index < string.endIndex else { return string.utf16.count }
        return string.utf16.distance(from: string.startIndex, to: string.index(after: index))
    }
}
