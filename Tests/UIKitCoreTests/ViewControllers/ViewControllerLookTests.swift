import HeadlessDisplay
import Testing
import UIKitCore
import VitrineTestSupport

/// Screenshots of the controller layer against references in light and dark at scale 2:
/// a navigation bar with a back button and bar buttons, a large title, sheets, tab bars,
/// a split view, alerts and an action sheet.
/// Tolerance: 2 levels per channel (text antialiasing differs by less across machines).
@Suite(.serialized)
@MainActor
struct ViewControllerLookTests {
    final class ContentController: UIViewController {
        let text: String
        init(title: String, text: String) {
            self.text = text
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 24))
            label.text = text
            label.textColor = .secondaryLabel
            view.addSubview(label)
        }
    }

    private func render(_ root: UIViewController, width: Int = 390, height: Int = 220, style: UIUserInterfaceStyle,
                        after change: (VitrineRuntime) -> Void = { _ in }) throws -> PixelBuffer {
        let (runtime, window) = try ControllerScene.make(root: root, width: width, height: height, scale: 2)
        window.overrideUserInterfaceStyle = style
        change(runtime)
        ControllerScene.settle(runtime)
        return runtime.renderScreen()!
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aNavigationBarWithABackButtonAndButtons(style: UIUserInterfaceStyle) throws {
        let root = ContentController(title: "Settings", text: "Root")
        let navigation = UINavigationController(rootViewController: root)
        let detail = ContentController(title: "Wi-Fi", text: "Networks")
        detail.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .edit),
                                                     UIBarButtonItem(barButtonSystemItem: .add)]
        let pixels = try render(navigation, style: style) { _ in
            navigation.pushViewController(detail, animated: false)
        }
        expectMatchesReference(pixels, named: "navigation-bar-\(style == .dark ? "dark" : "light")")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aLargeTitle(style: UIUserInterfaceStyle) throws {
        let root = ContentController(title: "Settings", text: "Under a large title")
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let pixels = try render(navigation, style: style)
        expectMatchesReference(pixels, named: "large-title-\(style == .dark ? "dark" : "light")")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aMediumSheetWithAGrabber(style: UIUserInterfaceStyle) throws {
        let root = ContentController(title: "Root", text: "Behind the sheet")
        let navigation = UINavigationController(rootViewController: root)
        let sheet = ContentController(title: "Sheet", text: "In the sheet")
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        let pixels = try render(navigation, height: 400, style: style) { _ in
            navigation.present(sheet, animated: false)
        }
        expectMatchesReference(pixels, named: "sheet-medium-\(style == .dark ? "dark" : "light")")
    }

    private func makeTabs() -> UITabBarController {
        let symbols = [("Home", "house.fill"), ("Search", "magnifyingglass"), ("Alerts", "bell.fill"), ("Settings", "gearshape.fill")]
        let tabs = UITabBarController()
        tabs.viewControllers = symbols.map { title, symbol in
            let navigation = UINavigationController(rootViewController: ContentController(title: title, text: title))
            navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
            return navigation
        }
        tabs.viewControllers?[2].tabBarItem.badgeValue = "3"
        tabs.selectedIndex = 0
        return tabs
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aTabBar(style: UIUserInterfaceStyle) throws {
        let pixels = try render(makeTabs(), height: 300, style: style)
        expectMatchesReference(pixels, named: "tab-bar-\(style == .dark ? "dark" : "light")")
    }

    // On a regular-width screen the items are centered, the image beside the title.
    @Test func aTabBarOnAKiosk() throws {
        let (runtime, _) = try ControllerScene.make(root: makeTabs(), width: 1024, height: 300, scale: 1)
        ControllerScene.settle(runtime)
        expectMatchesReference(runtime.renderScreen()!, named: "tab-bar-regular")
    }

    // A list beside its detail on a landscape kiosk: a sidebar-style primary column with
    // the display-mode button, a hairline, the detail's own bar.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aSplitViewOnAKiosk(style: UIUserInterfaceStyle) throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        let list = ContentController(title: "Rooms", text: "Kitchen")
        let detail = ContentController(title: "Kitchen", text: "Lights on")
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let (runtime, window) = try ControllerScene.make(root: split, width: 1024, height: 240, scale: 1)
        window.overrideUserInterfaceStyle = style
        ControllerScene.settle(runtime)
        expectMatchesReference(runtime.renderScreen()!, named: "split-view-\(style == .dark ? "dark" : "light")")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func alertsAndAnActionSheet(style: UIUserInterfaceStyle) throws {
        let suffix = style == .dark ? "dark" : "light"
        let two = UIAlertController(title: "Delete Order?", message: "The order and its receipt will be removed.", preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        two.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let three = UIAlertController(title: "Sign In", message: "Enter the operator PIN.", preferredStyle: .alert)
        three.addTextField { $0.placeholder = "PIN" }
        three.addAction(UIAlertAction(title: "Sign In", style: .default))
        three.addAction(UIAlertAction(title: "Forgot PIN", style: .default))
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let sheet = UIAlertController(title: "Receipt", message: "How should the receipt be sent?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Print", style: .default))
        sheet.addAction(UIAlertAction(title: "Email", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        for (alert, name) in [(two, "alert-two-buttons"), (three, "alert-three-buttons"), (sheet, "action-sheet")] {
            let root = ContentController(title: "Checkout", text: "Behind the alert")
            let pixels = try render(UINavigationController(rootViewController: root), height: 480, style: style) { _ in
                root.present(alert, animated: false)
            }
            expectMatchesReference(pixels, named: "\(name)-\(suffix)")
        }
    }

    // On a regular-width screen (a kiosk) a form sheet is a centered card.
    @Test func aFormSheetOnAKiosk() throws {
        let root = ContentController(title: "Root", text: "Behind the sheet")
        let navigation = UINavigationController(rootViewController: root)
        let sheet = UINavigationController(rootViewController: ContentController(title: "Form", text: "In the form sheet"))
        sheet.modalPresentationStyle = .formSheet
        let (runtime, _) = try ControllerScene.make(root: navigation, width: 800, height: 600, scale: 1)
        navigation.present(sheet, animated: false)
        ControllerScene.settle(runtime)
        expectMatchesReference(runtime.renderScreen()!, named: "form-sheet-regular")
    }
}
