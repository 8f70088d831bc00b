import Foundation

/// Scrollable, multi-line text, editable by default: a tap makes it the first responder
/// and places the caret; typed text (return makes a new line) goes in at the caret after
/// the delegate agreed; the caret blinks and the view scrolls to keep it in view; the same
/// editing keys, selection and pasteboard as a text field. Laid out by pango within
/// `textContainerInset` (8 points top and bottom) and a 5-point line fragment padding.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditingControl, UIContentSizeCategoryAdjusting {
    // MARK: Content

    open var text: String! {
        get { storage }
        set {
            storage = newValue ?? ""
            attributeRuns = nil
            markedRange = nil
            selection = NSRange(location: storage.utf16.count, length: 0)
            contentDidChange()
        }
    }
    /// The text with its attributes: those set here, kept through editing (typed text
    /// takes the attributes of the character before it), or the view's font and colour.
    open var attributedText: NSAttributedString! {
        get {
            attributeRuns?.attributedString(storage)
                ?? NSAttributedString(string: storage, attributes: [.font: font ?? .systemFont(ofSize: 12),
                                                                    .foregroundColor: textColor ?? .label])
        }
        set {
            text = newValue?.string
            attributeRuns = newValue.map(AttributedRuns.init)
            contentDidChange()
        }
    }
    /// The font; default the system font of 12 points, as on iOS.
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { contentDidChange() } }
    /// Whether the font is made again when the content size category changes (for a font
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`). Default false.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(for: traitCollection) else { return }
        font = adjusted
    }
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// Whether the user may change the text. Default true.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user may select the text. Default true.
    open var isSelectable = true
    /// Space around the text. Default 8 points top and bottom.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    /// The attributes typed text takes (the view's font and colour).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Kept as API: no data is detected (links, numbers) on Vitrine.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes drawn over the text's own where it has a `.link`. Default, as Apple
    /// documents it: the view's tint colour (blue unless changed) with a single underline.
    /// Setting nil restores the default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get {
            customLinkTextAttributes ?? [.foregroundColor: tintColor as UIColor,
                                         .underlineStyle: NSUnderlineStyle.single.rawValue]
        }
        set {
            customLinkTextAttributes = newValue
            contentDidChange()
        }
    }
    private var customLinkTextAttributes: [NSAttributedString.Key: Any]?
    /// The scroll view's delegate, when it is a text view delegate.
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The selection (UTF-16 offsets; a caret when empty).
    open var selectedRange: NSRange {
        get { selection }
        set { select(newValue) }
    }

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// Whether the view is the first responder, being edited.
    open private(set) var isEditing = false
    private var storage = ""
    /// The attributes of text set as attributed text; nil for plain text.
    private var attributeRuns: AttributedRuns?
    var selection = NSRange(location: 0, length: 0)
    var selectionMovesStart = false
    var markedRange: NSRange? { didSet { setNeedsLayout() } }
    /// The line fragment padding on both sides of each line.
    static let linePadding: CGFloat = 5

    private let label = UILabel()
    private let caret = TextCaretView()
    private var longPressed = false
    /// The bands under the selection and marked text.
    private var selectionViews: [UIView] = []
    private let handles = (start: SelectionHandleView(isStart: true), end: SelectionHandleView(isStart: false))
    private lazy var handleDrag = SelectionHandleDrag(handles: [handles.start, handles.end])
    /// The end of the selection that stays while a handle drags the other.
    private var handleAnchor: Int?

    /// The view shown instead of the system keyboard while the text view is first responder (a
    /// custom keypad); nil, the default, gives the system keyboard. A change while it is
    /// first responder shows after `reloadInputViews()`, as on iOS.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// The view shown above the keyboard (or the input view) while the text view is first responder.
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
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        label.numberOfLines = 0
        label.isUserInteractionEnabled = false
        addSubview(label)
        caret.isHidden = true
        addSubview(caret)
        addSubview(handles.start)
        addSubview(handles.end)
        handleDrag.addTarget(self, action: UITextView.handleDragged)
        addGestureRecognizer(handleDrag)
        contentDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        // Links take the tint.
        if attributeRuns != nil, customLinkTextAttributes == nil { contentDidChange() }
    }

    private func contentDidChange() {
        label.text = storage
        if attributeRuns == nil {
            if label.styledTextOverride != nil { label.styledTextOverride = nil }
        } else {
            label.styledTextOverride = { [weak self] in self?.styledRuns }
        }
        label.font = font ?? .systemFont(ofSize: 12)
        label.textColor = textColor ?? .label
        label.textAlignment = textAlignment
        setNeedsLayout()
    }

    // MARK: Layout

    private var textWidth: CGFloat {
        max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.linePadding, 0)
    }

    private var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.linePadding, y: textContainerInset.top)
    }

    /// The attributed text's runs as shown; nil for plain text.
    private var styledRuns: TextDrawing.StyledText? {
        attributeRuns?.styled(storage, defaultFont: font ?? .systemFont(ofSize: 12), defaultColor: (textColor ?? .label).cgColor,
                              linkAttributes: linkTextAttributes)
    }

    private var layout: TextLayout {
        let alignment: TextLayout.Alignment = switch textAlignment {
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .left: .left
        case .natural: .natural
        }
        let styled = styledRuns
        return TextLayout(runs: styled?.runs ?? [TextLayout.Run(text: storage, font: (font ?? .systemFont(ofSize: 12)).textFont)],
                          width: textWidth, alignment: alignment,
                          paragraph: styled?.paragraphStyle.textLayoutParagraph ?? TextLayout.Paragraph())
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let laidOut = layout
        let lineHeight = (font ?? .systemFont(ofSize: 12)).lineHeight
        let height = max(laidOut.size.height, lineHeight)
        label.frame = CGRect(origin: textOrigin, size: CGSize(width: textWidth, height: height))
        let contentHeight = height + textContainerInset.top + textContainerInset.bottom
        if contentSize != CGSize(width: bounds.width, height: contentHeight) {
            contentSize = CGSize(width: bounds.width, height: contentHeight)
        }
        layoutCaret(in: laidOut)
    }

    private func layoutCaret(in laidOut: TextLayout) {
        for view in selectionViews { view.removeFromSuperview() }
        selectionViews = []
        handles.start.isHidden = true
        handles.end.isHidden = true
        guard isEditing else {
            caret.isHidden = true
            return
        }
        let end = caretRect(at: selection.location + selection.length, in: laidOut)
        caret.frame = CGRect(x: end.minX, y: end.minY, width: 2, height: end.height)
        caret.backgroundColor = tintColor
        caret.isHidden = selection.length > 0
        // A composition shows on a lighter band than a selection, as on iOS.
        if let markedRange { addBands(for: markedRange, alpha: 0.15, in: laidOut) }
        guard selection.length > 0 else { return }
        let start = caretRect(at: selection.location, in: laidOut)
        handles.start.place(x: start.minX, top: start.minY, height: start.height, color: tintColor)
        handles.end.place(x: end.minX, top: end.minY, height: end.height, color: tintColor)
        addBands(for: selection, alpha: 0.25, in: laidOut)
    }

    /// Tints `range` with one band per line it covers.
    private func addBands(for range: NSRange, alpha: CGFloat, in laidOut: TextLayout) {
        let start = caretRect(at: range.location, in: laidOut)
        let end = caretRect(at: range.location + range.length, in: laidOut)
        var top = start.minY
        while top < end.maxY - 0.5 {
            let line = laidOut.lines.first { $0.frame.minY + textOrigin.y <= top + 0.5 && $0.frame.maxY + textOrigin.y > top + 0.5 }
            let lineBottom = line.map { $0.frame.maxY + textOrigin.y } ?? end.maxY
            let left = abs(top - start.minY) < 0.5 ? start.minX : textOrigin.x
            let right = lineBottom >= end.maxY - 0.5 ? end.minX : textOrigin.x + textWidth
            let band = UIView(frame: CGRect(x: left, y: top, width: max(right - left, 0), height: lineBottom - top))
            band.backgroundColor = tintColor.withAlphaComponent(alpha)
            band.isUserInteractionEnabled = false
            insertSubview(band, belowSubview: label)
            selectionViews.append(band)
            guard lineBottom > top else { break }
            top = lineBottom
        }
    }

    /// The caret's rectangle (in content coordinates) before UTF-16 offset `offset`.
    private func caretRect(at offset: Int, in laidOut: TextLayout) -> CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 12)).lineHeight
        guard !storage.isEmpty else {
            return CGRect(x: textOrigin.x, y: textOrigin.y, width: 0, height: lineHeight)
        }
        let index = String.Index(utf16Offset: min(max(offset, 0), storage.utf16.count), in: storage)
        let rect = laidOut.caretRect(atUTF8Offset: storage.utf8.distance(from: storage.startIndex, to: index))
        return rect.offsetBy(dx: textOrigin.x, dy: textOrigin.y)
    }

    /// The UTF-16 offset of the caret position nearest to `point` (content coordinates).
    func textOffset(nearest point: CGPoint) -> Int {
        guard !storage.isEmpty else { return 0 }
        let byte = layout.caretOffset(nearest: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y))
        let index = storage.utf8.index(storage.startIndex, offsetBy: min(max(byte, 0), storage.utf8.count))
        return storage.utf16.distance(from: storage.startIndex, to: index)
    }

    /// The link under `point` (content coordinates) and its characters' range.
    private func link(at point: CGPoint) -> (url: URL, range: NSRange)? {
        guard let attributeRuns,
              let byte = layout.characterOffset(at: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)) else { return nil }
        let index = storage.utf8.index(storage.startIndex, offsetBy: min(max(byte, 0), storage.utf8.count))
        return attributeRuns.link(at: storage.utf16.distance(from: storage.startIndex, to: index))
    }

    /// Runs the action the delegate gives for the link (by default: open it with
    /// `UIApplication.open`, which logs the URL on a kiosk).
    private func interact(withLink url: URL, in range: NSRange) {
        let open = UIAction(title: "Open Link") { _ in UIApplication.shared.open(url) }
        guard let textDelegate else {
            open.perform(sender: self)
            return
        }
        textDelegate.textView(self, primaryActionFor: UITextItem(content: .link(url), range: range), defaultAction: open)?
            .perform(sender: self)
    }

    /// Scrolls so that `range`'s end (the caret) is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let rect = caretRect(at: range.location + range.length, in: layout)
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }

    // MARK: Editing session

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// A text view takes focus (iPadOS keyboard navigation) while it is editable.
    open override var canBecomeFocused: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if textDelegate?.textViewShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        caret.startBlinking()
        setNeedsLayout()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        KeyboardPresenter.current?.update()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if textDelegate?.textViewShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    override func resignBecauseGone() {
        guard isFirstResponder else { return }
        UIResponder.forgetFirstResponder()
        finishEditing()
    }

    private func finishEditing() {
        isEditing = false
        // A composition in progress is committed as it is.
        markedRange = nil
        UIMenuController.shared.hideMenu()
        caret.stopBlinking()
        setNeedsLayout()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// A tap (not a drag, which scrolls) starts editing, or moves the caret, where it landed.
    /// On a link of a selectable text view that is not editable, it asks the delegate and
    /// opens the link (as on iOS).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        GestureTimers.cancel(owner: self)
        guard !longPressed, let touch = touches.first, isSelectable || isEditable else { return }
        let point = touch.location(in: self)
        if !isEditable, let link = link(at: point) {
            interact(withLink: link.url, in: link.range)
            return
        }
        if !isEditing {
            guard isEditable, becomeFirstResponder() else { return }
        }
        select(NSRange(location: textOffset(nearest: point), length: 0))
    }

    /// Held still half a second (a drag scrolls, cancelling it): the word under the
    /// finger is selected and the edit menu shows.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        longPressed = false
        guard let point = touches.first?.location(in: self), isEditable else { return }
        GestureTimers.schedule(after: 0.5, owner: self) { [weak self] in
            guard let self, self.isEditing || self.becomeFirstResponder() else { return }
            self.longPressed = true
            self.selectWord(at: self.textOffset(nearest: point))
            self.showEditMenu(by: self.selectionRect)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        GestureTimers.cancel(owner: self)
    }

    /// A finger on a handle moves that end of the selection; the menu comes back when it lifts.
    private func handleDragged(_ drag: SelectionHandleDrag) {
        switch drag.state {
        case .began:
            guard let grabbed = drag.grabbed else { return }
            handleAnchor = grabbed.isStart ? selection.location + selection.length : selection.location
        case .changed:
            guard let anchor = handleAnchor, let grabbed = drag.grabbed else { return }
            let offset = textOffset(nearest: drag.location(in: self))
            // The handles do not cross: the selection keeps at least one character.
            guard grabbed.isStart ? offset < anchor : offset > anchor else { return }
            select(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
        case .ended:
            handleAnchor = nil
            showEditMenu(by: selectionRect)
        default:
            handleAnchor = nil
        }
    }

    /// The selection's rectangle (content coordinates), from its start to its end caret.
    private var selectionRect: CGRect {
        let laidOut = layout
        return caretRect(at: selection.location, in: laidOut)
            .union(caretRect(at: selection.location + selection.length, in: laidOut))
    }

    /// Shows the delegate's edit menu for the selection (the suggested actions by default).
    private func showEditMenu(by rect: CGRect) {
        let suggested = UIMenuController.standardEditActions(for: self)
        let menu = textDelegate?.textView(self, editMenuForTextIn: selection, suggestedActions: suggested)
        UIMenuController.shared.present(
            menu ?? UIMenu(children: suggested), from: self, rect: rect,
            willPresent: { textDelegate?.textView(self, willPresentEditMenuWith: $0) },
            willDismiss: { [weak self] animator in
                guard let self else { return }
                self.textDelegate?.textView(self, willDismissEditMenuWith: animator)
            })
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !storage.isEmpty }

    open func insertText(_ text: String) {
        guard isEditing else { return }
        selectMarkedTextForReplacement()
        replace(selection, with: text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"),
                typed: true)
    }

    open func deleteBackward() {
        deleteSelectionOrPreviousCharacter()
    }

    // MARK: TextEditingControl

    var editedText: String { storage }

    func replace(_ range: NSRange, with string: String, typed: Bool) {
        let clamped = clampedToText(range)
        guard textDelegate?.textView(self, shouldChangeTextIn: clamped, replacementText: string) ?? true,
              let swiftRange = Range(clamped, in: storage) else { return }
        attributeRuns?.replace(clamped, length: string.utf16.count)
        storage.replaceSubrange(swiftRange, with: string)
        UIMenuController.shared.hideMenu()
        selection = NSRange(location: clamped.location + string.utf16.count, length: 0)
        contentDidChange()
        caret.startBlinking()
        layoutIfNeeded()
        scrollRangeToVisible(selection)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textDelegate?.textViewDidChangeSelection(self)
    }

    func select(_ range: NSRange) {
        let clamped = clampedToText(range)
        guard clamped != selection else { return }
        selection = clamped
        UIMenuController.shared.hideMenu()
        caret.startBlinking()
        setNeedsLayout()
        if isEditing { scrollRangeToVisible(clamped) }
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// A line up or down: the offset nearest the caret's x on that line.
    func offset(_ offset: Int, movedByLines lines: Int) -> Int? {
        let laidOut = layout
        let rect = caretRect(at: offset, in: laidOut)
        let y = rect.midY + CGFloat(lines) * max(rect.height, 1)
        if y < textOrigin.y { return 0 }
        if y > textOrigin.y + laidOut.size.height { return storage.utf16.count }
        return textOffset(nearest: CGPoint(x: rect.minX, y: y))
    }

    /// Tab types a tab in a text view.
    func tabPressed(backwards: Bool) {
        if !backwards { insertText("\t") }
    }

    open override func selectAll(_ sender: Any?) { selectAllText() }

    /// The standard edit actions that apply to the selection and the pasteboard now (what
    /// the edit menu shows); other actions as any responder.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformStandardEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func paste(_ sender: Any?) { pasteFromPasteboard() }

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
