import Foundation
import Logging

/// The app object, as on iOS: one per process, reached through `shared`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's running state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on iOS when the system runs low on memory. Vitrine has no source of memory
    /// warnings yet (docs/LIMITATIONS.md): observers build, and are not called.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    public static var shared: UIApplication {
        if let application = current { return application }
        let application = UIApplication()
        current = application
        return application
    }

    static var current: UIApplication?

    private static let logger = Logger(label: "vitrine.application")

    /// The app delegate; UIApplicationMain sets it. Held strongly, as the app keeps it alive.
    public var delegate: UIApplicationDelegate?

    /// Whether the app is active, inactive (launching, or about to go to the background) or
    /// in the background (on a kiosk: its seat switched to another virtual terminal).
    public internal(set) var applicationState: State = .inactive

    /// The scenes connected to the app: its one window scene once launched.
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions of the app's scenes.
    public internal(set) var openSessions: Set<UISceneSession> = []

    /// Vitrine shows one scene, full screen.
    public var supportsMultipleScenes: Bool { false }

    /// Whether launching has begun: lifecycle changes are delivered only after it.
    var isLaunched = false

    /// Kiosks never sleep on their own; kept for source compatibility.
    public var isIdleTimerDisabled = false

    /// The text size the user prefers: the main screen's (`.large`, iOS's default, on a kiosk).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }

    /// The visible windows of the main screen, back to front.
    public var windows: [UIWindow] { UIScreen.main.windows }

    /// The key window of the main screen.
    public var keyWindow: UIWindow? { UIScreen.main.keyWindow }

    private var ignoringInteractionEventsCount = 0

    /// Whether new touches are ignored (between `beginIgnoringInteractionEvents()` and
    /// the matching `endIgnoringInteractionEvents()`). Touches already down keep going.
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionEventsCount > 0 }

    /// Starts ignoring new touches; calls nest.
    open func beginIgnoringInteractionEvents() {
        ignoringInteractionEventsCount += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`; unbalanced calls are logged and ignored.
    open func endIgnoringInteractionEvents() {
        guard ignoringInteractionEventsCount > 0 else {
            Logger(label: "vitrine.events").error("endIgnoringInteractionEvents without beginIgnoringInteractionEvents")
            return
        }
        ignoringInteractionEventsCount -= 1
    }

    /// Dispatches an event to the windows: each touch to the window it began in, presses to
    /// the key window. Input delivery calls it once per change; apps rarely do.
    open func sendEvent(_ event: UIEvent) {
        switch event {
        case let presses as UIPressesEvent:
            var windows: [UIWindow] = []
            for press in presses.presses {
                if let window = press.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(presses) }
        default:
            var windows: [UIWindow] = []
            for touch in event.touches {
                if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        }
    }

    /// Calls `action`'s method on `target` with `sender` and `event` (as many as the method
    /// takes). With a nil target the action goes to the first responder (the sender when
    /// there is none, as for a control's action) and up the responder chain to the first
    /// object that can perform it (`target(forAction:withSender:)`). Returns whether a
    /// method was called; a target without it is logged.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject
        if let target {
            receiver = target as AnyObject
        } else {
            guard let found = Self.chainStart(from: sender)?.target(forAction: action, withSender: sender) else {
                Self.logger.info("sendAction(_:to:from:for:): no responder performs \(action)")
                return false
            }
            receiver = found as AnyObject
        }
        // An action method taking a non-optional event gets an empty one when there is none.
        let arguments = SelectorMethod.Arguments([sender, event], substitutes: [nil, UIEvent()])
        return action.perform(on: receiver, arguments, caller: "sendAction(_:to:from:for:)") != nil
    }

    /// Where a nil-targeted action starts up the responder chain: the first responder, each
    /// window having its own on iOS; for a view the first responder of its window, else (no
    /// window, or none in it) the view itself.
    private static func chainStart(from sender: Any?) -> UIResponder? {
        let first = UIResponder.firstResponder
        guard let view = sender as? UIView else { return first ?? (sender as? UIResponder) }
        let firstWindow = (first as? UIWindow) ?? (first as? UIView)?.window ?? (first as? UIViewController)?.viewIfLoaded?.window
        guard let window = view.window, let first, firstWindow === window else { return view }
        return first
    }

    /// After the application comes its delegate, when that is a responder.
    override open var next: UIResponder? { delegate as? UIResponder }
}
