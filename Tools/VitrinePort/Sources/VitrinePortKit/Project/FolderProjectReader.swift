import Foundation

/// Reads a project that is a plain folder of sources with an Info.plist and asset
/// catalogs, and sorts files by what they are (shared with `XcodeProjectReader`).
public enum FolderProjectReader {
    /// Folders a folder project's app does not build from: tests, dependencies' checkouts, build output.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "build", "DerivedData", "fastlane", ".git", ".swiftpm", "Packages"]

    public static func read(folder: URL, moduleName: String? = nil) -> PortableProject {
        var project = PortableProject(moduleName: moduleName ?? PortableProject.moduleName(from: folder.lastPathComponent), root: folder)
        let all = files(in: folder).filter { url in
            let relative = url.path.dropFirst(folder.path.count).split(separator: "/")
            return !relative.dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
        }
        let plists = all.filter { $0.lastPathComponent == "Info.plist" }
        project.infoPlist = plists.min { $0.pathComponents.count < $1.pathComponents.count }
        classify(all.filter { $0.lastPathComponent != "Info.plist" }, into: &project)
        project.otherResources.removeAll { url in
            ["md", "txt", "yml", "yaml", "entitlements", "xcconfig", "resolved", "lock", "sh", "podspec"].contains(url.pathExtension)
                || url.lastPathComponent == "Package.swift" || url.lastPathComponent.hasPrefix("LICENSE")
                || url.lastPathComponent == "Podfile" || url.lastPathComponent == "Cartfile"
        }
        return project
    }

    /// The files under `folder`, sorted; an asset catalog counts as one file (its folder).
    static func files(in folder: URL) -> [URL] {
        var result: [URL] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue && !bundleLikeExtensions.contains(url.pathExtension) {
                result += files(in: url)
            } else {
                result.append(url)
            }
        }
        return result
    }

    /// Every file under `folder`, inside asset catalogs too.
    static func allFiles(in folder: URL) -> [URL] {
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.compactMap { name in
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return url
        }
    }

    static let bundleLikeExtensions: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "bundle", "storyboardc", "xcdatamodeld", "xcdatamodel", "playground", "framework", "xcframework"]
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Puts each file where the ported package needs it.
    static func classify(_ files: [URL], into project: inout PortableProject) {
        let notResources: Set<String> = ["xcodeproj", "xcworkspace", "entitlements", "xcconfig", "xctestplan", "pch", "modulemap", "playground"]
        for url in files {
            let pathExtension = url.pathExtension.lowercased()
            if url.lastPathComponent == "Info.plist" || notResources.contains(pathExtension) { continue }
            switch pathExtension {
            case "swift": project.swiftFiles.append(url)
            case "xcassets": project.assetCatalogs.append(url)
            case "strings", "stringsdict", "xcstrings": project.stringsFiles.append(url)
            case "storyboard", "xib": project.interfaceFiles.append(url)
            case "h", "m", "mm", "c", "cpp": project.objectiveCFiles.append(url)
            case _ where fontExtensions.contains(pathExtension): project.fonts.append(url)
            default: project.otherResources.append(url)
            }
        }
    }
}
