import Foundation

/// How tab items look in one state (normal, selected, disabled).
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    /// The image's colour; nil is the tab bar's.
    public var iconColor: UIColor?
    /// The title's attributes (font, colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's colour; nil is system red.
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    func copy(from other: UITabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
    }
}
