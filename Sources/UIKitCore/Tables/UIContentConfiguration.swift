import Foundation

/// What a cell's content shows, as a value: `makeContentView()` makes the view that shows
/// it, and `updated(for:)` adapts it to a state (selected, highlighted).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration; setting `configuration` updates it.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

public extension UIContentView {
    func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The state a configuration adapts to.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    /// A state of the app's own, nil where none was set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A cell's state: selected, highlighted, disabled, editing, and its traits.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
