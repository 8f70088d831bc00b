import Foundation

/// A single line of editable text. A tap makes it the first responder (its delegate may
/// refuse) and places the caret; typed keys (a hardware keyboard or the on-screen one)
/// insert text at the caret after the delegate agreed, sending `.editingChanged`; return
/// asks `textFieldShouldReturn`; the caret blinks; the text scrolls sideways to keep the
/// caret in view; selection, cut, copy and paste, the clear button, left and right views,
/// secure entry (bullets, the last character shown a moment).
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    // MARK: Content

    /// The text; empty by default, as on iOS (setting nil makes it empty).
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            attributeRuns = nil
            selection = NSRange(location: storage.utf16.count, length: 0)
            markedRange = nil
            revealedCharacter = nil
            contentDidChange()
        }
    }
    /// The text with its attributes: those set here, kept through editing (typed text
    /// takes the attributes of the character before it), or the field's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            attributeRuns?.attributedString(storage)
                ?? NSAttributedString(string: storage, attributes: [.font: font ?? .systemFont(ofSize: 17),
                                                                    .foregroundColor: textColor ?? .label])
        }
        set {
            text = newValue?.string
            attributeRuns = newValue.map(AttributedRuns.init)
            contentDidChange()
        }
    }
    /// Gray text shown while the text is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The font; default the system font of 17 points.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// Whether the font is made again when the content size category changes (for a font
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`). Default false.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(for: traitCollection) else { return }
        font = adjusted
    }
    /// The text's colour; default `.label`.
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
    /// When the clear button (a grey circled cross at the trailing edge) shows. Default never.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether editing starts from empty text. Default false.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit text wider than the field, down to
    /// `minimumFontSize` (then the text scrolls). Default false.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsLayout() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks to; default 0 (1 point here:
    /// Apple asks apps to set it).
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// A view at the leading edge (an icon), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            leftView.map(addSubview)
            setNeedsLayout()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            rightView.map(addSubview)
            setNeedsLayout()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open weak var delegate: (any UITextFieldDelegate)?

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// No dictionary here: typing is never corrected, whatever this says.
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (the last character typed shows for a moment).
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    open var textContentType: UITextContentType!

    // MARK: State

    /// Whether the field is the first responder, being edited.
    open private(set) var isEditing = false
    private var storage = ""
    /// The selection in UTF-16 offsets (a caret when empty).
    var selection = NSRange(location: 0, length: 0)
    /// In secure entry, the character just typed, shown until the next one or a moment.
    private var revealedCharacter: Int?
    /// How far the text is scrolled to keep the caret in view.
    private var scrollX: CGFloat = 0
    /// Where a drag that selects began (UTF-16 offset).
    private var selectionAnchor: Int?
    /// Where the press began, while a long press may still come.
    private var pressStart: CGPoint?
    private var longPressed = false
    /// Whether shift-arrows move the selection's start (they went left of where it began).
    var selectionMovesStart = false
    /// The marked (provisional) text of a composition, in UTF-16 offsets.
    var markedRange: NSRange? { didSet { setNeedsLayout() } }
    /// The attributes of text set as attributed text; nil for plain text.
    private var attributeRuns: AttributedRuns?
    /// The font the text shows in: `font`, or smaller to fit (`adjustsFontSizeToFitWidth`).
    private var shownFont: UIFont = .systemFont(ofSize: 17)

    private let textArea = UIView()
    private let label = UILabel()
    private let caret = TextCaretView()
    private let selectionView = UIView()
    /// The band under marked text, as iOS shows a composition in progress.
    let markedView = UIView()
    private let handles = (start: SelectionHandleView(isStart: true), end: SelectionHandleView(isStart: false))
    private lazy var clearButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15)), for: .normal)
        button.tintColor = .tertiaryLabel
        button.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        addSubview(button)
        return button
    }()

    /// The view shown instead of the system keyboard while the field is first responder (a
    /// custom keypad); nil, the default, gives the system keyboard. A change while it is
    /// first responder shows after `reloadInputViews()`, as on iOS.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// The view shown above the keyboard (or the input view) while the field is first responder.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textArea.clipsToBounds = true
        textArea.isUserInteractionEnabled = false
        addSubview(textArea)
        selectionView.isHidden = true
        textArea.addSubview(selectionView)
        markedView.isHidden = true
        textArea.addSubview(markedView)
        label.isUserInteractionEnabled = false
        textArea.addSubview(label)
        caret.isHidden = true
        textArea.addSubview(caret)
        addSubview(handles.start)
        addSubview(handles.end)
        contentDidChange()
    }

    // MARK: Look

    /// Whether an empty field shows its placeholder (a search field with tokens does not).
    var showsPlaceholder: Bool { true }

    func contentDidChange() {
        if storage.isEmpty {
            label.text = showsPlaceholder ? placeholder : nil
            label.textColor = .placeholderText
        } else {
            label.text = displayedText
            label.textColor = textColor ?? .label
        }
        shownFont = fittedFont()
        label.font = shownFont
        if attributeRuns == nil || storage.isEmpty {
            if label.styledTextOverride != nil { label.styledTextOverride = nil }
        } else {
            label.styledTextOverride = { [weak self] in self?.styledRuns }
        }
        switch borderStyle {
        case .roundedRect:
            backgroundColor = .systemBackground
            layer.cornerRadius = 5
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        case .line, .bezel:
            layer.cornerRadius = 0
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
        case .none:
            layer.borderWidth = 0
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The text as shown: bullets in secure entry, but the character just typed.
    /// The attributed text's runs as shown; nil for plain text and in secure entry (bullets).
    private var styledRuns: TextDrawing.StyledText? {
        guard let attributeRuns, !isSecureTextEntry else { return nil }
        return attributeRuns.styled(storage, defaultFont: font ?? .systemFont(ofSize: 17), defaultColor: (textColor ?? .label).cgColor)
    }

    private var displayedText: String {
        guard isSecureTextEntry else { return storage }
        return String(storage.enumerated().map { index, character in index == revealedCharacter ? character : "\u{2022}" })
    }

    open override var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        let line = max(size.height, (font ?? .systemFont(ofSize: 17)).lineHeight)
        // iOS's heights at 17 points: 34 with a rounded border, 30 with a line, the text's without.
        let height: CGFloat = switch borderStyle {
        case .roundedRect: (line + 14).rounded()
        case .line, .bezel: (line + 10).rounded()
        case .none: line.rounded(.up)
        }
        return CGSize(width: size.width + (borderStyle == .none ? 0 : 14), height: height)
    }

    // MARK: Geometry (Apple's overridable rectangles)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text goes: inside the border's padding, between the overlays.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
        if shownLeftView != nil {
            let edge = leftViewRect(forBounds: bounds).maxX
            if edge > rect.minX {
                rect.size.width -= edge - rect.minX
                rect.origin.x = edge
            }
        }
        if shownRightView != nil { rect.size.width = min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX }
        if showsClearButton { rect.size.width = min(rect.maxX, clearButtonRect(forBounds: bounds).minX - 4) - rect.minX }
        rect.size.width = max(rect.width, 0)
        return rect
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let trailing = shownRightView != nil ? rightViewRect(forBounds: bounds).minX : bounds.maxX - (borderStyle == .none ? 0 : 5)
        return CGRect(x: trailing - side, y: (bounds.height - side) / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView.map { $0.frame.size == .zero ? $0.intrinsicContentSize : $0.frame.size } ?? .zero
        return CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView.map { $0.frame.size == .zero ? $0.intrinsicContentSize : $0.frame.size } ?? .zero
        return CGRect(x: bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private var shownLeftView: UIView? { shows(leftViewMode) ? leftView : nil }
    private var shownRightView: UIView? { shows(rightViewMode) ? rightView : nil }
    private var showsClearButton: Bool { shows(clearButtonMode) && !storage.isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.isHidden = shownLeftView == nil
        rightView?.isHidden = shownRightView == nil
        if let leftView, shownLeftView != nil { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, shownRightView != nil { rightView.frame = rightViewRect(forBounds: bounds) }
        if showsClearButton {
            clearButton.isHidden = false
            clearButton.frame = clearButtonRect(forBounds: bounds)
        } else if clearButtonMode != .never {
            clearButton.isHidden = true
        }
        textArea.frame = storage.isEmpty ? placeholderRect(forBounds: bounds) : (isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        layoutText()
    }

    /// The laid-out text shown, for caret positions.
    private var layout: TextLayout {
        TextLayout(runs: (storage.isEmpty ? nil : styledRuns?.runs)
            ?? [TextLayout.Run(text: storage.isEmpty ? "" : displayedText, font: shownFont.textFont)])
    }

    /// `font`, made smaller to fit the text area when `adjustsFontSizeToFitWidth` is on (for
    /// plain text: attributed text keeps its fonts).
    private func fittedFont() -> UIFont {
        let base = font ?? .systemFont(ofSize: 17)
        let available = textArea.bounds.width
        guard adjustsFontSizeToFitWidth, !storage.isEmpty, attributeRuns == nil, available > 0 else { return base }
        let text = displayedText
        func width(at size: CGFloat) -> CGFloat {
            TextLayout(runs: [TextLayout.Run(text: text, font: base.withSize(size).textFont)]).size.width
        }
        let smallest = min(max(minimumFontSize, 1), base.pointSize)
        var size = base.pointSize
        var measured = width(at: size)
        guard measured > available else { return base }
        // Widths grow about in proportion to the size: one estimate, then whole points down.
        size = max((size * available / measured).rounded(.down), smallest)
        measured = width(at: size)
        while measured > available, size > smallest {
            size = max(size - 1, smallest)
            measured = width(at: size)
        }
        return base.withSize(size)
    }

    /// Places the text (scrolled to keep the caret in view), the caret and the selection.
    private func layoutText() {
        shownFont = fittedFont()
        label.font = shownFont
        let area = textArea.bounds
        let size = label.intrinsicContentSize
        let width = max(size.width, 0)
        var x: CGFloat
        if width <= area.width {
            scrollX = 0
            x = switch effectiveAlignment {
            case .center: (area.width - width) / 2
            case .right: area.width - width
            default: 0
            }
        } else {
            x = -scrollX
        }
        let lineHeight = shownFont.lineHeight
        label.frame = CGRect(x: x, y: 0, width: max(width, 1), height: area.height)
        guard isEditing else {
            caret.isHidden = true
            selectionView.isHidden = true
            markedView.isHidden = true
            handles.start.isHidden = true
            handles.end.isHidden = true
            return
        }
        let laidOut = layout
        let caretX = caretPosition(selection.location + selection.length, in: laidOut)
        // Keep the caret in view: scroll the text when it would leave the area.
        if width > area.width {
            if x + caretX > area.width - 2 { scrollX = caretX - area.width + 2 }
            if x + caretX < 0 { scrollX = caretX }
            scrollX = min(max(scrollX, 0), width - area.width + 2)
            x = -scrollX
            label.frame.origin.x = x
        }
        let top = (area.height - lineHeight) / 2
        caret.frame = CGRect(x: x + caretX, y: top - 1, width: 2, height: lineHeight + 2)
        caret.backgroundColor = tintColor
        caret.isHidden = selection.length > 0
        if let marked = markedRange {
            let from = caretPosition(marked.location, in: laidOut)
            let to = caretPosition(marked.location + marked.length, in: laidOut)
            markedView.frame = CGRect(x: x + min(from, to), y: top, width: abs(to - from), height: lineHeight)
            markedView.backgroundColor = tintColor.withAlphaComponent(0.15)
        }
        markedView.isHidden = markedRange == nil
        if selection.length > 0 {
            let start = caretPosition(selection.location, in: laidOut)
            selectionView.frame = CGRect(x: x + start, y: top, width: caretX - start, height: lineHeight)
            selectionView.backgroundColor = tintColor.withAlphaComponent(0.25)
            selectionView.isHidden = false
            // The handles, in the field (they reach beyond the text's clip).
            let origin = textArea.frame.origin
            handles.start.place(x: origin.x + x + start, top: origin.y + top, height: lineHeight, color: tintColor)
            handles.end.place(x: origin.x + x + caretX, top: origin.y + top, height: lineHeight, color: tintColor)
        } else {
            selectionView.isHidden = true
            handles.start.isHidden = true
            handles.end.isHidden = true
        }
    }

    private var effectiveAlignment: NSTextAlignment {
        switch textAlignment {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .justified: .left
        default: textAlignment
        }
    }

    /// The x of the caret before UTF-16 offset `offset` of the text.
    private func caretPosition(_ offset: Int, in laidOut: TextLayout) -> CGFloat {
        guard !storage.isEmpty else { return 0 }
        return laidOut.caretRect(atUTF8Offset: displayUTF8Offset(forUTF16: offset)).minX
    }

    /// The byte offset in the shown text of UTF-16 offset `offset` of the text.
    private func displayUTF8Offset(forUTF16 offset: Int) -> Int {
        let index = String.Index(utf16Offset: min(max(offset, 0), storage.utf16.count), in: storage)
        guard isSecureTextEntry else { return storage.utf8.distance(from: storage.startIndex, to: index) }
        let shown = displayedText
        let characters = storage[..<index].count
        return shown.utf8.distance(from: shown.startIndex, to: shown.index(shown.startIndex, offsetBy: characters))
    }

    /// The UTF-16 offset of the caret position nearest to `point` (the field's coordinates).
    func textOffset(nearest point: CGPoint) -> Int {
        guard !storage.isEmpty else { return 0 }
        let inText = CGPoint(x: point.x - textArea.frame.minX - label.frame.minX, y: 1)
        let byte = layout.caretOffset(nearest: inText)
        let shown = displayedText
        let shownIndex = shown.utf8.index(shown.startIndex, offsetBy: min(byte, shown.utf8.count))
        let characters = shown[..<shownIndex].count
        return storage.utf16.distance(from: storage.startIndex, to: storage.index(storage.startIndex, offsetBy: characters))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentDidChange()
    }

    // MARK: Editing session

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// A text field takes focus (iPadOS keyboard navigation) while it is enabled.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Starts editing: the delegate may refuse; the caret goes to the end.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        // iOS asks textFieldShouldClear(_:) before clearing on begin editing too.
        if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            storage = ""
            contentDidChange()
        }
        selection = NSRange(location: storage.utf16.count, length: 0)
        caret.startBlinking()
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        // The keyboard's will-show notifications come now, as on iOS, not at the next frame.
        KeyboardPresenter.current?.update()
        return true
    }

    /// Ends editing when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// Leaving the window or being hidden ends editing whatever the delegate says.
    override func resignBecauseGone() {
        guard isFirstResponder else { return }
        UIResponder.forgetFirstResponder()
        finishEditing(reason: .committed)
    }

    private func finishEditing(reason: DidEndEditingReason) {
        isEditing = false
        // A composition in progress is committed as it is.
        markedRange = nil
        UIMenuController.shared.hideMenu()
        revealedCharacter = nil
        caret.stopBlinking()
        contentDidChange()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if isEditing, selection.length > 0, let dragged = handle(near: point) {
            // A handle drags its end; the other end stays.
            selectionAnchor = dragged.isStart ? selection.location + selection.length : selection.location
            pressStart = nil
            longPressed = false
            return true
        }
        if isEditing {
            let offset = textOffset(nearest: point)
            selectionAnchor = offset
            select(NSRange(location: offset, length: 0))
        }
        pressStart = point
        longPressed = false
        // Held still half a second: the word under the finger is selected and the edit menu shows.
        GestureTimers.schedule(after: 0.5, owner: self) { [weak self] in
            guard let self, self.pressStart != nil, self.isEditing || self.becomeFirstResponder() else { return }
            self.longPressed = true
            self.selectionAnchor = nil
            self.selectWord(at: self.textOffset(nearest: point))
            self.showEditMenu()
        }
        return true
    }

    /// Shows the delegate's edit menu for the selection (the suggested actions by default).
    private func showEditMenu() {
        let suggested = UIMenuController.standardEditActions(for: self)
        let menu = delegate?.textField(self, editMenuForCharactersIn: selection, suggestedActions: suggested)
        UIMenuController.shared.present(
            menu ?? UIMenu(children: suggested), from: self, rect: selectionRect,
            willPresent: { delegate?.textField(self, willPresentEditMenuWith: $0) },
            willDismiss: { [weak self] animator in
                guard let self else { return }
                self.delegate?.textField(self, willDismissEditMenuWith: animator)
            })
    }

    /// The selection handle a finger at `point` takes (within 16 points of its stem).
    private func handle(near point: CGPoint) -> SelectionHandleView? {
        [handles.start, handles.end].filter { !$0.isHidden }.min { abs($0.center.x - point.x) < abs($1.center.x - point.x) }
            .flatMap { abs($0.center.x - point.x) <= 16 ? $0 : nil }
    }

    /// The selection's (or the caret's) rectangle, in the field's coordinates.
    var selectionRect: CGRect {
        layoutIfNeeded()
        let area = selection.length > 0 ? selectionView.frame : caret.frame
        return textArea.convert(area, to: self)
    }

    /// A finger dragged after it came down in an edited field selects from where it came down.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let start = pressStart, hypot(touch.location(in: self).x - start.x, touch.location(in: self).y - start.y) > 10 {
            pressStart = nil
            GestureTimers.cancel(owner: self)
        }
        guard isEditing, let anchor = selectionAnchor else { return true }
        let offset = textOffset(nearest: touch.location(in: self))
        select(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
        return true
    }

    /// A tap starts editing with the caret where it landed; two taps select the word.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        selectionAnchor = nil
        pressStart = nil
        GestureTimers.cancel(owner: self)
        guard !longPressed else { return }
        guard let touch, bounds.insetBy(dx: -UIControl.touchTrackingMargin, dy: -UIControl.touchTrackingMargin)
            .contains(touch.location(in: self)) else { return }
        if !isEditing {
            guard becomeFirstResponder() else { return }
            select(NSRange(location: textOffset(nearest: touch.location(in: self)), length: 0))
        } else if touch.tapCount == 2 {
            selectWord(at: textOffset(nearest: touch.location(in: self)))
        }
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !storage.isEmpty }

    /// Inserts typed text at the caret (replacing the selection), after the delegate
    /// agreed; a newline is the return key.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        selectMarkedTextForReplacement()
        if text == "\n" || text == "\r" {
            returnPressed()
            return
        }
        // One line: line breaks in pasted or typed text become spaces.
        let line = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
        replace(selection, with: line, typed: line.count == 1)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        deleteSelectionOrPreviousCharacter()
    }

    /// Replaces `range` (UTF-16) with `string` when the delegate agrees; the caret goes after it.
    func replace(_ range: NSRange, with string: String, typed: Bool) {
        let clamped = clampedToText(range)
        guard delegate?.textField(self, shouldChangeCharactersIn: clamped, replacementString: string) ?? true else { return }
        guard let swiftRange = Range(clamped, in: storage) else { return }
        attributeRuns?.replace(clamped, length: string.utf16.count)
        storage.replaceSubrange(swiftRange, with: string)
        UIMenuController.shared.hideMenu()
        let caretAt = clamped.location + string.utf16.count
        selection = NSRange(location: caretAt, length: 0)
        revealLastTyped(typed ? caretAt : nil)
        contentDidChange()
        caret.startBlinking()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// In secure entry the character just typed shows for a moment (1.5 s, as on iOS).
    private func revealLastTyped(_ caretAt: Int?) {
        guard isSecureTextEntry, let caretAt else {
            revealedCharacter = nil
            return
        }
        let index = String.Index(utf16Offset: caretAt, in: storage)
        revealedCharacter = storage[..<index].count - 1
        GestureTimers.schedule(after: 1.5, owner: caret) { [weak self] in
            guard let self, self.revealedCharacter != nil else { return }
            self.revealedCharacter = nil
            self.contentDidChange()
        }
    }

    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        // With an action for it, return ends editing (the classic "Did End On Exit").
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends { resignFirstResponder() }
    }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        replace(NSRange(location: 0, length: storage.utf16.count), with: "", typed: false)
    }

    // MARK: Selection

    /// Selects `range` (UTF-16 offsets, clamped to the text).
    func select(_ range: NSRange) {
        let clamped = clampedToText(range)
        guard clamped != selection else { return }
        selection = clamped
        UIMenuController.shared.hideMenu()
        caret.startBlinking()
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Selects all the text (Ctrl-A, the edit menu's Select All).
    open override func selectAll(_ sender: Any?) { selectAllText() }

    /// The standard edit actions that apply to the selection and the pasteboard now (what
    /// the edit menu shows); other actions as any responder.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformStandardEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func paste(_ sender: Any?) { pasteFromPasteboard() }
}
