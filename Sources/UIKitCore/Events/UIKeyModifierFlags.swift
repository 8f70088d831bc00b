import VitrinePlatform

/// Modifier keys held with a key, with Apple's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The logo ("super") key on a PC keyboard.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIKeyModifierFlags {
    /// The flags of the keymap's modifiers.
    init(_ modifiers: InputModifiers) {
        self = []
        if modifiers.contains(.alphaShift) { insert(.alphaShift) }
        if modifiers.contains(.shift) { insert(.shift) }
        if modifiers.contains(.control) { insert(.control) }
        if modifiers.contains(.alternate) { insert(.alternate) }
        if modifiers.contains(.command) { insert(.command) }
        if modifiers.contains(.numericPad) { insert(.numericPad) }
    }
}
