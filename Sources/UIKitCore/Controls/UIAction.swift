import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an image, run by a control for its events
/// (`addAction(_:for:)`, `UIButton(primaryAction:)`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The action's identity: a control keeps one action per identifier.
    public let identifier: UIAction.Identifier
    /// A title for the action's discoverability, not shown by controls.
    open var discoverabilityTitle: String?
    /// How the action looks in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as checked.
    open var state: UIMenuElement.State
    /// The image a control shows for the action when it is selected.
    open var selectedImage: UIImage?
    /// The control running the handler, while the handler runs; nil otherwise.
    open internal(set) var sender: Any?

    let handler: UIActionHandler

    /// An action with Apple's defaults; without an identifier it gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
