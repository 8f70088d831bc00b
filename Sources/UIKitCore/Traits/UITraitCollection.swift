import Foundation
import Synchronization

/// The traits of an environment: appearance, scale, size classes, layout direction.
/// Immutable; unspecified values are filled in from the environment it is combined with.
public final class UITraitCollection: NSObject, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let accessibilityContrast: UIAccessibilityContrast

    init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         accessibilityContrast: UIAccessibilityContrast = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
        super.init()
    }

    /// No trait specified.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: scale)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
    }

    /// The system traits that change how dynamic colours resolve.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
    }

    /// The traits of `traitCollections` combined: each later one's specified values win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale > 0 { scale = traits.displayScale }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
        }
        self.init(userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal,
                  verticalSizeClass: vertical, layoutDirection: direction, preferredContentSizeCategory: category,
                  accessibilityContrast: contrast)
    }

    /// Whether dynamic colours may resolve differently in `traitCollection`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || accessibilityContrast != (traitCollection?.accessibilityContrast ?? .unspecified)
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.accessibilityContrast == .unspecified || trait.accessibilityContrast == accessibilityContrast)
    }

    /// The identifiers of the traits whose values differ from `other`'s.
    func changedTraits(from other: UITraitCollection) -> Set<String> {
        var changed: Set<String> = []
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(UITraitUserInterfaceStyle.identifier) }
        if displayScale != other.displayScale { changed.insert(UITraitDisplayScale.identifier) }
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(UITraitHorizontalSizeClass.identifier) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(UITraitVerticalSizeClass.identifier) }
        if layoutDirection != other.layoutDirection { changed.insert(UITraitLayoutDirection.identifier) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.insert(UITraitPreferredContentSizeCategory.identifier)
        }
        if accessibilityContrast != other.accessibilityContrast { changed.insert(UITraitAccessibilityContrast.identifier) }
        return changed
    }

    private static let currentTraits = Mutex(UITraitCollection(userInterfaceStyle: .light, displayScale: 1,
                                                                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                                                layoutDirection: .leftToRight,
                                                                preferredContentSizeCategory: .large))

    /// The traits dynamic colours resolve with: a view's while it draws or applies its
    /// colours, the screen's otherwise.
    public static var current: UITraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    /// Runs `actions` with these traits as `current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.current
        Self.current = self
        defer { Self.current = previous }
        try actions()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && layoutDirection == other.layoutDirection && preferredContentSizeCategory == other.preferredContentSizeCategory
            && accessibilityContrast == other.accessibilityContrast
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(accessibilityContrast)
        return hasher.finalize()
    }

    public override var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), "
            + "sizes: \(horizontalSizeClass)/\(verticalSizeClass))"
    }
}
