extension UIPageControl {
    /// Whether a page control shows a capsule behind its indicators.
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while the user interacts (Vitrine: none).
        case automatic
        /// Always a background.
        case prominent
        /// Never a background.
        case minimal
    }
}
