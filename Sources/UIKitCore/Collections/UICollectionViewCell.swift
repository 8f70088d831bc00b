import Foundation

/// An item of a collection view: a `contentView` for its content (or a content
/// configuration), backgrounds for normal and selected, and the selected and highlighted
/// states. Collection views reuse cells: `prepareForReuse()` runs before one comes back.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The background drawn behind everything else (fill, corners, stroke); nil for none.
    /// `UIBackgroundConfiguration.listPlainCell()` and its siblings give the list styles'.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            configuredBackground = BackgroundConfigurationView.install(backgroundConfiguration, in: self,
                                                                       replacing: configuredBackground)
            stateDidChange()
        }
    }
    var configuredBackground: BackgroundConfigurationView?
    /// Shown over the background while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            updateSelectedBackground()
        }
    }
    /// The storyboard segue selecting the item triggers (UIStoryboard.setSelectionSegue); kept on reuse, as a prototype's.
    final var selectionSegue: UIStoryboard.SegueTemplate?
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// What the content view shows, updated for the cell's state.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installConfiguration() }
    }
    var configurationSlot = ContentConfigurationSlot()
    /// The collection view's part: whether it is editing (the state's `isEditing`).
    var isEditingState = false {
        didSet { if isEditingState != oldValue { stateDidChange() } }
    }
    /// The data source's part: whether the item is expanded in its section snapshot (the
    /// state's `isExpanded`).
    var isExpandedState = false {
        didSet { if isExpandedState != oldValue { stateDidChange() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell made from a storyboard (a prototype cell) or nib; its reuse identifier is
    /// read by `UICollectionReusableView`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called before the collection view hands the cell out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = isEditingState
        state.isExpanded = isExpandedState
        return state
    }

    /// A cell takes focus when its collection view lets the item take it (`allowsFocus`, or
    /// the delegate's `canFocusItemAt`).
    open override var canBecomeFocused: Bool {
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return false }
        return collectionView.collectionDelegate?.collectionView(collectionView, canFocusItemAt: indexPath)
            ?? (collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus)
    }

    override func focusDidChange() { setNeedsUpdateConfiguration() }

    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// What a closure given to `configurationUpdateHandler` receives.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` with the cell and its state, whenever the
    /// configuration is updated (iOS 15): set the cell's configurations here to change them
    /// by state without a subclass. Setting it updates the cell.
    /// (No `@MainActor` on the type: the class is `@preconcurrency`, and Swift 6.3 mangled
    /// the property's actor-isolated type differently in a subclass compiled apart, which
    /// then failed to link. A closure written on the main actor runs there anyway.)
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationSlot.update(contentConfiguration, for: state)
    }

    override var sizingHost: UIView { contentView }

    /// The selected, highlighted, editing or expanded state changed (a list cell restyles
    /// its background and accessories).
    func stateDidChange() {
        updateSelectedBackground()
        setNeedsUpdateConfiguration()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    private func installConfiguration() {
        configurationSlot.show(contentConfiguration, for: configurationState, in: contentView)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredBackground?.layout(in: bounds)
        contentView.frame = bounds
        configurationSlot.view?.frame = contentView.bounds
    }
}
