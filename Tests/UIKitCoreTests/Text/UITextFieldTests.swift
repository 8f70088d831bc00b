import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// UITextField edited as on iOS, driven by real taps and hardware key events through the
/// headless runtime: the delegate's calls and the control events in iOS's order, typing,
/// refusal, backspace, arrows and selection, the shortcuts with the pasteboard, return,
/// secure entry, the clear button, Tab, a field removed mid-edit, bad input; the caret's
/// blink costs one small frame; screenshots of the border styles.
@Suite(.serialized)
@MainActor
struct UITextFieldTests {
    final class Recorder: NSObject, UITextFieldDelegate {
        var log: [String] = []
        var refuse: (String) -> Bool = { _ in false }
        var returns = true

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            log.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) \"\(string)\"")
            return !refuse(string)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return returns }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("clear"); return true }
    }

    private func makeField(width: Int = 320, height: Int = 200, scale: CGFloat = 1) throws -> (VitrineRuntime, UIWindow, UITextField) {
        let display = HeadlessDisplay(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale), scale: scale, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        // A hardware keyboard is attached: these tests type on it, and no on-screen keyboard covers the view.
        runtime.inject(InputEvent(.deviceAdded(InputDeviceInfo(id: 99, name: "keyboard", capabilities: .keyboard)),
                                  device: 99, timestamp: runtime.inputTimestamp))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        runtime.stepFrames(1)
        return (runtime, window, field)
    }

    /// Hardware key presses into the runtime (one key down and up each, one frame after).
    @MainActor
    final class Typist {
        let runtime: VitrineRuntime
        private var code: UInt32 = 2000

        init(_ runtime: VitrineRuntime) {
            self.runtime = runtime
        }

        func type(_ characters: String) {
            for character in characters { key(.keyboardA, String(character)) }
        }

        func key(_ usage: UIKeyboardHIDUsage, _ characters: String = "", modifiers: InputModifiers = []) {
            code += 1
            for pressed in [true, false] {
                runtime.inject(InputEvent(.key(InputKey(hidUsage: usage.rawValue, evdevCode: code, isPressed: pressed,
                                                        characters: characters, charactersIgnoringModifiers: characters.lowercased(),
                                                        modifiers: modifiers)), device: 6, timestamp: runtime.inputTimestamp))
            }
            runtime.stepFrames(1)
        }
    }

    @Test func aTapBeginsEditingAndKeysType() throws {
        let (runtime, _, field) = try makeField()
        let typist = Typist(runtime)
        let recorder = Recorder()
        field.delegate = recorder
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("editingChanged \(field.text ?? "")") }, for: .editingChanged)
        var notified: [Notification.Name] = []
        let observers = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { notified.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        runtime.tap(at: CGPoint(x: 150, y: 37))
        runtime.stepFrames(1)
        #expect(field.isEditing && field.isFirstResponder)
        #expect(recorder.log == ["shouldBegin", "didBegin"])
        #expect(events == ["editingDidBegin"])
        typist.type("Hi!")
        #expect(field.text == "Hi!")
        #expect(recorder.log.suffix(3) == ["change 0,0 \"H\"", "change 1,0 \"i\"", "change 2,0 \"!\""])
        #expect(events.last == "editingChanged Hi!")
        #expect(notified == [UITextField.textDidBeginEditingNotification] + Array(repeating: UITextField.textDidChangeNotification, count: 3))
        typist.key(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(field.text == "Hi")
        #expect(recorder.log.last == "change 2,1 \"\"")
    }

    @Test func theDelegateMayRefuseAChange() throws {
        let (runtime, _, field) = try makeField()
        let typist = Typist(runtime)
        let recorder = Recorder()
        recorder.refuse = { $0.contains { $0.isNumber } }
        field.delegate = recorder
        field.becomeFirstResponder()
        typist.type("a1b2")
        #expect(field.text == "ab")
    }

    @Test func arrowsShiftSelectionAndTheShortcuts() throws {
        let (runtime, _, field) = try makeField()
        let typist = Typist(runtime)
        field.text = "Hello world"
        field.becomeFirstResponder()
        #expect(field.selection == NSRange(location: 11, length: 0))
        typist.key(.keyboardLeftArrow)
        typist.key(.keyboardLeftArrow, modifiers: .shift)
        typist.key(.keyboardLeftArrow, modifiers: .shift)
        #expect(field.selection == NSRange(location: 8, length: 2))
        typist.key(.keyboardC, "c", modifiers: .control)
        #expect(UIPasteboard.general.string == "rl")
        typist.key(.keyboardHome)
        typist.key(.keyboardV, "v", modifiers: .control)
        #expect(field.text == "rlHello world")
        typist.key(.keyboardA, "a", modifiers: .control)
        typist.key(.keyboardX, "x", modifiers: .control)
        #expect(field.text == "" && UIPasteboard.general.string == "rlHello world")
        // Arrows step over whole characters.
        field.text = "a👍🏽b"
        typist.key(.keyboardLeftArrow)
        typist.key(.keyboardLeftArrow)
        typist.key(.keyboardDeleteForward)
        #expect(field.text == "ab")
    }

    @Test func returnAsksTheDelegateAndAnExitActionEndsEditing() throws {
        let (runtime, _, field) = try makeField()
        let typist = Typist(runtime)
        let recorder = Recorder()
        field.delegate = recorder
        field.becomeFirstResponder()
        typist.key(.keyboardReturnOrEnter, "\r")
        #expect(recorder.log.last == "return")
        #expect(field.isEditing, "no action for the exit event: editing goes on")
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        typist.key(.keyboardReturnOrEnter, "\r")
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(recorder.log.suffix(3) == ["return", "shouldEnd", "didEnd committed"])
    }

    @Test func secureEntryShowsBulletsAndTheLastCharacterAMoment() throws {
        let (runtime, _, field) = try makeField()
        let typist = Typist(runtime)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        typist.type("pin")
        let label = try #require(field.subviews.first?.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "\u{2022}\u{2022}n")
        runtime.stepFrames(95)
        #expect(label.text == "\u{2022}\u{2022}\u{2022}")
        // Secure text is not copied.
        UIPasteboard.general.string = "before"
        field.selectAll(nil)
        field.copy(nil)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.text == "pin")
    }

    @Test func theClearButtonTabAndAFieldRemovedMidEdit() throws {
        let (runtime, window, field) = try makeField()
        let typist = Typist(runtime)
        let recorder = Recorder()
        field.delegate = recorder
        field.clearButtonMode = .whileEditing
        field.text = "Something"
        field.becomeFirstResponder()
        runtime.stepFrames(1)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        runtime.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        runtime.stepFrames(1)
        #expect(field.text == "" && recorder.log.contains("clear"))

        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 34))
        window.addSubview(second)
        typist.key(.keyboardTab, "\t")
        #expect(second.isFirstResponder && !field.isEditing)
        // Removed while edited: editing ends; keys afterwards go nowhere, and nothing breaks.
        second.removeFromSuperview()
        #expect(!second.isEditing && UIResponder.firstResponder == nil)
        typist.type("x")
        #expect(second.text == "")
    }

    @Test func badInputIsTakenSafely() throws {
        let (runtime, _, field) = try makeField()
        field.becomeFirstResponder()
        // A megabyte pasted, with line breaks: one line, all of it.
        UIPasteboard.general.string = String(repeating: "0123456789abcdef\n", count: 61_681)
        field.paste(nil)
        runtime.stepFrames(1)
        #expect(field.text?.utf8.count == 17 * 61_681)
        #expect(field.text?.contains("\n") == false)
        // Ranges out of bounds are clamped.
        field.replace(NSRange(location: 5_000_000, length: 99), with: "end", typed: false)
        #expect(field.text?.hasSuffix("end") == true)
        field.select(NSRange(location: -4, length: 1_000_000_000))
        field.deleteBackward()
        #expect(field.text == "")
    }

    /// UITextInput as apps use it to move the caret and edit by position, and
    /// `endEditing(_:)` on a form (forced past a delegate that refuses).
    @Test func positionsRangesAndEndEditing() throws {
        let (_, window, field) = try makeField()
        field.text = "Kiosk"
        #expect(field.selectedTextRange == nil, "nil while not editing")
        field.becomeFirstResponder()
        let start = field.beginningOfDocument
        let second = try #require(field.position(from: start, offset: 1))
        field.selectedTextRange = field.textRange(from: second, to: second)
        #expect(field.selection == NSRange(location: 1, length: 0))
        #expect(field.position(from: start, offset: 99) == nil)
        #expect(field.offset(from: start, to: field.endOfDocument) == 5)
        let fourth = try #require(field.position(from: second, offset: 3))
        let range = try #require(field.textRange(from: second, to: fourth))
        #expect(field.text(in: range) == "ios")
        field.replace(range, withText: "IOS")
        #expect(field.text == "KIOSk")

        final class Stubborn: NSObject, UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let stubborn = Stubborn()
        field.delegate = stubborn
        #expect(!window.endEditing(false))
        #expect(field.isEditing)
        #expect(window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
    }

    /// A finger held half a second on a word selects it and shows the edit menu above it
    /// (Cut, Copy, Paste, Select All); Copy puts the word on the pasteboard and closes the
    /// menu. Screenshot at scale 2, tolerance 2 levels per channel.
    @Test func aLongPressSelectsTheWordAndShowsTheEditMenu() throws {
        let (runtime, _, field) = try makeField(width: 320, height: 120, scale: 2)
        field.frame.origin.y = 60
        field.text = "Hello world"
        field.becomeFirstResponder()
        UIPasteboard.general.string = "x"
        runtime.stepFrames(1)
        let point = field.convert(CGPoint(x: 80, y: 17), to: nil)
        runtime.touchDown(at: point)
        runtime.stepFrames(35)
        #expect(field.selection == NSRange(location: 6, length: 5))
        #expect(UIMenuController.shared.isMenuVisible)
        runtime.touchUp()
        runtime.stepFrames(2)
        #expect(field.selection == NSRange(location: 6, length: 5), "lifting the finger keeps the selection")
        expectMatchesReference(runtime.renderScreen()!, named: "edit-menu")
        let menu = try #require(field.window?.subviews.last as? EditMenuView)
        let copy = try #require(menu.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Copy" })
        runtime.tap(at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: nil))
        runtime.stepFrames(1)
        #expect(UIPasteboard.general.string == "world")
        #expect(!UIMenuController.shared.isMenuVisible)
        // The start handle dragged to the left takes the selection to the text's start.
        let handle = try #require(field.subviews.compactMap { $0 as? SelectionHandleView }.first { $0.isStart && !$0.isHidden })
        let grab = field.convert(CGPoint(x: handle.center.x, y: 17), to: nil)
        runtime.touchDown(at: grab)
        runtime.stepFrames(1)
        for step in 1...6 {
            runtime.touchMove(to: CGPoint(x: grab.x - CGFloat(step) * 15, y: grab.y))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(field.selection == NSRange(location: 0, length: 11))
    }

    /// Marked text as an input method composes: each step replaces the last, the caret
    /// inside it; unmarking commits it; typing replaces a composition in progress.
    /// Attributed text keeps its styling while edited: typed text takes the attributes of
    /// the character before the caret (the first character's at the start), the caret
    /// follows the styled widths, and `text` set afterwards makes it plain again.
    /// Screenshot at scale 2, tolerance 2 levels per channel.
    @Test func attributedTextKeepsItsStylingWhileEdited() throws {
        let (runtime, _, field) = try makeField(width: 320, height: 74, scale: 2)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let string = NSMutableAttributedString(string: "Total ", attributes: [.font: bold])
        string.append(NSAttributedString(string: "42", attributes: [.foregroundColor: UIColor.systemRed,
                                                                    .underlineStyle: NSUnderlineStyle.single.rawValue]))
        field.attributedText = string
        field.becomeFirstResponder()
        field.insertText("7")
        let typed = try #require(field.attributedText)
        #expect(typed.string == "Total 427")
        #expect(typed.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .systemRed)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        field.insertText("€")
        let edited = try #require(field.attributedText)
        #expect(edited.string == "€Total 427")
        #expect(edited.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        runtime.stepFrames(1)
        let caret = try #require(field.subviews.first { $0.clipsToBounds }?.subviews.first { $0 is TextCaretView })
        #expect(abs(caret.frame.minX - ("€" as NSString).size(withAttributes: [.font: bold]).width) < 1,
                "the caret after the bold €")
        expectMatchesReference(runtime.renderScreen()!, named: "attributed-field")
        field.text = "plain"
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == field.font)
    }

    /// With `adjustsFontSizeToFitWidth`, text wider than the field shrinks until it fits,
    /// no smaller than `minimumFontSize`; past that it scrolls as usual (Apple's docs).
    @Test func wideTextShrinksToFitDownToTheMinimumSize() throws {
        let (runtime, _, field) = try makeField()
        let label = try #require(field.subviews.first { $0.clipsToBounds }?.subviews.compactMap { $0 as? UILabel }.first)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 12
        field.text = "Short"
        runtime.stepFrames(1)
        #expect(label.font.pointSize == 17, "text that fits keeps the font")
        field.text = "Ristorante Al Ponte Vecchio, Firenze"
        runtime.stepFrames(1)
        let area = field.textRect(forBounds: field.bounds)
        #expect(label.font.pointSize < 17 && label.font.pointSize >= 12)
        #expect(label.intrinsicContentSize.width <= area.width)
        #expect(field.intrinsicContentSize.height == 34, "the field keeps its height")
        field.text = String(repeating: "Ristorante Al Ponte Vecchio ", count: 3)
        runtime.stepFrames(1)
        #expect(label.font.pointSize == 12)
        field.adjustsFontSizeToFitWidth = false
        runtime.stepFrames(1)
        #expect(label.font.pointSize == 17)
    }

    /// The marked text shows on a light tint band, as iOS shows a composition.
    @Test func markedTextComposes() throws {
        let (runtime, _, field) = try makeField()
        field.text = "Tea "
        field.becomeFirstResponder()
        field.setMarkedText("ｋ", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "Tea か")
        #expect(field.markedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 4)
        runtime.stepFrames(1)
        let band = field.markedView
        #expect(!band.isHidden)
        let teaWidth = ("Tea " as NSString).size(withAttributes: [.font: field.font!]).width
        #expect(abs(band.frame.minX - teaWidth) < 1 && band.frame.width > 8, "under か alone")
        field.unmarkText()
        runtime.stepFrames(1)
        #expect(band.isHidden)
        #expect(field.markedTextRange == nil)
        field.setMarkedText("ち", selectedRange: NSRange(location: 1, length: 0))
        field.insertText("茶")
        #expect(field.text == "Tea か茶")
        #expect(field.markedTextRange == nil)
    }

    /// The caret blinks without redrawing anything else: over two seconds of an idle
    /// edited field, the frames that change the screen change only the caret's pixels.
    @Test func theCaretBlinkDamagesOnlyTheCaret() throws {
        let (runtime, _, field) = try makeField()
        field.text = "Blink"
        field.becomeFirstResponder()
        runtime.stepFrames(2)
        let stats = runtime.stepFrames(120)
        let damaged = stats.filter { !$0.damage.isEmpty }
        #expect(damaged.count >= 3 && damaged.count <= 5, "a change every half second")
        for frame in damaged {
            let area = frame.damage.reduce(0) { $0 + $1.width * $1.height }
            // The caret, 2 points wide and the line's height (SF Pro's 20.3 at 17 points) + 2,
            // with the antialiasing margin: 6 by 27 pixels here. The field is 280 by 34.
            #expect(area <= 6 * 28, "the caret's rectangle, not the field")
        }
    }

    /// The border styles, a placeholder, an edited field with its caret and clear button,
    /// a left view, secure text; scale 2, tolerance 2 levels per channel.
    @Test func textFieldsLookLikeIOS() throws {
        let (runtime, window, first) = try makeField(width: 320, height: 330, scale: 2)
        first.placeholder = "Name"
        func field(_ y: CGFloat, _ style: UITextField.BorderStyle) -> UITextField {
            let field = UITextField(frame: CGRect(x: 20, y: y, width: 280, height: 34))
            field.borderStyle = style
            window.addSubview(field)
            return field
        }
        let edited = field(64, .roundedRect)
        edited.text = "Anna Meier"
        edited.clearButtonMode = .whileEditing
        let line = field(108, .line)
        line.text = "Line border"
        let bezel = field(152, .bezel)
        bezel.text = "Bezel border"
        let plain = field(196, .none)
        plain.placeholder = "No border"
        let search = field(240, .roundedRect)
        search.placeholder = "Search"
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        icon.tintColor = .secondaryLabel
        icon.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        icon.contentMode = .center
        search.leftView = icon
        search.leftViewMode = .always
        let secure = field(284, .roundedRect)
        secure.isSecureTextEntry = true
        secure.text = "secret"
        edited.becomeFirstResponder()
        runtime.stepFrames(2)
        expectMatchesReference(runtime.renderScreen()!, named: "text-fields")
    }
}
