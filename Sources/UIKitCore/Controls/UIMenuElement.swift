import Foundation

/// An element of a menu: the base of `UIAction` and `UIMenu`. Controls show an action's
/// title and image; edit menus show a menu's actions as a row.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// A second line of text under the title.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
