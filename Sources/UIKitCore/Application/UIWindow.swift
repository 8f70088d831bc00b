import Foundation

/// The backdrop of an app's views: a view that is shown on a screen. Windows are hidden
/// when created; `makeKeyAndVisible()` shows one and makes it the key window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Posted when a window becomes the key window; the object is the window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window; the object is the window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    private var storedScreen = UIScreen.main

    /// The window's focus: what the keyboard's Tab, arrow and Return keys act on.
    lazy var focusSystem = UIFocusSystem(window: self)

    /// Creates a hidden window with `frame` in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Vitrine does not decode archived windows: this creates a hidden window covering the
    /// main screen.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = storedScreen.bounds
        isHidden = true
    }

    /// Creates a hidden window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a hidden window in `windowScene`, covering its screen: what a scene
    /// delegate does in `scene(_:willConnectTo:options:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        join(windowScene)
    }

    /// The scene the window belongs to. A window shown without one joins the app's window
    /// scene on its screen, as on iOS; setting nil takes the window off the screen.
    open weak var windowScene: UIWindowScene? {
        get { storedWindowScene }
        set { join(newValue) }
    }
    private weak var storedWindowScene: UIWindowScene?

    private func join(_ scene: UIWindowScene?) {
        guard scene !== storedWindowScene else { return }
        storedWindowScene?.remove(self)
        storedWindowScene = scene
        if let scene {
            scene.add(self)
            screen = scene.screen
        } else if !isHidden {
            isHidden = true
        }
    }

    /// The screen the window is shown on. Default `UIScreen.main`.
    open var screen: UIScreen {
        get { storedScreen }
        set {
            guard newValue !== storedScreen else { return }
            let visible = !isHidden
            if visible { storedScreen.detach(self) }
            storedScreen = newValue
            adoptScreenScale(newValue.scale)
            if visible { newValue.attach(self) }
            notifyTraitsChanged(ifChangedFrom: appearanceTraits)
        }
    }

    /// The window's traits: its screen's, with `overrideUserInterfaceStyle` applied.
    open override var traitCollection: UITraitCollection { traits(inheriting: screen.traitCollection) }

    /// The window's level; windows of higher levels are shown above. Default `.normal`.
    open var windowLevel: Level = .normal {
        didSet {
            if windowLevel != oldValue, !isHidden { screen.attach(self) }
        }
    }

    /// Showing a window puts its layer on its screen's root layer; hiding removes it. The
    /// root view controller appears and disappears with it.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            if !newValue, windowScene == nil {
                windowScene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
                    .first { $0.screen === self.screen }
            }
            if newValue { screen.detach(self) } else if !screen.windows.contains(where: { $0 === self }) { screen.attach(self) }
            // A hidden window hears no trait changes (its screen tells its visible windows).
            if !newValue { notifyTraitsChanged(ifChangedFrom: appearanceTraits) }
            // A scene still connecting shows its windows' controllers once it enters the foreground.
            if newValue || windowScene?.activationState != .unattached { rootViewController?.setAppeared(!newValue) }
        }
    }

    /// The controller whose view fills the window (resized with it), below any presented
    /// controller's. Setting one removes the previous controller's view; on a shown window
    /// the old one disappears and the new one appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            // Moving the views in and out of a shown window runs the appearance callbacks.
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            guard let controller = rootViewController, let view = controller.view else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            if isKeyWindow { applySupportedOrientations() }
        }
    }

    /// Whether the window shows its content: not hidden, in a scene that is connected.
    var showsContent: Bool { !isHidden && windowScene?.activationState != .unattached }

    /// Whether the window is its screen's key window.
    open var isKeyWindow: Bool { screen.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window of its screen; the previous key window resigns.
    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = screen.keyWindow
        screen.keyWindow = self
        previous?.resignKey()
        applySupportedOrientations()
        becomeKey()
    }

    /// Turns the display for the root controller's supported orientations.
    func applySupportedOrientations() {
        guard let rootViewController, let runtime = VitrineRuntime.current, runtime.screen === screen else { return }
        runtime.applySupportedOrientations(of: rootViewController)
    }

    /// Called when the window becomes the key window; posts `didBecomeKeyNotification`.
    open func becomeKey() {
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stops being the key window; posts `didResignKeyNotification`.
    open func resignKey() {
        NotificationCenter.default.post(name: Self.didResignKeyNotification, object: self)
    }

    /// Delivers the window's part of an event: touches to gesture recognizers and then to
    /// their views, presses to the responder that was first when they began.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(of: presses)
        } else if event.type == .touches {
            deliverTouches(of: event)
        }
    }

    /// The next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }
}
