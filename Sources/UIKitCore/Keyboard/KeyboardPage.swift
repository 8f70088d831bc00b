/// A set of keys the on-screen keyboard shows at a time.
enum KeyboardPage: Equatable, Sendable {
    /// Letters, with shift.
    case letters
    /// Digits and common punctuation ("123").
    case numbers
    /// More symbols ("#+=").
    case symbols
    /// The 3×4 pad of `numberPad` and `asciiCapableNumberPad`.
    case numberPad
    /// The number pad with the decimal separator (`decimalPad`).
    case decimalPad
    /// The phone pad (`phonePad`), digits with their letters.
    case phonePad
    /// The phone pad's second page ("+*#"): the characters a dial string uses.
    case phoneSymbols
    /// The emoji of one category of `EmojiCatalog`, with the categories' bar below.
    case emoji(category: Int)

    /// Whether the page is a 3×4 pad rather than rows of keys.
    var isPad: Bool {
        switch self {
        case .numberPad, .decimalPad, .phonePad, .phoneSymbols: true
        case .letters, .numbers, .symbols, .emoji: false
        }
    }

    /// Whether the page is the emoji page.
    var isEmoji: Bool {
        if case .emoji = self { true } else { false }
    }

    /// The page a keyboard type opens on.
    static func first(for type: UIKeyboardType) -> KeyboardPage {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .numbers
        case .default, .asciiCapable, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch: .letters
        }
    }
}
