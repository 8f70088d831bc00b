import Foundation

/// The edit menu of text (Cut, Copy, Paste, Select All) for the first responder, as the
/// classic API shows it; text fields and text views show it on a long press. iOS 16
/// deprecated it for `UIEditMenuInteraction`; apps still call it.
@MainActor
open class UIMenuController {
    public static let shared = UIMenuController()
    private weak var menu: EditMenuView?

    open var isMenuVisible: Bool { menu?.superview != nil }

    /// Shows the commands the first responder can perform now, by `targetRect` of
    /// `targetView`.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        guard let window = targetView.window, let responder = UIResponder.firstResponder else { return }
        let commands = Self.commands(for: responder)
        guard !commands.isEmpty else { return }
        let menu = EditMenuView(commands: commands)
        menu.show(in: window, by: targetView.convert(targetRect, to: window))
        self.menu = menu
    }

    open func hideMenu() {
        menu?.removeFromSuperview()
        menu = nil
    }

    /// iOS's commands for text: Cut and Copy with a selection (not of secure text), Paste
    /// with a string on the pasteboard, Select All unless everything is selected.
    private static func commands(for responder: UIResponder) -> [EditMenuView.Command] {
        guard let control = responder as? TextEditingControl else { return [] }
        let secure = (responder as? UITextInputTraits)?.isSecureTextEntry ?? false
        var commands: [EditMenuView.Command] = []
        let length = control.editedText.utf16.count
        if control.selection.length > 0, !secure {
            commands.append(.init(title: "Cut") { responder.cut(nil) })
            commands.append(.init(title: "Copy") { responder.copy(nil) })
        }
        if UIPasteboard.general.hasStrings { commands.append(.init(title: "Paste") { responder.paste(nil) }) }
        if length > 0, control.selection.length < length { commands.append(.init(title: "Select All") { responder.selectAll(nil) }) }
        return commands
    }
}
