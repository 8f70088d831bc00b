/// A trait that `registerForTraitChanges` can watch: one of the system traits below.
public protocol UITraitDefinition {
    /// A unique name of the trait.
    static var identifier: String { get }
    /// Whether a change of the trait may change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges` takes it: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static var affectsColorAppearance: Bool { true }
}

/// Pixels per point.
public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
}

/// Left to right or right to left.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
}

/// The preferred text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// Normal or increased contrast.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let identifier = "UITraitAccessibilityContrast"
    public static var affectsColorAppearance: Bool { true }
}
