import Foundation
import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Scene-based state restoration ("Restoring your app's state",
/// https://developer.apple.com/documentation/uikit/restoring-your-app-s-state): the
/// delegate's `stateRestorationActivity(for:)` is saved when the scene goes to the
/// background, and the next launch's session has it as `stateRestorationActivity`, with the
/// same `persistentIdentifier` and `userInfo`; `scene(_:restoreInteractionStateWith:)`
/// follows `scene(_:willConnectTo:options:)`.
@Suite(.serialized)
@MainActor
final class StateRestorationTests {
    static var log: [String] = []
    static var savesActivity = true

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }

    final class DetailController: UIViewController {
        var item = "Mars"
        override func updateUserActivityState(_ activity: NSUserActivity) {
            StateRestorationTests.log.append("controller: update")
            activity.addUserInfoEntries(from: ["item": item])
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let detail = DetailController()

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            StateRestorationTests.log.append("willConnect, restoring \(session.stateRestorationActivity?.activityType ?? "nothing")")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = detail
            let activity = NSUserActivity(activityType: "com.example.planets.detail")
            activity.title = "Planet"
            detail.userActivity = activity
            scene.userActivity = activity
        }
        func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
            let item = stateRestorationActivity.userInfo?["item"] as? String ?? "?"
            StateRestorationTests.log.append("restore \(stateRestorationActivity.title ?? "") \(item)")
        }
        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            guard StateRestorationTests.savesActivity, let activity = scene.userActivity else { return nil }
            activity.addUserInfoEntries(from: ["count": 4, "notAPlist": NSObject()])
            activity.needsSave = true
            return activity
        }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StateRestorationTests-\(UUID().uuidString)")

    init() {
        SceneStateStore.directoryOverride = folder
        Self.log = []
        Self.savesActivity = true
    }

    isolated deinit {
        UIApplication.current = nil
        SceneStateStore.directoryOverride = nil
        try? FileManager.default.removeItem(at: folder)
    }

    private func launch() throws -> (VitrineRuntime, UIApplication) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 320, pixelHeight: 240, clock: .stepped))
        let application = UIApplication()
        UIApplication.current = application
        application.delegate = AppDelegate()
        application.launch()
        return (runtime, application)
    }

    private func session(of application: UIApplication) throws -> UISceneSession {
        try #require(application.connectedScenes.first?.session)
    }

    @Test func theSceneComesBackWithItsActivityAndUserInfo() throws {
        var (runtime, application) = try launch()
        let first = try session(of: application)
        #expect(first.stateRestorationActivity == nil)
        first.userInfo = ["tab": 2]
        application.terminate()
        #expect(Self.log == ["willConnect, restoring nothing", "controller: update"])
        withExtendedLifetime(runtime) {}

        Self.log = []
        (runtime, application) = try launch()
        let second = try session(of: application)
        #expect(second.persistentIdentifier == first.persistentIdentifier)
        #expect(second.userInfo?["tab"] as? Int == 2)
        let restored = try #require(second.stateRestorationActivity)
        #expect(restored.activityType == "com.example.planets.detail")
        #expect(restored.userInfo?["count"] as? Int == 4)
        // Only property-list values are saved.
        #expect(restored.userInfo?["notAPlist"] == nil)
        #expect(Self.log == ["willConnect, restoring com.example.planets.detail", "restore Planet Mars"])

        // A delegate that saves nothing (and a session without user info) starts the next launch afresh.
        Self.savesActivity = false
        second.userInfo = nil
        application.terminate()
        withExtendedLifetime(runtime) {}
        (runtime, application) = try launch()
        let third = try session(of: application)
        #expect(third.persistentIdentifier != first.persistentIdentifier)
        #expect(third.stateRestorationActivity == nil)
        withExtendedLifetime(runtime) {}
    }

    /// A screen that sets and clears its activity on every visit (a kiosk's months of use)
    /// is kept among the activity's holders once, not once per visit.
    @Test func holdersStayBoundedAsActivitiesComeAndGo() {
        let controller = DetailController()
        let activity = NSUserActivity(activityType: "com.example.planets.detail")
        for _ in 0..<1000 {
            controller.userActivity = activity
            controller.userActivity = nil
        }
        controller.userActivity = activity
        #expect(UIResponder.responders(with: activity).count == 1)
        // This controller once (1,001 entries without the pruning), and at most one screen of
        // another test whose scene is not released yet.
        #expect(UIResponder.activityHolderCount <= 2)
    }

    @Test func aCorruptFileStartsAfresh() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a plist".utf8).write(to: folder.appendingPathComponent("scene-session.plist"))
        let (runtime, application) = try launch()
        #expect(try session(of: application).stateRestorationActivity == nil)
        withExtendedLifetime(runtime) {}
    }
}
