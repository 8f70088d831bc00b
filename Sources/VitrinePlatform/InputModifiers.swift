/// Modifier keys held during a key event (UIKit maps them to `UIKeyModifierFlags`).
public struct InputModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = InputModifiers(rawValue: 1 << 0)
    public static let shift = InputModifiers(rawValue: 1 << 1)
    public static let control = InputModifiers(rawValue: 1 << 2)
    public static let alternate = InputModifiers(rawValue: 1 << 3)
    /// The logo ("super") key, which UIKit calls command.
    public static let command = InputModifiers(rawValue: 1 << 4)
    public static let numericPad = InputModifiers(rawValue: 1 << 5)
}
