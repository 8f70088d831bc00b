import Foundation

/// A row of a list layout (`UICollectionLayoutListConfiguration`): the list's look from its
/// place (row background, rounded ends of an inset card, separator under the text, grey
/// while highlighted or selected), leading and trailing `accessories` (shown by the
/// collection view's editing state), the indentation of its outline level, and a default
/// content configuration for a row, or for a header or footer when used as one.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the trailing edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// Indents the content by `indentationWidth` points per level.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the leading accessories move in with the indentation. Default true.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// The actions a swipe from the leading edge shows, when the list configuration's
    /// `leadingSwipeActionsConfigurationProvider` gives none.
    open var leadingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows, when the list configuration's
    /// `trailingSwipeActionsConfigurationProvider` gives none.
    open var trailingSwipeActionsConfiguration: UISwipeActionsConfiguration?

    private let listBackground = UIView()
    private let separator = UIView()
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    private var placement: ListPlacement?
    /// The detail buttons' handlers (recognizers hold their targets weakly).
    private var accessoryActions: [AccessoryAction] = []
    private static let trailingMargin: CGFloat = 16
    /// Where the leading accessories start: a 22-point control is centred 23 points in, as
    /// a table's editing controls.
    private static let leadingMargin: CGFloat = 12
    private static let accessorySpacing: CGFloat = 10
    /// What the row background's corner radius is in an inset grouped list.
    private static let cardRadius: CGFloat = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    /// A list cell made from a storyboard or nib: as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    /// What both initializers do: the row background and the separator.
    private func setUpListCell() {
        listBackground.isUserInteractionEnabled = false
        insertSubview(listBackground, at: 0)
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
        updateListBackground()
    }

    /// A list content configuration for the cell's place: a row's (`.cell()`), or a header's
    /// or footer's of the list's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement else { return .cell() }
        switch placement.role {
        case .row: return .cell()
        case .header: return placement.isGrouped ? .groupedHeader() : .plainHeader()
        case .footer: return placement.isGrouped ? .groupedFooter() : .plainFooter()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listPlacement != placement else { return }
        placement = layoutAttributes.listPlacement
        updateListBackground()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateListBackground()
        let editing = isEditingState
        if editing != accessoriesEditing {
            accessoriesEditing = editing
            rebuildAccessories()
        } else {
            updateAccessoryStates()
        }
    }

    /// The editing state the accessories were made for.
    private var accessoriesEditing = false

    private func updateListBackground() {
        let role = placement?.role ?? .row
        if backgroundConfiguration != nil {
            // The configuration is the background; selection still greys the row, over it.
            let selected = role == .row && (isSelected || isHighlighted)
            listBackground.backgroundColor = selected ? .systemGray4 : nil
            configuredBackground?.isHidden = selected
        } else if role != .row {
            // A plain list's headers hide the rows scrolling under them, as on iOS.
            listBackground.backgroundColor = placement?.isGrouped == false ? .systemBackground : nil
        } else if isSelected || isHighlighted {
            listBackground.backgroundColor = .systemGray4
        } else {
            listBackground.backgroundColor = placement?.isGrouped == true ? .secondarySystemGroupedBackground : nil
        }
    }

    /// Shows the accessories for the editing state: leading ones from the edge inward,
    /// trailing ones from the edge inward.
    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryActions = []
        accessoryViews = accessories.filter { $0.isShown(editing: isEditingState) }.sorted { $0.kind.order > $1.kind.order }.map { accessory in
            let view = makeView(for: accessory)
            addSubview(view)
            return (accessory, view)
        }
        updateAccessoryStates()
        setNeedsLayout()
    }

    /// The multiselect circles follow the selection, the outline chevron the expansion.
    private func updateAccessoryStates() {
        for (accessory, view) in accessoryViews {
            switch accessory.kind {
            case .multiselect: (view as? SelectionCircleView)?.isSelected = isSelected
            case .outlineDisclosure:
                // Pointing down when expanded.
                view.transform = isExpandedState ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
            default: break
            }
        }
    }

    /// The shown reorder accessory's grip, which a finger drags the row by.
    var reorderGrip: UIView? {
        accessoryViews.first { if case .reorder = $0.accessory.kind { true } else { false } }?.view
    }

    /// The outline disclosure's style, `.automatic` resolved: a header configuration's cell
    /// toggles on a tap anywhere. Nil without a shown outline disclosure.
    var outlineStyle: UICellAccessory.OutlineDisclosureOptions.Style? {
        for (accessory, _) in accessoryViews {
            guard case .outlineDisclosure(let style, _) = accessory.kind else { continue }
            guard style == .automatic else { return style }
            return (contentConfiguration as? UIListContentConfiguration)?.kind == .header ? .header : .cell
        }
        return nil
    }

    /// A tap on a header-style cell: the outline disclosure's action.
    func performOutlineAction() {
        for (accessory, _) in accessoryViews {
            if case .outlineDisclosure(_, let handler) = accessory.kind { return runOrDefault(handler) { $0.toggleExpansion(of: $1) } }
        }
    }

    /// Runs the app's handler, or the collection view's default for the accessory.
    private func runOrDefault(_ handler: UICellAccessory.ActionHandler?, _ fallback: (UICollectionView, UICollectionViewCell) -> Void) {
        if let handler { return handler() }
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        guard let collectionView = view as? UICollectionView else { return }
        fallback(collectionView, self)
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .customView(let view, _, _):
            if let tint = accessory.tintColor { view.tintColor = tint }
            return view
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .systemFont(ofSize: 17)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        case .multiselect(let fill):
            let circle = SelectionCircleView()
            if let fill = fill ?? accessory.tintColor { circle.tintColor = fill }
            return circle
        default:
            break
        }
        let image = UIImageView()
        image.contentMode = .center
        let symbol: String
        var configuration = UIImage.SymbolConfiguration(pointSize: 17)
        var action: UICellAccessory.ActionHandler?
        switch accessory.kind {
        case .disclosureIndicator:
            // As a table's chevron: small, semibold and grey.
            symbol = "chevron.right"
            configuration = UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)
            image.tintColor = accessory.tintColor ?? .systemGray3
        case .checkmark:
            symbol = "checkmark"
            configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
            image.tintColor = accessory.tintColor
        case .delete(let handler, let fill):
            symbol = "minus.circle.fill"
            configuration = UIImage.SymbolConfiguration(pointSize: 22)
            image.tintColor = fill ?? accessory.tintColor ?? .systemRed
            action = { [weak self] in self?.runOrDefault(handler) { $0.revealTrailingActions(of: $1) } }
        case .insert(let handler, let fill):
            symbol = "plus.circle.fill"
            configuration = UIImage.SymbolConfiguration(pointSize: 22)
            image.tintColor = fill ?? accessory.tintColor ?? .systemGreen
            action = handler
        case .reorder:
            symbol = "line.3.horizontal"
            configuration = UIImage.SymbolConfiguration(pointSize: 20)
            image.tintColor = accessory.tintColor ?? .systemGray2
        case .outlineDisclosure(_, let handler):
            // iOS's outline chevron: semibold, in the tint colour, turning down when expanded.
            symbol = "chevron.right"
            configuration = UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)
            image.tintColor = accessory.tintColor
            action = { [weak self] in self?.runOrDefault(handler) { $0.toggleExpansion(of: $1) } }
        default:
            symbol = "info.circle"
            image.tintColor = accessory.tintColor
            if case .detail(let handler?) = accessory.kind { action = handler }
        }
        image.image = UIImage(systemName: symbol, withConfiguration: configuration)
        if let action {
            image.isUserInteractionEnabled = true
            let run = AccessoryAction(action)
            accessoryActions.append(run)
            let tap = UITapGestureRecognizer()
            tap.addTarget(run, action: AccessoryAction.run)
            image.addGestureRecognizer(tap)
        }
        return image
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        // Leading accessories from the leading margin inward (indented with the content
        // unless `indentsAccessories` is false); the content starts 4 points after them.
        var leading = Self.leadingMargin + (indentsAccessories ? indent : 0)
        var contentStart = indent
        // From the trailing edge inward.
        var trailing = size.width - Self.trailingMargin
        var firstAccessory: CGFloat?
        for (accessory, view) in accessoryViews {
            var fixedSize: CGSize?
            if case .customView(_, _, true) = accessory.kind { fixedSize = view.bounds.size }
            let natural = fixedSize ?? (view as? UIImageView)?.image.map { CGSize(width: max($0.size.width, 13), height: max($0.size.height, 13)) }
                ?? (view is SelectionCircleView ? CGSize(width: SelectionCircleView.diameter, height: SelectionCircleView.diameter)
                    : Self.naturalSize(of: view))
            var width = natural.width
            switch accessory.reservedLayoutWidth {
            case .custom(let reserved): width = max(width, reserved)
            case .standard: width = max(width, 25)
            case .actual: break
            }
            // Placed untransformed (the outline chevron turns about its centre).
            let transform = view.transform
            view.transform = .identity
            if accessory.kind.isLeading {
                // Each in a slot of a 22-point control (or the reserved width), centred.
                var slot = SelectionCircleView.diameter
                if case .custom(let reserved) = accessory.reservedLayoutWidth { slot = max(slot, reserved) }
                view.frame = CGRect(x: leading + (slot - natural.width) / 2, y: (size.height - natural.height) / 2,
                                    width: natural.width, height: natural.height)
                leading += slot + Self.accessorySpacing
                contentStart = max(contentStart, leading - Self.accessorySpacing + 4)
            } else {
                let x = trailing - width
                view.frame = CGRect(x: x + (width - natural.width) / 2, y: (size.height - natural.height) / 2,
                                    width: natural.width, height: natural.height)
                trailing = x - Self.accessorySpacing
                firstAccessory = x
            }
            view.transform = transform
        }
        // The content's own trailing margin ends 8 points before the first accessory.
        let contentWidth = firstAccessory.map { $0 + Self.trailingMargin - 8 } ?? size.width
        contentView.frame = CGRect(x: contentStart, y: 0, width: max(min(contentWidth, size.width) - contentStart, 0), height: size.height)
        configurationSlot.view?.frame = contentView.bounds
        layoutListBackground()
        let hairline = 1 / max(contentScaleFactor, 1)
        let start = contentView.frame.minX + textStart
        separator.frame = CGRect(x: start, y: size.height - hairline, width: max(size.width - start, 0), height: hairline)
        separator.isHidden = !(placement?.showsSeparator ?? false)
        bringSubviewToFront(separator)
    }

    /// The row background; the first and last rows of an inset card round their outer
    /// corners (the background reaches past the other edge, clipped by the cell).
    private func layoutListBackground() {
        var frame = bounds
        var radius: CGFloat = 0
        if let placement, placement.isInset, placement.role == .row, placement.isFirst || placement.isLast {
            radius = Self.cardRadius
            if !placement.isFirst { frame.origin.y -= radius; frame.size.height += radius }
            if !placement.isLast { frame.size.height += radius }
        }
        listBackground.frame = frame
        listBackground.layer.cornerRadius = radius
        clipsToBounds = radius > 0
        sendSubviewToBack(listBackground)
    }

    /// A view's intrinsic size, its bounds' along an axis it has none for (a custom view).
    private static func naturalSize(of view: UIView) -> CGSize {
        let size = view.intrinsicContentSize
        return CGSize(width: size.width >= 0 ? size.width : view.bounds.width,
                      height: size.height >= 0 ? size.height : view.bounds.height)
    }

    /// Where the text of a list content configuration starts (the separator lines up with it).
    private var textStart: CGFloat {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return 16 }
        let margin = list.directionalLayoutMargins.leading
        guard let image = list.image else { return margin }
        return margin + max(image.size.width, list.imageProperties.reservedLayoutSize.width, 29) + list.imageToTextPadding
    }

    /// Measured in the content view's width (less the accessories); a list's rows are at
    /// least 44 points tall, as on iOS.
    override func fittingSize(for size: CGSize, sizing: (width: Bool, height: Bool)) -> CGSize? {
        frame.size = size
        layoutIfNeeded()
        let contentSize = CGSize(width: contentView.bounds.width, height: size.height)
        guard var fitted = super.fittingSize(for: contentSize, sizing: sizing) else { return nil }
        fitted.width = sizing.width ? fitted.width + size.width - contentView.bounds.width : size.width
        if placement?.role == .row { fitted.height = max(fitted.height, 44) }
        return fitted
    }
}

/// Runs a detail accessory's handler when its button is tapped.
@MainActor
final class AccessoryAction {
    private let handler: UICellAccessory.ActionHandler

    init(_ handler: @escaping UICellAccessory.ActionHandler) {
        self.handler = handler
    }

    func run() {
        handler()
    }
}
