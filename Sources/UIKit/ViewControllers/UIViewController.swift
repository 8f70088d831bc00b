import Foundation

/// Manages a view hierarchy: creates its view on first access, hears when it appears and
/// disappears and when it lays out, and sits in the responder chain right after its view.
///
/// A minimal controller: no storyboards or nibs (`loadView()` makes a plain view unless
/// overridden), no presentation.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Whether the view is on screen, between viewDidAppear and viewWillDisappear.
    private var isAppeared = false

    /// The controller's title, for containers that show one.
    open var title: String?

    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    /// Creates a controller; Vitrine has no nibs, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Vitrine does not decode archived controllers: this creates one with no view yet.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

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

    /// Creates the view. The default makes a plain view the size of the main screen;
    /// override to set `view` to your own (without calling super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
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

    /// Called before the view's `layoutSubviews()`. The default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Runs the appearance callbacks of the controller and its loaded children, once per
    /// change (the window showing or hiding it).
    func setAppeared(_ appeared: Bool) {
        guard appeared != isAppeared else { return }
        if appeared {
            viewWillAppear(false)
            isAppeared = true
            for child in children where child.isViewLoaded { child.setAppeared(true) }
            viewDidAppear(false)
        } else {
            viewWillDisappear(false)
            isAppeared = false
            for child in children { child.setAppeared(false) }
            viewDidDisappear(false)
        }
    }

    // MARK: Children

    /// Adds a child controller; calls its `willMove(toParent:)`. Add its view to yours,
    /// then call its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. The default does
    /// nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent. The default does
    /// nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    /// The next responder: the view's superview (the window, for a window's root
    /// controller).
    open override var next: UIResponder? { loadedView?.superview }
}
