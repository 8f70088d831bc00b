import Foundation

/// iOS 17's on-screen keyboard: rows of keys on a grey board, for a field's traits.
///
/// It handles its touches itself, not through gesture recognizers that could delay them:
/// a key shows its pop-up on touch down and types on touch up; a second finger coming down
/// types the key under the first at once, so fast two-thumb typing keeps every letter.
/// Shift, delete and page keys act on touch down; a held delete repeats after 0.5 s, then
/// every 0.1 s, on the display's clock; a letter held half a second shows its accented
/// variants, the finger picks one. The globe goes to the next configured keyboard on touch
/// up. Text goes to the first responder adopting `UIKeyInput`; shift follows the text before
/// the caret.
@MainActor
final class KeyboardView: UIView {
    /// The field's traits the keyboard shows.
    struct Traits: Equatable {
        var keyboardType = UIKeyboardType.default
        var returnKeyType = UIReturnKeyType.default
        var autocapitalizationType = UITextAutocapitalizationType.sentences
        var enablesReturnKeyAutomatically = false
        var isSecureTextEntry = false

        init() {}

        @MainActor init(_ input: UITextInputTraits) {
            keyboardType = input.keyboardType
            returnKeyType = input.returnKeyType
            autocapitalizationType = input.autocapitalizationType
            enablesReturnKeyAutomatically = input.enablesReturnKeyAutomatically
            isSecureTextEntry = input.isSecureTextEntry
        }

        /// iOS offers emoji wherever text is free-form: not for secure entry nor the ASCII,
        /// email and URL keyboards.
        var offersEmoji: Bool {
            !isSecureTextEntry && ![.asciiCapable, .emailAddress, .URL].contains(keyboardType)
        }

        /// Two spaces type ". " in free text: not in secure, email, URL or number fields.
        var allowsPeriodShortcut: Bool {
            !isSecureTextEntry && [.default, .asciiCapable, .twitter, .webSearch, .namePhonePad, .numbersAndPunctuation]
                .contains(keyboardType)
        }
    }

    private static let repeatDelay: TimeInterval = 0.5
    private static let repeatInterval: TimeInterval = 0.1
    /// How long a letter is held before its accents show (UILongPressGestureRecognizer's 0.5 s).
    static let accentDelay: TimeInterval = 0.5

    /// The keyboards the globe goes through and the one shown.
    private(set) var layouts: [OnScreenKeyboardLayout]
    private(set) var layout: OnScreenKeyboardLayout
    private var periodShortcut = true
    private(set) var traits = Traits()
    private(set) var metrics: KeyboardMetrics
    var palette: KeyboardPalette {
        didSet {
            guard palette != oldValue else { return }
            backgroundColor = palette.board
            for keyView in keyViews { keyView.palette = palette }
        }
    }

    /// The page shown now.
    private(set) var page = KeyboardPage.letters
    private(set) var shiftState = KeyboardKeyView.ShiftState.off
    private(set) var keyViews: [KeyboardKeyView] = []
    private var popup: KeyboardKeyPopupView?
    /// The accents of a held letter, and the finger choosing among them.
    private(set) var accentPopup: KeyboardAccentPopupView?
    private var accentTouch: UITouch?
    /// Owns the accent timer apart from delete's repeat (both can run, one finger each).
    private let accentTimer = TimerOwner()
    /// Owns the timer that gives the space bar its title back after the keyboard's name.
    private let nameTimer = TimerOwner()
    private final class TimerOwner {}
    /// How long the space bar shows the keyboard's name after the globe.
    static let nameDuration: TimeInterval = 1
    /// The fingers on keys, in the order they came down.
    private var tracked: [(touch: UITouch, keyView: KeyboardKeyView)] = []
    /// What this keyboard typed last (a few characters), for a responder whose text it cannot read.
    private var recentText = ""
    /// The last key typed was a space after a letter or digit (a second one types ". ").
    private var spaceAfterWord = false
    /// The text before the caret when shift was last set for it.
    private var shiftContext: TextContext?
    /// The emoji page's title.
    private var emojiTitle: UILabel?
    private var rows: [[KeyboardKey]] = []
    private var builtWidth: CGFloat = -1

