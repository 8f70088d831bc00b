import Foundation

/// The asset symbols Xcode 15 generates from an app's asset catalogs (`ColorResource`,
/// `ImageResource`, `UIColor(resource:)`, `UIImage(resource:)`, and with
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, `UIColor.name` and
/// `UIImage.name`), generated the same way into the ported app's module. They look their
/// assets up by name, as `UIColor(named:)` and `UIImage(named:)` do.
public enum AssetSymbols {
    public struct Asset: Equatable {
        public var name: String
        public var isColor: Bool
    }

    /// The colour and image sets of a catalog, named as `UIColor(named:)` finds them
    /// (folders that provide a namespace add `Folder/`).
    public static func assets(in catalog: URL) -> [Asset] {
        var result: [Asset] = []
        collect(catalog, prefix: "", into: &result)
        return result
    }

    private static func collect(_ folder: URL, prefix: String, into result: inout [Asset]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            let url = folder.appendingPathComponent(name)
            let stem = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset": result.append(Asset(name: prefix + stem, isColor: true))
            case "imageset": result.append(Asset(name: prefix + stem, isColor: false))
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                collect(url, prefix: providesNamespace(url) ? prefix + name + "/" : prefix, into: &result)
            default: continue
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? NSNumber)?.boolValue ?? false
    }

    /// Xcode's symbol for an asset name: camel case, "Color"/"Image" suffix removed,
    /// `_` before a leading digit, a keyword in backquotes.
    public static func symbolName(for name: String, isColor: Bool) -> String {
        var base = name
        let suffix = isColor ? "Color" : "Image"
        if base.hasSuffix(suffix) && base.count > suffix.count { base.removeLast(suffix.count) }
        let words = base.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "_" }
        var symbol = lowercasedFirstWord(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// "URLIcon" → "urlIcon", "Background" → "background", "ABC" → "abc".
    private static func lowercasedFirstWord(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count && characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == 1 || upper == characters.count { return word.prefix(upper).lowercased() + word.dropFirst(upper) }
        return word.prefix(upper - 1).lowercased() + word.dropFirst(upper - 1)
    }

    static let keywords: Set<String> = ["default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "in",
                                        "is", "as", "return", "if", "else", "for", "while", "switch", "case", "break", "continue",
                                        "import", "init", "self", "Self", "super", "true", "false", "nil", "where", "repeat",
                                        "static", "public", "private", "internal", "operator", "throw", "throws", "try", "catch",
                                        "do", "guard", "defer", "subscript", "typealias", "associatedtype", "inout", "deinit"]
    /// Names UIKit already gives `UIColor` and `UIImage` class members: Xcode leaves these
    /// out of the extensions, and so does the port.
    static let uikitColorNames: Set<String> = ["black", "blue", "brown", "clear", "cyan", "darkGray", "darkText", "gray", "green",
        "label", "lightGray", "lightText", "link", "magenta", "opaqueSeparator", "orange", "placeholderText", "purple",
        "quaternaryLabel", "quaternarySystemFill", "red", "secondaryLabel", "secondarySystemBackground", "secondarySystemFill",
        "secondarySystemGroupedBackground", "separator", "systemBackground", "systemBlue", "systemBrown", "systemCyan",
        "systemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemGreen",
        "systemGroupedBackground", "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed",
        "systemTeal", "systemYellow", "tertiaryLabel", "tertiarySystemBackground", "tertiarySystemFill",
        "tertiarySystemGroupedBackground", "tintColor", "white", "yellow", "groupTableViewBackground"]
    static let uikitImageNames: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]

    /// The generated Swift file, or nil when the catalogs hold no colour or image set.
    public static func source(for assets: [Asset], withExtensions: Bool, declaredByApp: [String: Set<String>]) -> String? {
        guard !assets.isEmpty else { return nil }
        var seen = Set<String>()
        let unique = assets.filter { seen.insert(($0.isColor ? "c:" : "i:") + symbolName(for: $0.name, isColor: $0.isColor)).inserted }
        let colors = unique.filter(\.isColor)
        let images = unique.filter { !$0.isColor }
        var text = """
        // Generated by Vitrine's scripts/port from the app's asset catalogs: the asset symbols
        // Xcode 15 generates (GeneratedAssetSymbols.swift). Do not edit; port again instead.
        import Foundation
        import UIKit

        /// An asset catalog colour resource.
        struct ColorResource: Hashable, @unchecked Sendable {
            let name: String
            let bundle: Bundle

            init(name: String, bundle: Bundle) {
                self.name = name
                self.bundle = bundle
            }
        }

        /// An asset catalog image resource.
        struct ImageResource: Hashable, @unchecked Sendable {
            let name: String
            let bundle: Bundle

            init(name: String, bundle: Bundle) {
                self.name = name
                self.bundle = bundle
            }
        }

        // The catalogs are resources of this module; UIKit looks in every resource bundle.
        private var resourceBundle: Bundle { Bundle.main }

        /// `UIColor(resource:)` and `UIImage(resource:)`: the asset itself, as `UIColor(named:)` and
        /// `UIImage(named:)` find it (an initializer in a protocol extension may assign `self`).
        protocol AssetResourceInitializable {}
        extension UIColor: AssetResourceInitializable {}
        extension UIImage: AssetResourceInitializable {}

        extension AssetResourceInitializable where Self: UIColor {
            /// The colour set `resource` (clear, logged by UIKit, if the catalog has none).
            init(resource: ColorResource) {
                self = (UIColor(named: resource.name, in: nil, compatibleWith: nil) ?? .clear) as! Self
            }
        }

        extension AssetResourceInitializable where Self: UIImage {
            /// The image set `resource` (an empty image, logged by UIKit, if it cannot be read).
            init(resource: ImageResource) {
                let image = UIImage(named: resource.name, in: nil, compatibleWith: nil)
                    ?? UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
                self = image as! Self
            }
        }

        """
        text += resourceExtension("ColorResource", kind: "colour", names: colors.map(\.name), isColor: true)
        text += resourceExtension("ImageResource", kind: "image", names: images.map(\.name), isColor: false)
        if withExtensions {
            text += memberExtension("UIColor", members: colors.map { symbolName(for: $0.name, isColor: true) }
                .filter { !uikitColorNames.contains($0) && !(declaredByApp["UIColor"]?.contains($0) ?? false) })
            text += memberExtension("UIImage", members: images.map { symbolName(for: $0.name, isColor: false) }
                .filter { !uikitImageNames.contains($0) && !(declaredByApp["UIImage"]?.contains($0) ?? false) })
        }
        return text
    }

    /// `extension ColorResource { static let name = ColorResource(...) ... }`; empty without names.
    private static func resourceExtension(_ type: String, kind: String, names: [String], isColor: Bool) -> String {
        guard !names.isEmpty else { return "" }
        var text = "\nextension \(type) {\n"
        for name in names {
            text += "    /// The \"\(name)\" asset catalog \(kind) resource.\n"
            text += "    static let \(symbolName(for: name, isColor: isColor)) = \(type)(name: \(quoted(name)), bundle: resourceBundle)\n"
        }
        return text + "}\n"
    }

    /// `extension UIColor { static var name: UIColor { UIColor(resource: .name) } ... }`.
    private static func memberExtension(_ type: String, members: [String]) -> String {
        guard !members.isEmpty else { return "" }
        var text = "\nextension \(type) {\n"
        for member in members {
            text += "    static var \(member): \(type) { \(type)(resource: .\(member)) }\n"
        }
        return text + "}\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
