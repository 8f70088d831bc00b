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
        let appearing = MenuAnimator()
        willPresent(appearing)
        let menuView = EditMenuView(actions: actions)
        menuView.show(in: window, by: view.convert(rect, to: window), below: below)
        self.menu = menuView
        dismissed = {
            let disappearing = MenuAnimator()
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

    /// iOS's suggested actions for text: those of the standard edit actions (Cut, Copy,
    /// Paste, Select All) that `responder` says it can perform
    /// (`canPerformAction(_:withSender:)`, which text fields and text views answer for
    /// their selection and the pasteboard). Each sends its action to `responder`.
    static func standardEditActions(for responder: UIResponder?) -> [UIAction] {
        guard let responder, responder is TextEditingControl else { return [] }
        let titles = ["Cut", "Copy", "Paste", "Select All"]
        // The sender of the edit menu's commands is the application, as on iOS.
        let sender = UIApplication.current
        return zip(UIResponder.standardEditActions, titles).compactMap { action, title in
            guard responder.canPerformAction(action, withSender: sender) else { return nil }
            return UIAction(title: title) { [weak responder] _ in
                guard let responder else { return }
                UIApplication.shared.sendAction(action, to: responder, from: sender, for: nil)
            }
        }
    }
}