    init(layout: OnScreenKeyboardLayout, metrics: KeyboardMetrics, palette: KeyboardPalette) {
        self.layouts = [layout]
        self.layout = layout
        self.metrics = metrics
        self.palette = palette
        super.init(frame: .zero)
        backgroundColor = palette.board
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the keyboard for `traits` from its first page, with shift as the field's
    /// capitalization wants it; the keyboard shown stays if `settings` still has it.
    func configure(traits: UITextInputTraits?, settings: KeyboardSettings, metrics: KeyboardMetrics) {
        let newTraits = traits.map(Traits.init) ?? Traits()
        self.traits = newTraits
        layouts = settings.layouts
        if !layouts.contains(layout) { layout = layouts[0] }
        periodShortcut = settings.periodShortcut
        self.metrics = metrics
        recentText = ""
        spaceAfterWord = false
        cancelTracking()
        showPage(KeyboardPage.first(for: newTraits.keyboardType))
        updateAutomaticShift()
    }

    /// The keys' area height for the current page.
    var preferredHeight: CGFloat { metrics.height }

    // MARK: Pages and keys

    func showPage(_ newPage: KeyboardPage) {
        page = newPage
        if page != .letters, shiftState != .off { shiftState = .off }
        for keyView in keyViews { keyView.removeFromSuperview() }
        let grid = emojiGrid
        rows = layout.rows(for: page, type: traits.keyboardType, switchKeys: switchKeys, emojiGrid: (grid.columns, grid.rows))
        let style: KeyboardKeyView.Style = page.isPad ? .pad : page.isEmoji ? .emoji : .rows
        keyViews = rows.flatMap { $0 }.map { key in
            let keyView = KeyboardKeyView(key: key, metrics: metrics, palette: palette, style: style)
            keyView.returnKeyType = traits.returnKeyType
            keyView.strings = layout.strings
            keyView.shiftState = shiftState
            if case .emoji(let category) = page, key.kind == .emojiCategory(category) { keyView.isSelectedCategory = true }
            addSubview(keyView)
            return keyView
        }
        showEmojiTitle()
        builtWidth = -1
        refreshReturnKey()
        setNeedsLayout()
    }

    /// The globe (with more than one keyboard) and the emoji key, beside the page key.
    private var switchKeys: [KeyboardKey] {
        var keys: [KeyboardKey] = []
        if layouts.count > 1 { keys.append(KeyboardKey(.globe, width: 1.3)) }
        if traits.offersEmoji { keys.append(KeyboardKey(.emoji, width: 1.3)) }
        return keys
    }

    /// The emoji page's parts: the title's height, the bar's, the grid's columns and rows
    /// and its cells' size (about 40 points square on a phone, larger on a panel).
    private var emojiGrid: (title: CGFloat, bar: CGFloat, columns: Int, rows: Int, cell: CGSize) {
        let m = metrics
        let title = (m.functionFontSize * 1.6).rounded(), bar = min(m.keyHeight, 40)
        let gridHeight = max(1, m.height - title - bar)
        let rowCount = gridHeight >= 4 * 34 ? 4 : 3
        let cellHeight = (gridHeight / CGFloat(rowCount)).rounded(.down)
        let available = max(1, (bounds.width > 0 ? bounds.width : 390) - 2 * m.sidePadding)
        let columns = max(1, Int(available / (cellHeight * 1.1)))
        return (title, bar, columns, rowCount, CGSize(width: (available / CGFloat(columns)).rounded(.down), height: cellHeight))
    }

    /// The emoji page's category title over the grid, in the keyboard's language.
    private func showEmojiTitle() {
        guard case .emoji(let category) = page else {
            emojiTitle?.removeFromSuperview()
            emojiTitle = nil
            return
        }
        let label = emojiTitle ?? UILabel()
        label.font = UIFont.systemFont(ofSize: (metrics.functionFontSize * 0.8).rounded(), weight: .semibold)
        label.textColor = palette.disabledText
        label.text = EmojiCatalog.categories[category].title(for: layout)
        addSubview(label)
        emojiTitle = label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width != builtWidth else { return }
        if page.isEmoji, builtWidth >= 0, emojiGrid.columns != rows.first?.count {
            showPage(page)
        }
        builtWidth = bounds.width
        let frames = page.isPad ? padFrames(rows) : page.isEmoji ? emojiFrames(rows) : rowFrames(rows)
        for (keyView, frame) in zip(keyViews, frames) {
            // One point more for the shadow line under the key.
            keyView.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + 1)
        }
    }

