import Testing
@testable import UIKitCore
import VitrinePlatform

/// The keyboard's languages: localized titles, the globe through several keyboards, the
/// emoji page and the accents of a held letter, all by taps through the headless runtime.
@MainActor
@Suite("On-screen keyboard languages, emoji and accents", .serialized)
struct KeyboardLanguageTests {
    private var keyboard: KeyboardView? { KeyboardScene.presenter.keyboardView }

    private func key(_ kind: KeyboardKey.Kind) -> KeyboardKeyView? {
        KeyboardScene.keys.first { $0.key.kind == kind }
    }

    @Test func germanAndFrenchKeysAreTitledInTheirLanguage() throws {
        let (runtime, _, field) = try KeyboardScene.make(settings: KeyboardSettings(layout: .german))
        field.returnKeyType = .done
        KeyboardScene.show(field, runtime)
        #expect(key(.space)?.title == "Leerzeichen")
        #expect(key(.return)?.title == "Fertig")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.returnKeyType = .default
        KeyboardScene.show(field, runtime)
        #expect(key(.return)?.title == nil, "the German return key shows the return arrow")
        field.resignFirstResponder()
        runtime.stepFrames(40)

        KeyboardScene.presenter.settings = KeyboardSettings(layout: .french)
        field.returnKeyType = .search
        KeyboardScene.show(field, runtime)
        #expect(key(.space)?.title == "espace")
        #expect(key(.return)?.title == "rechercher")
        #expect(KeyboardScene.keys.prefix(10).map(\.title) == ["A", "Z", "E", "R", "T", "Y", "U", "I", "O", "P"])
        #expect(OnScreenKeyboardLayout.french.strings.returnTitle(.done) == "OK")
        #expect(OnScreenKeyboardLayout.french.strings.returnTitle(.default) == "retour")
        #expect(OnScreenKeyboardLayout.german.strings.returnTitle(.search) == "Suchen")
        #expect(OnScreenKeyboardLayout.englishUS.strings.returnTitle(.go) == "go")
    }

