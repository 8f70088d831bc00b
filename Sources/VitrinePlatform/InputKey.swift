/// A key press or release, already translated by the keymap.
public struct InputKey: Sendable, Equatable {
    /// The key's USB HID usage (keyboard page), as UIKit's `UIKeyboardHIDUsage`.
    public var hidUsage: Int
    /// The Linux evdev key code (KEY_A = 30).
    public var evdevCode: UInt32
    public var isPressed: Bool
    /// The text the key produces with the active modifiers ("A" with shift); empty for
    /// keys that produce none.
    public var characters: String
    /// The text the key produces with no modifiers ("a" for shift-A), as UIKey has it.
    public var charactersIgnoringModifiers: String
    public var modifiers: InputModifiers
    /// Whether the press is an auto-repeat of a held key.
    public var isRepeat: Bool

    public init(hidUsage: Int, evdevCode: UInt32, isPressed: Bool, characters: String,
                charactersIgnoringModifiers: String, modifiers: InputModifiers, isRepeat: Bool = false) {
        self.hidUsage = hidUsage
        self.evdevCode = evdevCode
        self.isPressed = isPressed
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
