import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Storyboards made in code (`UIStoryboard.register(name:scenes:)`, what scripts/port writes
/// for simple storyboards) behave as UIStoryboard does on iOS: the initial view controller,
/// view controllers by identifier, `storyboard` set on what it makes, and a scene whose
/// configuration names it gets a window with the initial view controller before the scene
/// delegate hears of the connection ("UIKit automatically loads the storyboard ... creates
/// the window and assigns it to the window property of your scene delegate").
@Suite(.serialized)
@MainActor
final class UIStoryboardTests {
    final class ListController: UIViewController {
        var backgroundAtViewDidLoad: UIColor?
        var navigationAtViewDidLoad: UINavigationController?
        override func viewDidLoad() {
            super.viewDidLoad()
            backgroundAtViewDidLoad = view.backgroundColor
            navigationAtViewDidLoad = navigationController
        }
    }

    final class DetailController: UIViewController {}

    static func registerMain() {
        UIStoryboard.register(name: "StoryboardTestsMain") { identifier in
            switch identifier {
            case nil:
                let list = ListController()
                UIStoryboard.configureView(of: list) { $0.backgroundColor = .systemBackground }
                list.navigationItem.title = "Items"
                return UINavigationController(rootViewController: list)
            case "Detail":
                return DetailController()
            default:
                return nil
            }
        }
    }

    final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var windowAtWillConnect: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            windowAtWillConnect = window
        }
    }

    final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = StoryboardSceneDelegate.self
            configuration.storyboard = UIStoryboard(name: "StoryboardTestsMain", bundle: nil)
            return configuration
        }
    }

    init() {}

    isolated deinit {
        UIApplication.current = nil
    }

    @Test func initialAndIdentifiedViewControllers() throws {
        Self.registerMain()
        let storyboard = UIStoryboard(name: "StoryboardTestsMain", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListController)
        #expect(navigation.storyboard === storyboard)
        #expect(list.storyboard === storyboard)
        #expect(list.navigationItem.title == "Items")
        // The storyboard's view attributes are there when viewDidLoad runs, and the view
        // is not loaded before it is needed.
        #expect(!list.isViewLoaded)
        list.loadViewIfNeeded()
        #expect(list.backgroundAtViewDidLoad == .systemBackground)
        #expect(list.navigationAtViewDidLoad === navigation)
        let detail: DetailController = storyboard.instantiateViewController(identifier: "Detail")
        #expect(detail.storyboard === storyboard)
        #expect(storyboard.instantiateViewController(withIdentifier: "Detail") is DetailController)
    }

    // iOS raises an exception for an unknown storyboard or identifier; a kiosk logs and goes on.
    @Test func unknownNamesAndIdentifiersDoNotTrap() {
        Self.registerMain()
        #expect(UIStoryboard(name: "NoSuchStoryboard", bundle: nil).instantiateInitialViewController() == nil)
        let controller = UIStoryboard(name: "StoryboardTestsMain", bundle: nil).instantiateViewController(withIdentifier: "Nope")
        #expect(type(of: controller) == UIViewController.self)
    }

    @Test func aSceneWithAStoryboardGetsItsWindowBeforeWillConnect() throws {
        Self.registerMain()
        let display = HeadlessDisplay(pixelWidth: 320, pixelHeight: 240, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        _ = runtime
        let application = UIApplication()
        UIApplication.current = application
        let appDelegate = StoryboardAppDelegate()
        application.delegate = appDelegate
        application.launch()
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        let window = try #require(delegate.window)
        #expect(delegate.windowAtWillConnect === window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow)
        #expect((window.rootViewController as? UINavigationController)?.topViewController is ListController)
    }
}
