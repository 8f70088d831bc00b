import Foundation

/// A token in a search field: an icon and a short text standing for a search criterion
/// ("Photos", "From: Anna"), placed before the typed text (iOS 13).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The token's icon.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// The app's object that the token stands for.
    open var representedObject: Any?

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
