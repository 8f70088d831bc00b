import Foundation

/// A branch of the interface that takes part in focus: views, view controllers and
/// windows. The focus system asks the environments around a change whether it may happen
/// (`shouldUpdateFocus(in:)`) and tells them after (`didUpdateFocus(in:with:)`), from the
/// focused item up to the window.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go in this environment, most preferred first. The focus system
    /// follows these down to an item that can be focused.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of this environment's focus items.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for focus to move to this environment's preferred item on the next update, if
    /// focus is within it now.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes. Every environment around the change
    /// is asked; one no cancels it.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; animations added to `coordinator` run with the
    /// focus effect's.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group the environment's items belong to (iOS 14); nil takes the group of
    /// the parent environment.
    var focusGroupIdentifier: String? { get }
}

public extension UIFocusEnvironment {
    var focusGroupIdentifier: String? { nil }

    func setNeedsFocusUpdate() {
        UIFocusSystem.focusSystem(for: self)?.setNeedsFocusUpdate(in: self)
    }

    func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }
}
