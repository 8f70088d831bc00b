import Foundation

/// iOS 17's on-screen keyboard: rows of keys on a grey board, for a field's traits.
///
/// It handles its touches itself, not through gesture recognizers that could delay them:
/// a key shows its pop-up on touch down and types on touch up; a second finger coming down
/// types the key under the first at once, so fast two-thumb typing keeps every letter.
/// Shift, delete and page keys act on touch down; a held delete repeats after 0.5 s, then
/// every 0.1 s, on the display's clock. Text goes to the first responder adopting
/// `UIKeyInput`.
@MainActor
final class KeyboardView: UIView {
    /// The field's traits the keyboard shows.
    struct Traits: Equatable {
        var keyboardType = UIKeyboardType.default
        var returnKeyType = UIReturnKeyType.default
        var autocapitalizationType = UITextAutocapitalizationType.sentences
        var enablesReturnKeyAutomatically = false

        init() {}

        @MainActor init(_ input: UITextInputTraits) {
            keyboardType = input.keyboardType
            returnKeyType = input.returnKeyType
            autocapitalizationType = input.autocapitalizationType
            enablesReturnKeyAutomatically = input.enablesReturnKeyAutomatically
        }
    }

    private static let repeatDelay: TimeInterval = 0.5
    private static let repeatInterval: TimeInterval = 0.1

    private(set) var layout: OnScreenKeyboardLayout
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
    /// The fingers on keys, in the order they came down.
    private var tracked: [(touch: UITouch, keyView: KeyboardKeyView)] = []
    /// What this keyboard typed last (a few characters), for capitalizing sentences and words.
    private var recentText = ""
    private var builtWidth: CGFloat = -1

    init(layout: OnScreenKeyboardLayout, metrics: KeyboardMetrics, palette: KeyboardPalette) {
        self.layout = layout
        self.metrics = metrics
        self.palette = palette
        super.init(frame: .zero)
        backgroundColor = palette.board
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the keyboard for `traits` from its first page, with shift as the field's
    /// capitalization wants it.
    func configure(traits: UITextInputTraits?, layout: OnScreenKeyboardLayout, metrics: KeyboardMetrics) {
        let newTraits = traits.map(Traits.init) ?? Traits()
        self.traits = newTraits
        self.layout = layout
        self.metrics = metrics
        recentText = ""
        cancelTracking()
        showPage(KeyboardPage.first(for: newTraits.keyboardType))
        updateAutomaticShift()
    }

    /// The keys' area height for the current page.
    var preferredHeight: CGFloat { metrics.height }

    // MARK: Pages and keys

    private func showPage(_ newPage: KeyboardPage) {
        page = newPage
        if page != .letters, shiftState != .off { shiftState = .off }
        for keyView in keyViews { keyView.removeFromSuperview() }
        keyViews = layout.rows(for: page, type: traits.keyboardType).flatMap { $0 }.map { key in
            let keyView = KeyboardKeyView(key: key, metrics: metrics, palette: palette, isPad: page.isPad)
            keyView.returnKeyType = traits.returnKeyType
            keyView.shiftState = shiftState
            addSubview(keyView)
            return keyView
        }
        builtWidth = -1
        refreshReturnKey()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width != builtWidth else { return }
        builtWidth = bounds.width
        let rows = layout.rows(for: page, type: traits.keyboardType)
        let frames = page.isPad ? padFrames(rows) : rowFrames(rows)
        for (keyView, frame) in zip(keyViews, frames) {
            // One point more for the shadow line under the key.
            keyView.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + 1)
        }
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
            for (_, keyView) in tracked where keyView.key.typesOnTouchUp {
                release(keyView)
                type(keyView)
            }
            tracked.removeAll { $0.keyView.key.typesOnTouchUp }
            guard let keyView = keyView(at: touch.location(in: self)) else { continue }
            tracked.append((touch, keyView))
            press(keyView, tapCount: touch.tapCount)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = tracked.firstIndex(where: { $0.touch === touch }) else { continue }
            let current = tracked[index].keyView
            // A finger sliding over typing keys moves the press to the key it is on, as on iOS.
            guard current.key.typesOnTouchUp, let under = keyView(at: touch.location(in: self)),
                  under !== current, under.key.typesOnTouchUp else { continue }
            release(current)
            tracked[index].keyView = under
            highlight(under)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let index = tracked.firstIndex(where: { $0.touch === touch }) else { continue }
            let keyView = tracked.remove(at: index).keyView
            release(keyView)
            if keyView.key.typesOnTouchUp { type(keyView) }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = tracked.firstIndex(where: { $0.touch === touch }) else { continue }
            release(tracked.remove(at: index).keyView)
        }
    }

    /// Forgets the fingers on keys (the keyboard is being reconfigured or hidden).
    func cancelTracking() {
        for (_, keyView) in tracked { release(keyView) }
        tracked = []
    }

    /// Touch down on a key: shift, delete and page keys act now; typing keys light up.
    private func press(_ keyView: KeyboardKeyView, tapCount: Int) {
        switch keyView.key.kind {
        case .shift:
            // A double tap locks caps; a tap turns shift on, or off when it was on or locked.
            setShift(tapCount >= 2 ? .locked : (shiftState == .off ? .on : .off))
        case .delete:
            keyView.isPressed = true
            deleteBackward()
            scheduleRepeat(after: Self.repeatDelay)
        case .page(let target, _):
            showPage(target)
            if target == .letters { updateAutomaticShift() }
        case .empty:
            break
        case .character, .text, .space, .return:
            highlight(keyView)
        }
    }

    private func highlight(_ keyView: KeyboardKeyView) {
        if case .return = keyView.key.kind, !keyView.isEnabled { return }
        keyView.isPressed = true
        guard metrics.showsPopup, !page.isPad, case .character = keyView.key.kind, let text = keyView.typedText else { return }
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

    // MARK: Typing

    private var input: UIKeyInput? { UIResponder.firstResponder as? UIKeyInput }

    /// Types the key's text into the first responder.
    private func type(_ keyView: KeyboardKeyView) {
        if case .return = keyView.key.kind, !keyView.isEnabled { return }
        guard let text = keyView.typedText else { return }
        input?.insertText(text)
        recentText = String((recentText + text).suffix(3))
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

    private func setShift(_ state: KeyboardKeyView.ShiftState) {
        shiftState = page == .letters ? state : .off
        for keyView in keyViews { keyView.shiftState = shiftState }
    }

    /// Shift on where the field's capitalization wants a capital next: always for
    /// `.allCharacters`; at the start of the text and after a space for `.words`; at the
    /// start, after a sentence's end and a space, or a new line for `.sentences`.
    func updateAutomaticShift() {
        guard shiftState != .locked, page == .letters else { return }
        let hasText = input?.hasText ?? false
        let wantsCapital: Bool
        switch traits.autocapitalizationType {
        case .none: wantsCapital = false
        case .allCharacters: wantsCapital = true
        case .words: wantsCapital = !hasText || recentText.last?.isWhitespace == true
        case .sentences:
            wantsCapital = !hasText || recentText.hasSuffix("\n") || [". ", "! ", "? "].contains { recentText.hasSuffix($0) }
        }
        setShift(wantsCapital ? .on : .off)
    }

    /// The return key is dimmed while a field with `enablesReturnKeyAutomatically` is empty.
    func refreshReturnKey() {
        let enabled = !traits.enablesReturnKeyAutomatically || (input?.hasText ?? false)
        for keyView in keyViews where keyView.key.kind == .return { keyView.isEnabled = enabled }
    }
}
