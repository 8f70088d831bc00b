import Foundation

/// A bar with a search field, as iOS 17 draws it: a 36-point grey rounded field with a
/// magnifying glass, a Cancel button in the tint colour when `showsCancelButton`, and
/// a scope bar (a segmented control) below when `showsScopeBar` and there are scope
/// titles. `sizeToFit()` gives iOS's height: 56 points, 100 with the scope bar. Typing
/// goes through the on-screen keyboard of its field; the delegate hears every step.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// Heights of iOS 17's rows, in points: the field's row (standalone and in a
    /// navigation bar), the scope bar's and the prompt's.
    static let rowHeight: CGFloat = 56
    static let navigationRowHeight: CGFloat = 52
    static let scopeBarHeight: CGFloat = 44
    static let promptHeight: CGFloat = 30
    static let fieldHeight: CGFloat = 36

    // MARK: Content

    /// The field the bar edits (iOS 13's `UISearchTextField`).
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The text in the field; empty by default (setting nil empties it). Setting it does
    /// not call `searchBar(_:textDidChange:)`.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            updateBookmarkButton()
        }
    }
    /// Grey text shown while the field is empty; nil shows "Search", as iOS does.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }
    /// A line of text above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            barSizeDidChange()
        }
    }
    open weak var delegate: (any UISearchBarDelegate)?

    // MARK: Buttons and scope

    /// Whether the Cancel button shows at the trailing edge. Default false.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// Whether the bookmark button shows in the empty field. Default false.
    open var showsBookmarkButton = false { didSet { updateBookmarkButton() } }
    /// Whether the results-list button shows in the field. Kept; not drawn on Vitrine.
    open var showsSearchResultsButton = false
    /// Whether the results-list button is selected. Kept; not drawn on Vitrine.
    open var isSearchResultsButtonSelected = false
    /// The titles of the scope bar's segments; nil or empty for no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            rebuildScopeBar()
            barSizeDidChange()
        }
    }
    /// The selected segment of the scope bar. Default 0.
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { if scopeBar.numberOfSegments > selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows (when there are scope titles). Default false.
    open var showsScopeBar: Bool {
        get { scopeBarShown }
        set { setShowsScope(newValue, animated: false) }
    }

    // MARK: Look

    /// The background's look. Default `.default` (a bar background).
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The background's colour; nil is the system bar's.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the background is translucent; kept for compatibility (no blur on Vitrine).
    open var isTranslucent = true
    /// The background image of the bar; drawn over the background colour.
    open var backgroundImage: UIImage? { didSet { updateBackground() } }

    // MARK: Text input traits (its field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: Parts

    static let defaultPlaceholder = "Search"
    private var cancelButtonShown = false
    private var scopeBarShown = false
    private let background = UIImageView()
    private let promptLabel = UILabel()
    private(set) lazy var cancelButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        button.alpha = 0
        button.isHidden = true
        addSubview(button)
        return button
    }()
    private let scopeBar = UISegmentedControl(items: nil)
    private lazy var bookmarkButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "book", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)), for: .normal)
        button.tintColor = .secondaryLabel
        button.frame = CGRect(x: 0, y: 0, width: 32, height: 36)
        button.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBarBookmarkButtonClicked(self)
        }, for: .touchUpInside)
        return button
    }()
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    /// The search controller that owns the bar, told of editing, text and scope changes.
    weak var searchController: UISearchController?
    /// Whether the bar sits in a navigation bar: wider margins, a shorter row, no background.
    var isInNavigationBar = false {
        didSet {
            updateBackground()
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A bar of the standard height and no width; `sizeToFit()` or a container sizes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.rowHeight))
    }

    private func setUp() {
        // A search bar is a focus group of its own, which an app can give its results to so
        // that the arrow keys move from the field into them (Apple's "Search Results" sample).
        focusGroupIdentifier = "UISearchBar.\(ObjectIdentifier(self).hashValue)"
        addSubview(background)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        searchTextField.placeholder = Self.defaultPlaceholder
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeTapped() }, for: .valueChanged)
        addSubview(scopeBar)
        updateBackground()
    }

    // MARK: Showing parts

    /// Shows or hides the Cancel button, sliding the field's trailing edge.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        let button = cancelButton
        button.isHidden = false
        let change = {
            button.alpha = showsCancelButton ? 1 : 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        let done: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            button.isHidden = !cancelButtonShown
        }
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: change, completion: done)
        } else {
            UIView.performWithoutAnimation(change)
            done(true)
        }
    }

    /// Shows or hides the scope bar (iOS 13); the bar's height changes with it.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != scopeBarShown else { return }
        scopeBarShown = show
        barSizeDidChange()
        if animated, window != nil {
            UIView.animate(withDuration: 0.25) { self.superview?.layoutIfNeeded() }
        }
    }

    private var showsScopeRow: Bool { scopeBarShown && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if scopeBar.numberOfSegments > 0 {
            selectedScopeButtonIndex = min(max(selectedScopeButtonIndex, 0), scopeBar.numberOfSegments - 1)
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
        }
    }

    private func updateBookmarkButton() {
        guard showsBookmarkButton || searchTextField.rightView != nil else { return }
        // iOS shows the bookmark in the empty field only.
        let shows = showsBookmarkButton && (searchTextField.text ?? "").isEmpty
        searchTextField.rightView = shows ? bookmarkButton : nil
        searchTextField.rightViewMode = shows ? .always : .never
    }

    private func updateBackground() {
        let style = searchBarStyle == .default ? Style.prominent : searchBarStyle
        background.isHidden = style == .minimal || isInNavigationBar
        background.image = backgroundImage
        background.backgroundColor = backgroundImage == nil ? (barTintColor ?? UIBarAppearance.chromeMaterial) : nil
        if let barTintColor, style != .minimal {
            // iOS tints the field's grey towards the bar colour; a white field reads on any.
            searchTextField.backgroundColor = barTintColor == .clear ? .tertiarySystemFill : .systemBackground
        } else {
            searchTextField.backgroundColor = .tertiarySystemFill
        }
    }

    private func barSizeDidChange() {
        scopeBar.isHidden = !showsScopeRow
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        // A table header or a navigation bar places the bar again at its new height.
        superview?.setNeedsLayout()
        searchController?.searchBarHeightDidChange()
    }

    // MARK: Size and layout

    /// The bar's height: the prompt, the field's row and the scope bar.
    var preferredHeight: CGFloat {
        (prompt == nil ? 0 : Self.promptHeight) + (isInNavigationBar ? Self.navigationRowHeight : Self.rowHeight)
            + (showsScopeRow ? Self.scopeBarHeight : 0)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let compact = traitCollection.horizontalSizeClass != .regular
        let margin: CGFloat = isInNavigationBar ? (compact ? 16 : 20) : 8
        var top: CGFloat = 0
        if prompt != nil {
            promptLabel.frame = CGRect(x: margin, y: 0, width: max(bounds.width - 2 * margin, 0), height: Self.promptHeight)
            top = Self.promptHeight
        }
        let rowHeight = isInNavigationBar ? Self.navigationRowHeight : Self.rowHeight
        let fieldTop = top + (isInNavigationBar ? 8 : (rowHeight - Self.fieldHeight) / 2)
        var fieldWidth = bounds.width - 2 * margin
        if cancelButtonShown || !cancelButton.isHidden {
            let width = cancelButton.intrinsicContentSize.width
            let shownWidth = cancelButtonShown ? width + 8 : 0
            fieldWidth -= shownWidth
            cancelButton.frame = CGRect(x: margin + fieldWidth + 8, y: fieldTop, width: width, height: Self.fieldHeight)
        }
        searchTextField.frame = CGRect(x: margin, y: fieldTop, width: max(fieldWidth, 0), height: Self.fieldHeight)
        if showsScopeRow {
            scopeBar.frame = CGRect(x: margin, y: top + rowHeight + (isInNavigationBar ? 0 : -2),
                                    width: max(bounds.width - 2 * margin, 0), height: 32)
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Starts editing in the field (its delegate may refuse); the keyboard comes up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Events from the parts

    fileprivate func fieldShouldBeginEditing() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        searchController?.searchBarWillBeginEditing()
        return true
    }

    fileprivate func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    fileprivate func fieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }

    fileprivate func fieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

    fileprivate func fieldShouldChange(_ range: NSRange, to replacement: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    private func fieldTextDidChange() {
        updateBookmarkButton()
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    fileprivate func searchKeyPressed() { delegate?.searchBarSearchButtonClicked(self) }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    private func scopeTapped() {
        let index = scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarScopeDidChange()
    }
}

/// Hears the bar's field and reports to the bar (the bar is the field's delegate on iOS;
/// here a private object, so the bar's public API stays Apple's).
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.fieldShouldBeginEditing() }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.fieldDidBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.fieldShouldEndEditing() }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar.fieldDidEndEditing() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.fieldShouldChange(range, to: string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.searchKeyPressed()
        return true
    }
}
