/// The look of a navigation bar, toolbar or tab bar from before appearances: the default
/// (light or dark with the system) or black, which on iOS 13 and later gives the bar and
/// its contents the dark appearance whatever the system's.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1

    @available(*, deprecated, message: "Use UIBarStyle.black and isTranslucent = true")
    public static let blackTranslucent = UIBarStyle.black
    @available(*, deprecated, message: "Use UIBarStyle.black")
    public static let blackOpaque = UIBarStyle.black
}

extension UIView {
    /// Applies `style` to a bar: black gives the bar's subtree the dark appearance, as
    /// iOS's bars report `userInterfaceStyle == .dark` for `.black`.
    func applyBarStyle(_ style: UIBarStyle) {
        overrideUserInterfaceStyle = style == .black ? .dark : .unspecified
    }
}
