import Foundation

/// The record of one scene the app shows: its role, configuration and scene.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// A unique identifier of the session, the same across launches when the session is restored.
    public let persistentIdentifier: String
    public let role: Role
    /// The configuration the scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// The scene, while it is connected.
    public internal(set) weak var scene: UIScene?
    /// Data the app keeps with the session, saved with it for the next launch (property-list values).
    public var userInfo: [String: Any]?
    /// The activity the scene's delegate gave when the app last went to the background
    /// (`stateRestorationActivity(for:)`), for restoring the scene; nil on a fresh start.
    public internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
