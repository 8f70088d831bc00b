import Foundation

/// Shows an edit menu (a row of actions) for a view: attach it with `addInteraction(_:)`
/// and call `presentEditMenu(with:)`, from a long press for instance. The delegate
/// chooses the actions (by default the first responder's suggested edit actions) and
/// where the menu points. A touch outside the menu, or an action chosen, closes it.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The presentation on screen, if the menu showing is this interaction's.
    private var presented: UIEditMenuConfiguration?

    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the menu the delegate gives for `configuration` (the suggested actions
    /// without a delegate), above the target (below with `.up` as the preferred arrow,
    /// or when there is no room). Nothing shows outside a window or for an empty menu.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else { return }
        let suggested: [UIMenuElement] = UIMenuController.standardEditActions(for: UIResponder.firstResponder)
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        guard let menu else { return }
        let shown = UIMenuController.shared.present(
            menu, from: view, rect: targetRect(for: configuration), below: configuration.preferredArrowDirection == .up,
            willPresent: { delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: $0) },
            willDismiss: { [weak self] in self?.menuDidGo(configuration, animator: $0) })
        if shown { presented = configuration }
    }

    /// Closes the menu, if it is this interaction's.
    open func dismissMenu() {
        guard presented != nil else { return }
        UIMenuController.shared.hideMenu()
    }

    /// Asks the delegate again for the menu on screen and shows the new one in its place.
    open func reloadVisibleMenu() {
        guard let configuration = presented else { return }
        presented = nil
        UIMenuController.shared.hideMenu()
        presentEditMenu(with: configuration)
    }

    /// Moves the menu on screen to the delegate's current target rectangle.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let configuration = presented, let view else { return }
        UIMenuController.shared.reposition(from: view, rect: targetRect(for: configuration),
                                           below: configuration.preferredArrowDirection == .up)
    }

    /// The source point of the menu on screen, in `view`'s coordinates; `.zero` when none shows.
    open func location(in view: UIView) -> CGPoint {
        guard let presented, let source = self.view else { return .zero }
        return source.convert(presented.sourcePoint, to: view)
    }

    private func targetRect(for configuration: UIEditMenuConfiguration) -> CGRect {
        let rect = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        return rect.isNull ? CGRect(origin: configuration.sourcePoint, size: .zero) : rect
    }

    private func menuDidGo(_ configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating) {
        guard presented === configuration else { return }
        presented = nil
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
    }
}