    @Test func theGlobeGoesThroughTheConfiguredKeyboards() throws {
        let (runtime, _, field) = try KeyboardScene.make(settings: KeyboardSettings(layouts: [.englishUS, .german]))
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        let bottomRow = KeyboardScene.keys.suffix(5).map(\.key.kind)
        #expect(bottomRow == [.page(.numbers, title: "123"), .globe, .emoji, .space, .return],
                "the globe left of the emoji key, next to 123")
        let globe = try #require(KeyboardScene.center(of: .globe))
        runtime.tap(at: globe)
        runtime.stepFrames(2)
        #expect(keyboard?.layout == .german)
        #expect(key(.space)?.title == "Deutsch", "the space bar names the keyboard for a second")
        runtime.stepFrames(60)
        #expect(key(.space)?.title == "Leerzeichen")
        KeyboardScene.type("zü", runtime)
        KeyboardScene.tap(.globe, runtime)
        #expect(keyboard?.layout == .englishUS)
        KeyboardScene.type("z", runtime)
        #expect(field.text == "züz")
        // The globe acts when the finger lifts.
        runtime.touchDown(at: globe)
        runtime.stepFrames(2)
        #expect(keyboard?.layout == .englishUS)
        runtime.touchUp()
        runtime.stepFrames(2)
        #expect(keyboard?.layout == .german)
        // The keyboard chosen stays for the next field.
        field.resignFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.show(field, runtime)
        #expect(keyboard?.layout == .german)
    }

    @Test func oneKeyboardHasNoGlobe() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        #expect(key(.globe) == nil)
        #expect(key(.emoji) != nil)
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.keyboardType = .emailAddress
        KeyboardScene.show(field, runtime)
        #expect(key(.emoji) == nil, "no emoji in an email address")
    }

    @Test func theEmojiPageTypesEmojiByCategory() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        KeyboardScene.tap(.emoji, runtime)
        #expect(keyboard?.page == .emoji(category: 0))
        KeyboardScene.tap(.character("😀"), runtime)
        KeyboardScene.tap(.character("😂"), runtime)
        #expect(field.text == "😀😂")
        #expect(keyboard?.page == .emoji(category: 0), "the emoji page stays after an emoji")
        KeyboardScene.tap(.emojiCategory(2), runtime)
        #expect(keyboard?.page == .emoji(category: 2))
        KeyboardScene.tap(.character("🍓"), runtime)
        #expect(field.text == "😀😂🍓")
        KeyboardScene.tap(.delete, runtime)
        #expect(field.text == "😀😂", "delete takes the whole emoji")
        KeyboardScene.tap(.page(.letters, title: "ABC"), runtime)
        #expect(keyboard?.page == .letters)
        KeyboardScene.type(" ok", runtime)
        #expect(field.text == "😀😂 ok")
        // Every emoji of the catalog is one character, so that each key types one.
        for category in EmojiCatalog.categories {
            #expect(category.emoji.allSatisfy { $0.count == 1 })
        }
    }

    @Test func aHeldLetterShowsItsAccentsAndTheFingerPicksOne() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        let e = try #require(KeyboardScene.center(of: "e"))
        runtime.touchDown(at: e)
        runtime.stepFrames(27)
        #expect(keyboard?.accentPopup == nil, "not before half a second")
        runtime.stepFrames(5)
        let popup = try #require(keyboard?.accentPopup)
        #expect(popup.items == ["e", "è", "é", "ê", "ë", "ē", "ė", "ę"])
        #expect(popup.selectedText == "e")
        // Two cells to the right: é.
        let cell = popup.frame.width / CGFloat(popup.items.count)
        runtime.touchMove(to: CGPoint(x: e.x + 2 * cell, y: e.y - 50))
        runtime.stepFrames(1)
        #expect(popup.selectedText == "é")
        runtime.touchUp()
        runtime.stepFrames(2)
        #expect(field.text == "é")
        #expect(keyboard?.accentPopup == nil)

        // Lifting on the letter itself types it.
        runtime.touchDown(at: e)
        runtime.stepFrames(35)
        #expect(keyboard?.accentPopup != nil)
        runtime.touchUp()
        runtime.stepFrames(25)
        #expect(field.text == "ée")

        // A key right of the middle lists its accents leftwards, the letter over the key.
        let o = try #require(KeyboardScene.center(of: "o"))
        runtime.touchDown(at: o)
        runtime.stepFrames(35)
        let oPopup = try #require(keyboard?.accentPopup)
        #expect(oPopup.items.last == "o" && oPopup.items.first == "õ")
        runtime.touchMove(to: CGPoint(x: o.x - oPopup.frame.width / CGFloat(oPopup.items.count), y: o.y - 50))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(25)
        #expect(field.text == "éeô")

        // With shift, capitals; a quick tap types the letter.
        KeyboardScene.tap(.shift, runtime)
        runtime.touchDown(at: e)
        runtime.stepFrames(35)
        #expect(keyboard?.accentPopup?.items.prefix(3) == ["E", "È", "É"])
        runtime.touchUp()
        runtime.stepFrames(25)
        KeyboardScene.type("e", runtime)
        #expect(field.text == "éeôEe")
    }

    @Test func keysWithoutAccentsAndOtherPagesShowNone() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        let q = try #require(KeyboardScene.center(of: "q"))
        runtime.touchDown(at: q)
        runtime.stepFrames(40)
        #expect(keyboard?.accentPopup == nil)
        runtime.touchUp()
        runtime.stepFrames(25)
        #expect(field.text == "Q")
        // German: ß on s, no ä on a (it has its own key).
        #expect(OnScreenKeyboardLayout.german.accents["s"]?.contains("ß") == true)
        #expect(OnScreenKeyboardLayout.german.accents["a"]?.contains("ä") == false)
    }
}

/// Shift set from the text before the caret, and the double-space period.
@MainActor
@Suite("On-screen keyboard capitalization and period shortcut", .serialized)
struct KeyboardAutocapitalizationTests {
    private var shift: KeyboardKeyView.ShiftState? { KeyboardScene.presenter.keyboardView?.shiftState }

