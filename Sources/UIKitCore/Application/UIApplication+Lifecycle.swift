import Foundation
import Logging

/// The app's lifecycle, in iOS's order. With a scene delegate (the configuration the app
/// delegate returns names one) the scene delegate hears foreground, active, resign and
/// background; without one the app delegate does, as in an iOS app without scenes.
/// The UIApplication and UIScene notifications are posted either way, after the callback.
extension UIApplication {
    /// Launches: the app delegate's launch callbacks, then the window scene connects,
    /// enters the foreground and becomes active.
    package func launch() {
        guard !isLaunched else { return }
        isLaunched = true
        // An app without scenes that names a main storyboard gets its window before the
        // launch callbacks, and sees it shown after them.
        let storyboardWindow = InfoPlist.main?.sceneManifest == nil ? mainStoryboardWindow() : nil
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        storyboardWindow?.makeKeyAndVisible()
        post(Self.didFinishLaunchingNotification)
        let scene = connectScene()
        enterForeground(scene)
        becomeActive()
    }

    /// The display stopped showing the app (its seat went to another virtual terminal or
    /// the display was lost): the app resigns active and enters the background.
    func enterBackground() {
        guard isLaunched else { return }
        resignActive()
        guard applicationState != .background else { return }
        applicationState = .background
        for scene in connectedScenes {
            scene.activationState = .background
            if let delegate = scene.delegate {
                delegate.sceneDidEnterBackground(scene)
            } else {
                delegate?.applicationDidEnterBackground(self)
            }
            SceneStateStore.save(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        post(Self.didEnterBackgroundNotification)
    }

    /// The display shows the app again: it enters the foreground and becomes active.
    func enterForeground() {
        guard isLaunched, applicationState == .background else { return }
        for scene in connectedScenes { enterForeground(scene) }
        becomeActive()
    }

    /// SIGTERM or SIGINT: the app goes to the background, its scene disconnects, and the
    /// app delegate hears `applicationWillTerminate` (in both lifecycles, as on iOS).
    package func terminate() {
        guard isLaunched else { return }
        enterBackground()
        for scene in connectedScenes {
            scene.delegate?.sceneDidDisconnect(scene)
            scene.activationState = .unattached
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        connectedScenes.removeAll()
        delegate?.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
    }

    private func connectScene() -> UIScene {
        // A session saved when the app last went to the background comes back with its
        // identifier, user info and restoration activity.
        let saved = SceneStateStore.load()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration.infoPlistDefault(for: .windowApplication),
                                     persistentIdentifier: saved?.persistentIdentifier ?? UUID().uuidString)
        session.userInfo = saved?.userInfo
        session.stateRestorationActivity = saved?.activity
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? session.configuration
        session.configuration = configuration
        let logger = Logger(label: "vitrine.application")
        var sceneClass: UIScene.Type = UIWindowScene.self
        if let named = configuration.sceneClass {
            if let windowSceneClass = named as? UIWindowScene.Type {
                sceneClass = windowSceneClass
            } else {
                logger.error("scene class \(named) is not a UIWindowScene; using UIWindowScene")
            }
        }
        let scene = sceneClass.init(session: session, connectionOptions: options)
        if let named = configuration.delegateClass {
            if let delegate = DelegateFactory.make(named, as: UISceneDelegate.self) {
                scene.delegate = delegate
            } else {
                logger.error("scene delegate class \(named) is not a UISceneDelegate; the app delegate gets the lifecycle")
            }
        }
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        // Windows shown before the scene existed (an app delegate's) join it.
        if let windowScene = scene as? UIWindowScene {
            for window in windowScene.screen.windows where window.windowScene == nil { window.windowScene = windowScene }
        }
        // A storyboard's window is made and handed to the delegate before it hears of the
        // connection, and shown after ("UIKit automatically creates the window... if you use storyboards").
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene,
           let delegate = scene.delegate as? UIWindowSceneDelegate {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            delegate.window = window
            storyboardWindow = window
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let activity = session.stateRestorationActivity {
            scene.delegate?.scene(scene, restoreInteractionStateWith: activity)
        }
        storyboardWindow?.makeKeyAndVisible()
        return scene
    }

    /// The window of Info.plist's `UIMainStoryboardFile`, with its initial view controller,
    /// given to the app delegate; nil when no storyboard of that name was registered.
    private func mainStoryboardWindow() -> UIWindow? {
        guard let name = InfoPlist.main?.mainStoryboardName, UIStoryboard.isRegistered(name) else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        delegate?.window = window
        return window
    }

    /// Launching counts as entering the foreground for a scene delegate, not for the app
    /// delegate (iOS calls `applicationWillEnterForeground` only when coming back).
    private func enterForeground(_ scene: UIScene) {
        if let sceneDelegate = scene.delegate {
            sceneDelegate.sceneWillEnterForeground(scene)
        } else if applicationState == .background {
            delegate?.applicationWillEnterForeground(self)
        }
        let connecting = scene.activationState == .unattached
        scene.activationState = .foregroundInactive
        applicationState = .inactive
        if connecting { (scene as? UIWindowScene)?.beginShowingWindows() }
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        post(Self.willEnterForegroundNotification)
    }

    private func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        for scene in connectedScenes {
            scene.activationState = .foregroundActive
            if let sceneDelegate = scene.delegate {
                sceneDelegate.sceneDidBecomeActive(scene)
            } else {
                delegate?.applicationDidBecomeActive(self)
            }
            (scene as? UIWindowScene)?.endShowingWindows()
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        post(Self.didBecomeActiveNotification)
    }

    private func resignActive() {
        guard applicationState == .active else { return }
        for scene in connectedScenes {
            if let sceneDelegate = scene.delegate {
                sceneDelegate.sceneWillResignActive(scene)
            } else {
                delegate?.applicationWillResignActive(self)
            }
            scene.activationState = .foregroundInactive
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        applicationState = .inactive
        post(Self.willResignActiveNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
