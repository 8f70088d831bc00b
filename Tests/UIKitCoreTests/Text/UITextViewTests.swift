import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// UITextView edited as on iOS: a tap starts editing, typed text and return go in at the
/// caret after the delegate agreed, arrows move by character and line, the view scrolls
/// to keep the caret in view; a screenshot of a note being written.
@Suite(.serialized)
@MainActor
struct UITextViewTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var log: [String] = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("change \(range.location),\(range.length)")
            return text != "#"
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    private func makeTextView(scale: CGFloat = 1) throws -> (VitrineRuntime, UITextView) {
        let display = HeadlessDisplay(pixelWidth: Int(320 * scale), pixelHeight: Int(200 * scale), scale: scale, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        // A hardware keyboard is attached: these tests type on it, and no on-screen keyboard covers the view.
        runtime.inject(InputEvent(.deviceAdded(InputDeviceInfo(id: 99, name: "keyboard", capabilities: .keyboard)),
                                  device: 99, timestamp: runtime.inputTimestamp))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 280, height: 120))
        textView.font = .systemFont(ofSize: 17)
        textView.layer.cornerRadius = 8
        window.addSubview(textView)
        runtime.stepFrames(1)
        return (runtime, textView)
    }

    private func key(_ runtime: VitrineRuntime, _ usage: UIKeyboardHIDUsage, _ characters: String, code: UInt32) {
        for pressed in [true, false] {
            runtime.inject(InputEvent(.key(InputKey(hidUsage: usage.rawValue, evdevCode: code, isPressed: pressed, characters: characters,
                                                    charactersIgnoringModifiers: characters, modifiers: [])),
                                      device: 6, timestamp: runtime.inputTimestamp))
        }
        runtime.stepFrames(1)
    }

    @Test func typingLinesMovingByLineAndScrollingToTheCaret() throws {
        let (runtime, textView) = try makeTextView()
        let recorder = Recorder()
        textView.delegate = recorder
        runtime.tap(at: CGPoint(x: 150, y: 60))
        runtime.stepFrames(1)
        #expect(textView.isEditing && recorder.log == ["shouldBegin", "didBegin"])
        for (index, character) in "ab\ncd#e".enumerated() {
            let usage: UIKeyboardHIDUsage = character == "\n" ? .keyboardReturnOrEnter : .keyboardA
            key(runtime, usage, String(character), code: UInt32(3000 + index))
        }
        #expect(textView.text == "ab\ncde", "the delegate refused #")
        #expect(recorder.log.suffix(2) == ["change 5,0", "didChange"])
        // Up a line keeps the column; down comes back.
        key(runtime, .keyboardUpArrow, "", code: 3100)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        key(runtime, .keyboardDownArrow, "", code: 3101)
        #expect(textView.selectedRange.location >= 5)
        // Many lines: the view scrolls to keep the caret in view.
        textView.selectedRange = NSRange(location: (textView.text as String).utf16.count, length: 0)
        for index in 0..<12 { key(runtime, .keyboardReturnOrEnter, "\n", code: UInt32(3200 + index)) }
        #expect(textView.contentSize.height > textView.bounds.height)
        #expect(textView.contentOffset.y > 0)
        #expect(textView.contentOffset.y >= textView.contentSize.height - textView.bounds.height - 1)
        textView.resignFirstResponder()
        #expect(recorder.log.suffix(2) == ["shouldEnd", "didEnd"])
    }

    /// A finger held still on a word selects it and shows the edit menu.
    @Test func aLongPressSelectsAWord() throws {
        let (runtime, textView) = try makeTextView()
        textView.text = "Soup of the day"
        runtime.stepFrames(1)
        runtime.touchDown(at: CGPoint(x: 20 + 5 + 12, y: 20 + 8 + 10))
        runtime.stepFrames(45)
        #expect(textView.isEditing)
        #expect(textView.selectedRange == NSRange(location: 0, length: 4))
        #expect(UIMenuController.shared.isMenuVisible)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(textView.selectedRange == NSRange(location: 0, length: 4))
        textView.resignFirstResponder()
        #expect(!UIMenuController.shared.isMenuVisible)
    }

    /// Attributed text is laid out with its own fonts (a 28-point title makes the first
    /// line taller, the caret below it is the body's height) and keeps them while edited.
    @Test func attributedTextIsLaidOutWithItsFonts() throws {
        let (runtime, textView) = try makeTextView()
        let title = UIFont.boldSystemFont(ofSize: 28)
        let body = UIFont.systemFont(ofSize: 15)
        let string = NSMutableAttributedString(string: "Menu\n", attributes: [.font: title])
        string.append(NSAttributedString(string: "Soup", attributes: [.font: body]))
        textView.attributedText = string
        textView.becomeFirstResponder()
        textView.insertText("s")
        #expect(textView.attributedText.string == "Menu\nSoups")
        #expect(textView.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont == body)
        runtime.stepFrames(1)
        let caret = try #require(textView.subviews.first { $0 is TextCaretView })
        #expect(caret.frame.minY >= textView.textContainerInset.top + title.lineHeight - 1)
        #expect(abs(caret.frame.height - body.lineHeight) < 1.5)
        textView.text = "Plain"
        #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == textView.font)
    }

    /// Marked text as an input method composes in a text view: each step replaces the
    /// last and shows on a band; typed text replaces a composition; ending editing commits it.
    @Test func markedTextComposesInATextView() throws {
        let (runtime, textView) = try makeTextView()
        textView.text = "Tea\n"
        textView.becomeFirstResponder()
        textView.setMarkedText("ｋ", selectedRange: NSRange(location: 1, length: 0))
        textView.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(textView.text == "Tea\nか")
        #expect(textView.markedTextRange.map { textView.offset(from: textView.beginningOfDocument, to: $0.start) } == 4)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        runtime.stepFrames(1)
        let bands = { textView.subviews.filter { type(of: $0) == UIView.self && $0.frame.height > 10 }.count }
        let withBand = bands()
        textView.insertText("茶")
        runtime.stepFrames(1)
        #expect(textView.text == "Tea\n茶" && textView.markedTextRange == nil)
        #expect(bands() == withBand - 1, "the band goes with the composition")
        textView.setMarkedText("ち", selectedRange: NSRange(location: 1, length: 0))
        textView.resignFirstResponder()
        #expect(textView.text == "Tea\n茶ち" && textView.markedTextRange == nil)
    }

    /// A selection shows iOS's two handles; a finger on the end handle drags that end onto
    /// the next line instead of scrolling the text, the handles never cross, and the edit
    /// menu comes back when the finger lifts.
    @Test func theEndHandleDragsTheSelectionNotTheText() throws {
        let (runtime, textView) = try makeTextView()
        textView.text = (1...12).map { "Line \($0) of the note" }.joined(separator: "\n")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 4)
        runtime.stepFrames(1)
        let handles = textView.subviews.compactMap { $0 as? SelectionHandleView }
        let end = try #require(handles.first { !$0.isStart })
        let start = try #require(handles.first { $0.isStart })
        #expect(!end.isHidden && !start.isHidden)
        #expect(start.frame.minY < end.frame.minY, "the start's knob above, the end's below")
        let grab = textView.convert(CGPoint(x: end.center.x, y: end.frame.midY), to: nil)
        let lineHeight = textView.font!.lineHeight
        runtime.touchDown(at: grab)
        runtime.stepFrames(1)
        for step in 1...4 {
            runtime.touchMove(to: CGPoint(x: grab.x + CGFloat(step) * 10, y: grab.y + CGFloat(step) * lineHeight / 4))
            runtime.stepFrames(1)
        }
        #expect(textView.contentOffset.y == 0, "a handle drag does not scroll")
        runtime.touchMove(to: CGPoint(x: 20 + 5 + 2, y: grab.y))
        runtime.stepFrames(1)
        #expect(textView.selectedRange.location == 0 && textView.selectedRange.length >= 1, "the end stops short of the start")
        runtime.touchMove(to: CGPoint(x: grab.x + 40, y: grab.y + lineHeight))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        let second = "Line 1 of the note\n".utf16.count
        #expect(textView.selectedRange.location == 0)
        // Within "Line 2 of the note" (18 characters): 10 in with Inter, 40 points right of
        // the handle (DejaVu Sans, about 10% wider, had reached 8).
        #expect(textView.selectedRange.length > second && textView.selectedRange.length < second + 18, "the end is on the second line")
        #expect(UIMenuController.shared.isMenuVisible)
        // A drag elsewhere still scrolls.
        runtime.touchDown(at: CGPoint(x: 250, y: 120))
        for step in 1...6 {
            runtime.touchMove(to: CGPoint(x: 250, y: 120 - CGFloat(step) * 12))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(30)
        #expect(textView.contentOffset.y > 0)
        textView.resignFirstResponder()
        runtime.stepFrames(1)
        #expect(start.isHidden && end.isHidden)
    }

    @Test func aTextViewThatIsNotEditableTakesNoKeys() throws {
        let (runtime, textView) = try makeTextView()
        textView.isEditable = false
        textView.text = "Read only"
        runtime.tap(at: CGPoint(x: 150, y: 60))
        runtime.stepFrames(1)
        #expect(!textView.isFirstResponder)
        textView.insertText("x")
        #expect(textView.text == "Read only")
    }

    /// A note being written: wrapped lines, the caret after the last word. Scale 2,
    /// tolerance 2 levels per channel.
    @Test func aNoteLooksLikeIOS() throws {
        let (runtime, textView) = try makeTextView(scale: 2)
        textView.text = "Table 12: no onions on the burger, sauce on the side. Bring the dessert menu with the coffee."
        textView.becomeFirstResponder()
        runtime.stepFrames(2)
        expectMatchesReference(runtime.renderScreen()!, named: "text-view")
    }
}
