import Foundation

/// One key of the on-screen keyboard: what it does and how wide it is.
struct KeyboardKey: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Types its character (a letter is typed in upper case while shift is on).
        case character(String)
        /// Types a string that is not a single character (".com").
        case text(String)
        case shift
        case delete
        case space
        case `return`
        /// Switches to another page ("123", "#+=", "ABC").
        case page(KeyboardPage, title: String)
        /// The globe: the next of the configured keyboards (shown when there are several).
        case globe
        /// The smiley: the emoji page.
        case emoji
        /// A category of the emoji page's bar, by its index in `EmojiCatalog.categories`.
        case emojiCategory(Int)
        /// A place with no key (the number pad's bottom left).
        case empty
    }

    var kind: Kind
    /// The width in letter-key widths; nil: the key takes what is left of its row.
    var width: CGFloat?
    /// The letters printed under a digit on the phone and number pads.
    var letters: String?

    init(_ kind: Kind, width: CGFloat? = 1, letters: String? = nil) {
        self.kind = kind
        self.width = width
        self.letters = letters
    }

    /// A key typing `character`.
    static func character(_ character: String) -> KeyboardKey { KeyboardKey(.character(character)) }

    /// Whether the key is one of the darker function keys (shift, delete, page keys, globe,
    /// emoji, return).
    var isFunctionKey: Bool {
        switch kind {
        case .shift, .delete, .return, .page, .globe, .emoji: true
        case .character, .text, .space, .empty, .emojiCategory: false
        }
    }

    /// Whether the key types on touch up (so that a second finger commits it at once).
    var typesOnTouchUp: Bool {
        switch kind {
        case .character, .text, .space, .return: true
        case .shift, .delete, .page, .globe, .emoji, .emojiCategory, .empty: false
        }
    }
}
