import CoreGraphics
import Foundation
import Logging

/// The fonts an app ships and lists in Info.plist's `UIAppFonts`, registered at launch so
/// that `UIFont(name:size:)` finds their families, as on iOS ("Adding a Custom Font to Your
/// App": "the system loads the fonts listed in UIAppFonts when the app launches").
enum ApplicationFonts {
    private static let logger = Logger(label: "vitrine.application")

    /// Registers each of `paths` (relative to the app's bundle, as on iOS) found by
    /// `locate(_:in:)`. Returns the files registered; a file not found or not a font is
    /// logged and skipped.
    @discardableResult
    static func register(_ paths: [String], in folders: [URL]) -> [URL] {
        locate(paths, in: folders).filter { file in
            do {
                try TextLayout.registerApplicationFont(at: file.path)
                return true
            } catch {
                // Not registered: UIFont(name:size:) gives nil for its names, as iOS does
                // for a font that failed to load, and text falls back to the system font.
                logger.error("Info.plist: UIAppFonts \(file.path) not registered: \(error)")
                return false
            }
        }
    }

    /// The files of `paths`, each looked for in `folders` in order and, for a path with
    /// folders, by its file name too (SwiftPM's `.process` puts resources at the top of the
    /// bundle). A path not found is logged and left out.
    static func locate(_ paths: [String], in folders: [URL]) -> [URL] {
        paths.compactMap { path in
            let names = [path, (path as NSString).lastPathComponent]
            let candidates = folders.flatMap { folder in names.map { folder.appendingPathComponent($0) } }
            guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                logger.error("Info.plist: UIAppFonts \(path) is not in the app's resources (looked in \(folders.map(\.path).joined(separator: ", ")))")
                return nil
            }
            return file
        }
    }

    /// The folders `UIAppFonts` paths are relative to: the folder holding the Info.plist,
    /// then the resource bundles beside the executable, then the executable's folder.
    static func searchFolders(plistURL: URL?) -> [URL] {
        var folders: [URL] = []
        if let plistURL {
            let holder = plistURL.deletingLastPathComponent()
            folders.append(holder)
            // The resource bundle that holds AppInfo/.
            if holder.lastPathComponent == InfoPlist.resourceFolder { folders.append(holder.deletingLastPathComponent()) }
        }
        folders += ResourceBundles.searched(nil).compactMap(\.resourceURL)
        folders.append(Bundle.main.bundleURL)
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
