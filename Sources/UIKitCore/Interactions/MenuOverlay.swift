import Foundation

/// A menu on screen: a layer over the whole window that holds the `MenuView` and, for a
/// long press (`.rich`), the lifted preview over a dimmed screen. A touch outside the
/// menu and the preview closes it (the touch goes no further, as on iOS); a chosen action
/// closes it and then runs, unless it `keepsMenuPresented`. There is at most one menu on
/// screen; the edit menu closes when one shows.
@MainActor
final class MenuOverlay: UIView {
    /// The menu on screen.
    private(set) static weak var current: MenuOverlay?

    /// iOS dims (and blurs) the screen behind a context menu's preview.
    static let dimming = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.45 : 0.2)
    }

    let menuView: MenuView
    private let anchor: CGRect
    private let preview: UIView?
    /// Runs once when the menu goes, with the disappearance's animator.
    var willEnd: ((MenuAnimator) -> Void)?
    /// Runs for a chosen action before it is performed (a pop-up button selects it).
    var willPerform: (UIAction) -> Void = { _ in }
    /// Runs when the preview is tapped; the menu then goes.
    var previewTapped: (() -> Void)?
    /// What the actions get as their `sender`.
    weak var sender: AnyObject?

    /// A menu by `anchor` (window coordinates): below it, or above when there is no room,
    /// aligned with its leading edge (its trailing edge in the window's right half).
    /// A `preview` is shown at `previewFrame` over a dimmed window.
    init(menu: UIMenu, window: UIWindow, anchor: CGRect, preview: UIView?, previewFrame: CGRect) {
        menuView = MenuView(menu: menu)
        self.anchor = anchor
        self.preview = preview
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let preview {
            backgroundColor = Self.dimming
            preview.frame = previewFrame
            // A tap on the preview is the overlay's (it opens the preview), not its content's.
            preview.isUserInteractionEnabled = false
            addSubview(preview)
        }
        addSubview(menuView)
        menuView.onChoose = { [weak self] action, parent in self?.choose(action, in: parent) }
        menuView.onResize = { [weak self] in self?.place() }
    }

    required init?(coder: NSCoder) {
        fatalError("MenuOverlay is made by its presentation")
    }

    /// Puts the overlay on `window`, replacing any menu on screen.
    func show(in window: UIWindow) {
        MenuOverlay.current?.dismiss()
        UIMenuController.shared.hideMenu()
        frame = window.bounds
        window.addSubview(self)
        MenuOverlay.current = self
        place()
    }

    private func place() {
        let insets = window?.safeAreaInsets ?? .zero
        let margin: CGFloat = 8
        let top = insets.top + margin
        let bottom = bounds.height - insets.bottom - margin
        let width = min(MenuView.width, bounds.width - 2 * margin)
        menuView.frame.size.width = width
        let height = min(menuView.contentHeight, max(bottom - top, 0))
        var x = anchor.midX < bounds.midX ? anchor.minX : anchor.maxX - width
        x = min(max(x, margin), max(bounds.width - width - margin, margin))
        var source = preview?.frame ?? anchor
        var y: CGFloat
        if source.maxY + margin + height <= bottom {
            y = source.maxY + margin
        } else if source.minY - margin - height >= top {
            y = source.minY - margin - height
        } else if let preview {
            // Neither fits: the preview moves up so the menu fits below it, as on iOS.
            let shift = min(source.maxY + margin + height - bottom, max(source.minY - top, 0))
            source.origin.y -= shift
            preview.frame = source
            y = min(source.maxY + margin, bottom - height)
        } else {
            y = bottom - height
        }
        y = max(y, top)
        menuView.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// Closes the menu: `willEnd` with its animator, then the overlay goes.
    func dismiss() {
        guard superview != nil else { return }
        if MenuOverlay.current === self { MenuOverlay.current = nil }
        let animator = MenuAnimator()
        let willEnd = self.willEnd
        self.willEnd = nil
        willEnd?(animator)
        removeFromSuperview()
        animator.run()
    }

    private func choose(_ action: UIAction, in parent: UIMenu) {
        // A single-selection menu checks the chosen action alone, as iOS does.
        if parent.options.contains(.singleSelection) {
            for case let sibling as UIAction in parent.children { sibling.state = sibling === action ? .on : .off }
        }
        willPerform(action)
        if action.attributes.contains(.keepsMenuPresented) {
            action.perform(sender: sender)
            menuView.reload()
            place()
            return
        }
        dismiss()
        action.perform(sender: sender)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        // A touch on the menu between rows (a band, a header, a disabled row) keeps it open.
        if menuView.frame.contains(touch.location(in: self)) { return }
        if let preview, previewTapped != nil, preview.frame.contains(touch.location(in: self)) { return }
        dismiss()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let preview, let previewTapped,
              preview.frame.contains(touch.location(in: self)) else { return }
        self.previewTapped = nil
        previewTapped()
        dismiss()
    }
}
