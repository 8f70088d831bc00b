import Foundation

/// A keyboard shortcut: a key (a character, or one of the `input…` names for keys that type
/// none) with modifier keys, whose action goes up the responder chain when a hardware
/// keyboard presses it. Responders offer theirs in `keyCommands` (a view controller also
/// through `addKeyCommand(_:)`); the first responder's chain is searched, or without one
/// the key window's frontmost view controller's. The command takes the key: it is not
/// typed and no press reaches `pressesBegan`. While text input is first responder, keys
/// without command, control or option type as usual unless the command
/// `wantsPriorityOverSystemBehavior`.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character ("f") or one of the `input…` names.
    open private(set) var input: String?
    /// The modifier keys held with it, exactly (caps lock aside).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command goes before what the focused text input does with the key.
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"

    /// The modifier keys a command names.
    static let commandModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether the command is the key `input` (an `input…` name or a character) with
    /// exactly `modifiers`.
    func matches(input pressed: String, modifiers: UIKeyModifierFlags) -> Bool {
        guard let input, !input.isEmpty, modifierFlags.intersection(Self.commandModifiers) == modifiers else { return false }
        return input == pressed || input.lowercased() == pressed.lowercased()
    }
}
