import Foundation

/// One key on the on-screen keyboard: a rounded key with the thin shadow line under it
/// (its frame is one point taller than the key for it), and its title or glyph.
@MainActor
final class KeyboardKeyView: UIView {
    /// Shift's state, which the shift key shows and letter keys' case follows.
    enum ShiftState: Equatable {
        case off, on, locked
    }

    /// How the key is drawn: a key of the rows, of the 3×4 pad, or of the emoji page (no
    /// key shape: an emoji, a category sign, or the bar's ABC and delete).
    enum Style: Equatable {
        case rows, pad, emoji
    }

    let key: KeyboardKey
    private let metrics: KeyboardMetrics
    private let style: Style
    private var isPad: Bool { style == .pad }

    var palette: KeyboardPalette { didSet { if palette != oldValue { setNeedsDisplay() } } }
    var shiftState = ShiftState.off { didSet { if shiftState != oldValue { setNeedsDisplay() } } }
    /// A pressed function key turns white; a pressed letter darkens where no pop-up shows.
    var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    /// The return key of a field with `enablesReturnKeyAutomatically` and no text.
    var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    var returnKeyType = UIReturnKeyType.default { didSet { if returnKeyType != oldValue { setNeedsDisplay() } } }
    /// The titles of the keyboard's language.
    var strings = KeyboardStrings.english { didSet { if strings != oldValue { setNeedsDisplay() } } }
    /// A title the space bar shows instead of its own (the keyboard's name after the globe).
    var spaceTitle: String? { didSet { if spaceTitle != oldValue { setNeedsDisplay() } } }
    /// The emoji category shown now (its sign in the bar is marked).
    var isSelectedCategory = false { didSet { if isSelectedCategory != oldValue { setNeedsDisplay() } } }

