import Foundation
import Logging

/// Tabs: one child controller shown at a time above a tab bar of their `tabBarItem`s. A
/// tap on a tab selects it (the delegate may refuse); a tap on the selected tab of a
/// navigation controller pops it to its root. When more than five controllers do not
/// fit a compact-width bar, the fifth tab is "More", a list of the rest.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)
    /// Hears and may refuse the selection.
    open weak var delegate: UITabBarControllerDelegate?
    /// The controllers the user may reorder in the More list; kept as API (no editing on Vitrine).
    open var customizableViewControllers: [UIViewController]?

    private var controllers: [UIViewController] = []
    private var selected: UIViewController?
    private let moreList = MoreListViewController()
    /// The navigation controller of the More tab.
    public private(set) lazy var moreNavigationController = UINavigationController(rootViewController: moreList)
    private let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    private var tabBarHidden = false
    private let logger = Logger(label: "vitrine.tabs")

    /// The most tabs a compact-width bar shows; more need the More tab.
    static let maximumCompactTabs = 5

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        tabBar.onSelect = { [weak self] item in self?.tabTapped(item) }
        moreNavigationController.tabBarItem = moreItem
        moreList.onSelect = { [weak self] controller in self?.moreNavigationController.pushViewController(controller, animated: true) }
    }

    // MARK: Controllers

    /// The controllers of the tabs, in order. Setting them selects the first (or keeps the
    /// selected one if it is still there).
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Duplicates are dropped with a log line.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var accepted: [UIViewController] = []
        for controller in viewControllers ?? [] {
            if accepted.contains(where: { $0 === controller }) {
                logger.error("setViewControllers: \(type(of: controller)) appears twice; dropped")
                continue
            }
            accepted.append(controller)
        }
        let keep = selected.flatMap { current in accepted.contains { $0 === current } ? current : nil }
        for old in controllers where !accepted.contains(where: { $0 === old }) {
            if old === selected { show(nil) }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        controllers = accepted
        for controller in accepted where controller.parent !== self && !(overflows && moreControllers.contains { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        updateMore()
        updateItems()
        show(keep ?? displayedControllers.first)
    }

    /// The selected controller. Setting one that is not a tab is logged and ignored.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            guard controllers.contains(where: { $0 === newValue }) || newValue === moreNavigationController else {
                logger.error("selectedViewController: \(type(of: newValue)) is not one of the tabs; ignored")
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected controller in `viewControllers`; `NSNotFound` when the
    /// More list is selected. An index out of range is logged and ignored.
    open var selectedIndex: Int {
        get {
            guard let selected else { return NSNotFound }
            return controllers.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else {
                logger.error("selectedIndex \(newValue) is out of 0..<\(controllers.count); ignored")
                return
            }
            select(controllers[newValue])
        }
    }

    private var overflows: Bool {
        traitCollection.horizontalSizeClass != .regular && controllers.count > Self.maximumCompactTabs
    }

    /// The controllers in the More list.
    private var moreControllers: [UIViewController] {
        overflows ? Array(controllers.dropFirst(Self.maximumCompactTabs - 1)) : []
    }

    /// The controllers that have a tab: all, or the first four and the More navigation controller.
    private var displayedControllers: [UIViewController] {
        overflows ? Array(controllers.prefix(Self.maximumCompactTabs - 1)) + [moreNavigationController] : controllers
    }

    private func updateMore() {
        let inMore = moreControllers
        moreList.controllers = inMore
        if overflows {
            if moreNavigationController.parent !== self {
                addChild(moreNavigationController)
                moreNavigationController.didMove(toParent: self)
            }
            for controller in inMore where controller.parent === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
        } else if moreNavigationController.parent === self {
            moreNavigationController.willMove(toParent: nil)
            moreNavigationController.removeFromParent()
        }
    }

    private func updateItems() {
        tabBar.setItems(displayedControllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selected.map { selectedTab(for: $0).tabBarItem }
    }

    /// The tab a controller is shown under: its own, or More for one in the More list.
    private func selectedTab(for controller: UIViewController) -> UIViewController {
        moreControllers.contains { $0 === controller } ? moreNavigationController : controller
    }

    // MARK: Selection

    private func tabTapped(_ item: UITabBarItem) {
        guard let controller = displayedControllers.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) != false else { return }
        if controller === selected, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        } else {
            select(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// UITabBarDelegate: the tab bar controller's own bar reports through `onSelect`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    private func select(_ controller: UIViewController) {
        if moreControllers.contains(where: { $0 === controller }) {
            show(moreNavigationController)
            if moreNavigationController.topViewController !== controller {
                moreNavigationController.setViewControllers([moreList, controller], animated: false)
            }
        } else {
            show(controller)
        }
    }

    /// Puts `controller`'s view in place of the selected one's, with the appearance
    /// callbacks in iOS's order when the tab bar controller is shown.
    private func show(_ controller: UIViewController?) {
        guard controller !== selected else { return }
        let previous = selected
        selected = controller
        tabBar.selectedItem = controller.map { selectedTab(for: $0).tabBarItem }
        guard let view = viewIfLoaded else { return }
        let visible = appearState == .appeared
        if visible {
            previous?.beginAppearanceTransition(false, animated: false)
            controller?.beginAppearanceTransition(true, animated: false)
        }
        previous?.viewIfLoaded?.removeFromSuperview()
        if let controller {
            controller.view.frame = view.bounds
            view.insertSubview(controller.view, belowSubview: tabBar)
        }
        if visible {
            previous?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
        updateTabBarVisibility()
        view.setNeedsLayout()
    }

    // MARK: The view

    open override func loadView() {
        let view = TabBarControllerView(frame: UIScreen.main.bounds)
        view.controller = self
        view.addSubview(tabBar)
        self.view = view
        if let selected {
            selected.view.frame = view.bounds
            view.insertSubview(selected.view, belowSubview: tabBar)
        }
        // The screen's width decides whether a More tab is needed.
        setViewControllers(viewControllers, animated: false)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        // The More tab comes and goes with the width.
        let current = selected === moreNavigationController ? moreNavigationController.topViewController : selected
        setViewControllers(controllers, animated: false)
        if let current, current !== moreList { select(current) }
    }

    /// A pushed controller with `hidesBottomBarWhenPushed` hides the bar while it is on the stack.
    func updateTabBarVisibility() {
        let hidden = (selected as? UINavigationController)?.viewControllers.dropFirst()
            .contains { $0.hidesBottomBarWhenPushed } ?? false
        guard hidden != tabBarHidden else { return }
        tabBarHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the tab bar (off the bottom edge while hidden) and the selected view, whose
    /// safe area ends above the bar.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let height = tabBar.preferredHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: tabBarHidden ? view.bounds.height : view.bounds.height - height,
                              width: view.bounds.width, height: height)
        tabBar.isHidden = tabBarHidden
        guard let selected else { return }
        selected.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: tabBarHidden ? 0 : tabBar.preferredHeight, right: 0)
        selected.viewIfLoaded?.frame = view.bounds
    }
}
