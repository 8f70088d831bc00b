import CoreGraphics
import Foundation
import Logging
import Synchronization

// How `UIFont(name:size:)` finds a font. iOS takes a font's PostScript name ("Avenir-Heavy")
// or full name, and returns nil for a name it has no font for. Vitrine looks, in order, for:
// an installed family ("DejaVu Sans", as before), an installed face by PostScript or full
// name ("Inter-Bold", "Inter Semi Bold", and the fonts an app registers with UIAppFonts), and
// then a font that iOS itself ships, which a port cannot carry (Apple's licence), drawn with
// a stand-in of its kind at the weight and slant its name says: sans-serif faces (Helvetica,
// Helvetica Neue, Arial, Avenir, Avenir Next, Futura, Gill Sans, Verdana, SF Pro...) with the
// system font, serif faces (Times New Roman, Georgia, Baskerville, Palatino, New York...) with
// DejaVu Serif, fixed-width ones (Courier, Courier New, Menlo, SF Mono) with DejaVu Sans Mono.
// SF Pro's names ("SFProText-Semibold") are not installed fonts on iOS either: an app that
// uses them ships the files; here they are the system font, which stands in for SF Pro.
// Names that start with "." are the system font's private names: since iOS 13 CoreText
// answers them with Times New Roman and logs "All system UI font access should be through
// proper APIs"; Vitrine does the same (DejaVu Serif) with the same advice in its log.
extension UIFont {
    private static let logger = Logger(label: "vitrine.uikit")
    /// Names already resolved (fonts are only ever added, so a found name stays found).
    private static let resolvedNames = Mutex<[String: TextLayout.Font]>([:])
    /// Names resolved so far (the soak's census, issue 29).
    static var resolvedNameCount: Int { resolvedNames.withLock { $0.count } }
    /// Names already logged as unknown, so that a cell asking every time logs once.
    private static let loggedNames = Mutex<Set<String>>([])

    private enum StandIn {
        case sansSerif, serif, monospaced

        var family: String {
            switch self {
            case .sansSerif: TextLayout.Font.defaultFamily
            case .serif: UIFont.serifFamily
            case .monospaced: UIFont.monospacedFamily
            }
        }
    }

    /// The fonts iOS ships that apps name, by family name without spaces, lowercased (also
    /// how their PostScript names begin).
    private static let appleFamilies: [String: StandIn] = {
        var table: [String: StandIn] = [:]
        for name in ["helvetica", "helveticaneue", "arial", "avenir", "avenirnext", "avenirnextcondensed", "futura",
                     "gillsans", "verdana", "trebuchetms", "optima", "arialroundedmtbold", "sfpro", "sfprotext",
                     "sfprodisplay", "sfprorounded", "sfuitext", "sfuidisplay", "sfui", "sfcompact", "sfcompacttext",
                     "sfcompactdisplay", "sfcompactrounded", "sfns", "sfnstext", "sfnsdisplay", "system", "systemfont"] {
            table[name] = .sansSerif
        }
        for name in ["timesnewroman", "times", "georgia", "baskerville", "palatino", "didot", "hoeflertext", "charter",
                     "iowanoldstyle", "newyork", "americantypewriter", "bodoni72"] {
            table[name] = .serif
        }
        for name in ["courier", "couriernew", "menlo", "sfmono"] { table[name] = .monospaced }
        return table
    }()

    /// Weights by the words Apple's face names use, longest first so that "semibold" is not
    /// read as "bold" (CSS weights, as fontconfig matches them).
    private static let weightWords: [(String, Int)] = [
        ("ultralight", 100), ("extralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("heavy", 800), ("black", 900), ("thin", 100), ("light", 300), ("medium", 500),
        ("bold", 700), ("book", 400), ("roman", 400), ("regular", 400),
    ]

    /// The stand-in for serif fonts (Times New Roman, Georgia, New York).
    static let serifFamily = "DejaVu Serif"

    /// The CSS weight a face's style name says, such as 600 for "demibold" or "SemiBold
    /// Italic" (lowercased, without spaces); 400 when it names none.
    static func weight(inStyleName style: String) -> Int {
        weightWords.first { style.contains($0.0) }?.1 ?? 400
    }

    /// The font `UIFont(name:size:)` draws for `name` (size left at 12), or nil when there is
    /// none; an unknown name is logged once.
    static func textFont(named name: String) -> TextLayout.Font? {
        if let known = resolvedNames.withLock({ $0[name] }) { return known }
        guard let font = findTextFont(named: name) else {
            if loggedNames.withLock({ $0.insert(name).inserted }) {
                logger.warning("UIFont(name:size:): no font named \"\(name)\"; returning nil as iOS does (UIFont.familyNames lists the installed families)")
            }
            return nil
        }
        resolvedNames.withLock { $0[name] = font }
        return font
    }

    private static func findTextFont(named name: String) -> TextLayout.Font? {
        if let family = installedFamilies.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            return TextLayout.Font(family: family, pointSize: 12)
        }
        if let face = TextLayout.face(named: name) {
            return TextLayout.Font(family: face.family, pointSize: 12, weight: face.weight, isItalic: face.isItalic)
        }
        if name.hasPrefix(".") {
            logger.warning("UIFont(name:size:): \"\(name)\" is a private system font name; as on iOS 13 and later it gets the Times New Roman stand-in (DejaVu Serif). Use UIFont.systemFont(ofSize:weight:) for the system font")
            return TextLayout.Font(family: StandIn.serif.family, pointSize: 12)
        }
        return appleFont(named: name)
    }

    /// A stand-in for a font iOS ships: "HelveticaNeue-Bold", "Avenir-Heavy", "ArialMT",
    /// "TimesNewRomanPS-BoldItalicMT", "Helvetica Neue", "SFProText-Semibold".
    private static func appleFont(named name: String) -> TextLayout.Font? {
        let parts = name.split(separator: "-", maxSplits: 1).map { $0.lowercased().replacingOccurrences(of: " ", with: "") }
        guard var family = parts.first else { return nil }
        var style = parts.count > 1 ? parts[1] : ""
        var standIn = appleFamilies[family]
        // "ArialMT", "TimesNewRomanPSMT", "CourierNewPS-BoldMT": the suffixes are not the family's.
        for suffix in ["psmt", "mt", "ps"] where standIn == nil && family.hasSuffix(suffix) {
            family.removeLast(suffix.count)
            standIn = appleFamilies[family]
        }
        // A full name with its style in words, such as "Helvetica Neue Bold" or "Avenir Heavy".
        if standIn == nil, parts.count == 1 {
            let words = name.lowercased().split(separator: " ").map(String.init)
            for split in stride(from: words.count - 1, to: 0, by: -1) {
                if let found = appleFamilies[words[..<split].joined()] {
                    standIn = found
                    style = words[split...].joined()
                    break
                }
            }
        }
        guard let standIn else { return nil }
        let weight = weight(inStyleName: style)
        let isItalic = style.contains("italic") || style.contains("oblique")
        return TextLayout.Font(family: standIn.family, pointSize: 12, weight: weight, isItalic: isItalic)
    }
}