    init(key: KeyboardKey, metrics: KeyboardMetrics, palette: KeyboardPalette, style: Style) {
        self.key = key
        self.metrics = metrics
        self.palette = palette
        self.style = style
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// The character a character key types now (upper case while shift is on).
    var typedText: String? {
        switch key.kind {
        case .character(let character): shiftState == .off ? character : character.uppercased()
        case .text(let text): text
        case .space: " "
        case .return: "\n"
        case .shift, .delete, .page, .globe, .emoji, .emojiCategory, .empty: nil
        }
    }

    /// The key's own rectangle, without the shadow line below it.
    var keyRect: CGRect { CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1)) }

    private var keyColor: UIColor {
        switch key.kind {
        case .shift where shiftState != .off: return .white
        case .return where returnKeyType.isBlueKey && isEnabled: return isPressed ? palette.letterKey : KeyboardPalette.blueKey
        default:
            if isPad { return isPressed ? palette.functionKey : palette.letterKey }
            if key.isFunctionKey { return isPressed ? palette.pressedFunctionKey : palette.functionKey }
            return isPressed && !metrics.showsPopup ? palette.functionKey : palette.letterKey
        }
    }

    private var titleColor: UIColor {
        if case .return = key.kind {
            if !isEnabled { return palette.disabledText }
            if returnKeyType.isBlueKey { return isPressed ? palette.text : .white }
        }
        if case .shift = key.kind, shiftState != .off, palette.isDark { return .black }
        return palette.text
    }

    override func draw(_ rect: CGRect) {
        if case .empty = key.kind { return }
        if style == .emoji {
            drawOnEmojiPage()
            return
        }
        let body = keyRect
        // The pad's delete and page keys are bare; pressed, they take a key's white.
        let bare = isPad && key.isFunctionKey && !isPressed
        if !bare {
            palette.keyShadow.setFill()
            UIBezierPath(roundedRect: body.offsetBy(dx: 0, dy: 1), cornerRadius: metrics.cornerRadius).fill()
            (isPad && key.isFunctionKey ? palette.letterKey : keyColor).setFill()
            UIBezierPath(roundedRect: body, cornerRadius: metrics.cornerRadius).fill()
        }
        let color = titleColor
        if let glyph {
            let side = KeyboardGlyph.side(forKeyHeight: isPad ? min(body.height, 48) : min(body.height, 56))
            glyph.draw(in: CGRect(x: body.midX - side / 2, y: body.midY - side / 2, width: side, height: side), color: color)
            return
        }
        guard let title else { return }
        if isPad {
            drawPadTitle(title, in: body, color: color)
            return
        }
        let isLetter: Bool
        if case .character = key.kind { isLetter = true } else { isLetter = false }
        let font = UIFont.systemFont(ofSize: isLetter ? metrics.letterFontSize : metrics.functionFontSize)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = (title as NSString).size(withAttributes: attributes)
        // Lower-case letters sit a little high on iOS's keys, as in the font's x-height.
        let lift: CGFloat = isLetter && shiftState == .off && title.lowercased() == title ? font.pointSize * 0.06 : 0
        (title as NSString).draw(at: CGPoint(x: body.midX - size.width / 2, y: body.midY - size.height / 2 - lift),
                                 withAttributes: attributes)
    }

    /// Keys of the emoji page have no key shape: a pressed emoji sits on a grey rounded
    /// square; the category signs are grey, the shown one darker on a grey circle.
    private func drawOnEmojiPage() {
        let body = keyRect
        switch key.kind {
        case .character(let emoji):
            if isPressed {
                palette.functionKey.setFill()
                UIBezierPath(roundedRect: body.insetBy(dx: 1, dy: 1), cornerRadius: metrics.cornerRadius + 2).fill()
            }
            let font = UIFont.systemFont(ofSize: Self.emojiFontSize(forCellHeight: body.height))
            drawCentered(emoji, font: font, color: palette.text, in: body)
        case .emojiCategory:
            let side = min(body.width, body.height) - 4
            if isSelectedCategory {
                palette.functionKey.withAlphaComponent(0.6).setFill()
                UIBezierPath(ovalIn: CGRect(x: body.midX - side / 2, y: body.midY - side / 2, width: side, height: side)).fill()
            }
            let font = UIFont.systemFont(ofSize: (side * 0.62).rounded())
            drawCentered(title ?? "", font: font, color: isSelectedCategory ? palette.text : palette.disabledText, in: body)
        case .delete:
            let side = KeyboardGlyph.side(forKeyHeight: min(body.height, 42))
            KeyboardGlyph.delete.draw(in: CGRect(x: body.midX - side / 2, y: body.midY - side / 2, width: side, height: side),
                                      color: palette.text)
        default:
            drawCentered(title ?? "", font: UIFont.systemFont(ofSize: metrics.functionFontSize), color: palette.text, in: body)
        }
    }

    /// The emoji's point size in a cell of the emoji grid (iOS: about 32 points in 40-point cells).
    static func emojiFontSize(forCellHeight height: CGFloat) -> CGFloat {
        min(48, (height * 0.72).rounded())
    }

    private func drawCentered(_ text: String, font: UIFont, color: UIColor, in body: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = (text as NSString).size(withAttributes: attributes)
        (text as NSString).draw(at: CGPoint(x: body.midX - size.width / 2, y: body.midY - size.height / 2), withAttributes: attributes)
    }

    private func drawPadTitle(_ title: String, in body: CGRect, color: UIColor) {
        let digitFont = UIFont.systemFont(ofSize: metrics.padDigitFontSize)
        let digitAttributes: [NSAttributedString.Key: Any] = [.font: digitFont, .foregroundColor: color]
        let digitSize = (title as NSString).size(withAttributes: digitAttributes)
        guard let letters = key.letters, !letters.isEmpty else {
            (title as NSString).draw(at: CGPoint(x: body.midX - digitSize.width / 2, y: body.midY - digitSize.height / 2),
                                     withAttributes: digitAttributes)
            return
        }
        let letterFont = UIFont.systemFont(ofSize: (metrics.padDigitFontSize * 0.4).rounded(), weight: .semibold)
        let letterAttributes: [NSAttributedString.Key: Any] = [.font: letterFont, .foregroundColor: color, .kern: 2]
        let letterSize = (letters as NSString).size(withAttributes: letterAttributes)
        let top = body.midY - (digitSize.height * 0.82 + letterSize.height) / 2
        (title as NSString).draw(at: CGPoint(x: body.midX - digitSize.width / 2, y: top), withAttributes: digitAttributes)
        (letters as NSString).draw(at: CGPoint(x: body.midX - letterSize.width / 2 + 1, y: top + digitSize.height * 0.82),
                                   withAttributes: letterAttributes)
    }

    private var glyph: KeyboardGlyph? {
        switch key.kind {
        case .shift:
            switch shiftState {
            case .off: .shift
            case .on: .shiftFill
            case .locked: .capsLockFill
            }
        case .delete: .delete
        case .globe: .globe
        case .emoji: .smiley
        case .return where strings.returnTitle(returnKeyType) == nil: .returnLeft
        default: nil
        }
    }

    /// The title drawn on the key.
    var title: String? {
        switch key.kind {
        case .character(let character): shiftState == .off ? character : character.uppercased()
        case .text(let text): text
        case .page(_, let title): title
        case .return: strings.returnTitle(returnKeyType)
        case .space: spaceTitle ?? strings.space
        case .emojiCategory(let index): EmojiCatalog.categories.indices.contains(index) ? EmojiCatalog.categories[index].sign : nil
        case .shift, .delete, .globe, .emoji, .empty: nil
        }
    }
}
