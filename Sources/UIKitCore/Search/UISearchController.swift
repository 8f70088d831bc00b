import Foundation

/// Manages a search bar and the results of a search. In a navigation item
/// (`navigationItem.searchController`) the bar sits under the title; in a table header it
/// is wherever the app put it. Tapping the field activates the controller: the
/// navigation bar's title row slides away (`hidesNavigationBarDuringPresentation`), Cancel
/// shows, the content below is dimmed (`obscuresBackgroundDuringPresentation`), and the
/// results controller's view covers it while the text is not empty (or always, with
/// `showsSearchResultsController`). The updater hears every change. Cancel ends editing,
/// empties the text and deactivates.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The duration of activating and deactivating, as iOS animates it.
    static let animationDuration: TimeInterval = 0.3

    /// The controller whose view shows the results; nil shows them in the searched view.
    public let searchResultsController: UIViewController?
    /// The bar the controller manages.
    public let searchBar = UISearchBar()
    /// Told to update the results as the search changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Hears activation and deactivation.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the search is active. Setting it activates or deactivates the search (the
    /// bar does not become the first responder by this alone, as on iOS).
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate(editing: false) } else { deactivate() }
        }
    }
    /// Whether the content is dimmed while the search is active. Default true.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateResultsVisibility() } }
    /// The old name of `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row hides while the search is active. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller's view shows. Set by the controller as the text
    /// becomes empty or not (`automaticallyShowsSearchResultsController`); set it true to
    /// show the results for empty text too.
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    /// Whether the controller shows the results for non-empty text only. Default true.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the bar's Cancel button shows while the search is active. Default true.
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope bar shows as `scopeBarActivation` says. Default true.
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows. Default `.automatic` (while active).
    open var scopeBarActivation: ScopeBarActivation = .automatic

    private var active = false
    /// Whether the updater waits for editing to begin (the bar's field is becoming first
    /// responder: iOS updates after `searchBarTextDidBeginEditing`).
    private var updateAfterEditingBegins = false
    /// The navigation item showing the bar, if any.
    weak var hostItem: UINavigationItem?
    /// Whether the navigation bar's title row is hidden for the search now.
    private(set) var hidesTitleRow = false
    private var presentationView: SearchPresentationView { view as! SearchPresentationView }

    /// A search controller that shows its results in `searchResultsController` (nil:
    /// in the view being searched).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchBar.searchController = self
        searchBar.sizeToFit()
        if let searchResultsController {
            addChild(searchResultsController)
            searchResultsController.didMove(toParent: self)
        }
    }

    open override func loadView() {
        let made = SearchPresentationView(frame: UIScreen.main.bounds)
        made.onDimmingTap = { [weak self] in self?.dimmingTapped() }
        view = made
    }

    // MARK: Activation

    /// The controller the presentation covers: the navigation item's controller, else the
    /// nearest controller above the bar that defines a presentation context, else the root.
    private var contextController: UIViewController? {
        if let owner = hostItem?.owner { return owner }
        var responder: UIResponder? = searchBar.next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let nearest = responder as? UIViewController else { return searchBar.window?.rootViewController }
        var candidate: UIViewController? = nearest
        while let controller = candidate {
            if controller.definesPresentationContext { return controller }
            candidate = controller.parent
        }
        return nearest.containmentRoot
    }

    /// The navigation bar the search bar sits in, when it does.
    private var hostingNavigationController: UINavigationController? {
        guard searchBar.isInNavigationBar else { return nil }
        return hostItem?.owner?.navigationController
    }

    /// The bar's field is about to become the first responder: activate, and update
    /// after `searchBarTextDidBeginEditing`.
    func searchBarWillBeginEditing() {
        updateAfterEditingBegins = true
        if !active { activate(editing: true) }
    }

    func searchBarDidBeginEditing() {
        guard updateAfterEditingBegins else { return }
        updateAfterEditingBegins = false
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func activate(editing: Bool) {
        guard !active, let context = contextController, let contextView = context.viewIfLoaded, contextView.window != nil else {
            // Nothing on screen to present over: the state still follows, as iOS's does.
            if !active {
                active = true
                delegate?.willPresentSearchController(self)
                delegate?.presentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
                delegate?.didPresentSearchController(self)
            }
            return
        }
        active = true
        presentingViewController = context
        delegate?.willPresentSearchController(self)
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        delegate?.presentSearchController(self)
        let animated = contextView.window != nil
        let navigation = hostingNavigationController
        hidesTitleRow = navigation != nil && hidesNavigationBarDuringPresentation
        let overlay = presentationView
        overlay.alpha = 0
        updateResultsVisibility()
        // Under the navigation bar when the bar is in it, else on top of the window.
        if let navigation, let host = navigation.viewIfLoaded {
            host.insertSubview(overlay, belowSubview: navigation.navigationBar)
        } else if let window = contextView.window {
            window.addSubview(overlay)
        }
        let change = { [self] in
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
            if showsScopeBarWhenActive { searchBar.setShowsScope(true, animated: false) }
            navigation?.navigationBar.searchDidChange()
            navigation?.view.layoutIfNeeded()
            placeOverlay(over: context)
            overlay.alpha = 1
        }
        Self.run(change, animated: animated) { [weak self] in
            guard let self, active else { return }
            delegate?.didPresentSearchController(self)
        }
        if !editing { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// Runs `change` in iOS's activation animation, or at once; then `completion`.
    private static func run(_ change: @escaping () -> Void, animated: Bool, completion: @escaping () -> Void) {
        guard animated else {
            UIView.performWithoutAnimation(change)
            completion()
            return
        }
        UIView.animate(withDuration: animationDuration, delay: 0, options: [.curveEaseInOut], animations: change) { _ in
            completion()
        }
    }

    private var showsScopeBarWhenActive: Bool {
        guard automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty else { return false }
        switch scopeBarActivation {
        case .automatic, .onSearchActivation: return true
        case .onTextEntry: return !(searchBar.text ?? "").isEmpty
        case .manual: return false
        }
    }

    private func deactivate() {
        guard active else { return }
        active = false
        updateAfterEditingBegins = false
        delegate?.willDismissSearchController(self)
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
        let navigation = hostingNavigationController
        hidesTitleRow = false
        let overlay = viewIfLoaded
        let change = { [self] in
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
            if automaticallyShowsScopeBar, scopeBarActivation != .manual { searchBar.setShowsScope(false, animated: false) }
            navigation?.navigationBar.searchDidChange()
            navigation?.view.layoutIfNeeded()
            overlay?.alpha = 0
        }
        Self.run(change, animated: overlay?.window != nil) { [weak self] in
            guard let self else { return }
            if !active {
                overlay?.removeFromSuperview()
                showsSearchResultsController = false
            }
            presentingViewController = nil
            delegate?.didDismissSearchController(self)
        }
    }

    /// Cancel: the text empties, editing ends and the search deactivates.
    func searchBarCancelButtonClicked() {
        searchBar.text = ""
        if active {
            deactivate()
        } else if searchBar.isFirstResponder {
            searchBar.resignFirstResponder()
        }
    }

    private func dimmingTapped() {
        guard active else { return }
        if (searchBar.text ?? "").isEmpty { searchBarCancelButtonClicked() } else { searchBar.resignFirstResponder() }
    }

    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        if active, automaticallyShowsScopeBar, scopeBarActivation == .onTextEntry {
            searchBar.setShowsScope(showsScopeBarWhenActive, animated: true)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The bar grew or shrank (the scope bar): the navigation bar and the overlay follow.
    func searchBarHeightDidChange() {
        guard let navigation = hostingNavigationController else { return }
        navigation.navigationBar.searchDidChange()
        if active, let context = contextController { placeOverlay(over: context) }
    }

    // MARK: The overlay

    /// Puts the overlay over the context's view below the search bar.
    private func placeOverlay(over context: UIViewController) {
        guard let overlay = viewIfLoaded, let host = overlay.superview, let contextView = context.viewIfLoaded else { return }
        let contextFrame = contextView.convert(contextView.bounds, to: host)
        let barBottom: CGFloat
        if let navigation = hostingNavigationController {
            barBottom = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: host).maxY
        } else {
            barBottom = searchBar.convert(searchBar.bounds, to: host).maxY
        }
        let top = min(max(barBottom, contextFrame.minY), contextFrame.maxY)
        overlay.frame = CGRect(x: contextFrame.minX, y: top, width: contextFrame.width, height: contextFrame.maxY - top)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let results = searchResultsController?.view {
            results.frame = overlay.bounds
            results.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    private func updateResultsVisibility() {
        guard let overlay = viewIfLoaded as? SearchPresentationView else { return }
        let showsResults = active && showsSearchResultsController && searchResultsController != nil
        overlay.dimmingView.isHidden = !obscuresBackgroundDuringPresentation || showsResults
        guard let results = searchResultsController else { return }
        if showsResults, results.viewIfLoaded?.superview !== overlay {
            results.view.frame = overlay.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            overlay.addSubview(results.view)
        } else if !showsResults, results.viewIfLoaded?.superview === overlay {
            results.view.removeFromSuperview()
        }
    }
}
