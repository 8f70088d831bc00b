import Foundation

/// The edit menu on screen: there is at most one. The classic API shows the first
/// responder's edit commands; `UIEditMenuInteraction` and the text controls' long press
/// show their menus through it too, so `isMenuVisible` and `hideMenu()` cover them all.
/// iOS 16 deprecated this class for `UIEditMenuInteraction`; apps still call it.
@preconcurrency @MainActor
open class UIMenuController {
    public static let shared = UIMenuController()
    private weak var menu: EditMenuView?
    /// Runs once when the menu on screen goes away.
    private var dismissed: (@MainActor () -> Void)?

    open var isMenuVisible: Bool { menu?.superview != nil }

    /// Shows the commands the first responder can perform now, by `targetRect` of
    /// `targetView`.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        present(UIMenu(children: Self.standardEditActions(for: UIResponder.firstResponder)), from: targetView,
                rect: targetRect)
    }

    open func hideMenu() {
        guard let menu else { return }
        self.menu = nil
        let dismissed = self.dismissed
        self.dismissed = nil
        dismissed?()
        menu.removeFromSuperview()
    }

    /// Shows `menu`'s actions as a row by `rect` of `view` (below it when `below`, or
    /// when there is no room above), replacing any menu on screen. An empty menu, or a
    /// view outside a window, shows nothing. `willPresent` gets the appearance's animator
    /// before it shows; `willDismiss` the disappearance's when it goes (an action chosen,
    /// a touch elsewhere, `hideMenu()`).
    @discardableResult
    func present(_ menu: UIMenu, from view: UIView, rect: CGRect, below: Bool = false,
                 willPresent: (any UIEditMenuInteractionAnimating) -> Void = { _ in },
                 willDismiss: @escaping @MainActor (any UIEditMenuInteractionAnimating) -> Void = { _ in }) -> Bool {
        hideMenu()
        let actions = menu.leafActions
        guard let window = view.window, !actions.isEmpty else { return false }
        let appearing = EditMenuAnimator()
        willPresent(appearing)
        let menuView = EditMenuView(actions: actions)
        menuView.show(in: window, by: view.convert(rect, to: window), below: below)
        self.menu = menuView
        dismissed = {
            let disappearing = EditMenuAnimator()
            willDismiss(disappearing)
            disappearing.run()
        }
        appearing.run()
        return true
    }

    /// Moves the menu on screen to `rect` of `view`.
    func reposition(from view: UIView, rect: CGRect, below: Bool) {
        guard let menu, let window = menu.window else { return }
        menu.show(in: window, by: view.convert(rect, to: window), below: below)
    }

    /// A touch beginning outside the menu closes it (the touch still goes to its view).
    func touchBegan(on view: UIView) {
        guard let menu, !view.isDescendant(of: menu) else { return }
        hideMenu()
    }

    /// iOS's suggested actions for text: Cut and Copy with a selection (not of secure
    /// text), Paste with a string on the pasteboard, Select All unless everything is
    /// selected. Each sends the standard edit action to `responder`.
    static func standardEditActions(for responder: UIResponder?) -> [UIAction] {
        guard let responder, let control = responder as? TextEditingControl else { return [] }
        let secure = (responder as? UITextInputTraits)?.isSecureTextEntry ?? false
        var actions: [UIAction] = []
        let length = control.editedText.utf16.count
        if control.selection.length > 0, !secure {
            actions.append(UIAction(title: "Cut") { _ in responder.cut(nil) })
            actions.append(UIAction(title: "Copy") { _ in responder.copy(nil) })
        }
        if UIPasteboard.general.hasStrings { actions.append(UIAction(title: "Paste") { _ in responder.paste(nil) }) }
        if length > 0, control.selection.length < length {
            actions.append(UIAction(title: "Select All") { _ in responder.selectAll(nil) })
        }
        return actions
    }
}
