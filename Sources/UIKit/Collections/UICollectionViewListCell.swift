import Foundation

/// A row of a list layout (`UICollectionLayoutListConfiguration`): the list's look from its
/// place (row background, rounded ends of an inset card, separator under the text, grey
/// while highlighted or selected), trailing `accessories`, and a default content
/// configuration for a row, or for a header or footer when used as one.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the trailing edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// Indents the content by `indentationWidth` points per level.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    private let listBackground = UIView()
    private let separator = UIView()
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    private var placement: ListPlacement?
    /// The detail buttons' handlers (recognizers hold their targets weakly).
    private var accessoryActions: [AccessoryAction] = []
    private static let trailingMargin: CGFloat = 16
    private static let accessorySpacing: CGFloat = 10
    /// What the row background's corner radius is in an inset grouped list.
    private static let cardRadius: CGFloat = 10

    public required init(frame: CGRect) {
        super.init(frame: frame)
        listBackground.isUserInteractionEnabled = false
        insertSubview(listBackground, at: 0)
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
        updateListBackground()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
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
    }

    private func updateListBackground() {
        let role = placement?.role ?? .row
        if role != .row {
            // A plain list's headers hide the rows scrolling under them, as on iOS.
            listBackground.backgroundColor = placement?.isGrouped == false ? .systemBackground : nil
        } else if isSelected || isHighlighted {
            listBackground.backgroundColor = .systemGray4
        } else {
            listBackground.backgroundColor = placement?.isGrouped == true ? .secondarySystemGroupedBackground : nil
        }
    }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryActions = []
        accessoryViews = accessories.filter(\.isShown).sorted { $0.kind.order > $1.kind.order }.map { accessory in
            let view = makeView(for: accessory)
            addSubview(view)
            return (accessory, view)
        }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .systemFont(ofSize: 17)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        case .disclosureIndicator, .checkmark, .detail:
            let image = UIImageView()
            image.contentMode = .center
            let symbol: String
            let configuration: UIImage.SymbolConfiguration
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
            default:
                symbol = "info.circle"
                configuration = UIImage.SymbolConfiguration(pointSize: 17)
                image.tintColor = accessory.tintColor
            }
            image.image = UIImage(systemName: symbol, withConfiguration: configuration)
            if case .detail(let handler?) = accessory.kind {
                image.isUserInteractionEnabled = true
                let action = AccessoryAction(handler)
                accessoryActions.append(action)
                let tap = UITapGestureRecognizer()
                tap.addTarget(action, action: AccessoryAction.run)
                image.addGestureRecognizer(tap)
            }
            return image
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        // From the trailing edge inward.
        var trailing = size.width - Self.trailingMargin
        var firstAccessory: CGFloat?
        for (accessory, view) in accessoryViews {
            let natural = (view as? UIImageView)?.image.map { CGSize(width: max($0.size.width, 13), height: max($0.size.height, 13)) }
                ?? view.intrinsicContentSize
            var width = natural.width
            switch accessory.reservedLayoutWidth {
            case .custom(let reserved): width = max(width, reserved)
            case .standard: width = max(width, 25)
            case .actual: break
            }
            let x = trailing - width
            view.frame = CGRect(x: x + (width - natural.width) / 2, y: (size.height - natural.height) / 2,
                                width: natural.width, height: natural.height)
            trailing = x - Self.accessorySpacing
            firstAccessory = x
        }
        // The content's own trailing margin ends 8 points before the first accessory.
        let contentWidth = firstAccessory.map { $0 + Self.trailingMargin - 8 } ?? size.width
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        contentView.frame = CGRect(x: indent, y: 0, width: max(min(contentWidth, size.width) - indent, 0), height: size.height)
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
