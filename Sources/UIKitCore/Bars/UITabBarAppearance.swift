import Foundation

/// The look of a tab bar: its background and hairline, and its items per layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items in a compact width: image above title.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items in a regular width: image beside title.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Items in a compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How items are placed; `.automatic` fills a compact width and centers in a regular one.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of centered items; 0 is the system's.
    open var stackedItemWidth: CGFloat = 0
    /// The spacing of centered items; 0 is the system's.
    open var stackedItemSpacing: CGFloat = 0

    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance.copy(from: other.stackedLayoutAppearance)
            inlineLayoutAppearance.copy(from: other.inlineLayoutAppearance)
            compactInlineLayoutAppearance.copy(from: other.compactInlineLayoutAppearance)
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemWidth = other.stackedItemWidth
            stackedItemSpacing = other.stackedItemSpacing
        }
    }
}
