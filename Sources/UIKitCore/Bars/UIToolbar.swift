import Foundation

/// A bar of buttons at the bottom of the screen: items laid out from the leading edge,
/// flexible spaces sharing the room left, over the bar material with a hairline on top.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    /// The background colour (iOS 12 style; appearances take precedence).
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Whether the background is translucent; kept for compatibility (no blur on Vitrine).
    open var isTranslucent = true
    /// `.black` gives the bar and its items the dark appearance, as on iOS. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { applyBarStyle(barStyle) } }
    /// The appearance when content scrolls under the bar.
    open var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }
    /// The appearance with nothing under the bar; nil is the standard one, transparent.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }

    /// The toolbar's height, as iOS's.
    static let height: CGFloat = 44

    private let background = BarBackgroundView(hairlineOnTop: true)
    private var itemViews: [(UIBarButtonItem, UIView)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// What both initializers do: the bar's background and its look.
    private func setUpToolbar() {
        addSubview(background)
        applyAppearance()
    }

    /// A toolbar made from a storyboard: as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    private func applyAppearance() {
        background.apply(UIToolbarAppearance.atScrollEdge(scrollEdgeAppearance, standard: standardAppearance,
                                                          barTintColor: barTintColor))
    }

    private func rebuild() {
        for (_, view) in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            item.onChange = { [weak self] in self?.rebuild() }
            let view = BarButtonViewFactory.makeView(for: item)
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let spacing: CGFloat = 8
        let sizes = itemViews.map { item, view -> CGFloat in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.isSpace { return item.width }
            return item.width > 0 ? item.width : BarButtonViewFactory.size(of: view, rowHeight: bounds.height).width
        }
        let flexibleCount = itemViews.filter { $0.0.systemItem == .flexibleSpace }.count
        let used = sizes.reduce(0, +) + spacing * CGFloat(max(itemViews.count - 1, 0)) + 2 * margin
        let flexible = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = margin
        for ((item, view), width) in zip(itemViews, sizes) {
            let itemWidth = item.systemItem == .flexibleSpace ? flexible : width
            let height = view is UIButton ? bounds.height : min(view.bounds.height, bounds.height)
            view.frame = CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: itemWidth, height: height)
            x += itemWidth + spacing
        }
    }
}
