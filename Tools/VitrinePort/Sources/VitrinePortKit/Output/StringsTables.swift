import Foundation

/// Localized strings as Foundation on Linux reads them: `.strings` tables in `.lproj`
/// folders. Xcode 15's string catalogs (`.xcstrings`, JSON) are compiled into such tables
/// by Xcode; here the port does it. `.stringsdict` tables are turned into `.strings`
/// entries too: swift-corelibs-foundation (Swift 6.3) crashes in every lookup of a table
/// that has a `.stringsdict` beside it, and it has no plural rules to apply, so each entry
/// keeps its `other` form and the report says so.
enum StringsTables {
    /// `.strings` text per language for the catalog at `url`, and what the report should say.
    static func tables(fromCatalog url: URL) -> (tables: [String: [(String, String)]], findings: [String]) {
        guard let data = try? Data(contentsOf: url),
              let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else {
            return ([:], ["not a string catalog (JSON with a \"strings\" dictionary): left out"])
        }
        var tables: [String: [(String, String)]] = [:]
        var plural = 0, device = 0, substitutions = 0
        for key in strings.keys.sorted() {
            guard let entry = strings[key] as? [String: Any],
                  let localizations = entry["localizations"] as? [String: Any] else { continue }
            for language in localizations.keys.sorted() {
                guard let localization = localizations[language] as? [String: Any] else { continue }
                if localization["substitutions"] != nil { substitutions += 1 }
                var value = (localization["stringUnit"] as? [String: Any])?["value"] as? String
                if value == nil, let variations = localization["variations"] as? [String: Any] {
                    if let cases = variations["plural"] as? [String: Any] {
                        plural += 1
                        value = stringUnit(in: cases, preferring: ["other"])
                    } else if let cases = variations["device"] as? [String: Any] {
                        device += 1
                        // Vitrine answers as an iPhone (docs/WRITING-APPS.md, Resources).
                        value = stringUnit(in: cases, preferring: ["iphone", "other"])
                    }
                }
                if let value { tables[language, default: []].append((key, value)) }
            }
        }
        var findings: [String] = []
        if plural > 0 {
            findings.append("\(plural) plural variation(s): Foundation on Linux has no plural rules, each keeps its \"other\" form")
        }
        if device > 0 { findings.append("\(device) device variation(s): the iPhone's form (else \"other\") is kept") }
        if substitutions > 0 { findings.append("\(substitutions) string(s) with substitutions: their variations are not carried over") }
        return (tables, findings)
    }

    /// The entries of the `.stringsdict` at `url`: each format key's `%#@name@` parts
    /// replaced by that variable's `other` form.
    static func entries(fromStringsdict url: URL) -> [(String, String)]? {
        guard let data = try? Data(contentsOf: url),
              let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            return nil
        }
        return plist.keys.sorted().compactMap { key in
            guard let rule = plist[key] as? [String: Any],
                  var format = rule["NSStringLocalizedFormatKey"] as? String else { return nil }
            for (name, variable) in rule {
                guard let forms = variable as? [String: Any], let other = forms["other"] as? String else { continue }
                format = format.replacingOccurrences(of: "%#@\(name)@", with: other)
            }
            return (key, format)
        }
    }

    /// `"key" = "value";` lines, escaped as the `.strings` format (an old-style property
    /// list) reads them.
    static func text(_ entries: [(String, String)]) -> String {
        entries.map { "\"\(escaped($0.0))\" = \"\(escaped($0.1))\";\n" }.joined()
    }

    private static func escaped(_ string: String) -> String {
        var result = ""
        for character in string {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }

    private static func stringUnit(in cases: [String: Any], preferring order: [String]) -> String? {
        let names = order.filter { cases[$0] != nil } + cases.keys.sorted()
        for name in names {
            if let value = ((cases[name] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                return value
            }
        }
        return nil
    }
}