    private func textField(in window: UIWindow, _ runtime: VitrineRuntime) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 34))
        window.addSubview(field)
        runtime.stepFrames(1)
        return field
    }

    @Test func shiftFollowsTheTextBeforeTheCaretOfATextField() throws {
        let (runtime, window, _) = try KeyboardScene.make()
        let field = textField(in: window, runtime)
        field.text = "Order shipped"
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(40)
        #expect(shift == .off, "the caret at the end of a word")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        runtime.stepFrames(1)
        #expect(shift == .on, "the caret moved to the start of the text")
        let end = field.endOfDocument
        field.selectedTextRange = field.textRange(from: end, to: end)
        runtime.stepFrames(1)
        #expect(shift == .off)
        KeyboardScene.tap(.page(.numbers, title: "123"), runtime)
        KeyboardScene.tap(.character("!"), runtime)
        KeyboardScene.tap(.page(.letters, title: "ABC"), runtime)
        #expect(shift == .off, "no space after the !")
        KeyboardScene.tap(.space, runtime)
        #expect(shift == .on)
        KeyboardScene.type("thanks", runtime)
        #expect(field.text == "Order shipped! Thanks")
        // A shift pressed by hand stays while the text does not change.
        KeyboardScene.tap(.shift, runtime)
        runtime.stepFrames(5)
        #expect(shift == .on)
    }

    @Test func wordsAllCharactersAndNone() throws {
        let (runtime, window, _) = try KeyboardScene.make()
        let field = textField(in: window, runtime)
        field.autocapitalizationType = .words
        field.becomeFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.type("new york", runtime)
        #expect(field.text == "New York")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.text = ""
        field.autocapitalizationType = .allCharacters
        field.becomeFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.type("ab c", runtime)
        #expect(field.text == "AB C")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.text = ""
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        runtime.stepFrames(40)
        #expect(shift == .off)
        KeyboardScene.type("xy", runtime)
        #expect(field.text == "xy")
    }

    @Test func twoSpacesAfterAWordTypeAPeriod() throws {
        let (runtime, window, _) = try KeyboardScene.make()
        let field = textField(in: window, runtime)
        field.becomeFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.type("ok  next", runtime)
        #expect(field.text == "Ok. Next", "the period, then a capital for the new sentence")
        // After a period, or a third space, spaces stay spaces.
        KeyboardScene.type("   ", runtime)
        #expect(field.text == "Ok. Next.  ")
        field.resignFirstResponder()
        runtime.stepFrames(40)

        // Not in a secure field nor an email address.
        let secret = textField(in: window, runtime)
        secret.isSecureTextEntry = true
        secret.becomeFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.type("ab  ", runtime)
        #expect(secret.text == "Ab  ")
        secret.resignFirstResponder()
        runtime.stepFrames(40)

        // Nor with the setting off.
        KeyboardScene.presenter.settings = KeyboardSettings(layouts: [.englishUS], periodShortcut: false)
        let plain = textField(in: window, runtime)
        plain.becomeFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.type("ab  ", runtime)
        #expect(plain.text == "Ab  ")
    }

    @Test func sentenceStartsAreFoundInTheTextBeforeTheCaret() {
        func starts(_ text: String, _ startsText: Bool = false) -> Bool {
            KeyboardView.startsSentence(after: .init(text: text, startsText: startsText))
        }
        #expect(starts("", true))
        #expect(starts("  ", true))
        #expect(!starts("  ", false))
        #expect(starts("Done. "))
        #expect(starts("Really?! "))
        #expect(starts("(He left.) "))
        #expect(starts("line\n"))
        #expect(!starts("Done."))
        #expect(!starts("word "))
    }

    @Test func layoutsAndThePeriodShortcutComeFromTheEnvironment() {
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "de,fr"]).layouts == [.german, .french])
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "de, klingon, de_AT, en-US"]).layouts
                == [.german, .englishUS])
        #expect(KeyboardSettings(environment: ["VITRINE_XKB_LAYOUT": "us,de"]).layouts == [.englishUS, .german])
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "klingon"]).layouts == [.englishUS])
        #expect(KeyboardSettings(environment: [:]).periodShortcut)
        #expect(!KeyboardSettings(environment: ["VITRINE_KEYBOARD_PERIOD_SHORTCUT": "off"]).periodShortcut)
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_PERIOD_SHORTCUT": "maybe"]).periodShortcut)
    }
}