    /// Frames of the emoji page: the grid's cells under the title, the bar's keys evenly
    /// across the bottom.
    private func emojiFrames(_ rows: [[KeyboardKey]]) -> [CGRect] {
        let grid = emojiGrid, m = metrics
        emojiTitle?.frame = CGRect(x: m.sidePadding + 8, y: 0, width: bounds.width - 2 * m.sidePadding - 16, height: grid.title)
        var frames: [CGRect] = []
        for (rowIndex, row) in rows.dropLast().enumerated() {
            for column in row.indices {
                frames.append(Self.aligned(CGRect(x: m.sidePadding + CGFloat(column) * grid.cell.width,
                                                  y: grid.title + CGFloat(rowIndex) * grid.cell.height,
                                                  width: grid.cell.width, height: grid.cell.height)))
            }
        }
        let bar = rows.last ?? []
        let itemWidth = (bounds.width - 2 * m.sidePadding) / CGFloat(max(1, bar.count))
        for index in bar.indices {
            frames.append(Self.aligned(CGRect(x: m.sidePadding + CGFloat(index) * itemWidth, y: m.height - grid.bar,
                                              width: itemWidth, height: grid.bar - 2)))
        }
        return frames
    }

    /// Frames of rows of keys: letter keys of one width (the widest of the first two rows
    /// fills the keyboard), rows centered; a row that starts and ends with function keys
    /// has them at its edges and its other keys centered between; a key without a width
    /// takes what is left.
    private func rowFrames(_ rows: [[KeyboardKey]]) -> [CGRect] {
        let m = metrics, gap = m.keyGap
        let available = bounds.width - 2 * m.sidePadding
        let columns = CGFloat(max(1, rows.prefix(2).map(\.count).max() ?? 10))
        let unit = max(1, (available - (columns - 1) * gap) / columns)
        var frames: [CGRect] = []
        for (index, row) in rows.enumerated() {
            let y = m.topPadding + CGFloat(index) * (m.keyHeight + m.rowGap)
            let fixed = row.compactMap(\.width).reduce(0) { $0 + $1 * unit }
            let gaps = CGFloat(row.count - 1) * gap
            let flexibleCount = row.filter { $0.width == nil }.count
            let flexible = flexibleCount > 0 ? max(unit, (available - fixed - gaps) / CGFloat(flexibleCount)) : 0
            var widths = row.map { $0.width.map { $0 * unit } ?? flexible }
            var x: CGFloat
            let framed = flexibleCount == 0 && row.count > 2 && row.first!.isFunctionKey && row.last!.isFunctionKey
            if framed {
                // Function keys at the edges, the keys between centered.
                let inner = widths.dropFirst().dropLast().reduce(0, +) + CGFloat(row.count - 3) * gap
                let edgeRoom = (available - inner) / 2 - gap
                widths[0] = min(widths[0], edgeRoom)
                widths[row.count - 1] = min(widths[row.count - 1], edgeRoom)
                frames.append(Self.aligned(CGRect(x: m.sidePadding, y: y, width: widths[0], height: m.keyHeight)))
                x = m.sidePadding + (available - inner) / 2
                for width in widths.dropFirst().dropLast() {
                    frames.append(Self.aligned(CGRect(x: x, y: y, width: width, height: m.keyHeight)))
                    x += width + gap
                }
                let last = widths[row.count - 1]
                frames.append(Self.aligned(CGRect(x: m.sidePadding + available - last, y: y, width: last, height: m.keyHeight)))
                continue
            }
            let total = widths.reduce(0, +) + gaps
            x = m.sidePadding + max(0, (available - total) / 2)
            for width in widths {
                frames.append(Self.aligned(CGRect(x: x, y: y, width: width, height: m.keyHeight)))
                x += width + gap
            }
        }
        return frames
    }

    /// Frames of the 3×4 pad: equal keys filling the keyboard (at most 640 points wide, centered).
    private func padFrames(_ rows: [[KeyboardKey]]) -> [CGRect] {
        let m = metrics
        let side: CGFloat = m.showsPopup ? 6 : m.sidePadding
        let gap: CGFloat = m.showsPopup ? 6 : m.keyGap
        let width = min(bounds.width - 2 * side, 640)
        let left = (bounds.width - width) / 2
        let keyWidth = (width - 2 * gap) / 3
        let top: CGFloat = m.showsPopup ? 6 : m.topPadding
        let bottom: CGFloat = m.showsPopup ? 8 : m.topPadding
        let keyHeight = (m.height - top - bottom - 3 * gap) / 4
        var frames: [CGRect] = []
        for (rowIndex, row) in rows.enumerated() {
            for (column, _) in row.enumerated() {
                frames.append(Self.aligned(CGRect(x: left + CGFloat(column) * (keyWidth + gap),
                                                  y: top + CGFloat(rowIndex) * (keyHeight + gap), width: keyWidth, height: keyHeight)))
            }
        }
        return frames
    }

