import Foundation

/// Manages a view hierarchy: creates its view on first access, hears when it appears and
/// disappears and when it lays out, contains child controllers, presents others, and sits
/// in the responder chain right after its view.
///
/// Vitrine reads no storyboard or nib files: code made from them (scripts/port) gives the
/// view through `UIStoryboard.loadView(of:_:)` or a nib registered with
/// `UINib.register(name:instantiate:)`, which `loadView()` uses; without either it makes a
/// plain view.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable, TraitChangeRegistrations {
    /// The scroll view set with `setContentScrollView(_:for:)`.
    weak var chosenContentScrollView: UIScrollView?
    private var loadedView: UIView?
    /// What makes the view from the storyboard, used by the default `loadView()` (UIStoryboard.loadView(of:_:)).
    // final: a non-final member of a @MainActor closure type breaks linking of subclasses (docs/ARCHITECTURE.md).
    final var storyboardViewMaker: (@MainActor () -> UIView)?
    /// The segues of the controller's storyboard scene (UIStoryboard.addSegue), which hold it weakly.
    final var storyboardSegues: [UIStoryboard.SegueTemplate] = []
    private var storedNibName: String?
    private var storedNibBundle: Bundle?

    /// Where the controller is between appearing and disappearing.
    var appearState: AppearState = .disappeared
    /// Whether a move of the view into or out of a window began the current appearance
    /// transition: that move also ends it. Transitions begun by a container or a
    /// presentation end when their animation does.
    var windowBeganAppearanceTransition = false
    /// Whether the appearance transition under way is animated.
    var appearanceTransitionIsAnimated = false

    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    /// The controller's title. Setting it sets its navigation item's title and its tab bar
    /// item's, as on iOS (setting the item's title leaves this one as it is).
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            titleDidChange()
        }
    }

    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// The controller this one is a child of.
    public internal(set) weak var parent: UIViewController?

    /// The controller this one presented, if any.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one (or one of its ancestors).
    public internal(set) weak var presentingViewController: UIViewController?
    /// The object managing the presentation, while the controller is presented.
    var activePresentationController: UIPresentationController?
    /// A presentation controller made before presenting (to set a sheet's detents).
    var pendingPresentationController: UIPresentationController?
    /// The transition this controller takes part in, while it runs.
    var activeTransition: TransitionContext?
    /// Where the view this controller's presentation covered was.
    var coveredViewPlacement: CoveredViewPlacement?

    /// How the controller is presented. Default `.automatic`: a page sheet, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a full-screen presentation. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the controller refuses interactive dismissal (a swipe down on a sheet).
    open var isModalInPresentation = false
    /// Supplies custom presentation animations.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether `.currentContext` presentations from descendants cover this controller's view.
    open var definesPresentationContext = false
    /// Whether this context's `modalTransitionStyle` is used for presentations over it.
    open var providesPresentationContextTransitionStyle = false

    /// The size a container should give the controller's view (a popover's size).
    open var preferredContentSize: CGSize = .zero
    /// Insets added to the safe area of the controller's view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            safeAreaDidChange()
        }
    }
    /// Insets of bars a container draws over the view (a navigation bar, a tab bar).
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            safeAreaDidChange()
        }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?
    /// Whether a tab bar is hidden while this controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// Whether the controller is in editing mode; `setEditing(_:animated:)` changes it.
    open var isEditing = false

    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?
    private var storedEditButtonItem: UIBarButtonItem?

    /// Creates a controller whose view `loadView()` makes from the nib called
    /// `nibNameOrNil` (one registered with `UINib.register(name:instantiate:)`); with nil,
    /// from a nib named after the class, if one is registered.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller made from a storyboard, with no view yet: the storyboard's code gives
    /// it its view (`UIStoryboard.loadView(of:_:)`) and segues.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The storyboard the view controller was made from, if any.
    open internal(set) var storyboard: UIStoryboard?

    /// The name of the nib the view is loaded from: the one given to
    /// `init(nibName:bundle:)`, else the registered nib named after the class that iOS
    /// looks for ("DetailViewController" looks for "DetailView", then
    /// "DetailViewController"), else nil.
    open var nibName: String? {
        if let storedNibName { return storedNibName }
        let className = String(describing: type(of: self))
        var candidates = [className]
        if className.hasSuffix("Controller") { candidates.insert(String(className.dropLast("Controller".count)), at: 0) }
        return candidates.first(where: UINib.isRegistered)
    }
    /// The bundle given to `init(nibName:bundle:)`.
    open var nibBundle: Bundle? { storedNibBundle }

    // MARK: The view

    /// The root view, created on first access by `loadView()` followed by `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The view if it was loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view was loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. The default takes the storyboard's (`UIStoryboard.loadView(of:_:)`),
    /// else the nib's (`nibName`), else makes a plain view the size of the main screen;
    /// override to set `view` to your own (without calling super).
    open func loadView() {
        if !loadDesignedView() { view = UIView(frame: UIScreen.main.bounds) }
    }

    /// Sets the view the storyboard or the nib gives, as iOS's default `loadView()` loads
    /// it; false when there is neither (or the nib set no view, which is logged).
    func loadDesignedView() -> Bool {
        if let make = storyboardViewMaker {
            view = make()
            return true
        }
        guard let nibName else { return false }
        // An unregistered nib logs as it gives no objects; a registered one should set the view.
        _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self)
        if loadedView == nil, UINib.isRegistered(nibName) {
            UIStoryboard.logger.error("\(type(of: self)): nib \"\(nibName)\" set no view (its \"view\" outlet); a plain view made")
        }
        return loadedView != nil
    }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    /// Called once after the view was loaded. The default does nothing.
    open func viewDidLoad() {}

    private func install(_ newView: UIView?) {
        if loadedView?.viewController === self { loadedView?.viewController = nil }
        loadedView = newView
        newView?.viewController = self
        if storedOverrideStyle != .unspecified { newView?.overrideUserInterfaceStyle = storedOverrideStyle }
    }

    // MARK: Appearance

    /// Called before the view is shown. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was shown. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is hidden. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was hidden. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller calls its children's appearance methods with its own.
    /// Default true; a custom container returning false calls
    /// `beginAppearanceTransition`/`endAppearanceTransition` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change: `viewWillAppear` or `viewWillDisappear`. A call that
    /// changes nothing (appearing while already shown) does nothing.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearState) {
        case (true, .disappeared), (true, .disappearing):
            // viewDidLoad comes before viewWillAppear on iOS, whoever starts the transition:
            // apps set up in one what they read in the other (the view is about to be shown).
            loadViewIfNeeded()
            appearState = .appearing
            appearanceTransitionIsAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearState = .disappearing
            appearanceTransitionIsAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView() { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        let animated = appearanceTransitionIsAnimated
        let forwarded = shouldAutomaticallyForwardAppearanceMethods ? childrenInView() : []
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in forwarded { child.endAppearanceTransition() }
    }

    /// Whether the controller is being added to a parent (during its appearance callbacks).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent.
    open var isMovingFromParent: Bool { movingFromParent }
    /// Whether the controller is being presented.
    open var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed.
    open var isBeingDismissed: Bool { beingDismissed }

    // MARK: Containment

    /// Adds a child controller; calls its `willMove(toParent:)`. Add its view to yours,
    /// then call its `didMove(toParent:)`. A child of another parent leaves it first.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        var ancestor: UIViewController? = self
        while let candidate = ancestor {
            precondition(candidate !== childController,
                         "UIViewController.addChild: a controller cannot be its own child or a child of its descendants")
            ancestor = candidate.parent
        }
        if childController.parent != nil {
            childController.willMove(toParent: nil)
            childController.removeFromParent()
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        childController.movingToParent = true
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. Removing
    /// (`nil`) marks it as moving from its parent until it has moved.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { movingFromParent = true }
    }

    /// iOS's low-memory warning, for releasing what can be made again; Vitrine sends none
    /// yet (docs/LIMITATIONS.md). Overrides call super.
    open func didReceiveMemoryWarning() {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {
        movingToParent = false
        movingFromParent = false
    }

    /// The nearest navigation controller among the ancestors.
    open var navigationController: UINavigationController? {
        ancestor(ofType: UINavigationController.self)
    }

    /// The nearest tab bar controller among the ancestors.
    open var tabBarController: UITabBarController? {
        ancestor(ofType: UITabBarController.self)
    }

    /// The nearest split view controller among the ancestors.
    open var splitViewController: UISplitViewController? {
        ancestor(ofType: UISplitViewController.self)
    }

    private func ancestor<Container: UIViewController>(ofType type: Container.Type) -> Container? {
        var candidate = parent
        while let controller = candidate {
            if let container = controller as? Container { return container }
            candidate = controller.parent
        }
        return nil
    }

    /// Shows `vc` the way the container around this controller shows things: pushed on a
    /// navigation stack, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a detail controller: in the secondary column of the split view controller
    /// around this one, else as `show(_:sender:)` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    // MARK: Segues

    /// Performs the storyboard segue of this controller's scene called `identifier`: makes
    /// its destination, calls `prepare(for:sender:)`, then shows it; it does not ask
    /// `shouldPerformSegue(withIdentifier:sender:)`, as on iOS. iOS raises for an identifier
    /// the scene lacks ("Receiver has no segue with identifier"); Vitrine logs and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let segue = storyboardSegues.last(where: { $0.identifier == identifier }) else {
            UIStoryboard.logger.error("\(type(of: self)): receiver has no segue with identifier \"\(identifier)\" (iOS raises here); nothing performed")
            return
        }
        segue.perform(sender: sender)
    }

    /// Called before a segue from this controller shows its destination, to hand it what it
    /// needs. The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control or cell triggered should run. The default is true;
    /// `performSegue(withIdentifier:sender:)` does not ask.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller, which implements the unwind `action`, takes an unwind
    /// segue from `fromViewController`. The default is true.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        true
    }

    // MARK: Presentation

    /// Presents `viewControllerToPresent` over this controller's context in its
    /// `modalPresentationStyle`, animated with its `modalTransitionStyle` or its
    /// transitioning delegate; `completion` runs when it is on screen. As on iOS, a
    /// controller already presenting, a controller already presented (or in a container)
    /// and a controller outside any window are refused with a log line.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or its container) presented, and everything
    /// above it, or, when it presents nothing, this controller's own presentation;
    /// `completion` runs when it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// The object managing this controller's presentation: made for the style on first
    /// access before presenting, so that a sheet's detents or a popover's anchor can be set.
    open var presentationController: UIPresentationController? {
        makePresentationControllerIfNeeded()
    }

    /// The presentation controller when the controller is presented as a sheet.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The presentation controller when the controller is presented as a popover.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    // MARK: Layout

    /// Called before the view's `layoutSubviews()`. The default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called when the size of the view is about to change (the display rotated or changed
    /// mode); `coordinator` runs animations alongside. The default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children where child.isViewLoaded {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Called when the safe area of the view changed. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when a child's preferred content size changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    // MARK: Traits

    /// The traits of the view, or of the screen while the view is not loaded.
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// Light or dark for this controller's view and what it contains, whatever the screen's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { loadedView?.overrideUserInterfaceStyle ?? storedOverrideStyle }
        set {
            storedOverrideStyle = newValue
            loadedView?.overrideUserInterfaceStyle = newValue
        }
    }
    private var storedOverrideStyle: UIUserInterfaceStyle = .unspecified

    /// Called after the traits of the view changed. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var traitChangeRegistrations: [TraitChangeRegistration] = []

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        unregister(registration)
    }

    // MARK: Bars and items

    /// What a navigation bar shows for this controller: made on first access.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.owner = self
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// What a tab bar shows for this controller: made on first access, titled like it
    /// (a container given none of its own shows its content's: `inheritedTabBarItem`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            if let inheritedTabBarItem { return inheritedTabBarItem }
            let item = UITabBarItem.following(controllerTitle: title)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The item `tabBarItem` shows while this controller has none of its own.
    var inheritedTabBarItem: UITabBarItem? { nil }

    /// A bar button that toggles editing: Edit, or Done while editing.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(barButtonSystemItem: isEditing ? .done : .edit, target: nil, action: nil)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.title = isEditing ? "Done" : "Edit"
        storedEditButtonItem = item
        return item
    }

    /// Turns editing mode on or off; the edit button item follows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    /// Sets the toolbar items; animated changes fade in a navigation controller's toolbar.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self)
    }

    private func titleDidChange() {
        storedNavigationItem?.title = title
        storedTabBarItem?.controllerTitleDidChange(title)
        navigationController?.navigationItemDidChange(of: self)
    }

    /// No status bar on a kiosk: kept so that iOS code compiles. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// No status bar on a kiosk: kept so that iOS code compiles. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// No status bar on a kiosk: kept so that iOS code compiles.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// No home indicator on a kiosk: kept so that iOS code compiles. Default false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    // MARK: Orientation

    /// The orientations the controller supports. Default: all but upside down on a
    /// compact-width screen, all on a regular one (iPhone and iPad). The key window's root
    /// controller decides how the display is turned.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.horizontalSizeClass == .compact ? .allButUpsideDown : .all
    }
    /// The orientation to present in. Default: the screen's.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIScreen.main.interfaceOrientationFromBounds
    }
    /// Whether the controller's view rotates with the device. Default true.
    open var shouldAutorotate: Bool { true }
    /// Tells the key window that `supportedInterfaceOrientations` changed: the display
    /// turns if the root controller no longer supports its shape.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let window = viewIfLoaded?.window, window.isKeyWindow else { return }
        window.applySupportedOrientations()
    }

    // MARK: Focus (Focus/UIFocusSystem)

    /// Where focus goes in the controller, most preferred first. The default is its view.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }

    /// Whether focus may move as `context` says. The default is true.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Focus moved within or out of the controller's views. The default does nothing.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The focus group of the controller's views (iOS 15); nil takes the parent's.
    open var focusGroupIdentifier: String?

    /// Whether focus returns to where it was when the controller comes back after a
    /// presentation or push (iOS 10). The default is true.
    open var restoresFocusAfterTransition = true

    // MARK: Responder chain

    /// The next responder: the superview of the view; for a presented controller's view,
    /// the presenting controller.
    /// The shortcuts added with `addKeyCommand(_:)`.
    private var addedKeyCommands: [UIKeyCommand] = []

    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Offers `keyCommand` while the controller is in the responder chain.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        if !addedKeyCommands.contains(where: { $0 === keyCommand }) { addedKeyCommands.append(keyCommand) }
    }

    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    open override var next: UIResponder? {
        if activePresentationController != nil, let presentingViewController { return presentingViewController }
        return loadedView?.superview
    }

    func safeAreaDidChange() {
        guard let loadedView else { return }
        loadedView.setNeedsLayout()
        viewSafeAreaInsetsDidChange()
        loadedView.safeAreaInsetsDidChange()
        // Safe-area and margin guides are placed with the insets they had.
        loadedView.engineRoot.layoutEngine?.structureDidChange()
    }
}
