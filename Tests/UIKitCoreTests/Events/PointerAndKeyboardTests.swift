import Testing
import UIKitCore
import VitrinePlatform

/// A mouse drives a single touch and a cursor; keys reach the first responder.
@MainActor
struct PointerAndKeyboardTests {
    private let mouse = InputDeviceInfo(id: 5, name: "USB Mouse", capabilities: .pointer)
    private let keyboard = InputDeviceInfo(id: 6, name: "USB Keyboard", capabilities: .keyboard)
    private let touchscreen = InputDeviceInfo(id: 7, name: "ILITEK", capabilities: .touch)

    private func send(_ runtime: VitrineRuntime, _ kind: InputEvent.Kind, device: Int) {
        runtime.inject(InputEvent(kind, device: device, timestamp: runtime.inputTimestamp))
    }

    @Test func theLeftButtonDrivesASingleTouch() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        send(runtime, .deviceAdded(mouse), device: 5)
        send(runtime, .pointerMotionAbsolute(x: 0.25, y: 0.5), device: 5)
        send(runtime, .pointerButton(button: .primary, isPressed: true), device: 5)
        runtime.stepFrames(1)
        let touch = try #require(view.lastTouches.first)
        #expect(touch.type == .indirectPointer)
        #expect(closeEnough(touch.location(in: view), CGPoint(x: 50, y: 75)))
        send(runtime, .pointerMotion(dx: 10, dy: -5), device: 5)
        runtime.stepFrames(1)
        #expect(closeEnough(touch.location(in: view), CGPoint(x: 60, y: 70)))
        send(runtime, .pointerMotion(dx: 1000, dy: 0), device: 5)
        send(runtime, .pointerButton(button: .primary, isPressed: false), device: 5)
        runtime.stepFrames(1)
        #expect(closeEnough(touch.location(in: view), CGPoint(x: 200, y: 70)), "the cursor stays on the screen")
        // Motion without the button and other buttons make no touch.
        send(runtime, .pointerMotion(dx: -50, dy: 0), device: 5)
        send(runtime, .pointerButton(button: .secondary, isPressed: true), device: 5)
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v moved 1", "v ended 1"])
    }

    @Test func theCursorShowsWhileAPointerDeviceIsPresent() throws {
        let (runtime, _, _) = try Events.makeScene()
        send(runtime, .deviceAdded(touchscreen), device: 7)
        runtime.stepFrames(1)
        #expect(!runtime.isCursorVisible, "touch devices alone: no cursor")
        send(runtime, .deviceAdded(mouse), device: 5)
        send(runtime, .pointerMotionAbsolute(x: 0.5, y: 0.5), device: 5)
        runtime.stepFrames(1)
        #expect(runtime.isCursorVisible)
        let shot = try #require(runtime.screenshot())
        #expect(shot.pixel(x: 100, y: 75) & 0xFF_FFFF == 0xFF_FFFF)
        #expect(shot.pixel(x: 100, y: 68) & 0xFF < 0x40, "its black rim")
        send(runtime, .deviceRemoved(mouse), device: 5)
        runtime.stepFrames(1)
        #expect(!runtime.isCursorVisible)
        runtime.cursorVisibility = .show
        #expect(runtime.isCursorVisible)
    }

    @Test func theCursorStaysAboveWindowsShownLater() throws {
        let (runtime, _, _) = try Events.makeScene()
        runtime.cursorVisibility = .show
        let overlay = UIWindow(frame: UIScreen.main.bounds)
        overlay.windowLevel = .alert
        overlay.backgroundColor = .blue
        overlay.makeKeyAndVisible()
        runtime.stepFrames(1)
        let shot = try #require(runtime.screenshot())
        #expect(shot.pixel(x: 100, y: 75) & 0xFF_FFFF == 0xFF_FFFF)
    }

    final class TextBox: UIView, UIKeyInput {
        var text = ""
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { self.presses.append("began \(press.key?.keyCode.rawValue ?? -1) \(press.key?.characters ?? "")") }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { self.presses.append("ended \(press.key?.keyCode.rawValue ?? -1)") }
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { self.presses.append("cancelled \(press.key?.keyCode.rawValue ?? -1)") }
        }
    }

    private func key(_ hid: UIKeyboardHIDUsage, _ characters: String, pressed: Bool,
                     modifiers: InputModifiers = [], repeat isRepeat: Bool = false) -> InputEvent.Kind {
        .key(InputKey(hidUsage: hid.rawValue, evdevCode: UInt32(hid.rawValue + 1000), isPressed: pressed,
                      characters: characters, charactersIgnoringModifiers: characters.lowercased(),
                      modifiers: modifiers, isRepeat: isRepeat))
    }

    @Test func keysTypeIntoTheFirstResponderAndArrivesAsPresses() throws {
        let (runtime, window, _) = try Events.makeScene()
        let box = TextBox(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(box)
        #expect(box.becomeFirstResponder())
        defer { box.resignFirstResponder() }
        send(runtime, .deviceAdded(keyboard), device: 6)
        send(runtime, key(.keyboardH, "H", pressed: true, modifiers: .shift), device: 6)
        send(runtime, key(.keyboardH, "H", pressed: false, modifiers: .shift), device: 6)
        send(runtime, key(.keyboardI, "i", pressed: true), device: 6)
        send(runtime, key(.keyboardI, "i", pressed: true, repeat: true), device: 6)
        send(runtime, key(.keyboardI, "i", pressed: false), device: 6)
        send(runtime, key(.keyboardDeleteOrBackspace, "\u{8}", pressed: true), device: 6)
        send(runtime, key(.keyboardA, "a", pressed: true, modifiers: .control), device: 6)
        send(runtime, key(.keyboardReturnOrEnter, "\r", pressed: true), device: 6)
        runtime.stepFrames(1)
        #expect(box.text == "Hi\n", "shift types H, the repeat types another i, backspace deletes it, control-A types nothing")
        #expect(box.presses.prefix(4) == ["began 11 H", "ended 11", "began 12 i", "ended 12"])
        send(runtime, .deviceRemoved(keyboard), device: 6)
        runtime.stepFrames(1)
        #expect(Set(box.presses.suffix(3)) == ["cancelled 42", "cancelled 4", "cancelled 40"], "held keys of a gone keyboard")
    }

    @Test func keysWithoutAFirstResponderGoToTheKeyWindow() throws {
        final class KeyWindow: UIWindow {
            var began = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += presses.count }
        }
        let (runtime, _, _) = try Events.makeScene()
        let window = KeyWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        send(runtime, key(.keyboardUpArrow, "", pressed: true), device: 6)
        runtime.stepFrames(1)
        #expect(window.began == 1)
    }
}
