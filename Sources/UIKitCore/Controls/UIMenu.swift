import Foundation

/// A group of menu elements (actions, submenus, deferred elements): what buttons, bar
/// button items, context menus and edit menus show.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's identity; a unique one unless given.
    public let identifier: UIMenu.Identifier
    /// How the menu shows its children.
    public let options: UIMenu.Options
    /// The size its children prefer in a menu. Default `.large`.
    open var preferredElementSize: UIMenu.ElementSize
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
                preferredElementSize: UIMenu.ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The children whose state is on (the checked ones of a `.singleSelection` menu).
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// A copy of this menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions a one-row menu shows, in order: submenus are opened in place (an edit
    /// menu shows a flat row), hidden actions are left out.
    var leafActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let menu = element as? UIMenu { return menu.leafActions }
            guard let action = element as? UIAction, !action.attributes.contains(.hidden) else { return [] }
            return [action]
        }
    }
}
