import Foundation

/// A keyboard key as the keymap reads it: its HID usage, the text it types and the
/// modifiers held.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key types with the modifiers held ("A" with shift); empty for keys
    /// that type nothing.
    public let characters: String
    /// The text the key types without modifiers ("a" for shift-A).
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage; `.keyboardErrorUndefined` for keys outside
    /// `UIKeyboardHIDUsage`.
    public let keyCode: UIKeyboardHIDUsage

    init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
         modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        super.init()
    }
}
