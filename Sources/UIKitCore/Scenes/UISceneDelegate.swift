import Foundation

/// The delegate of a scene: told when it connects, comes to the foreground, becomes
/// active, resigns, goes to the background and disconnects; asked for the activity that
/// restores the scene at the next launch, and told to restore it.
/// UIKit makes it with its `init()` from the configuration's `delegateClass`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The activity to save for restoring the scene at the next launch, asked as the scene
    /// enters the background; nil saves none.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restores the scene's interaction state from the saved activity, after
    /// `scene(_:willConnectTo:options:)` (iOS 17).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// Handoff: never called on Vitrine (no activities come from other devices).
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Handoff: never called on Vitrine.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Handoff: never called on Vitrine.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// Handoff: never called on Vitrine.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// The delegate of a window scene, which keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