    /// Whole points, so that keys' edges are crisp and gaps even.
    private static func aligned(_ rect: CGRect) -> CGRect {
        let minX = rect.minX.rounded(), maxX = rect.maxX.rounded()
        return CGRect(x: minX, y: rect.minY.rounded(), width: maxX - minX, height: rect.height.rounded())
    }

    /// The key under `point`: the one containing it, else the nearest (gaps belong to keys).
    func keyView(at point: CGPoint) -> KeyboardKeyView? {
        var best: (view: KeyboardKeyView, distance: CGFloat)?
        for keyView in keyViews {
            if case .empty = keyView.key.kind { continue }
            let frame = keyView.frame
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
            let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.distance { best = (keyView, distance) }
        }
        return best?.view
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            // Another finger down: the keys under the fingers already down are typed now.
            for (fingerTouch, keyView) in tracked where keyView.key.typesOnTouchUp {
                release(keyView)
                if fingerTouch === accentTouch { typeAccent() } else { type(keyView) }
            }
            tracked.removeAll { $0.keyView.key.typesOnTouchUp }
            guard let keyView = keyView(at: touch.location(in: self)) else { continue }
            tracked.append((touch, keyView))
            press(keyView, touch: touch)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if touch === accentTouch, let accentPopup {
                accentPopup.select(atX: touch.location(in: self).x - accentPopup.frame.minX)
                continue
            }
            guard let index = tracked.firstIndex(where: { $0.touch === touch }) else { continue }
            let current = tracked[index].keyView
            // A finger sliding over typing keys moves the press to the key it is on, as on iOS.
            guard current.key.typesOnTouchUp, let under = keyView(at: touch.location(in: self)),
                  under !== current, under.key.typesOnTouchUp else { continue }
            release(current)
            tracked[index].keyView = under
            highlight(under, touch: touch)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let index = tracked.firstIndex(where: { $0.touch === touch }) else { continue }
            let keyView = tracked.remove(at: index).keyView
            release(keyView)
            if touch === accentTouch {
                typeAccent()
            } else if keyView.key.typesOnTouchUp {
                type(keyView)
            } else if case .globe = keyView.key.kind {
                showNextLayout()
            }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = tracked.firstIndex(where: { $0.touch === touch }) else { continue }
            release(tracked.remove(at: index).keyView)
            if touch === accentTouch { dismissAccents() }
        }
    }

    /// Lets the keys go once the keyboard is hidden (issue 29): their layers and backing
    /// stores are most of what it holds (a page of emoji keeps a hundred), and `configure`
    /// builds the first page's keys at each show anyway.
    func releaseKeys() {
        cancelTracking()
        for keyView in keyViews { keyView.removeFromSuperview() }
        keyViews = []
        rows = []
        emojiTitle?.removeFromSuperview()
        emojiTitle = nil
        builtWidth = -1
    }

    /// Forgets the fingers on keys (the keyboard is being reconfigured or hidden).
    func cancelTracking() {
        for (_, keyView) in tracked { release(keyView) }
        tracked = []
        dismissAccents()
    }

    /// Touch down on a key: shift, delete and page keys act now; typing keys light up.
    private func press(_ keyView: KeyboardKeyView, touch: UITouch) {
        switch keyView.key.kind {
        case .shift:
            // A double tap locks caps; a tap turns shift on, or off when it was on or locked.
            setShift(touch.tapCount >= 2 ? .locked : (shiftState == .off ? .on : .off))
        case .delete:
            keyView.isPressed = true
            deleteBackward()
            scheduleRepeat(after: Self.repeatDelay)
        case .page(let target, _):
            showPage(target)
            if target == .letters { updateAutomaticShift() }
        case .emoji:
            showPage(.emoji(category: 0))
        case .emojiCategory(let category):
            showPage(.emoji(category: category))
        case .globe:
            keyView.isPressed = true
        case .empty:
            break
        case .character, .text, .space, .return:
            highlight(keyView, touch: touch)
        }
    }

    private func highlight(_ keyView: KeyboardKeyView, touch: UITouch) {
        if case .return = keyView.key.kind, !keyView.isEnabled { return }
        keyView.isPressed = true
        scheduleAccents(for: keyView, touch: touch)
        guard metrics.showsPopup, !page.isPad, !page.isEmoji, case .character = keyView.key.kind,
              let text = keyView.typedText else { return }
        popup?.removeFromSuperview()
        let frame = keyView.frame
        let popup = KeyboardKeyPopupView(text: text, keyRect: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1),
                                         boardWidth: bounds.width, palette: palette, metrics: metrics)
        addSubview(popup)
        self.popup = popup
    }

    private func release(_ keyView: KeyboardKeyView) {
        keyView.isPressed = false
        if case .delete = keyView.key.kind { GestureTimers.cancel(owner: self) }
        popup?.removeFromSuperview()
        popup = nil
    }

    // MARK: Accents

    /// The accents `keyView` offers now (in the case shift gives), the letter first; nil
    /// for a key without any.
    func accents(for keyView: KeyboardKeyView) -> [String]? {
        guard page == .letters, case .character(let letter) = keyView.key.kind,
              let variants = layout.accents[letter], variants.count > 1 else { return nil }
        guard shiftState != .off else { return variants }
        // Upper case, leaving out those without a single capital (ß).
        return variants.map { $0.uppercased() }.filter { $0.count == 1 && $0.unicodeScalars.count <= 2 }
    }

    /// Starts the hold that shows the accents of the letter under `touch`.
    private func scheduleAccents(for keyView: KeyboardKeyView, touch: UITouch) {
        GestureTimers.cancel(owner: accentTimer)
        guard accents(for: keyView) != nil else { return }
        GestureTimers.schedule(after: Self.accentDelay, owner: accentTimer) { [weak self, weak touch, weak keyView] in
            guard let self, let touch, let keyView, accentTouch == nil,
                  tracked.contains(where: { $0.touch === touch && $0.keyView === keyView }) else { return }
            showAccents(for: keyView, touch: touch)
        }
    }

    private func showAccents(for keyView: KeyboardKeyView, touch: UITouch) {
        guard let variants = accents(for: keyView) else { return }
        popup?.removeFromSuperview()
        popup = nil
        let frame = keyView.frame
        let accentPopup = KeyboardAccentPopupView(variants: variants,
                                                  keyRect: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1),
                                                  boardWidth: bounds.width, palette: palette, metrics: metrics)
        addSubview(accentPopup)
        self.accentPopup = accentPopup
        accentTouch = touch
    }

    /// Types the accent chosen and closes the pop-up.
    private func typeAccent() {
        guard let text = accentPopup?.selectedText else { return }
        dismissAccents()
        typeText(text)
    }

    private func dismissAccents() {
        GestureTimers.cancel(owner: accentTimer)
        accentPopup?.removeFromSuperview()
        accentPopup = nil
        accentTouch = nil
    }

    // MARK: Keyboards

    /// The globe: the next configured keyboard, from its letters; its space bar shows the
    /// keyboard's name for a second, as on iOS.
    private func showNextLayout() {
        guard layouts.count > 1 else { return }
        let index = layouts.firstIndex(of: layout) ?? 0
        layout = layouts[(index + 1) % layouts.count]
        showPage(KeyboardPage.first(for: traits.keyboardType))
        updateAutomaticShift()
        let space = keyViews.first { $0.key.kind == .space }
        space?.spaceTitle = layout.displayName
        GestureTimers.schedule(after: Self.nameDuration, owner: nameTimer) { [weak space] in
            space?.spaceTitle = nil
        }
    }

    // MARK: Typing

    private var input: UIKeyInput? { UIResponder.firstResponder as? UIKeyInput }

    /// Types the key's text into the first responder.
    private func type(_ keyView: KeyboardKeyView) {
        if case .return = keyView.key.kind, !keyView.isEnabled { return }
        guard let text = keyView.typedText else { return }
        typeText(text)
    }

    private func typeText(_ text: String) {
        let before = textContext()
        if text == " ", spaceAfterWord, periodShortcut, traits.allowsPeriodShortcut, before.text.hasSuffix(" ") {
            // iOS's "." shortcut: the first space becomes a period and this one its space.
            input?.deleteBackward()
            input?.insertText(". ")
            recentText = String((recentText.dropLast() + ". ").suffix(3))
            spaceAfterWord = false
        } else {
            input?.insertText(text)
            recentText = String((recentText + text).suffix(3))
            spaceAfterWord = text == " " && (before.text.last.map { $0.isLetter || $0.isNumber } ?? false)
        }
        if shiftState == .on { setShift(.off) }
        // A space or apostrophe after numbers goes back to letters, as on iOS.
        if page == .numbers || page == .symbols, text == " " || text == "'", KeyboardPage.first(for: traits.keyboardType) == .letters {
            showPage(.letters)
        }
        updateAutomaticShift()
        refreshReturnKey()
    }

    private func deleteBackward() {
        input?.deleteBackward()
        recentText = String(recentText.dropLast())
        spaceAfterWord = false
        updateAutomaticShift()
        refreshReturnKey()
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        GestureTimers.schedule(after: delay, owner: self) { [weak self] in
            guard let self else { return }
            deleteBackward()
            scheduleRepeat(after: Self.repeatInterval)
        }
    }

    func setShift(_ state: KeyboardKeyView.ShiftState) {
        shiftState = page == .letters ? state : .off
        for keyView in keyViews { keyView.shiftState = shiftState }
    }

    /// The few characters before the caret, and whether they start the text: a text field's
    /// or text view's own; for another responder, what the keyboard typed.
    struct TextContext: Equatable {
        var text: String
        var startsText: Bool
    }

    private static let contextLength = 8

    private func textContext() -> TextContext {
        if let control = UIResponder.firstResponder as? TextEditingControl {
            let utf16 = control.editedText.utf16
            let end = min(max(control.selection.location, 0), utf16.count)
            let start = max(0, end - Self.contextLength)
            let units = utf16[utf16.index(utf16.startIndex, offsetBy: start)..<utf16.index(utf16.startIndex, offsetBy: end)]
            return TextContext(text: String(decoding: units, as: UTF16.self), startsText: start == 0)
        }
        let hasText = input?.hasText ?? false
        return TextContext(text: hasText ? recentText : "", startsText: !hasText || recentText.isEmpty)
    }

    /// Shift on where the field's capitalization wants a capital next, from the text before
    /// the caret: always for `.allCharacters`; at the start of the text and after white
    /// space for `.words`; at the start, on a new line, or after a sentence's end and a
    /// space for `.sentences`.
    func updateAutomaticShift() {
        let context = textContext()
        shiftContext = context
        guard shiftState != .locked, page == .letters else { return }
        let wantsCapital: Bool
        switch traits.autocapitalizationType {
        case .none: wantsCapital = false
        case .allCharacters: wantsCapital = true
        case .words: wantsCapital = (context.text.isEmpty && context.startsText) || context.text.last?.isWhitespace == true
        case .sentences: wantsCapital = Self.startsSentence(after: context)
        }
        setShift(wantsCapital ? .on : .off)
    }

    /// Whether a sentence starts after `context`: at the start of the text (spaces aside),
    /// after a new line, or after ".", "!" or "?" (and any closing quote or bracket) and a space.
    static func startsSentence(after context: TextContext) -> Bool {
        var text = Substring(context.text)
        var spaces = 0
        while let last = text.last, last == " " || last == "\t" || last == "\u{00A0}" {
            text.removeLast()
            spaces += 1
        }
        guard let last = text.last else { return context.startsText }
        if last.isNewline { return true }
        guard spaces > 0 else { return false }
        while let closer = text.last, ")]}\"'»”’".contains(closer) { text.removeLast() }
        return text.last.map { ".!?".contains($0) } ?? false
    }

    /// Follows text changed by other means than the keys (a tap moving the caret, a paste,
    /// code): the return key's state, and shift when the text before the caret changed.
    func refreshForTextChanges() {
        refreshReturnKey()
        if textContext() != shiftContext {
            spaceAfterWord = false
            updateAutomaticShift()
        }
    }

    /// The return key is dimmed while a field with `enablesReturnKeyAutomatically` is empty.
    func refreshReturnKey() {
        let enabled = !traits.enablesReturnKeyAutomatically || (input?.hasText ?? false)
        for keyView in keyViews where keyView.key.kind == .return { keyView.isEnabled = enabled }
    }
}
