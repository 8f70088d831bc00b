import Foundation

/// What a tab bar shows for a controller: a title, an image (and a selected image), a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image of the selected tab; nil uses `image`.
    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { itemDidChange() } } }
    /// Text in a badge at the image's top right corner (a count, "New"); nil hides it.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The badge's colour; nil is system red.
    open var badgeColor: UIColor? { didSet { if badgeColor !== oldValue { itemDidChange() } } }
    /// Whether the title was set on the item, rather than taken from its controller.
    private var titleIsOwn = false

    public override init() {
        super.init()
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
        titleIsOwn = title != nil
    }

    /// A system item: its title and symbol.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: UIImage(systemName: systemItem.symbolName), tag: tag)
    }

    /// An item with a title, an image and the image of the selected tab.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// The item a controller makes for itself: it follows the controller's title.
    static func following(controllerTitle: String?) -> UITabBarItem {
        let item = UITabBarItem()
        item.controllerTitleDidChange(controllerTitle)
        return item
    }

    /// The controller's title changed: an item without its own title follows it.
    func controllerTitleDidChange(_ controllerTitle: String?) {
        guard !titleIsOwn else { return }
        title = controllerTitle
        titleIsOwn = false
    }

    open override var title: String? {
        didSet { titleIsOwn = true }
    }
}
