import Testing
@testable import UIKitCore
import VitrinePlatform

/// Typing by taps on the on-screen keyboard's keys, through the headless runtime.
@MainActor
@Suite("On-screen keyboard typing", .serialized)
struct KeyboardTypingTests {
    @Test func lettersTypeIntoTheFirstResponderWithTheFirstCapitalized() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        // iOS: .sentences turns shift on in an empty field, and typing a letter turns it off.
        #expect(KeyboardScene.presenter.keyboardView?.shiftState == .on)
        KeyboardScene.type("hi there", runtime)
        #expect(field.text == "Hi there")
        #expect(KeyboardScene.presenter.keyboardView?.shiftState == .off)
    }

    @Test func sentencesAndWordsCapitalizeAfterTheirBreaks() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        KeyboardScene.type("ok", runtime)
        KeyboardScene.tap(.page(.numbers, title: "123"), runtime)
        KeyboardScene.tap(.character("."), runtime)
        KeyboardScene.tap(.space, runtime)
        #expect(KeyboardScene.presenter.keyboardView?.page == .letters, "a space after punctuation goes back to letters")
        KeyboardScene.type("go", runtime)
        #expect(field.text == "Ok. Go")

        field.resignFirstResponder()
        runtime.stepFrames(40)
        let names = TypingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        names.autocapitalizationType = .words
        field.superview?.addSubview(names)
        KeyboardScene.show(names, runtime)
        KeyboardScene.type("ada lovelace", runtime)
        #expect(names.text == "Ada Lovelace")
    }

    @Test func shiftTypesOneCapitalAndADoubleTapLocksCaps() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.keyboardView?.shiftState == .off)
        KeyboardScene.tap(.shift, runtime)
        KeyboardScene.type("ab", runtime)
        #expect(field.text == "Ab")
        // Two taps within the double-tap interval lock caps.
        let shift = try #require(KeyboardScene.center(of: .shift))
        runtime.tap(at: shift)
        runtime.stepFrames(3)
        runtime.tap(at: shift)
        runtime.stepFrames(25)
        #expect(KeyboardScene.presenter.keyboardView?.shiftState == .locked)
        KeyboardScene.type("cd", runtime)
        #expect(field.text == "AbCD")
        KeyboardScene.tap(.shift, runtime)
        KeyboardScene.type("e", runtime)
        #expect(field.text == "AbCDe", "a tap on shift ends caps lock")
    }

    @Test func theNumbersAndSymbolsPagesTypeTheirCharacters() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        KeyboardScene.tap(.page(.numbers, title: "123"), runtime)
        #expect(KeyboardScene.presenter.keyboardView?.page == .numbers)
        KeyboardScene.type("42", runtime)
        KeyboardScene.tap(.character("$"), runtime)
        KeyboardScene.tap(.page(.symbols, title: "#+="), runtime)
        KeyboardScene.tap(.character("%"), runtime)
        KeyboardScene.tap(.page(.letters, title: "ABC"), runtime)
        KeyboardScene.type("x", runtime)
        #expect(field.text == "42$%x")
    }

    @Test func aHeldDeleteRepeatsAfterHalfASecondThenEveryTenth() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.text = "abcdefghijklmnopqrst"
        KeyboardScene.show(field, runtime)
        let delete = try #require(KeyboardScene.center(of: .delete))
        runtime.touchDown(at: delete)
        runtime.stepFrames(1)
        #expect(field.text.count == 19, "delete acts on touch down")
        runtime.stepFrames(27)          // 0.45 s
        #expect(field.text.count == 19)
        runtime.stepFrames(3)           // past 0.5 s: the first repeat
        #expect(field.text.count == 18)
        runtime.stepFrames(30)          // 0.5 s more: five repeats, one every 0.1 s
        #expect(field.text.count == 13)
        runtime.touchUp()
        runtime.stepFrames(30)
        #expect(field.text.count == 13, "lifting the finger stops the repeat")
    }

    @Test func returnTypesANewLineAndTakesItsTitleFromTheReturnKeyType() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.returnKeyType = .search
        field.enablesReturnKeyAutomatically = true
        KeyboardScene.show(field, runtime)
        let returnKey = try #require(KeyboardScene.keys.first { $0.key.kind == .return })
        #expect(returnKey.title == "search")
        #expect(!returnKey.isEnabled, "enablesReturnKeyAutomatically: no return in an empty field")
        KeyboardScene.tap(.return, runtime)
        #expect(field.text == "")
        KeyboardScene.type("a", runtime)
        #expect(returnKey.isEnabled)
        KeyboardScene.tap(.return, runtime)
        #expect(field.text == "A\n")
        // Text set by other means than the keyboard enables it too, at the next frame.
        field.text = ""
        runtime.stepFrames(1)
        #expect(!returnKey.isEnabled)
        field.text = "pasted"
        runtime.stepFrames(1)
        #expect(returnKey.isEnabled)
        #expect(KeyboardStrings.english.returnTitle(.done) == "done" && UIReturnKeyType.done.isBlueKey)
        #expect(KeyboardStrings.english.returnTitle(.default) == "return" && !UIReturnKeyType.default.isBlueKey)
        #expect(KeyboardStrings.english.returnTitle(.next) == "next" && !UIReturnKeyType.next.isBlueKey)
    }

    @Test func aSecondFingerDownTypesTheFirstFingersKeyAtOnce() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        let a = try #require(KeyboardScene.center(of: "a")), s = try #require(KeyboardScene.center(of: "s"))
        runtime.touchDown(slot: 0, at: a)
        runtime.stepFrames(1)
        #expect(field.text == "", "a key types on touch up")
        runtime.touchDown(slot: 1, at: s)
        runtime.stepFrames(1)
        #expect(field.text == "a")
        runtime.touchUp(slot: 0)
        runtime.stepFrames(1)
        #expect(field.text == "a", "the first finger's key was typed already")
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(field.text == "as")
    }

    @Test func aPressedLetterShowsItsPopUpUntilLifted() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        let keyboard = try #require(KeyboardScene.presenter.keyboardView)
        let g = try #require(KeyboardScene.center(of: "g"))
        runtime.touchDown(at: g)
        runtime.stepFrames(1)
        #expect(keyboard.subviews.contains { $0 is KeyboardKeyPopupView })
        // Sliding to the next key moves the press there; lifting types that key.
        let h = try #require(KeyboardScene.center(of: "h"))
        runtime.touchMove(to: h)
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(!keyboard.subviews.contains { $0 is KeyboardKeyPopupView })
        #expect(field.text == "H")
    }

    @Test func tapsInTheGapsBetweenKeysTypeTheNearestKey() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        let q = try #require(KeyboardScene.keys.first { $0.key.kind == .character("q") })
        let window = try #require(q.window)
        // Just right of q, in the gap before w.
        let point = q.convert(CGPoint(x: q.bounds.maxX + 2, y: q.bounds.midY), to: window)
        runtime.tap(at: CGPoint(x: point.x, y: point.y + window.frame.minY))
        runtime.stepFrames(2)
        #expect(field.text == "q")
    }

    @Test func germanAndFrenchLayoutsHaveTheirLetters() throws {
        let (runtime, _, field) = try KeyboardScene.make(settings: KeyboardSettings(layout: .german))
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        KeyboardScene.type("züöäy", runtime)
        #expect(field.text == "züöäy")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        KeyboardScene.presenter.settings = KeyboardSettings(layout: .french)
        field.text = ""
        KeyboardScene.show(field, runtime)
        KeyboardScene.type("azqw", runtime)
        #expect(field.text == "azqw")
        let firstRow = KeyboardScene.keys.prefix(10).map(\.title)
        #expect(firstRow == ["a", "z", "e", "r", "t", "y", "u", "i", "o", "p"])
    }

    @Test func layoutSettingsComeFromTheEnvironment() {
        #expect(KeyboardSettings(environment: [:]) == KeyboardSettings(mode: .auto, layout: .englishUS))
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "de"]).layout == .german)
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "fr-CA"]).layout == .french)
        #expect(KeyboardSettings(environment: ["VITRINE_XKB_LAYOUT": "de,us"]).layout == .german)
        #expect(KeyboardSettings(environment: ["XKB_DEFAULT_LAYOUT": "be"]).layout == .french)
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "fr", "XKB_DEFAULT_LAYOUT": "de"]).layout == .french)
        // Unknown names and modes are logged and the defaults kept.
        #expect(KeyboardSettings(environment: ["VITRINE_KEYBOARD_LAYOUT": "klingon"]).layout == .englishUS)
        #expect(KeyboardSettings(environment: ["VITRINE_ONSCREEN_KEYBOARD": "sometimes"]).mode == .auto)
        #expect(KeyboardSettings(environment: ["VITRINE_ONSCREEN_KEYBOARD": "Never"]).mode == .never)
    }

    @Test func numberPadsTypeDigitsAndTheirSeparator() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.keyboardType = .numberPad
        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.keyboardView?.page == .numberPad)
        #expect(KeyboardScene.keys.count == 12)
        KeyboardScene.type("709", runtime)
        KeyboardScene.tap(.delete, runtime)
        #expect(field.text == "70")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.keyboardType = .decimalPad
        KeyboardScene.show(field, runtime)
        KeyboardScene.tap(.character("."), runtime)
        KeyboardScene.type("5", runtime)
        #expect(field.text == "70.5")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.keyboardType = .phonePad
        KeyboardScene.show(field, runtime)
        KeyboardScene.tap(.page(.phoneSymbols, title: "+*#"), runtime)
        KeyboardScene.tap(.character("+"), runtime)
        #expect(field.text == "70.5+")
    }

    @Test func emailAndURLKeyboardsAddTheirKeys() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        KeyboardScene.show(field, runtime)
        KeyboardScene.type("a", runtime)
        KeyboardScene.tap(.character("@"), runtime)
        KeyboardScene.type("b", runtime)
        KeyboardScene.tap(.character("."), runtime)
        #expect(field.text == "a@b.")
        field.resignFirstResponder()
        runtime.stepFrames(40)
        field.keyboardType = .URL
        KeyboardScene.show(field, runtime)
        KeyboardScene.tap(.character("/"), runtime)
        KeyboardScene.tap(.text(".com"), runtime)
        #expect(field.text == "a@b./.com")
        #expect(!KeyboardScene.keys.contains { $0.key.kind == .space }, "iOS's URL keyboard has no space bar")
    }
}

