import Foundation

// The named colours with Apple's component values, and the system colours with their
// light-mode values (Vitrine has no dark mode).
extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    public static let systemRed = UIColor(rgb255: 255, 59, 48)
    public static let systemOrange = UIColor(rgb255: 255, 149, 0)
    public static let systemYellow = UIColor(rgb255: 255, 204, 0)
    public static let systemGreen = UIColor(rgb255: 52, 199, 89)
    public static let systemMint = UIColor(rgb255: 0, 199, 190)
    public static let systemTeal = UIColor(rgb255: 48, 176, 199)
    public static let systemCyan = UIColor(rgb255: 50, 173, 230)
    public static let systemBlue = UIColor(rgb255: 0, 122, 255)
    public static let systemIndigo = UIColor(rgb255: 88, 86, 214)
    public static let systemPurple = UIColor(rgb255: 175, 82, 222)
    public static let systemPink = UIColor(rgb255: 255, 45, 85)
    public static let systemBrown = UIColor(rgb255: 162, 132, 94)
    public static let systemGray = UIColor(rgb255: 142, 142, 147)
    public static let systemGray2 = UIColor(rgb255: 174, 174, 178)
    public static let systemGray3 = UIColor(rgb255: 199, 199, 204)
    public static let systemGray4 = UIColor(rgb255: 209, 209, 214)
    public static let systemGray5 = UIColor(rgb255: 229, 229, 234)
    public static let systemGray6 = UIColor(rgb255: 242, 242, 247)

    public static let label = UIColor(rgb255: 0, 0, 0)
    public static let secondaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.6)
    public static let tertiaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.3)
    public static let quaternaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.18)
    public static let link = UIColor(rgb255: 0, 122, 255)
    public static let placeholderText = UIColor(rgb255: 60, 60, 67, alpha: 0.3)
    public static let separator = UIColor(rgb255: 60, 60, 67, alpha: 0.29)
    public static let opaqueSeparator = UIColor(rgb255: 198, 198, 200)
    public static let systemBackground = UIColor(rgb255: 255, 255, 255)
    public static let secondarySystemBackground = UIColor(rgb255: 242, 242, 247)
    public static let tertiarySystemBackground = UIColor(rgb255: 255, 255, 255)
    public static let systemGroupedBackground = UIColor(rgb255: 242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(rgb255: 255, 255, 255)
    public static let tertiarySystemGroupedBackground = UIColor(rgb255: 242, 242, 247)
    public static let systemFill = UIColor(rgb255: 120, 120, 128, alpha: 0.2)
    public static let secondarySystemFill = UIColor(rgb255: 120, 120, 128, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(rgb255: 118, 118, 128, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(rgb255: 116, 116, 128, alpha: 0.08)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// The app's tint (iOS 15's dynamic `tintColor`): system blue, as a view's default tint.
    public static let tintColor = UIColor.systemBlue

    private convenience init(rgb255 red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }
}
