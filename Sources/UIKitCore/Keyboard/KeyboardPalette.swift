import Foundation

/// The colours of iOS 17's keyboard, light or dark.
struct KeyboardPalette: Equatable, Sendable {
    let board: UIColor
    let letterKey: UIColor
    let functionKey: UIColor
    let keyShadow: UIColor
    let text: UIColor
    let disabledText: UIColor
    /// A function key while pressed; letter keys without a pop-up take `functionKey`.
    let pressedFunctionKey: UIColor
    let isDark: Bool

    static let light = KeyboardPalette(
        board: UIColor(red: 208 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1),
        letterKey: .white,
        functionKey: UIColor(red: 171 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1),
        keyShadow: UIColor(red: 137 / 255, green: 138 / 255, blue: 141 / 255, alpha: 1),
        text: .black,
        disabledText: UIColor(red: 0.54, green: 0.56, blue: 0.6, alpha: 1),
        pressedFunctionKey: .white,
        isDark: false)

    static let dark = KeyboardPalette(
        board: UIColor(red: 43 / 255, green: 43 / 255, blue: 43 / 255, alpha: 1),
        letterKey: UIColor(red: 107 / 255, green: 107 / 255, blue: 107 / 255, alpha: 1),
        functionKey: UIColor(red: 70 / 255, green: 70 / 255, blue: 70 / 255, alpha: 1),
        keyShadow: UIColor(red: 0, green: 0, blue: 0, alpha: 0.35),
        text: .white,
        disabledText: UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        pressedFunctionKey: UIColor(red: 107 / 255, green: 107 / 255, blue: 107 / 255, alpha: 1),
        isDark: true)

    /// The return key of "go", "search", "done" and the like.
    static let blueKey = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    /// The palette for a field's `keyboardAppearance` on a screen of `style`.
    static func resolved(_ appearance: UIKeyboardAppearance, style: UIUserInterfaceStyle) -> KeyboardPalette {
        switch appearance {
        case .dark: .dark
        case .light: .light
        case .default: style == .dark ? .dark : .light
        }
    }
}
