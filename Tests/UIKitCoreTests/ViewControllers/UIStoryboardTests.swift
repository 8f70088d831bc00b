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
                UIStoryboard.loadView(of: list) {
                    let view = UIView()
                    view.backgroundColor = .systemBackground
                    return view
                }
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

    // MARK: Storyboard views (UIStoryboard.loadView(of:_:))

    /// A label standing for a storyboard scene's designed view.
    final class DesignedView: UIView {}

    final class OwnViewController: UIViewController {
        override func loadView() {
            view = UILabel()
        }
    }

    final class RowsController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    }

    // loadView(): "If the view controller has an associated nib file [the storyboard's
    // view], this method loads the view from the nib file"; "If you use Interface Builder
    // ... you must not override this method"; an override that does not call super sets
    // its own (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()).
    @Test func loadViewOfGivesTheControllerItsStoryboardView() throws {
        let controller = UIViewController()
        var made = 0
        UIStoryboard.loadView(of: controller) {
            made += 1
            return DesignedView()
        }
        #expect(!controller.isViewLoaded && made == 0)
        #expect(controller.view is DesignedView)
        #expect(made == 1)

        // Given after the view loaded: it replaces the view at once.
        UIStoryboard.loadView(of: controller) { UILabel() }
        #expect(controller.viewIfLoaded is UILabel)

        // An app's own loadView wins.
        let own = OwnViewController()
        UIStoryboard.loadView(of: own) { DesignedView() }
        #expect(own.view is UILabel)
    }

    // UITableViewController: "If a nib file is specified ... [it] loads the table view
    // archived in the nib file"; its tableView is that view, with the controller as its data
    // source and delegate (https://developer.apple.com/documentation/uikit/uitableviewcontroller).
    @Test func aTableViewControllerTakesTheStoryboardsTable() throws {
        let controller = RowsController(style: .plain)
        let designed = UITableView(frame: .zero, style: .insetGrouped)
        UIStoryboard.loadView(of: controller) { designed }
        #expect(controller.tableView === designed)
        #expect(controller.view === designed)
        #expect(designed.dataSource === controller)
        #expect(designed.delegate === controller)
        #expect(designed.numberOfRows(inSection: 0) == 3)

        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let designedGrid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        UIStoryboard.loadView(of: grid) { designedGrid }
        #expect(grid.collectionView === designedGrid)
        #expect(designedGrid.dataSource === grid)

        // A view that is not a table is logged, and the controller makes its own table.
        let wrong = RowsController(style: .plain)
        UIStoryboard.loadView(of: wrong) { UIView() }
        #expect(wrong.tableView != nil)
    }
}
