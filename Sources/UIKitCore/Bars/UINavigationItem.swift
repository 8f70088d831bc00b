import Foundation

/// What a navigation bar shows while a controller is on top of the stack: its title (or a
/// view), a prompt, bar buttons on the left and right, the back button the next
/// controller shows, and the large-title mode.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the large title is used for this item.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// The previous item's choice (large if the bar prefers large titles).
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// How the back button to this item is labelled.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous title, or "Back" when it is too long.
        case `default`
        /// "Back".
        case generic
        /// Only the chevron.
        case minimal
    }

    /// The title; nil shows the controller's title.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// A line of text above the bar's title.
    open var prompt: String? { didSet { if prompt != oldValue { itemDidChange() } } }
    /// The back button's title when this item is below the top one; nil uses the title.
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { itemDidChange() } } }
    /// The back button shown when this item is below the top one; nil makes one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// How the back button to this item is labelled.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { itemDidChange() } } }
    /// Whether left items appear beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The buttons at the left edge, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The buttons at the right edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// How the large title is used.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The bar's appearance while this item is on top; nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The bar's appearance at the scroll edge while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The bar's appearance in a compact height while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    /// The search controller whose bar shows under the title (iOS 11).
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.hostItem === self { oldValue?.hostItem = nil }
            searchController?.hostItem = self
            itemDidChange()
        }
    }
    /// Whether the search bar hides as the content scrolls. Default true: it shows while the
    /// content is at its top, collapses into the bar as the content scrolls up and comes
    /// back as it is pulled down to the top; false keeps it shown.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
    /// Where the search bar goes (iOS 16). Vitrine stacks it under the title.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

    /// The controller this item belongs to, whose title it shows when it has none.
    weak var owner: UIViewController?
    /// The bar showing the item refreshes when it changes.
    var onChange: (() -> Void)?

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    /// The first left button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title the bar shows: the item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }

    private func itemDidChange() {
        onChange?()
    }
}