/// The keyboard with Vitrine's own text field.
@MainActor
@Suite("On-screen keyboard with UITextField", .serialized)
struct KeyboardTextFieldTests {
    final class ReturnRecorder: NSObject, UITextFieldDelegate {
        var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns += 1
            return true
        }
    }

    @Test func aTapOnAFieldBringsTheKeyboardAndItsKeysTypeIntoTheField() throws {
        let (runtime, window, _) = try KeyboardScene.make()
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        let recorder = ReturnRecorder()
        field.delegate = recorder
        window.addSubview(field)
        runtime.stepFrames(1)
        runtime.tap(at: CGPoint(x: 100, y: 317))
        runtime.stepFrames(40)
        #expect(field.isFirstResponder)
        #expect(KeyboardScene.presenter.window?.isHidden == false)
        #expect(KeyboardScene.keys.first { $0.key.kind == .return }?.title == "done")
        KeyboardScene.type("hello", runtime)
        #expect(field.text == "Hello")
        KeyboardScene.tap(.delete, runtime)
        KeyboardScene.tap(.return, runtime)
        #expect(field.text == "Hell")
        #expect(recorder.returns == 1)
        field.resignFirstResponder()
        runtime.stepFrames(40)
        #expect(KeyboardScene.presenter.window?.isHidden == true)
    }
}
