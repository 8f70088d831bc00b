import HeadlessDisplay
import Testing
@testable import UIKitCore

/// The launch and lifecycle of an app with a scene delegate and of one without, as iOS
/// orders them, driven by the display pausing and resuming (a VT switch on a kiosk).
@Suite(.serialized)
@MainActor
final class SceneLifecycleTests {
    static let log = EventLog()

    final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            SceneLifecycleTests.log.entries.append("app: didFinishLaunching")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            SceneLifecycleTests.log.entries.append("app: configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func applicationDidBecomeActive(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: didBecomeActive") }
        func applicationWillTerminate(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: willTerminate") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            SceneLifecycleTests.log.entries.append("scene: willConnect")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = LoggingController("root", log: SceneLifecycleTests.log)
            window?.makeKeyAndVisible()
        }
        func sceneWillEnterForeground(_ scene: UIScene) { SceneLifecycleTests.log.entries.append("scene: willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { SceneLifecycleTests.log.entries.append("scene: didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { SceneLifecycleTests.log.entries.append("scene: willResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { SceneLifecycleTests.log.entries.append("scene: didEnterBackground") }
        func sceneDidDisconnect(_ scene: UIScene) { SceneLifecycleTests.log.entries.append("scene: didDisconnect") }
    }

    final class PlainAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            SceneLifecycleTests.log.entries.append("app: didFinishLaunching")
            window = UIWindow()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: willEnterForeground") }
        func applicationWillTerminate(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: willTerminate") }
    }

    init() {}

    /// Each test launches its own application; the tests after it get a fresh one.
    isolated deinit {
        UIApplication.current = nil
    }

    private func launch(_ delegate: UIApplicationDelegate) throws -> (VitrineRuntime, HeadlessDisplay, UIApplication) {
        let display = HeadlessDisplay(pixelWidth: 320, pixelHeight: 240, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let application = UIApplication()
        UIApplication.current = application
        application.delegate = delegate
        Self.log.entries = []
        application.launch()
        return (runtime, display, application)
    }

    // iOS's order: launch, configuration, connect, foreground, active; the window's root
    // controller appears with the scene (will with the foreground, did once active); the
    // app delegate's lifecycle methods are not called in a scene-based app.
    @Test func aSceneBasedAppLaunchesInIOSOrder() throws {
        let (_, _, application) = try launch(SceneAppDelegate())
        #expect(Self.log.take() == ["app: didFinishLaunching", "app: configurationForConnecting", "scene: willConnect",
                                    "scene: willEnterForeground", "root: willAppear",
                                    "scene: didBecomeActive", "root: didAppear"])
        #expect(application.applicationState == .active)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate is SceneDelegate)
        #expect(application.openSessions.first === scene.session)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.contains { $0 === window })
        #expect(scene.keyWindow === window)
        #expect(window.isKeyWindow)
    }

    @Test func pausingTheDisplaySendsTheSceneToTheBackgroundAndBack() throws {
        let (runtime, display, application) = try launch(SceneAppDelegate())
        _ = runtime
        let scene = try #require(application.connectedScenes.first)
        var notifications: [String] = []
        let center = NotificationCenter.default
        let observers = [UIApplication.didEnterBackgroundNotification, UIScene.didActivateNotification,
                         UIApplication.willEnterForegroundNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { notifications.append(raw) }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        Self.log.entries = []
        display.pause()
        #expect(Self.log.take() == ["scene: willResignActive", "scene: didEnterBackground"])
        #expect(application.applicationState == .background)
        #expect(scene.activationState == .background)
        display.resume()
        #expect(Self.log.take() == ["scene: willEnterForeground", "scene: didBecomeActive"])
        #expect(application.applicationState == .active)
        #expect(notifications == ["UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification",
                                  "UISceneDidActivateNotification"])
        application.terminate()
        #expect(Self.log.take() == ["scene: willResignActive", "scene: didEnterBackground", "scene: didDisconnect", "app: willTerminate"])
        #expect(application.connectedScenes.isEmpty)
    }

    // Without a scene delegate the app delegate hears the lifecycle, and its window joins
    // the app's window scene when shown.
    @Test func withoutASceneDelegateTheAppDelegateHearsTheLifecycle() throws {
        let delegate = PlainAppDelegate()
        let (_, display, application) = try launch(delegate)
        #expect(Self.log.take() == ["app: didFinishLaunching", "app: didBecomeActive"])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate == nil)
        #expect(delegate.window?.windowScene === scene)
        display.pause()
        display.resume()
        #expect(Self.log.take() == ["app: willResignActive", "app: didEnterBackground", "app: willEnterForeground", "app: didBecomeActive"])
    }

    @Test func aDelegateClassThatIsNotASceneDelegateIsLoggedAndTheAppDelegateTakesOver() throws {
        final class Confused: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
                configuration.delegateClass = UIView.self
                return configuration
            }
            func applicationDidBecomeActive(_ application: UIApplication) { SceneLifecycleTests.log.entries.append("app: didBecomeActive") }
        }
        let (_, _, application) = try launch(Confused())
        #expect(application.connectedScenes.first?.delegate == nil)
        #expect(Self.log.take() == ["app: didBecomeActive"])
    }

    // Setting a window's scene to nil takes it off the screen, as on iOS.
    @Test func aWindowWithoutItsSceneLeavesTheScreen() throws {
        let (_, _, application) = try launch(SceneAppDelegate())
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.windows.first)
        window.windowScene = nil
        #expect(window.isHidden)
        #expect(!scene.windows.contains { $0 === window })
        #expect(!UIScreen.main.windows.contains { $0 === window })
    }
}
