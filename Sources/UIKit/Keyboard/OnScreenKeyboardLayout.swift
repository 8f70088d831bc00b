import Foundation

/// The characters of the on-screen keyboard for one language: iOS 17's English (US)
/// QWERTY, German QWERTZ and French AZERTY keyboards.
struct OnScreenKeyboardLayout: Equatable, Sendable {
    /// The identifier settings use ("en-US", "de", "fr").
    let identifier: String
    /// The three letter rows, lower case.
    let letterRows: [[String]]
    /// The numbers page's second row (the first is the digits).
    let numberPunctuation: [String]
    /// The symbols page's first two rows.
    let symbolRows: [[String]]
    /// The decimal pad's separator.
    let decimalSeparator: String

    static let englishUS = OnScreenKeyboardLayout(
        identifier: "en-US",
        letterRows: [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")].map { $0.map(String.init) },
        numberPunctuation: ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
        symbolRows: [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                     ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"]],
        decimalSeparator: ".")

    static let german = OnScreenKeyboardLayout(
        identifier: "de",
        letterRows: [Array("qwertzuiopü"), Array("asdfghjklöä"), Array("yxcvbnm")].map { $0.map(String.init) },
        numberPunctuation: ["-", "/", ":", ";", "(", ")", "€", "&", "@", "\""],
        symbolRows: [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                     ["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"]],
        decimalSeparator: ",")

    static let french = OnScreenKeyboardLayout(
        identifier: "fr",
        letterRows: [Array("azertyuiop"), Array("qsdfghjklm"), Array("wxcvbn'")].map { $0.map(String.init) },
        numberPunctuation: ["-", "/", ":", ";", "(", ")", "€", "&", "@", "\""],
        symbolRows: [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                     ["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"]],
        decimalSeparator: ",")

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

    /// The rows of `page` for a field of `type`, with `returnWidth` the width of the return key.
    func rows(for page: KeyboardPage, type: UIKeyboardType) -> [[KeyboardKey]] {
        switch page {
        case .letters:
            return [letterRows[0].map(KeyboardKey.character), letterRows[1].map(KeyboardKey.character),
                    [KeyboardKey(.shift, width: 1.3)] + letterRows[2].map(KeyboardKey.character) + [KeyboardKey(.delete, width: 1.3)],
                    bottomRow(for: type, switchTitle: "123", switchPage: .numbers)]
        case .numbers:
            return [Array("1234567890").map { KeyboardKey.character(String($0)) },
                    numberPunctuation.map(KeyboardKey.character),
                    [KeyboardKey(.page(.symbols, title: "#+="), width: 1.3)] + Self.commonPunctuation
                        + [KeyboardKey(.delete, width: 1.3)],
                    bottomRow(for: type, switchTitle: "ABC", switchPage: .letters)]
        case .symbols:
            return [symbolRows[0].map(KeyboardKey.character), symbolRows[1].map(KeyboardKey.character),
                    [KeyboardKey(.page(.numbers, title: "123"), width: 1.3)] + Self.commonPunctuation
                        + [KeyboardKey(.delete, width: 1.3)],
                    bottomRow(for: type, switchTitle: "ABC", switchPage: .letters)]
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
        }
    }

    private static let commonPunctuation: [KeyboardKey] = [".", ",", "?", "!", "'"].map { KeyboardKey(.character($0), width: 1.4) }

    private static let digitRows: [[KeyboardKey]] = [
        [KeyboardKey(.character("1"), letters: ""), KeyboardKey(.character("2"), letters: "ABC"), KeyboardKey(.character("3"), letters: "DEF")],
        [KeyboardKey(.character("4"), letters: "GHI"), KeyboardKey(.character("5"), letters: "JKL"), KeyboardKey(.character("6"), letters: "MNO")],
        [KeyboardKey(.character("7"), letters: "PQRS"), KeyboardKey(.character("8"), letters: "TUV"), KeyboardKey(.character("9"), letters: "WXYZ")],
    ]

    /// The bottom row: the page switch, then space and the keys the keyboard type adds, then return.
    private func bottomRow(for type: UIKeyboardType, switchTitle: String, switchPage: KeyboardPage) -> [KeyboardKey] {
        let pageKey = KeyboardKey(.page(switchPage, title: switchTitle), width: 1.3)
        let returnKey = KeyboardKey(.return, width: 2.7)
        let space = KeyboardKey(.space, width: nil)
        switch type {
        case .URL:
            return [pageKey, KeyboardKey(.character("."), width: 1.5), KeyboardKey(.character("/"), width: 1.5),
                    KeyboardKey(.text(".com"), width: nil), returnKey]
        case .emailAddress:
            return [pageKey, space, KeyboardKey(.character("@"), width: 1.3), KeyboardKey(.character("."), width: 1.3), returnKey]
        case .twitter:
            return [pageKey, space, KeyboardKey(.character("@"), width: 1.3), KeyboardKey(.character("#"), width: 1.3), returnKey]
        case .webSearch:
            return [pageKey, space, KeyboardKey(.character("."), width: 1.3), returnKey]
        default:
            return [pageKey, space, returnKey]
        }
    }
}
