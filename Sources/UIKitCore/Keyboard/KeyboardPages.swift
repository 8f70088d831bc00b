/// Every page of the on-screen keyboard, shown one after another: the soak's cache warm-up
/// (issue 29) draws all the keyboard can draw before it measures growth, so that the font
/// and glyph caches the keys fill (cairo's glyphs of colour emoji above all) are at their
/// bound rather than filling whenever the monkey first reaches a page.
@MainActor
package enum KeyboardPages {
    /// Shows each page of the system keyboard on screen now in turn (letters in lower and
    /// upper case, numbers, symbols, the pads, each emoji category), calling `draw` after
    /// each so that its keys are drawn; then its first page again. Returns the emoji drawn,
    /// each with its point size ("😀 32"); nil when no system keyboard is shown.
    package static func visitAll(draw: () -> Void) -> Set<String>? {
        guard let keyboard = KeyboardPresenter.current?.keyboardView, keyboard.window != nil else { return nil }
        let first = keyboard.page
        var emoji: Set<String> = []
        let pages: [KeyboardPage] = [.letters, .numbers, .symbols, .numberPad, .decimalPad, .phonePad, .phoneSymbols]
            + EmojiCatalog.categories.indices.map { KeyboardPage.emoji(category: $0) }
        for page in pages {
            keyboard.showPage(page)
            draw()
            if page == .letters {
                keyboard.setShift(.on)
                draw()
                keyboard.setShift(.off)
            }
            guard page.isEmoji else { continue }
            for keyView in keyboard.keyViews {
                guard case .character(let character) = keyView.key.kind else { continue }
                emoji.insert("\(character) \(Int(KeyboardKeyView.emojiFontSize(forCellHeight: keyView.keyRect.height)))")
            }
        }
        keyboard.showPage(first)
        draw()
        return emoji
    }
}
