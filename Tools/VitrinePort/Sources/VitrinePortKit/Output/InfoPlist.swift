import Foundation

/// The app's Info.plist as Xcode builds it, for Vitrine to read at launch
/// (docs/PORTING.md): build settings substituted, `INFOPLIST_KEY_*` settings folded in
/// (Xcode 13's generated Info.plist). It goes to `AppInfo/Info.plist` in the executable
/// target, a copied folder: SwiftPM refuses an Info.plist at the top of a resource bundle.
public enum InfoPlist {
    public static let folder = "AppInfo"

    /// The plist's XML, or nil when the project has neither an Info.plist nor generated keys.
    public static func build(for project: PortableProject) -> String? {
        var dictionary: [String: Any] = [:]
        if let url = project.infoPlist, let data = FileManager.default.contents(atPath: url.path),
           let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            dictionary = read
        }
        for (key, value) in project.buildSettings where key.hasPrefix("INFOPLIST_KEY_") {
            let name = String(key.dropFirst("INFOPLIST_KEY_".count))
            if name.hasSuffix("_Generation") {
                // A flag for Xcode's generator: a scene manifest that allows one scene.
                if name == "UIApplicationSceneManifest_Generation", value == "YES", dictionary["UIApplicationSceneManifest"] == nil {
                    dictionary["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false]
                }
                continue
            }
            if dictionary[name] == nil {
                dictionary[name] = value == "YES" ? true as Any : value == "NO" ? false as Any : value
            }
        }
        guard !dictionary.isEmpty else { return nil }
        for (key, setting) in ["CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleShortVersionString": "MARKETING_VERSION",
                               "CFBundleVersion": "CURRENT_PROJECT_VERSION"] where dictionary[key] == nil {
            if let value = project.buildSettings[setting] { dictionary[key] = value }
        }
        if dictionary["CFBundleName"] == nil { dictionary["CFBundleName"] = "$(PRODUCT_NAME)" }
        var settings = project.buildSettings
        settings["PRODUCT_MODULE_NAME"] = project.moduleName
        settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? project.moduleName
        if settings["PRODUCT_NAME"] == nil || settings["PRODUCT_NAME"]!.contains("$") { settings["PRODUCT_NAME"] = project.moduleName }
        settings["EXECUTABLE_NAME"] = project.moduleName
        settings["DEVELOPMENT_LANGUAGE"] = settings["DEVELOPMENT_LANGUAGE"] ?? "en"
        let substituted = substitute(dictionary, settings: settings)
        guard let data = try? PropertyListSerialization.data(fromPropertyList: substituted, format: .xml, options: 0) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `$(NAME)` and `${NAME}` (with an optional `:modifier`, ignored) replaced by the settings' values.
    static func substitute(_ value: Any, settings: [String: String]) -> Any {
        if let text = value as? String {
            var result = text
            for (open, close) in [("$(", ")"), ("${", "}")] {
                while let start = result.range(of: open), let end = result.range(of: close, range: start.upperBound..<result.endIndex) {
                    let name = String(result[start.upperBound..<end.lowerBound]).split(separator: ":").first.map(String.init) ?? ""
                    guard let replacement = settings[name] else { break }
                    result.replaceSubrange(start.lowerBound..<end.upperBound, with: replacement)
                }
            }
            return result
        }
        if let dictionary = value as? [String: Any] { return dictionary.mapValues { substitute($0, settings: settings) } }
        if let array = value as? [Any] { return array.map { substitute($0, settings: settings) } }
        return value
    }
}
