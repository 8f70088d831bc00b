@testable import UIKitCore
import Testing

/// UITabBarController: selection by a tap on the tab bar, the delegate, appearance order
/// on a tab switch (iOS: old will, new will, old did, new did), selectedIndex out of range,
/// the More tab in a compact width, badges, the safe area above the bar and
/// hidesBottomBarWhenPushed.
@MainActor
struct TabBarControllerTests {
    final class Refusing: UITabBarControllerDelegate {
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController.title != "Locked"
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    private func makeTabs(_ count: Int, log: EventLog, width: Int = 390) throws -> (VitrineRuntime, UITabBarController, [LoggingController]) {
        let controllers = (0..<count).map { index -> LoggingController in
            let controller = LoggingController("T\(index)", log: log)
            controller.title = "Tab \(index)"
            controller.tabBarItem = UITabBarItem(title: "Tab \(index)", image: UIImage(systemName: "star"), tag: index)
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let (runtime, _) = try ControllerScene.make(root: tabs, width: width)
        log.entries = []
        return (runtime, tabs, controllers)
    }

    private func center(of item: UITabBarItem, in tabs: UITabBarController) throws -> CGPoint {
        let view = try #require(tabs.tabBar.subviews.compactMap { $0 as? TabBarItemView }.first { $0.item === item })
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func aTapOnATabSwitchesWithIOSCallbackOrder() throws {
        let log = EventLog()
        let (runtime, tabs, controllers) = try makeTabs(3, log: log)
        #expect(tabs.selectedIndex == 0)
        #expect(controllers[0].view.window != nil && !controllers[1].isViewLoaded)
        runtime.tap(at: try center(of: controllers[2].tabBarItem, in: tabs))
        runtime.stepFrames(1)
        #expect(tabs.selectedViewController === controllers[2])
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
        #expect(log.take() == ["T0: willDisappear", "T2: willAppear", "T0: didDisappear", "T2: didAppear"])
        #expect(controllers[0].view.window == nil)
        #expect(controllers[2].view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 640 - 49, width: 390, height: 49))
        #expect(controllers[1].tabBarController === tabs)
    }

    @Test func theDelegateMayRefuseAndHearsSelections() throws {
        let log = EventLog()
        let (runtime, tabs, controllers) = try makeTabs(3, log: log)
        controllers[1].title = "Locked"
        let delegate = Refusing()
        tabs.delegate = delegate
        runtime.tap(at: try center(of: controllers[1].tabBarItem, in: tabs))
        runtime.stepFrames(1)
        #expect(tabs.selectedIndex == 0)
        runtime.tap(at: try center(of: controllers[2].tabBarItem, in: tabs))
        runtime.stepFrames(1)
        #expect(tabs.selectedIndex == 2)
        #expect(delegate.selected == ["Tab 2"])
        // Setting the selection in code does not ask the delegate, as on iOS.
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aTapOnTheSelectedNavigationTabPopsToItsRoot() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let (runtime, _) = try ControllerScene.make(root: tabs)
        let pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        navigation.pushViewController(pushed, animated: false)
        runtime.stepFrames(1)
        #expect(tabs.tabBar.isHidden)
        #expect(pushed.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        runtime.stepFrames(1)
        #expect(!tabs.tabBar.isHidden)
        navigation.pushViewController(UIViewController(), animated: false)
        runtime.stepFrames(1)
        runtime.tap(at: try center(of: navigation.tabBarItem, in: tabs))
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root])
    }

    // Apps set the tab bar item on a tab's root view controller and wrap it in a navigation
    // controller (View Controller Catalog, "Adding a Navigation Controller to a Tab Bar
    // Interface"); iOS shows the root's item, and its title follows the root's `title`.
    @Test func aNavigationTabShowsItsRootViewControllersItem() throws {
        let data = UIViewController()
        data.tabBarItem.image = UIImage(systemName: "globe")
        data.tabBarItem.title = "Data"
        let news = UIViewController()
        news.title = "News"
        news.tabBarItem.image = UIImage(systemName: "dot.radiowaves.left.and.right")
        let own = UINavigationController(rootViewController: UIViewController())
        own.tabBarItem = UITabBarItem(title: "Own", image: nil, tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: data), UINavigationController(rootViewController: news), own]
        let (runtime, _) = try ControllerScene.make(root: tabs)
        let shown = tabs.tabBar.subviews.compactMap { $0 as? TabBarItemView }
        #expect(tabs.viewControllers?[0].tabBarItem === data.tabBarItem)
        #expect(tabs.tabBar.items?.map(\.title) == ["Data", "News", "Own"])
        #expect(shown.count == 3)
        #expect(tabs.tabBar.items?[1].image != nil)
        runtime.tap(at: try center(of: news.tabBarItem, in: tabs))
        ControllerScene.settle(runtime)
        #expect(tabs.selectedIndex == 1)
    }

    @Test func moreThanFiveTabsInACompactWidthGoToMore() throws {
        let log = EventLog()
        let (runtime, tabs, controllers) = try makeTabs(7, log: log)
        let items = try #require(tabs.tabBar.items)
        #expect(items.count == 5)
        #expect(items.last?.title == "More")
        #expect(Array(items.prefix(4)) == controllers.prefix(4).map { $0.tabBarItem! })
        tabs.selectedIndex = 5
        runtime.stepFrames(1)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.moreNavigationController.topViewController === controllers[5])
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.selectedItem?.title == "More")
    }

    @Test func aRegularWidthShowsEveryTab() throws {
        let log = EventLog()
        let (_, tabs, _) = try makeTabs(7, log: log, width: 1024)
        #expect(tabs.tabBar.items?.count == 7)
        #expect(tabs.tabBar.frame.height == 50)
    }

    @Test func aBadgeAndTheControllersTitleReachTheTab() throws {
        let log = EventLog()
        let (_, tabs, controllers) = try makeTabs(2, log: log)
        controllers[1].tabBarItem.badgeValue = "3"
        let untitled = UIViewController()
        untitled.title = "Inbox"
        #expect(untitled.tabBarItem.title == "Inbox")
        untitled.title = "Mail"
        #expect(untitled.tabBarItem.title == "Mail")
        tabs.viewControllers = [controllers[0], untitled]
        #expect(tabs.tabBar.items?.last?.title == "Mail")
        #expect(controllers[1].parent == nil)
    }
}
