import Testing
import UIKitCore
import VitrinePlatform

/// Keyboard shortcuts from a hardware keyboard (Apple's UIKeyCommand, `keyCommands`,
/// `addKeyCommand(_:)`): a key with exactly its modifiers sends the command's action up the
/// responder chain, and the command takes the key (no text, no presses); special keys by
/// their `input…` names; without a first responder, the key window's frontmost view
/// controller's commands; text input keeps plain keys unless a command
/// `wantsPriorityOverSystemBehavior`. Apple's sample "Navigating an app's user interface
/// using a keyboard" (WWDC21) adds its commands with `addKeyCommand(_:)` in view controllers.
@MainActor
@Suite(.serialized)
struct KeyCommandTests {
    private let keyboard = InputDeviceInfo(id: 6, name: "USB Keyboard", capabilities: .keyboard)

    final class Screen: UIViewController {
        var log: [String] = []
        func find(_ sender: UIKeyCommand) { log.append("find \(sender.input ?? "")") }
        func close() { log.append("close") }
        func goNext() { log.append("next") }

        static let find = Selector("find:", Screen.find)
        static let close = Selector("close", Screen.close)
        static let goNext = Selector("goNext", Screen.goNext)
    }

    final class Field: UIView, UIKeyInput {
        var text = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() {}
    }

    private func send(_ runtime: VitrineRuntime, _ hid: UIKeyboardHIDUsage, _ characters: String, pressed: Bool = true,
                      modifiers: InputModifiers = [], repeat isRepeat: Bool = false) {
        let key = InputKey(hidUsage: hid.rawValue, evdevCode: UInt32(hid.rawValue + 1000), isPressed: pressed,
                           characters: characters, charactersIgnoringModifiers: characters.lowercased(),
                           modifiers: modifiers, isRepeat: isRepeat)
        runtime.inject(InputEvent(.key(key), device: 6, timestamp: runtime.inputTimestamp))
    }

    private func makeScreen() throws -> (VitrineRuntime, Screen, Field) {
        let (runtime, window, _) = try Events.makeScene()
        let screen = Screen()
        screen.addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: Screen.find))
        screen.addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Screen.close))
        screen.addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Screen.goNext))
        window.rootViewController = UINavigationController(rootViewController: screen)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        screen.view.addSubview(field)
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 6, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        return (runtime, screen, field)
    }

    @Test func aShortcutRunsItsActionFromTheFrontmostControllerAndTakesTheKey() throws {
        let (runtime, screen, _) = try makeScreen()
        #expect(screen.keyCommands?.count == 3)
        send(runtime, .keyboardF, "f", modifiers: .command)
        send(runtime, .keyboardF, "f", modifiers: .command, repeat: true)
        send(runtime, .keyboardF, "f", pressed: false, modifiers: .command)
        send(runtime, .keyboardEscape, "\u{1B}")
        send(runtime, .keyboardEscape, "\u{1B}", pressed: false)
        // Other modifiers, or none, are another shortcut: nothing runs.
        send(runtime, .keyboardF, "F", modifiers: [.command, .shift])
        send(runtime, .keyboardF, "F", pressed: false, modifiers: [.command, .shift])
        send(runtime, .keyboardF, "f")
        send(runtime, .keyboardF, "f", pressed: false)
        runtime.stepFrames(1)
        #expect(screen.log == ["find f", "close"])
    }

    /// A keyboard unplugged while a shortcut's key is held leaves no key stuck: plugged in
    /// again, the same shortcut runs again.
    @Test func aShortcutHeldAsItsKeyboardGoesWorksAgainAfter() throws {
        let (runtime, screen, _) = try makeScreen()
        send(runtime, .keyboardF, "f", modifiers: .command)
        runtime.inject(InputEvent(.deviceRemoved(keyboard), device: 6, timestamp: runtime.inputTimestamp))
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 6, timestamp: runtime.inputTimestamp))
        send(runtime, .keyboardF, "f", modifiers: .command)
        send(runtime, .keyboardF, "f", pressed: false, modifiers: .command)
        runtime.stepFrames(1)
        #expect(screen.log == ["find f", "find f"])
    }

    @Test func textInputKeepsPlainKeysButNotShortcuts() throws {
        let (runtime, screen, field) = try makeScreen()
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        send(runtime, .keyboardDownArrow, "")
        send(runtime, .keyboardDownArrow, "", pressed: false)
        send(runtime, .keyboardF, "f")
        send(runtime, .keyboardF, "f", pressed: false)
        send(runtime, .keyboardF, "f", modifiers: .command)
        send(runtime, .keyboardF, "f", pressed: false, modifiers: .command)
        runtime.stepFrames(1)
        #expect(field.text == "f")
        #expect(screen.log == ["find f"], "the arrow is the field's; command-F is the controller's, up the chain")
        let priority = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Screen.goNext)
        priority.wantsPriorityOverSystemBehavior = true
        screen.removeKeyCommand(screen.keyCommands![2])
        screen.addKeyCommand(priority)
        send(runtime, .keyboardDownArrow, "")
        send(runtime, .keyboardDownArrow, "", pressed: false)
        runtime.stepFrames(1)
        #expect(screen.log == ["find f", "next"])
    }

    @Test func aDisabledCommandOrOneNobodyPerformsLetsTheKeyThrough() throws {
        let (runtime, screen, _) = try makeScreen()
        for command in screen.keyCommands ?? [] { screen.removeKeyCommand(command) }
        #expect(screen.keyCommands == nil)
        let disabled = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Screen.close)
        disabled.attributes = .disabled
        screen.addKeyCommand(disabled)
        screen.addKeyCommand(UIKeyCommand(input: "q", modifierFlags: .control, action: Selector("quit")))
        send(runtime, .keyboardEscape, "\u{1B}")
        send(runtime, .keyboardEscape, "\u{1B}", pressed: false)
        send(runtime, .keyboardQ, "q", modifiers: .control)
        send(runtime, .keyboardQ, "q", pressed: false, modifiers: .control)
        runtime.stepFrames(1)
        #expect(screen.log.isEmpty)
    }
}
