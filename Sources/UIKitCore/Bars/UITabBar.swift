import Foundation

/// The bar of tabs at the bottom of a tab bar controller: its items' images and titles,
/// the selected one in the tint colour. In a compact width the items share the width
/// with the image above the title; in a regular width (most kiosks) they are centered,
/// the image beside the title, as iOS 17 draws them on an iPad.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How items are placed across the bar.
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }

    /// The items, leading to trailing.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item.
    open weak var selectedItem: UITabBarItem? { didSet { refresh() } }
    /// Hears the selection (a tab bar controller's own bar is managed by it).
    open weak var delegate: UITabBarDelegate?
    /// The colour of unselected items; nil is system gray.
    open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
    /// The background colour (iOS 12 style; appearances take precedence).
    open var barTintColor: UIColor? { didSet { refresh() } }
    /// Whether the background is translucent; kept for compatibility (no blur on Vitrine).
    open var isTranslucent = true
    /// `.black` gives the bar and its items the dark appearance, as on iOS. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { applyBarStyle(barStyle) } }
    /// How items are placed. Default `.automatic`.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of centered items; 0 is the system's.
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The spacing of centered items; 0 is the system's.
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The appearance when content scrolls under the bar.
    open var standardAppearance = UITabBarAppearance() { didSet { refresh() } }
    /// The appearance with nothing under the bar (iOS 15 and later); nil is the standard
    /// one made transparent.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { refresh() } }

    /// iOS's heights: 49 points stacked, 50 inline.
    static let compactHeight: CGFloat = 49
    static let regularHeight: CGFloat = 50

    private var storedItems: [UITabBarItem] = []
    private var itemViews: [TabBarItemView] = []
    private let background = BarBackgroundView(hairlineOnTop: true)
    /// A tab bar controller decides what a tap selects.
    var onSelect: ((UITabBarItem) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTabBar()
    }

    /// What both initializers do: the bar's background and its items.
    private func setUpTabBar() {
        addSubview(background)
        refresh()
    }

    /// A tab bar made from a storyboard: as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTabBar()
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items ?? []
        for view in itemViews { view.removeFromSuperview() }
        itemViews = storedItems.map { item in
            let view = TabBarItemView(item: item)
            view.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                select(item)
            }, for: .touchUpInside)
            item.onChange = { [weak self] in self?.refresh() }
            addSubview(view)
            return view
        }
        if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        refresh()
    }

    private func select(_ item: UITabBarItem) {
        if let onSelect {
            onSelect(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    /// Whether the items are centered side by side (a regular width).
    private var isInline: Bool { traitCollection.horizontalSizeClass == .regular }

    var preferredHeight: CGFloat { isInline ? Self.regularHeight : Self.compactHeight }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refresh()
    }

    /// The appearance in effect: with nothing scrolled under the bar, the scroll-edge one,
    /// else the standard one made transparent (iOS 15 and later).
    private var effectiveAppearance: UITabBarAppearance {
        .atScrollEdge(scrollEdgeAppearance, standard: standardAppearance, barTintColor: barTintColor)
    }

    private func refresh() {
        let appearance = effectiveAppearance
        background.apply(appearance)
        let inline = isInline
        let layout = inline ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance
        for view in itemViews {
            view.inline = inline
            view.update(selected: view.item === selectedItem, selectedColor: tintColor,
                        unselectedColor: unselectedItemTintColor ?? .systemGray, appearance: layout)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        guard !itemViews.isEmpty else { return }
        let rowHeight = preferredHeight
        let positioning = itemPositioning == .automatic ? (isInline ? .centered : .fill) : itemPositioning
        if positioning == .fill {
            let width = bounds.width / CGFloat(itemViews.count)
            for (index, view) in itemViews.enumerated() {
                view.frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: rowHeight)
            }
        } else {
            let width = itemWidth > 0 ? itemWidth : max(110, (itemViews.map(\.inlineWidth).max() ?? 0) + 24)
            let spacing = itemSpacing > 0 ? itemSpacing : 8
            let total = width * CGFloat(itemViews.count) + spacing * CGFloat(itemViews.count - 1)
            var x = ((bounds.width - min(total, bounds.width)) / 2).rounded()
            let fitted = min(width, (bounds.width - spacing * CGFloat(itemViews.count - 1)) / CGFloat(itemViews.count))
            for view in itemViews {
                view.frame = CGRect(x: x, y: 0, width: fitted, height: rowHeight)
                x += fitted + spacing
            }
        }
    }
}
