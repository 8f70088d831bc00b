/// An action method registered on a control with `addTarget(_:action:for:)`.
///
/// Swift on Linux has no Objective-C selectors: an action is a Swift method reference
/// (`Self.buttonTapped`), and a `Selector` only names one that a control already holds.
/// Apps get them from `enumerateEventHandlers(_:)` and hand them back to
/// `removeTarget(_:action:for:)` or `sendAction(_:to:for:)`; they cannot make one from a
/// method name.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    let id: Int

    public var description: String { "action #\(id)" }
}
