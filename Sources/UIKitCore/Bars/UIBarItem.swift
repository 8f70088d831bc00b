import Foundation

/// An item a bar shows: a bar button, a tab.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// `objc_setAssociatedObject`'s values for this object (AssociatedObjects).
    nonisolated(unsafe) package final var associatedValuesStorage: AssociatedValues?
    /// Whether the item can be tapped. Default true.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// The item's title.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The item's image (a template image takes the bar's tint).
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// The image in a compact-height bar; Vitrine uses `image`.
    open var landscapeImagePhone: UIImage?
    /// Insets of the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// A number the app uses to tell items apart.
    open var tag = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Text attributes of the title in `state` (font, colour).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Bars showing the item refresh when it changes.
    var onChange: (() -> Void)?

    func itemDidChange() {
        onChange?()
    }
}

extension UIBarItem: AssociatedObjects.Host {}
