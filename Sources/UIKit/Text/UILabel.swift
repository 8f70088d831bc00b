import Foundation

/// A view that draws one or more lines of read-only text.
///
/// The text is laid out by pango (through `TextLayout`), vertically centred in the
/// bounds as on iOS, and truncated per `lineBreakMode` when it does not fit
/// `numberOfLines` or the bounds. The label redraws only when one of its properties
/// changes (or its size, since `contentMode` is `.redraw`).
@preconcurrency @MainActor
open class UILabel: UIView {
    private var plainText: String?
    private var customAttributedText: NSAttributedString?
    /// The runs a text field or view edits, shown instead of the label's own text without
    /// an attributed string made for each change; asked when drawing, so dynamic colours
    /// resolve for the traits of the moment.
    // `final`: see UIControl.addTarget.
    final var styledTextOverride: (@MainActor () -> TextDrawing.StyledText?)? { didSet { textDidChange() } }

    /// Creates a label with `frame`: no text, system font 17, black, one line, tail
    /// truncation, not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Vitrine does not decode archived views: this creates an empty label.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    private func configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// The text shown; setting it replaces any attributed text. Default nil.
    open var text: String? {
        get { customAttributedText?.string ?? plainText }
        set {
            guard newValue != text || customAttributedText != nil else { return }
            plainText = newValue
            customAttributedText = nil
            textDidChange()
        }
    }

    /// The styled text shown. Runs without a font or colour use the label's `font` and
    /// `textColor`. When set through `text`, it reflects the label's attributes.
    open var attributedText: NSAttributedString? {
        get {
            if let customAttributedText { return customAttributedText }
            guard let plainText else { return nil }
            return NSAttributedString(string: plainText, attributes: [.font: font!, .foregroundColor: textColor!])
        }
        set {
            guard newValue != customAttributedText else { return }
            customAttributedText = newValue
            plainText = newValue?.string
            textDidChange()
        }
    }

    /// The font of the text. Default: system font, 17 points. Setting nil restores it.
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            if font != oldValue { textDidChange() }
        }
    }

    /// The colour of the text. Default `.label` (black). Setting nil restores it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if textColor != oldValue { appearanceDidChange() }
        }
    }

    /// Horizontal alignment of the lines. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { appearanceDidChange() } }
    }

    /// The most lines shown; 0 for as many as needed. Default 1.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// How lines wrap and where an ellipsis goes. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// Whether the label draws its text normally (true) or dimmed (false). Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { appearanceDidChange() } }
    }

    /// The width multi-line text wraps at for `intrinsicContentSize`; 0 for none. Default 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Sizing

    /// The size of the text: one line per paragraph for single-line labels, wrapped at
    /// `preferredMaxLayoutWidth` when it is set. Rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The size of the text laid out within `size`: a zero or single-line width means
    /// unconstrained, and the height is not limited.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text occupies when laid out in `bounds` with at most
    /// `numberOfLines` lines (0 for unlimited), at `bounds.origin`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = styledText() else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = makeLayout(text, in: bounds.size, lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: layout.size)
    }

    // MARK: Drawing

    /// Draws the text in `rect`, vertically centred. Override to change the rectangle or
    /// the drawing; call super to draw the text.
    open func drawText(in rect: CGRect) {
        guard let text = styledText() else { return }
        let layout = makeLayout(text, in: rect.size, lines: numberOfLines)
        let top = rect.minY + max(0, (rect.height - layout.size.height) / 2)
        TextDrawing.draw(layout, of: text, at: CGPoint(x: rect.minX, y: top.rounded(.down)))
    }

    /// Draws the text into the bounds through `drawText(in:)`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: Private

    private func styledText() -> TextDrawing.StyledText? {
        if let styled = styledTextOverride?() { return styled }
        guard let string = text, !string.isEmpty else { return nil }
        let color = (isEnabled ? textColor : textColor.withAlphaComponent(0.5 * textColor.cgColor.alpha)).cgColor
        if let customAttributedText {
            return TextDrawing.styled(customAttributedText, defaultFont: font, defaultColor: color)
        }
        return TextDrawing.styled(string, attributes: [.font: font as UIFont, .foregroundColor: color])
    }

    private func makeLayout(_ text: TextDrawing.StyledText, in size: CGSize, lines: Int) -> TextLayout {
        // TextLayout treats sizes too large for it, such as `.greatestFiniteMagnitude`, as unlimited.
        return TextDrawing.layout(text, limits: .init(width: size.width, height: size.height, lines: max(lines, 0),
                                                      lineBreakMode: lineBreakMode, alignment: textAlignment))
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func appearanceDidChange() {
        setNeedsDisplay()
    }
}
