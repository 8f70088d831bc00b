import Foundation

/// A menu element that sends an action up the responder chain (iOS 13): the base of
/// `UIKeyCommand`. Menus here show `UIAction`s; a command is performed by its key.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent up the responder chain, from the first responder, with the command
    /// as the sender.
    open var action: Selector
    /// Data the action method can read from its sender.
    open var propertyList: Any?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The title the system shows for the command where it lists shortcuts.
    open var discoverabilityTitle: String?
    /// Variants of the command for other modifier keys.
    open var alternates: [UICommandAlternate]

    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}
