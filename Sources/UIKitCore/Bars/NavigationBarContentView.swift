import Foundation

/// What a navigation bar shows for one item: the back button, the left and right bar
/// buttons, the title (or title view) and the large title. A push or pop animates one
/// of these out and the next in.
@MainActor
final class NavigationBarContentView: UIView {
    /// Heights of iOS 17's bar rows, in points.
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let promptHeight: CGFloat = 30

    let item: UINavigationItem
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private let promptLabel = UILabel()
    private var backButton: NavigationBackButton?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    var showsLargeTitle = false { didSet { setNeedsLayout() } }

    init(item: UINavigationItem, backItem: UINavigationItem?, appearance: UINavigationBarAppearance,
         onBack: @escaping () -> Void) {
        self.item = item
        super.init(frame: .zero)
        let titleAttributes = appearance.titleTextAttributes
        titleLabel.font = titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleAttributes[.foregroundColor] as? UIColor ?? .label
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.text = item.displayedTitle
        let largeAttributes = appearance.largeTitleTextAttributes
        largeTitleLabel.font = largeAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.text = item.displayedTitle
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.text = item.prompt
        promptLabel.isHidden = item.prompt == nil
        for label in [titleLabel, largeTitleLabel, promptLabel] { addSubview(label) }
        if let titleView = item.titleView { addSubview(titleView) }

        if let backItem, !item.hidesBackButton, item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            let button = Self.makeBackButton(for: backItem, onBack: onBack)
            backButton = button
            addSubview(button)
        }
        leftViews = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }.map(BarButtonViewFactory.makeView)
        rightViews = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(BarButtonViewFactory.makeView)
        for view in leftViews + rightViews { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        fatalError("NavigationBarContentView is made by its bar")
    }

    /// The title of the back button to `backItem`: its own, else its title ("Back" when
    /// that is long or missing), or none in the minimal mode.
    static func backTitle(for backItem: UINavigationItem) -> String? {
        if let custom = backItem.backBarButtonItem?.title { return custom }
        switch backItem.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            let title = backItem.backButtonTitle ?? backItem.displayedTitle
            guard let title, !title.isEmpty, title.count <= 14 else { return "Back" }
            return title
        }
    }

    private static func makeBackButton(for backItem: UINavigationItem, onBack: @escaping () -> Void) -> NavigationBackButton {
        let button = NavigationBackButton(title: backTitle(for: backItem))
        button.addAction(UIAction { _ in onBack() }, for: .touchUpInside)
        return button
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let compact = traitCollection.horizontalSizeClass != .regular
        let margin: CGFloat = compact ? 16 : 20
        let top: CGFloat = item.prompt == nil ? 0 : Self.promptHeight
        promptLabel.frame = CGRect(x: margin, y: 0, width: bounds.width - 2 * margin, height: Self.promptHeight)
        let rowHeight = Self.barHeight
        var leftEdge = margin
        if let backButton {
            // The chevron sits 8 points in from the edge; the control reaches the edge.
            backButton.frame = CGRect(x: margin - 16, y: top, width: 8 + backButton.fittingWidth + 8, height: rowHeight)
            leftEdge = backButton.frame.maxX + 8
        }
        for view in leftViews {
            let size = BarButtonViewFactory.size(of: view, rowHeight: rowHeight)
            view.frame = CGRect(x: leftEdge, y: top + (rowHeight - size.height) / 2, width: size.width, height: size.height)
            leftEdge = view.frame.maxX + 8
        }
        var rightEdge = bounds.width - margin
        for view in rightViews {
            let size = BarButtonViewFactory.size(of: view, rowHeight: rowHeight)
            view.frame = CGRect(x: rightEdge - size.width, y: top + (rowHeight - size.height) / 2,
                                width: size.width, height: size.height)
            rightEdge = view.frame.minX - 8
        }
        // The title is centered on the bar, kept clear of the buttons.
        let titleWidth = min(titleLabel.intrinsicContentSize.width, bounds.width)
        var titleFrame = CGRect(x: ((bounds.width - titleWidth) / 2).rounded(), y: top, width: titleWidth, height: rowHeight)
        if titleFrame.minX < leftEdge { titleFrame.origin.x = leftEdge }
        if titleFrame.maxX > rightEdge { titleFrame.size.width = max(0, rightEdge - titleFrame.minX) }
        titleLabel.frame = titleFrame
        titleLabel.isHidden = showsLargeTitle || item.titleView != nil
        if let titleView = item.titleView {
            let size = titleView.bounds.size == .zero ? titleView.intrinsicContentSize : titleView.bounds.size
            titleView.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: top + ((rowHeight - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
        }
        largeTitleLabel.isHidden = !showsLargeTitle
        largeTitleLabel.frame = CGRect(x: margin, y: top + rowHeight + 3, width: bounds.width - 2 * margin, height: 41)
    }
}
