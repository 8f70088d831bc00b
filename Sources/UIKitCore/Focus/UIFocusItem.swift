import Foundation

/// An object that can take focus: a view (UIView conforms) or another item a container
/// lists.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now. UIView's default is false; text fields, text
    /// views and the cells of collection and table views that allow focus return true.
    var canBecomeFocused: Bool { get }
    /// The item's frame in the coordinate space of its container.
    var frame: CGRect { get }
    /// What the system draws when the item is focused (iOS 15); nil draws nothing.
    var focusEffect: UIFocusEffect? { get }
    /// The item's weight when its group picks its primary item (iOS 15).
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether the item is focused now (iOS 15).
    var isFocused: Bool { get }
    /// Whether the item passes focus through to items behind it (iOS 15).
    var isTransparentFocusItem: Bool { get }
}

public extension UIFocusItem {
    var focusEffect: UIFocusEffect? { nil }
    var focusGroupPriority: UIFocusGroupPriority { .ignored }
    var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedItem === self }
    var isTransparentFocusItem: Bool { false }
}
