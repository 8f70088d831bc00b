import Foundation

/// A view that draws one or more lines of read-only text.
///
/// The text is laid out by pango (through `TextLayout`), vertically centred in the
/// bounds as on iOS, and truncated per `lineBreakMode` when it does not fit
/// `numberOfLines` or the bounds. The label redraws only when one of its properties
/// changes (or its size, since `contentMode` is `.redraw`).
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
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
    /// `textColor`; setting it gives the label the font, colour and alignment of its first
    /// character. When set through `text`, it reflects the label's attributes.
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
            adoptFirstRunAttributes(of: newValue)
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

    /// The colour of the text while the label is highlighted; nil (the default) keeps
    /// `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted, highlightedTextColor != oldValue { appearanceDidChange() } }
    }

    /// Whether the label draws its text in `highlightedTextColor`. Default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedTextColor != nil { appearanceDidChange() } }
    }

    /// Whether the label draws its text normally (true) or dimmed (false). Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { appearanceDidChange() } }
    }

    /// The width multi-line text wraps at for `intrinsicContentSize`; 0 (the default) for
    /// the width Auto Layout gives the label, as on iOS: after a layout pass the label
    /// wraps at its new width, and the engine lays out again with its new height.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width Auto Layout last gave a multi-line label, which its intrinsic size wraps
    /// at when `preferredMaxLayoutWidth` is 0.
    private var layoutWrapWidth: CGFloat = 0

    /// Takes `width`, which Auto Layout just gave the label, as the one its text wraps at;
    /// returns whether its intrinsic size changed (the engine must solve again).
    func adoptLayoutWidth(_ width: CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, width.isFinite, width > 0, width != layoutWrapWidth else {
            return false
        }
        let before = intrinsicContentSize
        layoutWrapWidth = width
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, for the text to
    /// fit before it is truncated: a single line to the width, several lines to the
    /// height. Default false.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { appearanceDidChange() } }
    }

    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` shrinks it to;
    /// 0 (the default) keeps the font's size. Values outside 0...1 are logged and ignored.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            guard minimumScaleFactor.isFinite, (0...1).contains(minimumScaleFactor) else {
                viewLogger.warning("UILabel.minimumScaleFactor \(minimumScaleFactor) is not between 0 and 1; kept \(oldValue)")
                minimumScaleFactor = oldValue
                return
            }
            if minimumScaleFactor != oldValue { appearanceDidChange() }
        }
    }

    /// Whether the text may be drawn tighter before it is truncated. Accepted; pango's
    /// layout has no tightening, so it changes nothing.
    open var allowsDefaultTighteningForTruncation = false

    /// Whether the font is made again when the content size category changes (for a font
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`). Default false.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(for: traitCollection) else { return }
        font = adjusted
    }

    // MARK: Sizing

    /// The size of the text: one line per paragraph for single-line labels, wrapped at
    /// `preferredMaxLayoutWidth` when it is set, else at the width Auto Layout gave the
    /// label. Rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWrapWidth
        let width = wrapWidth > 0 && numberOfLines != 1 ? wrapWidth : .greatestFiniteMagnitude
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
        guard let unfitted = styledText() else { return }
        let text = fitted(unfitted, in: rect.size)
        let layout = makeLayout(text, in: rect.size, lines: numberOfLines)
        let top = rect.minY + max(0, (rect.height - layout.size.height) / 2)
        TextDrawing.draw(layout, at: CGPoint(x: rect.minX, y: top.rounded(.down)))
    }

    /// Draws the text into the bounds through `drawText(in:)`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: Private

    /// As on iOS, the label takes the font, colour and alignment of the attributed text's
    /// first character, so plain text set afterwards looks like it.
    private func adoptFirstRunAttributes(of attributed: NSAttributedString?) {
        guard let attributed, attributed.length > 0 else { return }
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
    }

    /// How a label draws `.link` text: blue and underlined over the text's own colour, and
    /// not tappable, as UILabel does since iOS 6 (it has no link handling; UITextView has).
    private static let linkAttributes: [NSAttributedString.Key: Any] = [
        .foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue,
    ]

    private func styledText() -> TextDrawing.StyledText? {
        if let styled = styledTextOverride?() { return styled }
        guard let string = text, !string.isEmpty else { return nil }
        let shown: UIColor = (isHighlighted ? highlightedTextColor : nil) ?? textColor
        let color = (isEnabled ? shown : shown.withAlphaComponent(0.5 * shown.cgColor.alpha)).cgColor
        if let customAttributedText {
            return TextDrawing.styled(customAttributedText, defaultFont: font, defaultColor: color,
                                      linkAttributes: Self.linkAttributes)
        }
        return TextDrawing.styled(string, attributes: [.font: font as UIFont, .foregroundColor: color])
    }

    /// `text` with its fonts shrunk by `fontScale(toFit:)`.
    private func fitted(_ text: TextDrawing.StyledText, in size: CGSize) -> TextDrawing.StyledText {
        let scale = fontScale(of: text, toFit: size)
        return scale == 1 ? text : Self.scaled(text, by: scale)
    }

    /// The scale the fonts are drawn at in `size`: 1, unless `adjustsFontSizeToFitWidth`
    /// allows shrinking, then the largest scale down to `minimumScaleFactor` at which the
    /// text fits: one line within the width, or all its lines (at most `numberOfLines`)
    /// within the height. Text that cannot fit even at `minimumScaleFactor` is drawn at
    /// that scale and truncated as usual.
    func fontScale(toFit size: CGSize) -> CGFloat {
        styledText().map { fontScale(of: $0, toFit: size) } ?? 1
    }

    private func fontScale(of text: TextDrawing.StyledText, toFit size: CGSize) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              size.width > 0, size.height > 0 else { return 1 }
        func fits(_ scale: CGFloat) -> Bool {
            let candidate = Self.scaled(text, by: scale)
            if numberOfLines == 1 {
                let line = TextDrawing.layout(candidate, limits: .init(width: nil, height: nil, lines: 1,
                                                                       lineBreakMode: .byClipping, alignment: textAlignment))
                return line.size.width <= size.width
            }
            let wrapped = TextDrawing.layout(candidate, limits: .init(width: size.width, height: nil, lines: 0,
                                                                      lineBreakMode: .byWordWrapping, alignment: textAlignment))
            return wrapped.size.height <= size.height && (numberOfLines == 0 || wrapped.lineCount <= numberOfLines)
        }
        guard !fits(1) else { return 1 }
        guard fits(minimumScaleFactor) else { return minimumScaleFactor }
        // The largest fitting scale, to a hundredth of the font's size.
        var low = minimumScaleFactor, high: CGFloat = 1
        while high - low > 0.01 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    private static func scaled(_ text: TextDrawing.StyledText, by scale: CGFloat) -> TextDrawing.StyledText {
        var copy = text
        for index in copy.runs.indices { copy.runs[index].font.pointSize *= scale }
        return copy
    }

    private func makeLayout(_ text: TextDrawing.StyledText, in size: CGSize, lines: Int) -> TextLayout {
        // TextLayout treats sizes too large for it, such as `.greatestFiniteMagnitude`, as unlimited.
        return TextDrawing.layout(text, limits: .init(width: size.width, height: size.height, lines: max(lines, 0),
                                                      lineBreakMode: lineBreakMode, alignment: textAlignment))
    }

    private func textDidChange() {
        // New text is measured unwrapped first, then at the width layout gives it.
        layoutWrapWidth = 0
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func appearanceDidChange() {
        setNeedsDisplay()
    }
}
