import Foundation

/// The look of a navigation bar: its background and hairline, and the text attributes of
/// its title and large title.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title (font, colour); merged over the default 17 pt semibold label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; merged over the default 34 pt bold label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
        }
    }
}
