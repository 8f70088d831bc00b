import Foundation

/// One instance of the app's interface, with a delegate that follows its lifecycle:
/// connected, in the foreground, active, in the background, disconnected.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its lifecycle.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }

    /// What the scene was connected with (URLs and activities on iOS; none on Vitrine).
    @MainActor
    public final class ConnectionOptions: NSObject {
        /// The URLs to open: none on Vitrine.
        public let urlContexts: Set<AnyHashable> = []
        /// Activities handed over from other devices (Handoff): none on Vitrine. A saved
        /// state is the session's `stateRestorationActivity`, as on iOS.
        public let userActivities: Set<NSUserActivity> = []
        /// The type of a Handoff activity: none on Vitrine.
        public let handoffUserActivityType: String? = nil
        override init() { super.init() }
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The delegate, held strongly, as on iOS.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its lifecycle.
    open internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene.
    open var title: String?

    /// A scene for `session`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    // The responder chain goes from a scene to the application.
    open override var next: UIResponder? { UIApplication.shared }
}
