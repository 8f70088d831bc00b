import Foundation
import Logging

/// A stack of controllers, the top one shown under a navigation bar whose back button
/// pops it. Pushes and pops animate with iOS's parallax slide; a swipe from the leading
/// edge pops interactively, following the finger. Operations asked for during a
/// transition run after it, in order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a transition does to the stack.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// The duration of showing or hiding the bars, as iOS's `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The bar at the top.
    public let navigationBar: UINavigationBar
    /// The toolbar at the bottom, hidden unless `isToolbarHidden` is false.
    public let toolbar: UIToolbar!
    /// Hears the controller show controllers; may supply push and pop animations.
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the navigation bar is hidden. Default false.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    private var stack: [UIViewController] = []
    private var navigationBarHidden = false
    private var toolbarHidden = true
    private let contentView = UIView()
    private let edgePan = NavigationEdgePanGestureRecognizer()
    private var running: NavigationTransition?
    private var pending: [() -> Void] = []
    private let logger = Logger(label: "vitrine.navigation")

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with the system bar and toolbar. Swift on Linux cannot make
    /// an instance of a subclass from its class (`init(frame:)` is not required), so other
    /// classes are logged and the system ones used.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        for named in [navigationBarClass, toolbarClass].compactMap({ $0 })
        where named != UINavigationBar.self && named != UIToolbar.self {
            logger.warning("UINavigationController(navigationBarClass:toolbarClass:): \(named) cannot be made from its class on Linux; the system bar is used")
        }
        configureBars()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureBars()
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(coder: coder)
        configureBars()
    }

    private func configureBars() {
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        toolbar.isHidden = true
        edgePan.addTarget(self, action: UINavigationController.handleEdgePan)
    }

    // MARK: The stack

    /// The stack, bottom to top. Setting it replaces it without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// In a tab, a navigation controller given no tab bar item of its own shows its root
    /// view controller's, as on iOS: apps configure the root's item and wrap it.
    override var inheritedTabBarItem: UITabBarItem? { stack.first?.tabBarItem }

    /// The controller shown: the top one, or what it (or the navigation controller) presents.
    open var visibleViewController: UIViewController? {
        var visible = presentedViewController ?? topViewController?.presentedViewController
        while let next = visible?.presentedViewController { visible = next }
        return visible ?? topViewController
    }

    /// The controller that a pop returns to: the interactive pop gesture, exposed as on iOS.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    /// Pushes `viewController` on the stack and shows it. A controller already on the
    /// stack, in another container, or a navigation controller is refused with a log line,
    /// as iOS refuses it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if running != nil { return pending.append { [weak self] in self?.pushViewController(viewController, animated: animated) } }
        guard !stack.contains(where: { $0 === viewController }) else {
            logger.error("pushing \(type(of: viewController)) twice is not supported; ignored")
            return
        }
        guard !(viewController is UINavigationController) else {
            logger.error("pushing a navigation controller is not supported; ignored")
            return
        }
        guard viewController.presentingViewController == nil, viewController !== self else {
            logger.error("cannot push \(type(of: viewController)): it is presented; ignored")
            return
        }
        let from = topViewController
        addChild(viewController)
        stack.append(viewController)
        transition(from: from, to: viewController, operation: .push, animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if running != nil {
            pending.append { [weak self] in self?.popViewController(animated: animated) }
            return nil
        }
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated).last
    }

    /// Pops every controller above the root and returns them; nil when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard running == nil else {
            pending.append { [weak self] in self?.popToRootViewController(animated: animated) }
            return nil
        }
        guard stack.count > 1 else { return nil }
        return pop(to: stack[0], animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them; nil when it is not on
    /// the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard running == nil else {
            pending.append { [weak self] in self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        guard stack.contains(where: { $0 === viewController }) else {
            logger.error("popToViewController: \(type(of: viewController)) is not on the stack; ignored")
            return nil
        }
        return pop(to: viewController, animated: animated)
    }

    /// Replaces the stack. When the top changes, it animates as a push (new top) or a pop
    /// (a top that was already on the stack). Duplicates and navigation controllers are
    /// dropped with a log line.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if running != nil { return pending.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) } }
        var accepted: [UIViewController] = []
        for controller in viewControllers {
            if accepted.contains(where: { $0 === controller }) || controller is UINavigationController || controller === self {
                logger.error("setViewControllers: \(type(of: controller)) appears twice or is a navigation controller; dropped")
                continue
            }
            accepted.append(controller)
        }
        let from = topViewController
        let to = accepted.last
        let wasOnStack = to.map { candidate in stack.contains { $0 === candidate } } ?? false
        for old in stack where !accepted.contains(where: { $0 === old }) && old !== from {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in accepted where controller.parent !== self { addChild(controller) }
        let leaving = from.flatMap { candidate in accepted.contains { $0 === candidate } ? nil : candidate }
        leaving?.willMove(toParent: nil)
        stack = accepted
        guard let to, to !== from else {
            if let leaving { leaving.viewIfLoaded?.removeFromSuperview(); leaving.removeFromParent() }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            return
        }
        transition(from: from, to: to, operation: wasOnStack ? .pop : .push, animated: animated, leaving: leaving)
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = stack.firstIndex(where: { $0 === target }), let from = topViewController, from !== target else { return [] }
        let popped = Array(stack[(index + 1)...])
        // The ones between leave at once; only the top one animates.
        for controller in popped.dropLast() {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        from.willMove(toParent: nil)
        stack.removeSubrange((index + 1)...)
        transition(from: from, to: target, operation: .pop, animated: animated, leaving: from)
        return popped
    }

    // MARK: Bars

    /// Shows or hides the navigation bar; the content's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        animateBars(animated)
    }

    /// Shows or hides the toolbar, which shows the top controller's `toolbarItems`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        animateBars(animated)
    }

    private func animateBars(_ animated: Bool) {
        guard let view = viewIfLoaded else { return }
        navigationBar.isHidden = false
        toolbar.isHidden = false
        view.setNeedsLayout()
        let change = { view.layoutIfNeeded() }
        let done: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            navigationBar.isHidden = navigationBarHidden
            toolbar.isHidden = toolbarHidden
        }
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: change, completion: done)
        } else {
            change()
            done(true)
        }
    }

    func navigationItemDidChange(of controller: UIViewController) {
        navigationBar.itemsDidChange()
    }

    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: false)
    }

    // MARK: The view

    open override func loadView() {
        let view = NavigationControllerView(frame: UIScreen.main.bounds)
        view.controller = self
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        view.addGestureRecognizer(edgePan)
        self.view = view
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let top = topViewController {
            top.containerSafeAreaInsets = barInsets
            contentView.addSubview(top.view)
        }
    }

    /// What the bars cover of the content.
    private var barInsets: UIEdgeInsets {
        UIEdgeInsets(top: navigationBarHidden ? 0 : navigationBar.preferredHeight, left: 0,
                     bottom: toolbarHidden ? 0 : UIToolbar.height, right: 0)
    }

    /// Places the bars (a hidden bar moves off its edge) and the top controller's view.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let safe = view.safeAreaInsets
        let barHeight = navigationBar.visibleHeight
        navigationBar.frame = CGRect(x: 0, y: navigationBarHidden ? safe.top - barHeight : safe.top,
                                     width: view.bounds.width, height: barHeight)
        let toolbarHeight = UIToolbar.height + safe.bottom
        toolbar.frame = CGRect(x: 0, y: toolbarHidden ? view.bounds.height : view.bounds.height - toolbarHeight,
                               width: view.bounds.width, height: toolbarHeight)
        contentView.frame = view.bounds
        guard running == nil, let top = topViewController else { return }
        top.containerSafeAreaInsets = barInsets
        top.viewIfLoaded?.frame = contentView.bounds
    }

    // MARK: Transitions

    private func transition(from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
                            leaving: UIViewController? = nil, interactive: Bool = false) {
        let oldContent = navigationBar.content
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(to.toolbarItems, animated: false)
        guard isViewLoaded else {
            finishWithoutView(to: to, operation: operation, leaving: leaving)
            return
        }
        let visible = appearState == .appeared
        let animates = animated && visible && from != nil && view.window != nil
        if visible {
            from?.beginAppearanceTransition(false, animated: animates)
            to.beginAppearanceTransition(true, animated: animates)
        }
        delegate?.navigationController(self, willShow: to, animated: animates)
        tabBarController?.updateTabBarVisibility()
        to.containerSafeAreaInsets = barInsets
        let frame = contentView.bounds
        guard let from, animates else {
            to.view.frame = frame
            contentView.addSubview(to.view)
            if let from, from !== to { from.viewIfLoaded?.removeFromSuperview() }
            complete(from: from, to: to, operation: operation, leaving: leaving, visible: visible, animated: false)
            return
        }
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationTransitionAnimator(operation: operation)
        let barChange = NavigationBarCrossFade(bar: navigationBar, old: oldContent)
        let context = TransitionContext(
            containerView: contentView, animated: true, style: .none,
            from: (from, from.view, initial: frame, final: frame),
            to: (to, to.view, initial: frame, final: frame)) { [weak self] completed in
                guard let self else { return }
                barChange.finish(completed: completed)
                if completed {
                    from.viewIfLoaded?.removeFromSuperview()
                    complete(from: from, to: to, operation: operation, leaving: leaving, visible: visible, animated: true)
                } else {
                    cancel(from: from, to: to, visible: visible)
                }
                animator.animationEnded(completed)
            }
        context.isInteractive = interactive
        running = NavigationTransition(context: context, animator: animator as? NavigationTransitionAnimator,
                                       barChange: barChange, operation: operation)
        from.activeTransition = context
        to.activeTransition = context
        if interactive, let builtIn = animator as? NavigationTransitionAnimator {
            builtIn.prepare(context, progress: 0)
            barChange.place(progress: 0)
            return
        }
        UIView.animate(withDuration: NavigationTransitionAnimator.duration, delay: 0, options: [.curveEaseOut]) {
            barChange.place(progress: 1)
        }
        animator.animateTransition(using: context)
    }

    private func finishWithoutView(to: UIViewController, operation: Operation, leaving: UIViewController?) {
        if let leaving {
            leaving.viewIfLoaded?.removeFromSuperview()
            leaving.removeFromParent()
        }
        if operation == .push { to.didMove(toParent: self) }
        runPending()
    }

    private func complete(from: UIViewController?, to: UIViewController, operation: Operation,
                          leaving: UIViewController?, visible: Bool, animated: Bool) {
        from?.activeTransition = nil
        to.activeTransition = nil
        running = nil
        if visible {
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
        }
        if let leaving { leaving.removeFromParent() }
        if operation == .push { to.didMove(toParent: self) }
        to.updateBarsForScrollEdge()
        delegate?.navigationController(self, didShow: to, animated: animated)
        viewIfLoaded?.setNeedsLayout()
        runPending()
    }

    /// An interactive pop let go too early: everything returns as it was, and the
    /// appearance callbacks say so in iOS's order.
    private func cancel(from: UIViewController, to: UIViewController, visible: Bool) {
        from.activeTransition = nil
        to.activeTransition = nil
        running = nil
        to.viewIfLoaded?.removeFromSuperview()
        stack.append(from)
        from.movingFromParent = false
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(from.toolbarItems, animated: false)
        tabBarController?.updateTabBarVisibility()
        if visible {
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
        viewIfLoaded?.setNeedsLayout()
        runPending()
    }

    private func runPending() {
        while running == nil, !pending.isEmpty {
            pending.removeFirst()()
        }
    }

    // MARK: Interactive pop

    private func handleEdgePan(_ pan: UIPanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            guard running == nil, stack.count > 1, appearState == .appeared,
                  delegate?.navigationController(self, animationControllerFor: .pop, from: stack[stack.count - 1],
                                                 to: stack[stack.count - 2]) == nil else { return }
            let from = stack.removeLast()
            from.willMove(toParent: nil)
            transition(from: from, to: stack[stack.count - 1], operation: .pop, animated: true, leaving: from, interactive: true)
        case .changed:
            guard let running, running.context.isInteractive else { return }
            running.animator?.place(running.context, progress: progress)
            running.barChange.place(progress: progress)
            running.context.updateInteractiveTransition(progress)
        case .ended, .cancelled, .failed:
            guard let running, running.context.isInteractive, let animator = running.animator else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: view).x : 0
            // Completes when flung forwards, or let go past halfway without being flung back.
            let completes = velocity > 300 || (progress > 0.5 && velocity > -300)
            if completes { running.context.finishInteractiveTransition() } else { running.context.cancelInteractiveTransition() }
            UIView.animate(withDuration: NavigationTransitionAnimator.duration * Double(completes ? 1 - progress : progress)) {
                running.barChange.place(progress: completes ? 1 : 0)
            }
            animator.finish(running.context, from: progress, completing: completes)
        default:
            break
        }
    }
}
