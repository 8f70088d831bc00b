import Foundation

/// How tab items look in a layout, per state.
@preconcurrency @MainActor
public final class UITabBarItemAppearance: NSObject {
    /// How a layout's items are arranged.
    public enum Style: Int, Sendable {
        /// Image above title (a compact width).
        case stacked
        /// Image beside title (a regular width).
        case inline
        /// Image beside title, smaller (a compact height).
        case compactInline
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    /// The system's look for `style`.
    public init(style: Style) {
        super.init()
    }

    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Makes this appearance the system's.
    public func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.copy(from: UITabBarItemStateAppearance()) }
    }

    func copy(from other: UITabBarItemAppearance) {
        normal.copy(from: other.normal)
        selected.copy(from: other.selected)
        disabled.copy(from: other.disabled)
        focused.copy(from: other.focused)
    }
}
