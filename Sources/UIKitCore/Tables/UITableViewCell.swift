import Foundation

/// A row of a table: a `contentView` holding the classic labels (`textLabel`,
/// `detailTextLabel`, `imageView`) laid out by `style`, an accessory (chevron, checkmark,
/// info button), a separator along the bottom, and a grey background while highlighted or
/// selected. Tables reuse cells: `prepareForReuse()` runs before one is handed out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public let style: CellStyle
    /// The identifier the table reuses the cell under.
    public internal(set) var reuseIdentifier: String?
    /// The storyboard segue selecting the row triggers (UIStoryboard.setSelectionSegue); kept on reuse, as a prototype's.
    final var selectionSegue: UIStoryboard.SegueTemplate?
    /// Where the cell's content goes (subviews added here move with the accessory).
    public let contentView = UIView()

    private var storedTextLabel: UILabel?
    private var storedDetailLabel: UILabel?
    private var storedImageView: UIImageView?
    private let accessoryImage = UIImageView()
    let separator = UIView()
    private let highlightView = UIView()

    /// The title (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        // A content configuration shows instead of the classic labels.
        label.isHidden = configurationView != nil
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The subtitle or value (nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailLabel { return storedDetailLabel }
        let label = UILabel()
        switch style {
        case .subtitle:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        case .value2:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
        default:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        }
        label.isHidden = configurationView != nil
        contentView.addSubview(label)
        storedDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The leading image (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        view.contentMode = .center
        view.isHidden = configurationView != nil
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { updateAccessory() } } }
    /// The accessory shown instead while editing. Default none.
    open var editingAccessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A view shown instead of the accessory type.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var selectionStyle: SelectionStyle = .default
    /// Where the separator starts and ends (left and right are used). Default 16 on the left
    /// (more when there is an image, as iOS aligns it with the text).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// How many indentation widths the classic content (image and labels) is moved in. Default 0.
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// The width of one indentation level, in points. Default 10, as on iOS.
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// The background drawn behind everything else (fill, corners, stroke); nil for none.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            configuredBackground = BackgroundConfigurationView.install(backgroundConfiguration, in: self,
                                                                       replacing: configuredBackground)
        }
    }
    private var configuredBackground: BackgroundConfigurationView?
    /// Replaces the plain background.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls (the table sets it with its own).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false
    /// The control shown while editing: set by the table from its delegate.
    open internal(set) var editingStyle: EditingStyle = .delete
    /// Whether the content moves right to make room for the editing control. Default true.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while editing (the table shows it for rows its
    /// data source can move).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// The table's part: the row can move (its data source implements `moveRowAt`).
    var canMove = false
    /// The table's part: while editing, the row shows a selection circle instead of its
    /// editing control (the table's `allowsMultipleSelectionDuringEditing`).
    var showsSelectionCircle = false {
        didSet {
            guard showsSelectionCircle != oldValue else { return }
            if storedEditing { makeEditingControls() }
            setNeedsLayout()
        }
    }
    /// The table's action for a tap on the editing control.
    var editingControlTapped: ((UITableViewCell) -> Void)?
    private var editingControl: UIButton?
    private(set) var selectionCircle: SelectionCircleView?
    private(set) var reorderControl: UIImageView?

    /// Shows or hides the editing controls: the delete or insert button slides in from the
    /// leading edge, the reorder control in at the trailing one, the content moves over.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard storedEditing != editing else { return }
        // Made off the edges first, so that they slide in.
        if editing { makeEditingControls() }
        storedEditing = editing
        updateAccessory()
        setNeedsLayout()
        if animated, window != nil { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } }
        setNeedsUpdateConfiguration()
    }

    private func makeEditingControls() {
        let symbol = editingStyle == .insert ? "plus.circle.fill" : "minus.circle.fill"
        let image = UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22))
        if editingControl == nil {
            let control = UIButton(type: .custom)
            control.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.editingControlTapped?(self)
            }, for: .touchUpInside)
            addSubview(control)
            editingControl = control
        }
        editingControl?.setImage(image, for: .normal)
        editingControl?.tintColor = editingStyle == .insert ? .systemGreen : .systemRed
        if showsSelectionCircle, selectionCircle == nil {
            let circle = SelectionCircleView()
            circle.isSelected = storedSelected
            addSubview(circle)
            selectionCircle = circle
        }
        if reorderControl == nil {
            let grip = UIImageView(image: UIImage(systemName: "line.3.horizontal", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
            grip.contentMode = .center
            grip.tintColor = .systemGray2
            addSubview(grip)
            reorderControl = grip
        }
        layoutEditingControls()
    }

    /// How far the content moves right for the editing control.
    private var editingIndent: CGFloat {
        storedEditing && (editingStyle != .none || showsSelectionCircle) && shouldIndentWhileEditing ? 38 : 0
    }

    private var showsReorder: Bool { storedEditing && (canMove || showsReorderControl) }

    /// The controls in their places, off the edges when not editing (so that they slide).
    private func layoutEditingControls() {
        let size = bounds.size
        if let editingControl {
            let shown = storedEditing && editingStyle != .none && !showsSelectionCircle
            editingControl.frame = CGRect(x: shown ? 4 : -34, y: 0, width: 38, height: size.height)
            editingControl.alpha = shown ? 1 : 0
        }
        if let selectionCircle {
            // Centred where the delete control would be.
            let shown = storedEditing && showsSelectionCircle
            let side = SelectionCircleView.diameter
            selectionCircle.frame = CGRect(x: shown ? 23 - side / 2 : -side - 8, y: (size.height - side) / 2, width: side, height: side)
            selectionCircle.alpha = shown ? 1 : 0
        }
        if let reorderControl {
            reorderControl.frame = CGRect(x: showsReorder ? size.width - 44 : size.width, y: 0, width: 44, height: size.height)
            reorderControl.alpha = showsReorder ? 1 : 0
        }
    }

    // MARK: Content configurations

    /// A list content configuration with the style's defaults, to fill in and assign to
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// What the content view shows, instead of the classic labels; updated for the cell's
    /// state (selected, highlighted) as it changes.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installConfiguration() }
    }

    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = storedSelected
        state.isHighlighted = storedHighlighted
        state.isFocused = isFocused
        state.isEditing = storedEditing
        return state
    }

    /// A cell takes focus when its table lets the row take it (`allowsFocus`, or the
    /// delegate's `canFocusRowAt`).
    open override var canBecomeFocused: Bool {
        guard let tableView = owningTableView, let indexPath = tableView.indexPath(for: self) else { return false }
        return tableView.tableDelegate?.tableView(tableView, canFocusRowAt: indexPath)
            ?? (tableView.isEditing ? tableView.allowsFocusDuringEditing : tableView.allowsFocus)
    }

    override func focusDidChange() { setNeedsUpdateConfiguration() }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// What a closure given to `configurationUpdateHandler` receives.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` with the cell and its state, whenever the
    /// configuration is updated (iOS 15): set the cell's configurations here to change them
    /// by state without a subclass. Setting it updates the cell.
    /// (No `@MainActor` on the type: the class is `@preconcurrency`, and Swift 6.3 mangled
    /// the property's actor-isolated type differently in a subclass compiled apart, which
    /// then failed to link. A closure written on the main actor runs there anyway.)
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Updates the content configuration for `state`; override to change it per state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationSlot.update(contentConfiguration, for: state)
    }

    private var configurationSlot = ContentConfigurationSlot()
    private var configurationView: (UIView & UIContentView)? { configurationSlot.view }

    private func installConfiguration() {
        configurationSlot.show(contentConfiguration, for: configurationState, in: contentView)
        let configured = contentConfiguration != nil
        for label in [storedTextLabel, storedDetailLabel] { label?.isHidden = configured }
        storedImageView?.isHidden = configured
        setNeedsLayout()
    }

    /// Whether the row is selected: a grey background until deselected.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a finger is on the row.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedSelected = false
    private var storedHighlighted = false

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A cell made from a storyboard (a prototype cell): of the style under
    /// "UITableViewCellStyle" and with the identifier under "UIReuseIdentifier" when the
    /// coder has them, else a `.default` cell without one.
    public required init?(coder: NSCoder) {
        style = coder.interfaceBuilderInteger(forKey: "UITableViewCellStyle").flatMap(CellStyle.init(rawValue:)) ?? .default
        reuseIdentifier = coder.interfaceBuilderReuseIdentifier
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUpCell()
    }

    /// What both initializers do: the background, the highlight, the content view, the
    /// accessory and the separator.
    private func setUpCell() {
        backgroundColor = .systemBackground
        highlightView.backgroundColor = .systemGray4
        highlightView.isHidden = true
        addSubview(highlightView)
        addSubview(contentView)
        // iOS's content margins: content pinned to the margins lines up with the labels.
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        accessoryImage.isUserInteractionEnabled = false
        addSubview(accessoryImage)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// A `.default` cell, as a table registered with a cell class makes them.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before the table hands the cell out again: clear what the last row set.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard storedSelected != selected else { return }
        storedSelected = selected
        selectionCircle?.isSelected = selected
        updateHighlight()
        setNeedsUpdateConfiguration()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard storedHighlighted != highlighted else { return }
        storedHighlighted = highlighted
        updateHighlight()
        setNeedsUpdateConfiguration()
    }

    private func updateHighlight() {
        highlightView.isHidden = selectionStyle == .none || !(storedSelected || storedHighlighted)
    }

    private func updateAccessory() {
        let accessoryType = storedEditing ? editingAccessoryType : accessoryType
        let symbol: String? = switch accessoryType {
        case .none: nil
        case .disclosureIndicator: "chevron.right"
        case .checkmark: "checkmark"
        case .detailButton, .detailDisclosureButton: "info.circle"
        }
        // iOS's chevron is small and grey; the checkmark and info button take the tint.
        let configuration = accessoryType == .disclosureIndicator
            ? UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold) : UIImage.SymbolConfiguration(pointSize: 17)
        accessoryImage.image = symbol.flatMap { UIImage(systemName: $0, withConfiguration: configuration) }
        accessoryImage.tintColor = accessoryType == .disclosureIndicator ? .systemGray3 : tintColor
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if accessoryType == .checkmark || accessoryType == .detailButton { accessoryImage.tintColor = tintColor }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        backgroundView?.frame = bounds
        configuredBackground?.layout(in: bounds)
        layoutHighlight()
        layoutEditingControls()
        // The accessory sits 16 points from the trailing edge (the reorder control takes its
        // place while editing); the content takes the rest.
        var trailing = size.width
        if showsReorder {
            trailing = size.width - 44
        } else if let accessoryView, !storedEditing {
            let accessory = accessoryView.frame.size == .zero ? accessoryView.intrinsicContentSize : accessoryView.frame.size
            accessoryView.frame = CGRect(x: size.width - 16 - accessory.width, y: (size.height - accessory.height) / 2,
                                         width: accessory.width, height: accessory.height)
            trailing = accessoryView.frame.minX - 4
        } else if let image = accessoryImage.image {
            let side = max(image.size.width, image.size.height, 13)
            accessoryImage.frame = CGRect(x: size.width - 16 - side, y: (size.height - side) / 2, width: side, height: side)
            trailing = accessoryImage.frame.minX - 4
        }
        accessoryImage.isHidden = showsReorder || (accessoryView != nil && !storedEditing) || accessoryImage.image == nil
        accessoryView?.isHidden = storedEditing
        let indent = editingIndent
        contentView.frame = CGRect(x: indent, y: 0, width: max(trailing - indent, 0), height: size.height)
        configurationView?.frame = contentView.bounds
        let textStart = configurationView == nil ? layoutClassicLabels(in: contentView.bounds) : configuredTextStart
        // With an image, the default separator starts under the text, as on iOS.
        let separatorStart = indent + (separatorInset.left == 16 ? textStart : separatorInset.left)
        // A hairline: one pixel at any scale.
        let hairline = 1 / max(contentScaleFactor, 1)
        separator.frame = CGRect(x: separatorStart, y: size.height - hairline,
                                 width: max(size.width - separatorStart - separatorInset.right, 0), height: hairline)
        bringSubviewToFront(separator)
    }

    /// The table's part: which ends of an inset grouped card the row is (their corners are
    /// rounded, so the grey of a selected first or last row follows the card).
    var cardEnds: (top: Bool, bottom: Bool) = (false, false) {
        didSet { if cardEnds != oldValue { setNeedsLayout() } }
    }

    /// The highlight fills the row; at a card's end it reaches past the other edge by its
    /// corner radius (clipped by the cell), so that only the card's corners are rounded.
    private func layoutHighlight() {
        var frame = bounds
        var radius: CGFloat = 0
        if cardEnds.top || cardEnds.bottom {
            radius = 10
            if !cardEnds.top { frame.origin.y -= radius; frame.size.height += radius }
            if !cardEnds.bottom { frame.size.height += radius }
        }
        highlightView.frame = frame
        highlightView.layer.cornerRadius = radius
        clipsToBounds = radius > 0
    }

    /// How tall the cell's content wants to be at `width`: its content configuration's size,
    /// or what the constraints in its content view say, or 44.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        if let configurationView {
            return max(configurationView.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0)).height, 44)
        }
        let constrained = contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard constrained else { return 44 }
        let size = contentView.systemLayoutSizeFitting(CGSize(width: contentView.bounds.width, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite && size.height > 0 ? size.height : 44
    }

    /// Where a list configuration's text starts (the separator lines up with it).
    private var configuredTextStart: CGFloat {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return 16 }
        let margin = list.directionalLayoutMargins.leading
        guard let image = list.image else { return margin }
        return margin + max(image.size.width, list.imageProperties.reservedLayoutSize.width, 29) + list.imageToTextPadding
    }

    /// The classic styles' layout: 16-point margins, an image in a 29-point column, the
    /// labels by `style`. Returns where the text starts.
    private func layoutClassicLabels(in area: CGRect) -> CGFloat {
        var leading = 16 + CGFloat(max(indentationLevel, 0)) * indentationWidth
        let trailing = area.maxX - (accessoryImage.image == nil && accessoryView == nil ? 16 : 0)
        if let image = storedImageView, image.image != nil {
            let side = max(29, image.image?.size.width ?? 0)
            image.frame = CGRect(x: leading, y: (area.height - side) / 2, width: side, height: side)
            leading += side + 16
        }
        let title = storedTextLabel, detail = storedDetailLabel
        let titleSize = title?.intrinsicContentSize ?? .zero
        let detailSize = detail?.intrinsicContentSize ?? .zero
        switch style {
        case .default:
            title?.frame = CGRect(x: leading, y: 0, width: max(trailing - leading, 0), height: area.height)
        case .subtitle:
            let total = titleSize.height + detailSize.height + (detail?.text?.isEmpty == false ? 2 : 0)
            let top = (area.height - total) / 2
            title?.frame = CGRect(x: leading, y: top, width: max(trailing - leading, 0), height: titleSize.height)
            detail?.frame = CGRect(x: leading, y: top + titleSize.height + 2, width: max(trailing - leading, 0), height: detailSize.height)
        case .value1:
            let valueWidth = min(detailSize.width, max(trailing - leading, 0) / 2)
            detail?.frame = CGRect(x: trailing - valueWidth, y: 0, width: valueWidth, height: area.height)
            title?.frame = CGRect(x: leading, y: 0, width: max(trailing - valueWidth - 8 - leading, 0), height: area.height)
        case .value2:
            let labelWidth: CGFloat = 91
            title?.frame = CGRect(x: leading, y: 0, width: labelWidth, height: area.height)
            title?.textAlignment = .right
            title?.textColor = tintColor
            title?.font = .systemFont(ofSize: 15, weight: .semibold)
            detail?.frame = CGRect(x: leading + labelWidth + 6, y: 0, width: max(trailing - leading - labelWidth - 6, 0),
                                   height: area.height)
        }
        return leading
    }
}
