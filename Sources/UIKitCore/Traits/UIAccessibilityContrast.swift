/// Whether the person asked for more contrast (Settings › Accessibility › Increase
/// Contrast): asset catalog colours with a high-contrast variant resolve to it.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
