import Foundation
import Logging

/// Columns side by side where the width is regular (a list beside its detail, iOS 14's
/// column style set with `setViewController(_:for:)`, or the classic pair of
/// `viewControllers`), one navigation stack where it is compact. A column style wraps each
/// column's controller in a navigation controller of its own, as iOS does.
///
/// Regular width: the display mode (`preferredDisplayMode`, `automatic` being one column
/// beside the secondary, or two for three columns on a screen 1024 points wide or more)
/// places the columns; the primary column is 320 points wide unless the preferred width or
/// fraction says otherwise, within the minimum and maximum; a hairline separates columns.
/// `show(_:)` and `hide(_:)` change the display mode; `showDetailViewController(_:sender:)`
/// puts a controller in the secondary column. Compact width: the `.compact` column's
/// controller when there is one, else the primary column's navigation stack, with the
/// secondary column's stack pushed onto it when the delegate keeps the proposed top column
/// (the secondary, as on iOS); widening the screen puts it back.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Apple's `UISplitViewControllerAutomaticDimension`: "use the default".
    public static let automaticDimension: CGFloat = -.greatestFiniteMagnitude

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The display mode the columns are in now.
    open private(set) var displayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The behaviour in effect: `tile` for `automatic`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width in the last layout (0 while it is hidden or collapsed).
    open private(set) var primaryColumnWidth: CGFloat = 0
    open private(set) var supplementaryColumnWidth: CGFloat = 0

    /// A bar button that shows and hides the primary column.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction { [weak self] _ in self?.toggleLeadingColumns() }
        return item
    }()

    /// The controllers as set, by column, and what each column shows (their navigation
    /// controllers in a column style).
    private var assigned: [Column: UIViewController] = [:]
    private var containers: [Column: UIViewController] = [:]
    /// The display mode `show(_:)` and `hide(_:)` asked for, over the preferred one.
    private var requestedDisplayMode: DisplayMode?
    private var separators: [UIView] = []
    /// Whether the columns are collapsed into one stack now (nil before the first layout),
    /// and the secondary column's controllers moved onto the primary stack then.
    private var collapsedState: Bool?
    private var movedOntoPrimary: [UIViewController] = []
    private let logger = Logger(label: "vitrine.split")

    /// The primary column's width unless told otherwise.
    static let defaultColumnWidth: CGFloat = 320

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Controllers

    /// What the columns show: the primary and secondary ones (with the supplementary one
    /// between in three columns). Setting it is the classic style's way: the first is the
    /// primary column, the second the secondary.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { containers[$0] } }
        set {
            guard style == .unspecified else {
                logger.error("viewControllers: a split view controller of a column style takes setViewController(_:for:); ignored")
                return
            }
            if newValue.count > 2 { logger.error("viewControllers: \(newValue.count) controllers; the first two are used") }
            place(newValue.first, in: .primary)
            place(newValue.count > 1 ? newValue[1] : nil, in: .secondary)
        }
    }

    /// Puts `vc` in `column` (wrapped in a navigation controller unless it is one); nil
    /// empties it. The classic style has no columns to set: use `viewControllers`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            logger.error("setViewController(_:for:) needs a column style (init(style:)); ignored")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            logger.error("setViewController(_:for: .supplementary): only a triple-column split has one; ignored")
            return
        }
        place(vc, in: column)
    }

    /// The column's controller in front: collapsed, the one stack (the compact column's, else
    /// the primary's, onto which the others were pushed); else the secondary column's.
    final var frontmostColumnController: UIViewController? {
        isCollapsed ? containers[.compact] ?? containers[.primary] : containers[.secondary] ?? containers[.primary]
    }

    /// The controller set for `column` (not the navigation controller around it).
    open func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    private func place(_ vc: UIViewController?, in column: Column) {
        if let old = containers[column], old !== vc, old !== (vc?.parent as? UINavigationController) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        assigned[column] = vc
        guard let vc else {
            containers[column] = nil
            viewIfLoaded?.setNeedsLayout()
            return
        }
        let container: UIViewController
        if style == .unspecified || vc is UINavigationController {
            container = vc
        } else if let navigation = vc.parent as? UINavigationController, containers[column] === navigation {
            container = navigation
        } else {
            container = UINavigationController(rootViewController: vc)
        }
        containers[column] = container
        if container.parent !== self {
            addChild(container)
            container.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Showing and hiding columns

    /// Shows `column`: in regular width, a display mode that includes it; collapsed, the
    /// secondary column's controller pushed on the primary stack, or the primary stack
    /// popped to its own controllers.
    open func show(_ column: Column) {
        if isCollapsed {
            guard let primary = containers[.primary] as? UINavigationController else { return }
            if column == .secondary, movedOntoPrimary.isEmpty, let secondary = containers[.secondary] {
                collapse(secondary, onto: primary, animated: true)
            } else if column == .primary, let root = primary.viewControllers.first {
                primary.popToViewController(root, animated: true)
                movedOntoPrimary = []
            }
            return
        }
        guard column != .secondary, column != .compact, !visibleColumns.contains(column) else { return }
        delegate?.splitViewController(self, willShow: column)
        let beside = splitBehavior != .overlay
        if style == .tripleColumn, column == .primary || visibleColumns.contains(.supplementary) {
            setDisplayMode(beside ? .twoBesideSecondary : .twoOverSecondary)
        } else {
            setDisplayMode(beside ? .oneBesideSecondary : .oneOverSecondary)
        }
    }

    /// Hides `column` in regular width (the columns before it too).
    open func hide(_ column: Column) {
        guard !isCollapsed, column != .secondary, column != .compact, visibleColumns.contains(column) else { return }
        delegate?.splitViewController(self, willHide: column)
        if style == .tripleColumn, column == .primary, visibleColumns.contains(.supplementary) {
            setDisplayMode(.oneBesideSecondary)
        } else {
            setDisplayMode(.secondaryOnly)
        }
    }

    private func setDisplayMode(_ mode: DisplayMode) {
        delegate?.splitViewController(self, willChangeTo: mode)
        requestedDisplayMode = mode
        viewIfLoaded?.setNeedsLayout()
    }

    private func toggleLeadingColumns() {
        if visibleColumns.contains(.primary) || visibleColumns.contains(.supplementary) {
            hide(style == .tripleColumn && visibleColumns.contains(.supplementary) ? .supplementary : .primary)
        } else {
            show(.primary)
        }
    }

    /// In regular width, `vc` becomes the secondary column's controller; collapsed, it is
    /// pushed on the primary stack.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, let primary = containers[.primary] as? UINavigationController {
            let shown = (vc as? UINavigationController)?.viewControllers.first ?? vc
            movedOntoPrimary.append(shown)
            primary.pushViewController(shown, animated: true)
            return
        }
        if style == .unspecified || vc is UINavigationController {
            place(vc, in: .secondary)
        } else if let secondary = containers[.secondary] as? UINavigationController {
            assigned[.secondary] = vc
            secondary.setViewControllers([vc], animated: false)
        } else {
            place(vc, in: .secondary)
        }
    }

    // MARK: Layout

    /// Whether the columns are one stack: the width is compact.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The columns shown in regular width for the display mode in effect.
    private var visibleColumns: [Column] {
        let leading: [Column]
        switch displayMode {
        case .secondaryOnly, .automatic: leading = []
        case .oneBesideSecondary, .oneOverSecondary: leading = [style == .tripleColumn ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            leading = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        }
        return leading.filter { containers[$0] != nil } + [.secondary]
    }

    open override func loadView() {
        let view = SplitViewControllerView(frame: UIScreen.main.bounds)
        view.controller = self
        view.backgroundColor = .systemBackground
        self.view = view
    }

    /// Places the columns for the width (called from the view's layout).
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let collapsed = isCollapsed
        if collapsedState != collapsed {
            let first = collapsedState == nil
            collapsedState = collapsed
            if collapsed { collapseColumns(notify: !first) } else if !first { expandColumns() }
        }
        var frames: [(Column, CGRect)] = []
        var separatorFrames: [CGRect] = []
        let bounds = view.bounds
        if collapsed {
            primaryColumnWidth = 0
            supplementaryColumnWidth = 0
            if containers[.compact] != nil { frames = [(.compact, bounds)] } else if containers[.primary] != nil { frames = [(.primary, bounds)] }
        } else {
            displayMode = effectiveDisplayMode(width: bounds.width)
            let hairline = 1 / max(traitCollection.displayScale, 1)
            let overlays = [.oneOverSecondary, .twoOverSecondary].contains(displayMode)
            var x: CGFloat = 0
            primaryColumnWidth = 0
            supplementaryColumnWidth = 0
            for column in visibleColumns where column != .secondary {
                let width = columnWidth(column, total: bounds.width)
                if column == .primary { primaryColumnWidth = width } else { supplementaryColumnWidth = width }
                frames.append((column, CGRect(x: x, y: 0, width: width, height: bounds.height)))
                separatorFrames.append(CGRect(x: x + width, y: 0, width: hairline, height: bounds.height))
                x += width + hairline
            }
            let secondaryX = overlays ? 0 : x
            frames.insert((.secondary, CGRect(x: secondaryX, y: 0, width: max(0, bounds.width - secondaryX), height: bounds.height)), at: 0)
        }
        if primaryEdge == .trailing {
            frames = frames.map { ($0.0, CGRect(x: bounds.width - $0.1.maxX, y: $0.1.minY, width: $0.1.width, height: $0.1.height)) }
            separatorFrames = separatorFrames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        let shown = Set(frames.map(\.0))
        for (column, container) in containers where !shown.contains(column) {
            container.viewIfLoaded?.removeFromSuperview()
        }
        var order: [UIView] = []
        for (column, frame) in frames {
            guard let container = containers[column] else { continue }
            if container.view.superview !== view { view.addSubview(container.view) }
            order.append(container.view)
            container.view.frame = frame
            if column == .primary, primaryBackgroundStyle == .sidebar {
                container.view.backgroundColor = .secondarySystemBackground
            } else if column == .primary, container.view.backgroundColor === UIColor.secondarySystemBackground {
                // The sidebar colour this split gave it, taken back.
                container.view.backgroundColor = nil
            }
        }
        order += layoutSeparators(separatorFrames, in: view)
        // The secondary column below the others, the hairlines on top; reordered only when
        // the order changed (each move is a change to composite).
        if !view.subviews.suffix(order.count).elementsEqual(order, by: ===) {
            for subview in order { view.bringSubviewToFront(subview) }
        }
    }

    /// Places the hairlines between columns; returns the ones shown.
    private func layoutSeparators(_ frames: [CGRect], in view: UIView) -> [UIView] {
        while separators.count < frames.count {
            let separator = UIView()
            separator.backgroundColor = .opaqueSeparator
            separator.isUserInteractionEnabled = false
            separators.append(separator)
        }
        for (index, separator) in separators.enumerated() {
            if index < frames.count {
                separator.frame = frames[index]
                if separator.superview !== view { view.addSubview(separator) }
            } else {
                separator.removeFromSuperview()
            }
        }
        return Array(separators.prefix(frames.count))
    }

    private func effectiveDisplayMode(width: CGFloat) -> DisplayMode {
        if let requestedDisplayMode { return requestedDisplayMode }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        return style == .tripleColumn && width >= 1024 ? .twoBesideSecondary : .oneBesideSecondary
    }

    private func columnWidth(_ column: Column, total: CGFloat) -> CGFloat {
        let automatic = Self.automaticDimension
        let (preferred, fraction, minimum, maximum) = column == .primary
            ? (preferredPrimaryColumnWidth, preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth, maximumPrimaryColumnWidth)
            : (preferredSupplementaryColumnWidth, preferredSupplementaryColumnWidthFraction, minimumSupplementaryColumnWidth,
               maximumSupplementaryColumnWidth)
        var width = Self.defaultColumnWidth
        if preferred != automatic, preferred.isFinite, preferred >= 0 {
            width = preferred
        } else if fraction != automatic, fraction.isFinite, fraction >= 0 {
            width = (total * min(fraction, 1)).rounded()
        }
        if minimum != automatic, minimum.isFinite { width = max(width, minimum) }
        if maximum != automatic, maximum.isFinite { width = min(width, maximum) }
        return min(max(width, 0), total)
    }

    // MARK: Collapsing

    private func collapseColumns(notify: Bool) {
        if containers[.compact] == nil, let primary = containers[.primary] as? UINavigationController,
           let secondary = containers[.secondary] {
            let proposed: Column = style == .unspecified ? .primary : .secondary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            if top == .secondary { collapse(secondary, onto: primary, animated: false) }
        }
        if notify { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// Moves the secondary column's stack (or its controller) onto the primary stack.
    private func collapse(_ secondary: UIViewController, onto primary: UINavigationController, animated: Bool) {
        let moved: [UIViewController]
        if let navigation = secondary as? UINavigationController {
            moved = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
        } else {
            moved = [secondary]
        }
        movedOntoPrimary = moved
        primary.setViewControllers(primary.viewControllers + moved, animated: animated)
    }

    private func expandColumns() {
        if let primary = containers[.primary] as? UINavigationController {
            let moved = primary.viewControllers.filter { controller in movedOntoPrimary.contains { $0 === controller } }
            if !moved.isEmpty {
                primary.setViewControllers(primary.viewControllers.filter { controller in !moved.contains { $0 === controller } },
                                           animated: false)
                if let secondary = containers[.secondary] as? UINavigationController {
                    secondary.setViewControllers(moved, animated: false)
                } else if style == .unspecified || containers[.secondary] == nil {
                    place(moved.last, in: .secondary)
                }
            }
        }
        movedOntoPrimary = []
        delegate?.splitViewControllerDidExpand(self)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { viewIfLoaded?.setNeedsLayout() }
    }
}
