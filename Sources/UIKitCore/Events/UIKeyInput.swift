/// A responder that takes typed text: when it is the first responder, keys that type
/// characters insert them and backspace deletes.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed text (return types "\n").
    func insertText(_ text: String)
    /// Deletes a character backwards (backspace).
    func deleteBackward()
}
