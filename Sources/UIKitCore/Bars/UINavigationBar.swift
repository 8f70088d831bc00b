import Foundation

/// The bar at the top of a navigation controller: the top item's title and buttons, a
/// back button to the item below, an optional large title, over a background that follows
/// its appearance (at the scroll edge, iOS 15 and later show `scrollEdgeAppearance`, or the
/// standard one made transparent; with nothing scrolling under it, that is what shows).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    private var storedItems: [UINavigationItem] = []
    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top: the one shown.
    open var topItem: UINavigationItem? { storedItems.last }
    /// The item below the top one: the back button goes to it.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Whether titles are large (34 points, under the bar row) unless an item says never.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { itemsDidChange() } } }
    /// The appearance when content scrolls under the bar.
    open var standardAppearance = UINavigationBarAppearance() { didSet { itemsDidChange() } }
    /// The appearance with nothing scrolled under the bar; nil is the standard one, transparent.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }
    /// The appearance in a compact height; nil is the standard one.
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }
    /// The background colour under the bar's content (before appearances, iOS 12 style).
    open var barTintColor: UIColor? { didSet { itemsDidChange() } }
    /// Whether the background is translucent; kept for compatibility (no blur on Vitrine).
    open var isTranslucent = true
    /// `.black` gives the bar and its items the dark appearance, as on iOS. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { applyBarStyle(barStyle) } }
    /// Attributes of the title (iOS 12 style; appearances take precedence).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// Attributes of the large title (iOS 12 style).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// Hears pushes and pops of a bar without a navigation controller.
    open weak var delegate: UINavigationBarDelegate?

    private let background = BarBackgroundView(hairlineOnTop: false)
    private(set) var content: NavigationBarContentView?
    /// A navigation controller pops its stack when the back button is tapped.
    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpNavigationBar()
    }

    /// What both initializers do: the bar's background.
    private func setUpNavigationBar() {
        addSubview(background)
    }

    /// A navigation bar made from a storyboard: as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpNavigationBar()
    }

    /// Pushes `item`; the back button goes to the previous top item.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) != false else { return }
        storedItems.append(item)
        itemsDidChange()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item; the root item stays.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard storedItems.count > 1, let top = topItem, delegate?.navigationBar(self, shouldPop: top) != false else { return nil }
        storedItems.removeLast()
        itemsDidChange()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        storedItems = items ?? []
        itemsDidChange()
    }

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard let topItem else { return false }
        switch topItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return prefersLargeTitles
        }
    }

    /// The bar's height for its top item: the row, the large title, the prompt, and the
    /// search bar (alone while an active search hides the title row).
    var preferredHeight: CGFloat {
        let search = topItem?.searchController
        if let search, search.hidesTitleRow { return search.searchBar.preferredHeight }
        return titleAreaHeight + (search?.searchBar.preferredHeight ?? 0)
    }

    /// The height the bar shows: `preferredHeight` less the part of the search bar that the
    /// top item's content has scrolled away (`hidesSearchBarWhenScrolling`). The content's
    /// safe area keeps `preferredHeight`, so the bar's edge follows the content as it moves.
    var visibleHeight: CGFloat { preferredHeight - searchCollapse }

    /// How far the search bar has collapsed, for the item that scrolled it.
    private var scrolledSearch: (item: UINavigationItem, collapse: CGFloat)?

    /// How much of the top item's search bar its scrolled content hides: none while the
    /// search is active or the item keeps its bar (`hidesSearchBarWhenScrolling` false).
    var searchCollapse: CGFloat {
        guard let scrolledSearch, scrolledSearch.item === topItem else { return 0 }
        return min(scrolledSearch.collapse, collapsibleSearchHeight)
    }

    /// The part of the bar the content's scrolling may hide: the whole search bar, for an
    /// item that hides it when scrolling and is not searching.
    var collapsibleSearchHeight: CGFloat {
        guard let topItem, topItem.hidesSearchBarWhenScrolling, let search = topItem.searchController,
              !search.isActive, !search.hidesTitleRow else { return 0 }
        return search.searchBar.preferredHeight
    }

    /// The top item's content is `distance` points past its top edge: the search bar
    /// collapses by as much (and comes back as the content is pulled down to its top).
    func contentDidScroll(distance: CGFloat, for item: UINavigationItem) {
        guard item === topItem, distance.isFinite else { return }
        let collapse = min(max(distance, 0), collapsibleSearchHeight)
        guard collapse != searchCollapse else { return }
        scrolledSearch = (item, collapse)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The height of the row, the large title and the prompt.
    private var titleAreaHeight: CGFloat {
        NavigationBarContentView.barHeight
            + (showsLargeTitle ? NavigationBarContentView.largeTitleHeight : 0)
            + (topItem?.prompt == nil ? 0 : NavigationBarContentView.promptHeight)
    }

    /// The search bar of the top item's search controller, shown under the title.
    private var searchBar: UISearchBar?

    /// The top item's search became active or inactive, or its bar changed height: the
    /// title row hides or shows (inside the search controller's animation).
    func searchDidChange() {
        content?.alpha = topItem?.searchController?.hidesTitleRow == true ? 0 : 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    /// Whether the top controller's content is at its top edge (nothing scrolled under the
    /// bar): the scroll-edge appearance shows, else the standard one.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { itemsDidChange() } }
    }

    /// The appearance in effect: at the scroll edge, the item's or bar's scroll-edge
    /// appearance, else the standard one transparent; with content scrolled under the bar,
    /// the standard one.
    var effectiveAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return merged(standard) }
        return merged(.atScrollEdge(topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance,
                                    standard: standard, barTintColor: barTintColor))
    }

    private func merged(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
        let result = UINavigationBarAppearance(barAppearance: appearance)
        if let titleTextAttributes {
            result.titleTextAttributes = titleTextAttributes.merging(appearance.titleTextAttributes) { _, own in own }
        }
        if let largeTitleTextAttributes {
            result.largeTitleTextAttributes = largeTitleTextAttributes.merging(appearance.largeTitleTextAttributes) { _, own in own }
        }
        return result
    }

    /// Rebuilds what the bar shows for its top item (an item or one of its buttons changed).
    func itemsDidChange() {
        for item in storedItems {
            item.onChange = { [weak self] in self?.itemsDidChange() }
            for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
                button.onChange = { [weak self] in self?.itemsDidChange() }
            }
        }
        let made = makeContent()
        content?.removeFromSuperview()
        content = made
        if let made { addSubview(made) }
        installSearchBar()
        applyAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        // The bar's height may change: its container lays it out again.
        superview?.setNeedsLayout()
    }

    /// A content view for the top item, for the bar or for a transition to animate in.
    func makeContent() -> NavigationBarContentView? {
        guard let topItem else { return nil }
        let made = NavigationBarContentView(item: topItem, backItem: backItem, appearance: effectiveAppearance) { [weak self] in
            guard let self else { return }
            if let onBack { onBack() } else { popItem(animated: true) }
        }
        made.showsLargeTitle = showsLargeTitle
        return made
    }

    /// Puts `newContent` in place of the current content (after a transition animated it).
    func adopt(_ newContent: NavigationBarContentView?) {
        if content !== newContent { content?.removeFromSuperview() }
        content = newContent
        if let newContent, newContent.superview !== self { addSubview(newContent) }
        if let searchBar, searchBar.superview === self { bringSubviewToFront(searchBar) }
        applyAppearance()
        setNeedsLayout()
    }

    /// Puts the top item's search bar in the bar, in front of the content; a previous one leaves.
    private func installSearchBar() {
        let wanted = topItem?.searchController?.searchBar
        if let searchBar, searchBar !== wanted, searchBar.superview === self {
            // Its controller leaves the top: an active search ends with it, as on iOS.
            if let leaving = searchBar.searchController, leaving.isActive { leaving.isActive = false }
            searchBar.removeFromSuperview()
            searchBar.isInNavigationBar = false
        }
        searchBar = wanted
        guard let wanted else { return }
        wanted.isInNavigationBar = true
        if wanted.superview !== self { addSubview(wanted) } else { bringSubviewToFront(wanted) }
        if topItem?.searchController?.hidesTitleRow == true { content?.alpha = 0 }
    }

    private func applyAppearance() {
        background.apply(effectiveAppearance)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let search = searchBar?.superview === self ? searchBar : nil
        let searchHeight = search?.preferredHeight ?? 0
        let hidesTitle = topItem?.searchController?.hidesTitleRow == true
        // The title area keeps its height; while a search hides it, it slides up out of the bar.
        let collapse = searchCollapse
        let titleHeight = hidesTitle ? titleAreaHeight : bounds.height + collapse - searchHeight
        for view in subviews where view is NavigationBarContentView {
            view.frame = CGRect(x: view.frame.minX, y: hidesTitle ? -titleHeight : 0, width: bounds.width, height: titleHeight)
        }
        // A collapsing search bar is cut at the bar's edge and fades as it goes, as iOS's does.
        search?.frame = CGRect(x: 0, y: hidesTitle ? 0 : titleHeight, width: bounds.width, height: searchHeight - collapse)
        search?.clipsToBounds = collapse > 0
        search?.alpha = searchHeight > 0 ? max(0, 1 - collapse / searchHeight) : 1
    }
}
