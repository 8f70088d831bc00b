import Foundation
import Logging

/// The app's Info.plist, the keys of it UIKit reads at launch.
///
/// Where it is (docs/WRITING-APPS.md, "Info.plist"): `Info.plist` beside the executable,
/// which Foundation's `Bundle.main` reads itself, or else `AppInfo/Info.plist` in one of the
/// `*.resources` bundles SwiftPM copies beside the executable (SwiftPM refuses an
/// `Info.plist` at the top of a resource bundle, so the app declares the `AppInfo` folder
/// with `.copy("AppInfo")`). A plist found in a resource bundle is added to
/// `Bundle.main`'s info dictionary, so the app's own `Bundle.main.infoDictionary` reads
/// see it as on iOS.
@MainActor
package struct InfoPlist {
    /// The folder of a resource bundle that holds the app's Info.plist.
    nonisolated static let resourceFolder = "AppInfo"

    private static let logger = Logger(label: "vitrine.application")

    /// Where the file was read from; nil for `Bundle.main`'s own dictionary.
    let url: URL?
    let dictionary: [String: Any]

    init(dictionary: [String: Any], url: URL? = nil) {
        self.dictionary = dictionary
        self.url = url
    }

    /// The plist at `url` (XML, binary or OpenStep), or nil, logged, when it cannot be read
    /// or is not a dictionary.
    init?(contentsOf url: URL) {
        do {
            let data = try Data(contentsOf: url)
            guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                Self.logger.error("\(url.path) is not a dictionary of Info.plist keys; ignored")
                return nil
            }
            self.init(dictionary: dictionary, url: url)
        } catch {
            Self.logger.error("cannot read \(url.path): \(error); the app runs without its Info.plist")
            return nil
        }
    }

    /// The app's Info.plist, found once (tests may replace it).
    package static var main: InfoPlist? = located()

    /// `Bundle.main`'s own dictionary when it has one (an Info.plist beside the executable),
    /// else `AppInfo/Info.plist` in the resource bundles beside the executable, whose keys
    /// are then added to `Bundle.main`'s.
    static func located() -> InfoPlist? {
        if let own = Bundle.main.infoDictionary, !own.isEmpty {
            return InfoPlist(dictionary: own)
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        guard let url = resourceBundlePlist(besideExecutable: executable), let plist = InfoPlist(contentsOf: url) else {
            return nil
        }
        MainBundleInfoDictionary.add(contentsOf: url)
        return plist
    }

    /// `AppInfo/Info.plist` in the `*.resources` folders beside `executable`: the
    /// executable target's bundle (`<Package>_<executable>.resources`) first, then the
    /// others by name (a library target's), except another executable's own bundle (in a
    /// package of several apps, one app never takes another's Info.plist). More than one
    /// is logged.
    static func resourceBundlePlist(besideExecutable executable: URL) -> URL? {
        let folder = executable.deletingLastPathComponent()
        let ownSuffix = "_\(executable.lastPathComponent).resources"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // `<Package>_<name>.resources` beside an executable file `name` is that app's own.
        func isAnotherExecutablesBundle(_ bundle: String) -> Bool {
            entries.contains { name in
                guard name != executable.lastPathComponent, bundle.hasSuffix("_\(name).resources") else { return false }
                var isFolder: ObjCBool = false
                let path = folder.appendingPathComponent(name).path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                    && FileManager.default.isExecutableFile(atPath: path)
            }
        }
        let names = entries
            .filter { $0.hasSuffix(".resources") && ($0.hasSuffix(ownSuffix) || !isAnotherExecutablesBundle($0)) }
            .sorted { ($0.hasSuffix(ownSuffix) ? 0 : 1, $0) < ($1.hasSuffix(ownSuffix) ? 0 : 1, $1) }
        let found = names.map { folder.appendingPathComponent($0).appendingPathComponent(resourceFolder).appendingPathComponent("Info.plist") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        if found.count > 1 {
            logger.warning("several Info.plist files: using \(found[0].path), ignoring \(found.dropFirst().map(\.path).joined(separator: ", "))")
        }
        return found.first
    }

    // MARK: Keys

    /// The scene manifest (`UIApplicationSceneManifest`), or nil when there is none.
    var sceneManifest: SceneManifest? {
        guard let value = dictionary["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = value as? [String: Any] else {
            Self.logger.error("Info.plist: UIApplicationSceneManifest is not a dictionary; ignored")
            return nil
        }
        return SceneManifest(manifest)
    }

    /// `UIUserInterfaceStyle`: `Light` or `Dark` force the app's appearance; `Automatic`
    /// (or no key) follows the screen's.
    var userInterfaceStyle: UIUserInterfaceStyle? {
        guard let value = dictionary["UIUserInterfaceStyle"] else { return nil }
        switch value as? String {
        case "Light": return .light
        case "Dark": return .dark
        case "Automatic": return nil
        default:
            Self.logger.error("Info.plist: UIUserInterfaceStyle \(value) is not Light, Dark or Automatic; ignored")
            return nil
        }
    }

    /// `UIAppFonts`: font files, as paths relative to the app's bundle.
    var appFonts: [String] {
        guard let value = dictionary["UIAppFonts"] else { return [] }
        guard let paths = value as? [Any] else {
            Self.logger.error("Info.plist: UIAppFonts is not an array of paths; ignored")
            return []
        }
        return paths.compactMap { path in
            if let path = path as? String { return path }
            Self.logger.error("Info.plist: UIAppFonts entry \(path) is not a path; ignored")
            return nil
        }
    }

    /// The name people see: `CFBundleDisplayName`, else `CFBundleName`.
    package var displayName: String? {
        (dictionary["CFBundleDisplayName"] as? String) ?? (dictionary["CFBundleName"] as? String)
    }

    /// `UIMainStoryboardFile`: the storyboard an app without scenes starts with.
    var mainStoryboardName: String? { dictionary["UIMainStoryboardFile"] as? String }

    /// Logs the keys that name what Vitrine cannot show (storyboard files that were not made
    /// in code); the keys iOS uses for the launch screen, device capabilities and
    /// orientations are left alone.
    func logUnsupportedKeys() {
        if let storyboard = mainStoryboardName, !UIStoryboard.isRegistered(storyboard) {
            Self.logger.warning("Info.plist: UIMainStoryboardFile \(storyboard) is ignored (Vitrine reads no storyboard files; UIStoryboard.register(name:scenes:) makes one in code); make the window in code")
        }
    }
}
