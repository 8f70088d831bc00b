import Foundation

/// Shows a menu for a view: a long press on the view asks the delegate for a
/// configuration and, when it gives one, lifts the view (or its preview) over the dimmed
/// screen with the menu by it. Controls own one (`UIControl.contextMenuInteraction`)
/// and show their menu by the control, without dimming, on a long press or, with
/// `showsMenuAsPrimaryAction`, on touch down. A tap on an action closes the menu and runs
/// the action; a tap elsewhere closes it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// How the menu on screen shows; `.unknown` when none does. Set before the delegate
    /// is asked for the configuration.
    public private(set) var menuAppearance: Appearance = .unknown

    private let longPress = UILongPressGestureRecognizer()
    private let gate = ContextMenuGestureGate()
    /// The configuration on screen, with its overlay and where it was asked for.
    private var presented: (configuration: UIContextMenuConfiguration, overlay: MenuOverlay, location: CGPoint)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        gate.interaction = self
        longPress.delegate = gate
        longPress.addTarget(self, action: UIContextMenuInteraction.longPressed)
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
        self.view?.removeGestureRecognizer(longPress)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view else { return }
        presentMenu(at: recognizer.location(in: view), configuration: gate.pending)
        gate.pending = nil
    }

    /// Whether a long press at `location` has a menu: asks the delegate (for the lift's
    /// appearance) and keeps the configuration for the press.
    fileprivate func configurationForPress(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate, presented == nil else { return nil }
        menuAppearance = view is UIControl ? .compact : .rich
        let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        if configuration == nil { menuAppearance = .unknown }
        return configuration
    }

    /// Shows the menu for `location` (in the view): the configuration given, or the
    /// delegate's. Returns whether a menu shows. Controls call it on touch down.
    @discardableResult
    func presentMenu(at location: CGPoint, configuration given: UIContextMenuConfiguration? = nil) -> Bool {
        guard let view, let window = view.window else { return false }
        guard let configuration = given ?? configurationForPress(at: location) else { return false }
        let suggested: [UIMenuElement] = []
        guard let menu = configuration.actionProvider?(suggested) ?? (configuration.previewProvider == nil ? nil : UIMenu()),
              let delegate else {
            menuAppearance = .unknown
            return false
        }
        let rich = menuAppearance == .rich
        let previewController = rich ? configuration.previewProvider?() : nil
        var preview: UIView?
        var previewFrame = view.convert(view.bounds, to: window)
        if rich {
            (preview, previewFrame) = makePreview(for: configuration, controller: previewController, in: window)
        }
        let overlay = MenuOverlay(menu: menu, window: window, anchor: view.convert(view.bounds, to: window),
                                  preview: preview, previewFrame: previewFrame)
        overlay.sender = view as? UIControl
        overlay.willPerform = { [weak view] action in (view as? UIControl)?.menuWillPerform(action) }
        overlay.willEnd = { [weak self] animator in self?.menuWillEnd(animator) }
        if rich {
            overlay.previewTapped = { [weak self] in self?.previewTapped(controller: previewController) }
        }
        presented = (configuration, overlay, location)
        let appearing = MenuAnimator(previewViewController: previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: appearing)
        overlay.show(in: window)
        appearing.run()
        return true
    }

    /// The lifted view: the preview controller's view, centred, at its preferred size;
    /// otherwise the delegate's targeted preview or the view itself, where it is.
    private func makePreview(for configuration: UIContextMenuConfiguration, controller: UIViewController?,
                             in window: UIWindow) -> (UIView, CGRect) {
        guard let view else { return (UIView(), .zero) }
        let container = UIView()
        container.layer.cornerRadius = MenuView.cornerRadius
        container.layer.cornerCurve = .continuous
        container.clipsToBounds = true
        if let controller {
            let preferred = controller.preferredContentSize
            let size = CGSize(width: preferred.width > 0 ? min(preferred.width, window.bounds.width - 32) : window.bounds.width - 32,
                              height: preferred.height > 0 ? min(preferred.height, window.bounds.height / 2)
                                  : window.bounds.height / 2)
            let source = view.convert(view.bounds, to: window)
            let frame = CGRect(x: (window.bounds.width - size.width) / 2, y: max(source.midY - size.height / 2, window.safeAreaInsets.top + 8),
                               width: size.width, height: size.height)
            controller.view.frame = CGRect(origin: .zero, size: size)
            container.backgroundColor = controller.view.backgroundColor ?? .systemBackground
            container.addSubview(controller.view)
            return (container, frame)
        }
        let targeted = delegate?.contextMenuInteraction(self, configuration: configuration,
                                                        highlightPreviewForItemWithIdentifier: configuration.identifier)
        let shown = targeted?.view ?? view
        container.backgroundColor = targeted?.parameters.backgroundColor ?? .systemBackground
        let frame: CGRect
        if let targeted, shown.window == nil {
            // A preview view outside the window is placed at its target, as on iOS.
            let center = targeted.target.container.convert(targeted.target.center, to: window)
            frame = CGRect(x: center.x - shown.bounds.width / 2, y: center.y - shown.bounds.height / 2,
                           width: shown.bounds.width, height: shown.bounds.height)
            shown.frame = CGRect(origin: .zero, size: shown.bounds.size)
            container.addSubview(shown)
        } else {
            frame = shown.convert(shown.bounds, to: window)
            if let snapshot = shown.snapshotView(afterScreenUpdates: false) { container.addSubview(snapshot) }
        }
        return (container, frame)
    }

    private func previewTapped(controller: UIViewController?) {
        guard let delegate, let configuration = presented?.configuration else { return }
        let animator = MenuAnimator(previewViewController: controller)
        delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        // The preview's view leaves the overlay before the delegate shows its controller.
        controller?.view.removeFromSuperview()
        presented?.overlay.dismiss()
        animator.run()
    }

    private func menuWillEnd(_ animator: MenuAnimator) {
        guard let configuration = presented?.configuration else { return }
        presented = nil
        menuAppearance = .unknown
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    }

    /// Closes the menu on screen, if it is this interaction's.
    open func dismissMenu() {
        presented?.overlay.dismiss()
    }

    /// Changes the menu on screen: `block` gets the menu shown and returns the one to show.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let overlay = presented?.overlay else { return }
        overlay.menuView.replace(with: block(overlay.menuView.menu))
        overlay.setNeedsLayout()
        overlay.menuView.onResize()
    }

    /// Where the menu on screen was asked for, in `view`'s coordinates (the interaction's
    /// view's when nil); `.zero` when none shows.
    open func location(in view: UIView?) -> CGPoint {
        guard let presented, let source = self.view else { return .zero }
        return source.convert(presented.location, to: view ?? source)
    }
}

/// The long press's delegate: it begins only when the interaction's delegate gives a
/// configuration, so a view without a menu keeps its touches.
@MainActor
private final class ContextMenuGestureGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?
    var pending: UIContextMenuConfiguration?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view else { return false }
        pending = interaction.configurationForPress(at: gestureRecognizer.location(in: view))
        return pending != nil
    }
}
