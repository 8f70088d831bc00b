import Foundation

// The named colours with Apple's component values, and the system colours with their
// iOS 17 values for the light and the dark appearance.
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

    public static let systemRed = UIColor(light: UIColor(rgb255: 255, 59, 48),
                                          dark: UIColor(rgb255: 255, 69, 58))
    public static let systemOrange = UIColor(light: UIColor(rgb255: 255, 149, 0),
                                             dark: UIColor(rgb255: 255, 159, 10))
    public static let systemYellow = UIColor(light: UIColor(rgb255: 255, 204, 0),
                                             dark: UIColor(rgb255: 255, 214, 10))
    public static let systemGreen = UIColor(light: UIColor(rgb255: 52, 199, 89),
                                            dark: UIColor(rgb255: 48, 209, 88))
    public static let systemMint = UIColor(light: UIColor(rgb255: 0, 199, 190),
                                           dark: UIColor(rgb255: 99, 230, 226))
    public static let systemTeal = UIColor(light: UIColor(rgb255: 48, 176, 199),
                                           dark: UIColor(rgb255: 64, 200, 224))
    public static let systemCyan = UIColor(light: UIColor(rgb255: 50, 173, 230),
                                           dark: UIColor(rgb255: 100, 210, 255))
    public static let systemBlue = UIColor(light: UIColor(rgb255: 0, 122, 255),
                                           dark: UIColor(rgb255: 10, 132, 255))
    public static let systemIndigo = UIColor(light: UIColor(rgb255: 88, 86, 214),
                                             dark: UIColor(rgb255: 94, 92, 230))
    public static let systemPurple = UIColor(light: UIColor(rgb255: 175, 82, 222),
                                             dark: UIColor(rgb255: 191, 90, 242))
    public static let systemPink = UIColor(light: UIColor(rgb255: 255, 45, 85),
                                           dark: UIColor(rgb255: 255, 55, 95))
    public static let systemBrown = UIColor(light: UIColor(rgb255: 162, 132, 94),
                                            dark: UIColor(rgb255: 172, 142, 104))
    public static let systemGray = UIColor(light: UIColor(rgb255: 142, 142, 147),
                                           dark: UIColor(rgb255: 142, 142, 147))
    public static let systemGray2 = UIColor(light: UIColor(rgb255: 174, 174, 178),
                                            dark: UIColor(rgb255: 99, 99, 102))
    public static let systemGray3 = UIColor(light: UIColor(rgb255: 199, 199, 204),
                                            dark: UIColor(rgb255: 72, 72, 74))
    public static let systemGray4 = UIColor(light: UIColor(rgb255: 209, 209, 214),
                                            dark: UIColor(rgb255: 58, 58, 60))
    public static let systemGray5 = UIColor(light: UIColor(rgb255: 229, 229, 234),
                                            dark: UIColor(rgb255: 44, 44, 46))
    public static let systemGray6 = UIColor(light: UIColor(rgb255: 242, 242, 247),
                                            dark: UIColor(rgb255: 28, 28, 30))

    public static let label = UIColor(light: UIColor(rgb255: 0, 0, 0),
                                      dark: UIColor(rgb255: 255, 255, 255))
    public static let secondaryLabel = UIColor(light: UIColor(rgb255: 60, 60, 67, alpha: 0.6),
                                               dark: UIColor(rgb255: 235, 235, 245, alpha: 0.6))
    public static let tertiaryLabel = UIColor(light: UIColor(rgb255: 60, 60, 67, alpha: 0.3),
                                              dark: UIColor(rgb255: 235, 235, 245, alpha: 0.3))
    public static let quaternaryLabel = UIColor(light: UIColor(rgb255: 60, 60, 67, alpha: 0.18),
                                                dark: UIColor(rgb255: 235, 235, 245, alpha: 0.16))
    public static let link = UIColor(light: UIColor(rgb255: 0, 122, 255),
                                     dark: UIColor(rgb255: 9, 132, 255))
    public static let placeholderText = UIColor(light: UIColor(rgb255: 60, 60, 67, alpha: 0.3),
                                                dark: UIColor(rgb255: 235, 235, 245, alpha: 0.3))
    public static let separator = UIColor(light: UIColor(rgb255: 60, 60, 67, alpha: 0.29),
                                          dark: UIColor(rgb255: 84, 84, 88, alpha: 0.65))
    public static let opaqueSeparator = UIColor(light: UIColor(rgb255: 198, 198, 200),
                                                dark: UIColor(rgb255: 56, 56, 58))
    public static let systemBackground = UIColor(light: UIColor(rgb255: 255, 255, 255),
                                                 dark: UIColor(rgb255: 0, 0, 0))
    public static let secondarySystemBackground = UIColor(light: UIColor(rgb255: 242, 242, 247),
                                                          dark: UIColor(rgb255: 28, 28, 30))
    public static let tertiarySystemBackground = UIColor(light: UIColor(rgb255: 255, 255, 255),
                                                         dark: UIColor(rgb255: 44, 44, 46))
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb255: 242, 242, 247),
                                                        dark: UIColor(rgb255: 0, 0, 0))
    public static let secondarySystemGroupedBackground = UIColor(light: UIColor(rgb255: 255, 255, 255),
                                                                 dark: UIColor(rgb255: 28, 28, 30))
    public static let tertiarySystemGroupedBackground = UIColor(light: UIColor(rgb255: 242, 242, 247),
                                                                dark: UIColor(rgb255: 44, 44, 46))
    public static let systemFill = UIColor(light: UIColor(rgb255: 120, 120, 128, alpha: 0.2),
                                           dark: UIColor(rgb255: 120, 120, 128, alpha: 0.36))
    public static let secondarySystemFill = UIColor(light: UIColor(rgb255: 120, 120, 128, alpha: 0.16),
                                                    dark: UIColor(rgb255: 120, 120, 128, alpha: 0.32))
    public static let tertiarySystemFill = UIColor(light: UIColor(rgb255: 118, 118, 128, alpha: 0.12),
                                                   dark: UIColor(rgb255: 118, 118, 128, alpha: 0.24))
    public static let quaternarySystemFill = UIColor(light: UIColor(rgb255: 116, 116, 128, alpha: 0.08),
                                                     dark: UIColor(rgb255: 118, 118, 128, alpha: 0.18))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// The app's tint (iOS 15's dynamic `tintColor`): system blue, as a view's default tint.
    public static let tintColor = UIColor.systemBlue

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    private convenience init(light: UIColor, dark: UIColor) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    private convenience init(rgb255 red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }
}
