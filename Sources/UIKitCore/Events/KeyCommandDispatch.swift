import Foundation
import VitrinePlatform

/// Finds the key command a hardware key press names and sends its action (see
/// `UIKeyCommand`).
@MainActor
enum KeyCommandDispatch {
    /// Performs the command the responder chain has for `key`; returns whether one ran
    /// (the key is then the command's).
    static func perform(for key: InputKey, firstResponder: UIResponder?, keyWindow: UIWindow?) -> Bool {
        let pressed = input(of: key)
        guard !pressed.isEmpty else { return false }
        let modifiers = UIKeyModifierFlags(key.modifiers).intersection(UIKeyCommand.commandModifiers)
        // With nothing editing, the chain starts at the focused item (a focused cell
        // answers a command its controller offers).
        let focused = keyWindow?.focusSystem.focusedItem as? UIView
        let start = firstResponder ?? focused.flatMap { $0.window === keyWindow ? $0 : nil } ?? keyWindow?.frontmostViewController ?? keyWindow
        let typing = (firstResponder is UIKeyInput || firstResponder is EditingKeyHandling)
            && modifiers.isDisjoint(with: [.command, .control, .alternate])
        var responder = start
        while let current = responder {
            for command in current.keyCommands ?? [] where !command.attributes.contains(.disabled)
                && (!typing || command.wantsPriorityOverSystemBehavior) && command.matches(input: pressed, modifiers: modifiers) {
                guard let target = start?.target(forAction: command.action, withSender: command) else { continue }
                return UIApplication.shared.sendAction(command.action, to: target, from: command, for: nil)
            }
            responder = current.next
        }
        return false
    }

    /// The key as a command names it: an `input…` name for keys that type nothing, else the
    /// text it types without modifiers.
    static func input(of key: InputKey) -> String {
        if let usage = UIKeyboardHIDUsage(rawValue: key.hidUsage) {
            switch usage {
            case .keyboardUpArrow: return UIKeyCommand.inputUpArrow
            case .keyboardDownArrow: return UIKeyCommand.inputDownArrow
            case .keyboardLeftArrow: return UIKeyCommand.inputLeftArrow
            case .keyboardRightArrow: return UIKeyCommand.inputRightArrow
            case .keyboardEscape: return UIKeyCommand.inputEscape
            case .keyboardPageUp: return UIKeyCommand.inputPageUp
            case .keyboardPageDown: return UIKeyCommand.inputPageDown
            case .keyboardHome: return UIKeyCommand.inputHome
            case .keyboardEnd: return UIKeyCommand.inputEnd
            case .keyboardDeleteForward: return UIKeyCommand.inputDelete
            default: break
            }
            let function = usage.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue
            if (0..<12).contains(function) { return "UIKeyInputF\(function + 1)" }
        }
        return key.charactersIgnoringModifiers
    }
}
