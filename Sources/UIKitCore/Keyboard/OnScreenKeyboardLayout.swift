import Foundation

/// The characters of the on-screen keyboard for one language: iOS 17's English (US)
/// QWERTY, German QWERTZ and French AZERTY keyboards, with their key titles and the
/// accented letters a held key offers.
struct OnScreenKeyboardLayout: Equatable, Sendable {
    /// The identifier settings use ("en-US", "de", "fr").
    let identifier: String
    /// The keyboard's name in its language, as iOS lists it ("Deutsch").
    let displayName: String
    /// The titles of the space and return keys.
    let strings: KeyboardStrings
    /// The three letter rows, lower case.
    let letterRows: [[String]]
    /// The numbers page's second row (the first is the digits).
    let numberPunctuation: [String]
    /// The symbols page's first two rows.
    let symbolRows: [[String]]
    /// The decimal pad's separator.
    let decimalSeparator: String
    /// The letters a held key offers, by its lower-case letter: the letter itself first.
    let accents: [String: [String]]

    static let englishUS = OnScreenKeyboardLayout(
        identifier: "en-US",
        displayName: "English (US)",
        strings: .english,
        letterRows: [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")].map { $0.map(String.init) },
        numberPunctuation: ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
        symbolRows: [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                     ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"]],
        decimalSeparator: ".",
        accents: ["a": Array("aàáâäæãåā"), "c": Array("cçćč"), "e": Array("eèéêëēėę"), "i": Array("iîïíīįì"),
                  "l": Array("lł"), "n": Array("nñń"), "o": Array("oôöòóœøōõ"), "s": Array("sßśš"),
                  "u": Array("uûüùúū"), "y": Array("yÿ"), "z": Array("zžźż")].mapValues { $0.map(String.init) })

    static let german = OnScreenKeyboardLayout(
        identifier: "de",
        displayName: "Deutsch",
        strings: .german,
        letterRows: [Array("qwertzuiopü"), Array("asdfghjklöä"), Array("yxcvbnm")].map { $0.map(String.init) },
        numberPunctuation: ["-", "/", ":", ";", "(", ")", "€", "&", "@", "\""],
        symbolRows: [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                     ["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"]],
        decimalSeparator: ",",
        // ä, ö and ü have keys of their own; ß is on s.
        accents: ["a": Array("aàáâæãåā"), "c": Array("cçćč"), "e": Array("eéèêëėē"), "i": Array("iîïíīįì"),
                  "l": Array("lł"), "n": Array("nñń"), "o": Array("oôòóœøōõ"), "s": Array("sßśš"),
                  "u": Array("uûùúū"), "y": Array("yÿ"), "z": Array("zžźż")].mapValues { $0.map(String.init) })

    static let french = OnScreenKeyboardLayout(
        identifier: "fr",
        displayName: "Français",
        strings: .french,
        letterRows: [Array("azertyuiop"), Array("qsdfghjklm"), Array("wxcvbn'")].map { $0.map(String.init) },
        numberPunctuation: ["-", "/", ":", ";", "(", ")", "€", "&", "@", "\""],
        symbolRows: [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                     ["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"]],
        decimalSeparator: ",",
        // French's own accents first.
        accents: ["a": Array("aàâæáäãåā"), "c": Array("cçćč"), "e": Array("eéèêëęėē"), "i": Array("iîïìíįī"),
                  "n": Array("nñń"), "o": Array("oôœöòóõøō"), "u": Array("uùûüúū"), "y": Array("yÿ")]
            .mapValues { $0.map(String.init) })

    static let all: [OnScreenKeyboardLayout] = [.englishUS, .german, .french]

    /// The layout for a setting: an identifier ("en-US", "de_DE", "fr-CH") or an XKB layout
    /// name ("us", "gb", "de", "at", "ch", "fr", "be"), matched on its language; nil for one
    /// Vitrine has no keyboard for.
    static func named(_ name: String) -> OnScreenKeyboardLayout? {
        let lowered = name.lowercased().replacingOccurrences(of: "_", with: "-")
        // An XKB setting can list several layouts ("de,us"): the first is the one in use.
        let first = lowered.split(separator: ",").first.map(String.init) ?? lowered
        let language = first.split(separator: "-").first.map(String.init) ?? first
        switch language {
        case "en", "us", "gb", "uk", "ie", "au", "ca", "nz": return .englishUS
        case "de", "at": return .german
        case "ch" where first.contains("fr"): return .french
        case "ch": return .german
        case "fr", "be": return .french
        default: return nil
        }
    }

    // MARK: Rows

    /// The rows of `page` for a field of `type`; `switchKeys` are the globe and emoji keys
    /// the bottom rows show beside the page key; `emojiGrid` the emoji page's columns and
    /// rows.
    func rows(for page: KeyboardPage, type: UIKeyboardType, switchKeys: [KeyboardKey] = [],
              emojiGrid: (columns: Int, rows: Int) = (8, 4)) -> [[KeyboardKey]] {
        switch page {
        case .letters:
            return [letterRows[0].map(KeyboardKey.character), letterRows[1].map(KeyboardKey.character),
                    [KeyboardKey(.shift, width: 1.3)] + letterRows[2].map(KeyboardKey.character) + [KeyboardKey(.delete, width: 1.3)],
                    bottomRow(for: type, switchTitle: "123", switchPage: .numbers, switchKeys: switchKeys)]
        case .numbers:
            return [Array("1234567890").map { KeyboardKey.character(String($0)) },
                    numberPunctuation.map(KeyboardKey.character),
                    [KeyboardKey(.page(.symbols, title: "#+="), width: 1.3)] + Self.commonPunctuation
                        + [KeyboardKey(.delete, width: 1.3)],
                    bottomRow(for: type, switchTitle: "ABC", switchPage: .letters, switchKeys: switchKeys)]
        case .symbols:
            return [symbolRows[0].map(KeyboardKey.character), symbolRows[1].map(KeyboardKey.character),
                    [KeyboardKey(.page(.numbers, title: "123"), width: 1.3)] + Self.commonPunctuation
                        + [KeyboardKey(.delete, width: 1.3)],
                    bottomRow(for: type, switchTitle: "ABC", switchPage: .letters, switchKeys: switchKeys)]
        case .numberPad, .decimalPad:
            let corner: KeyboardKey = page == .decimalPad ? .character(decimalSeparator) : KeyboardKey(.empty)
            return Self.digitRows + [[corner, KeyboardKey(.character("0")), KeyboardKey(.delete)]]
        case .phonePad:
            return Self.digitRows + [[KeyboardKey(.page(.phoneSymbols, title: "+*#")), KeyboardKey(.character("0"), letters: "+"),
                                      KeyboardKey(.delete)]]
        case .phoneSymbols:
            return [[.character("("), .character("/"), .character(")")],
                    [.character(","), .character("+"), .character(";")],
                    [.character("*"), .character("#"), .character("-")],
                    [KeyboardKey(.page(.phonePad, title: "123")), .character("."), KeyboardKey(.delete)]]
        case .emoji(let category):
            // The grid fills column by column, as iOS's scrolling grid does.
            let emoji = EmojiCatalog.categories[category].emoji
            let columns = max(1, emojiGrid.columns), rowCount = max(1, emojiGrid.rows)
            var grid = Array(repeating: [KeyboardKey](), count: rowCount)
            for (index, character) in emoji.prefix(columns * rowCount).enumerated() {
                grid[index % rowCount].append(.character(character))
            }
            let bar = [KeyboardKey(.page(.letters, title: "ABC"))]
                + EmojiCatalog.categories.indices.map { KeyboardKey(.emojiCategory($0)) } + [KeyboardKey(.delete)]
            return grid + [bar]
        }
    }

    private static let commonPunctuation: [KeyboardKey] = [".", ",", "?", "!", "'"].map { KeyboardKey(.character($0), width: 1.4) }

    private static let digitRows: [[KeyboardKey]] = [
        [KeyboardKey(.character("1"), letters: ""), KeyboardKey(.character("2"), letters: "ABC"), KeyboardKey(.character("3"), letters: "DEF")],
        [KeyboardKey(.character("4"), letters: "GHI"), KeyboardKey(.character("5"), letters: "JKL"), KeyboardKey(.character("6"), letters: "MNO")],
        [KeyboardKey(.character("7"), letters: "PQRS"), KeyboardKey(.character("8"), letters: "TUV"), KeyboardKey(.character("9"), letters: "WXYZ")],
    ]

    /// The bottom row: the page switch and the globe and emoji keys, then space and the keys
    /// the keyboard type adds, then return.
    private func bottomRow(for type: UIKeyboardType, switchTitle: String, switchPage: KeyboardPage,
                           switchKeys: [KeyboardKey]) -> [KeyboardKey] {
        let pageKey = KeyboardKey(.page(switchPage, title: switchTitle), width: 1.3)
        let leading = [pageKey] + switchKeys
        let returnKey = KeyboardKey(.return, width: 2.7)
        let space = KeyboardKey(.space, width: nil)
        switch type {
        case .URL:
            return leading + [KeyboardKey(.character("."), width: 1.5), KeyboardKey(.character("/"), width: 1.5),
                              KeyboardKey(.text(".com"), width: nil), returnKey]
        case .emailAddress:
            return leading + [space, KeyboardKey(.character("@"), width: 1.3), KeyboardKey(.character("."), width: 1.3), returnKey]
        case .twitter:
            return leading + [space, KeyboardKey(.character("@"), width: 1.3), KeyboardKey(.character("#"), width: 1.3), returnKey]
        case .webSearch:
            return leading + [space, KeyboardKey(.character("."), width: 1.3), returnKey]
        default:
            return leading + [space, returnKey]
        }
    }
}
