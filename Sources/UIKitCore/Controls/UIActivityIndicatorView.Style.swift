extension UIActivityIndicatorView {
    /// The size of the indicator (and, for the deprecated styles, its colour).
    public enum Style: Int, Sendable {
        /// 20 by 20 points.
        case medium = 100
        /// 37 by 37 points.
        case large = 101
        /// Deprecated: `.large` in white.
        case whiteLarge = 0
        /// Deprecated: `.medium` in white.
        case white = 1
        /// Deprecated: `.medium` in gray.
        case gray = 2

        var isLarge: Bool { self == .large || self == .whiteLarge }

        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: .white
            case .gray: .gray
            case .medium, .large: .secondaryLabel
            }
        }
    }
}
