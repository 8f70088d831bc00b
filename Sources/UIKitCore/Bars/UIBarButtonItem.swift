import Foundation

/// A button on a navigation bar or a toolbar: a title, an image, a system item, a custom
/// view, or space. Its action is a `UIAction` (`primaryAction`) or a target and an action
/// selector (`scripts/port` turns `#selector(addTapped)` into one), or Vitrine's Swift
/// method reference (`action: Self.addTapped`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// Regular or semibold (`.done`).
    open var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    /// The width of a fixed space, or of the item (0: its own).
    open var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }
    /// A view shown instead of a button.
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// The item's colour; nil takes the bar's tint.
    open var tintColor: UIColor? { didSet { if tintColor !== oldValue { itemDidChange() } } }
    /// The action run on a tap; its title and image become the item's.
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction else { return }
            if !primaryAction.title.isEmpty { title = primaryAction.title }
            if let actionImage = primaryAction.image { image = actionImage }
        }
    }
    /// The menu the item shows: on a tap when it has no action (no `primaryAction`, no
    /// target-action), otherwise on a long press.
    open var menu: UIMenu? { didSet { if menu !== oldValue { itemDidChange() } } }
    /// Whether the item is hidden from its bar.
    open var isHidden = false { didSet { if isHidden != oldValue { itemDidChange() } } }
    /// Whether the item is shown selected.
    open var isSelected = false { didSet { if isSelected != oldValue { itemDidChange() } } }
    /// The object `action` is sent to; held weakly. When nil, a tap sends the action up
    /// the responder chain.
    open weak var target: AnyObject?
    /// The action sent on a tap (with the item as its argument when it takes one).
    open var action: Selector?
    /// The system item the button was made as.
    private(set) var systemItem: SystemItem?
    /// The view a bar shows for the item, while it shows it.
    weak var view: UIView?

    public override init() {
        super.init()
    }

    /// An item with a title whose tap sends `action` to `target` (up the responder chain
    /// when nil); without an action (a `primaryAction` set later) when `action` is nil.
    public convenience init(title: String?, style: Style, target: Any? = nil, action: Selector? = nil) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// An item whose tap calls `action` on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(title: title, style: style)
        setAction(TargetAction(target: target, action: action), target: target)
    }

    /// An item whose tap calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style)
        setAction(TargetAction(target: target, action: action), target: target)
    }

    /// An image item whose tap sends `action` to `target` (up the responder chain when nil).
    public convenience init(image: UIImage?, style: Style, target: Any? = nil, action: Selector? = nil) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// An image item with another image for a phone in landscape, whose tap sends `action`
    /// to `target`.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?,
                            action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An image item whose tap calls `action` on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(image: image, style: style)
        setAction(TargetAction(target: target, action: action), target: target)
    }

    /// An image item whose tap calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init(image: image, style: style)
        setAction(TargetAction(target: target, action: action), target: target)
    }

    /// A system item whose tap sends `action` to `target`; without an action for spaces,
    /// or a `primaryAction` set later.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any? = nil, action: Selector? = nil) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem.style
        if let name = systemItem.symbolName { image = UIImage(systemName: name) }
        setTarget(target, action: action)
    }

    /// A system item whose tap calls `action` on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setAction(TargetAction(target: target, action: action), target: target)
    }

    /// A system item whose tap calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setAction(TargetAction(target: target, action: action), target: target)
    }

    /// A system item that runs `primaryAction` and shows `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title and/or an image that runs `primaryAction` and shows `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item made from `primaryAction`: its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes the room left on a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    private func setAction(_ targetAction: TargetAction, target: AnyObject) {
        self.target = target
        action = targetAction.selector
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
        self.action = action
    }

    /// A tap on the item's button: the primary action, then the action.
    func performTap() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
        if let action { UIApplication.shared.sendAction(action, to: target, from: self, for: nil) }
    }
}
