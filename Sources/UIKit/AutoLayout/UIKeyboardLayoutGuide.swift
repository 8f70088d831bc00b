/// Where the on-screen keyboard is; with no keyboard shown, a guide of no height along the
/// bottom of the safe area. Text input moves it when it brings a keyboard.
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard; kept as API.
    open var followsUndockedKeyboard = false
}
