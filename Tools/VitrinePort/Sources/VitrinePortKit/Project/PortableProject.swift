import Foundation

/// What `scripts/port` reads from an iOS project: the app target's module, its files and
/// settings. Paths are absolute.
public struct PortableProject: Sendable {
    /// The app's module name (the Xcode target's `PRODUCT_MODULE_NAME`, else its name made an identifier).
    public var moduleName: String
    /// The folder the project's relative paths start from (the `.xcodeproj`'s parent, or the folder given).
    public var root: URL
    public var swiftFiles: [URL] = []
    public var assetCatalogs: [URL] = []
    /// `.strings`, `.stringsdict` and `.xcstrings` files (inside their `.lproj` folders where they have one).
    public var stringsFiles: [URL] = []
    public var fonts: [URL] = []
    /// Storyboards and xibs (the launch screen among them).
    public var interfaceFiles: [URL] = []
    /// Other files the target copies into the app (JSON, plain images, sounds...).
    public var otherResources: [URL] = []
    /// Objective-C and C sources, which a ported package cannot build.
    public var objectiveCFiles: [URL] = []
    public var infoPlist: URL?
    /// `SWIFT_VERSION`, e.g. "5.0" or "6.0".
    public var swiftVersion: String?
    /// Whether Xcode generates `UIColor.name`/`UIImage.name` from the asset catalogs
    /// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`).
    public var generatesAssetSymbolExtensions: Bool = true
    /// Build settings of the target that name the launch screen (`INFOPLIST_KEY_UILaunchStoryboardName`) and others.
    public var buildSettings: [String: String] = [:]
    public var packages: [PackageDependency] = []

    public init(moduleName: String, root: URL) {
        self.moduleName = moduleName
        self.root = root
    }

    /// A module name from a target or folder name: what Xcode's `PRODUCT_MODULE_NAME` makes of it.
    public static func moduleName(from name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "App" : result
    }
}

/// A Swift package the Xcode project depends on (`XCRemoteSwiftPackageReference`,
/// `XCLocalSwiftPackageReference`) and the products of it the app target uses.
public struct PackageDependency: Sendable, Equatable {
    public enum Requirement: Sendable, Equatable {
        case from(String), upToNextMinor(String), exact(String), range(String, String), branch(String), revision(String)
    }
    public enum Location: Sendable, Equatable {
        case remote(url: String, Requirement)
        case local(path: String)
    }
    public var location: Location
    public var products: [String]

    /// SwiftPM's identity of the package: its URL's or path's last component, lowercased, without `.git`.
    public var identity: String {
        let text: String
        switch location {
        case .remote(let url, _): text = url
        case .local(let path): text = path
        }
        var last = text.split(separator: "/").last.map(String.init) ?? text
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
