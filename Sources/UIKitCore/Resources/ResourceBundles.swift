import Foundation
import Logging
import Synchronization

extension Logger {
    static let resources = Logger(label: "vitrine.uikit.resources")
}

/// The bundles `UIImage(named:)` and `UIColor(named:)` look in, and the asset catalogs
/// each holds. SwiftPM on Linux copies a target's resources (an `.xcassets` folder
/// whole, with `.process` or `.copy`) into `<Package>_<Target>.resources` beside the
/// executable; `Bundle.module` is that folder.
enum ResourceBundles {
    private static let catalogsByBundle = Mutex<[String: [AssetCatalog]]>([:])
    /// Asset catalogs loaded so far (the soak's census, issue 29).
    static var catalogCount: Int { catalogsByBundle.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// The bundle given, or `Bundle.main` and then the resource bundles beside the executable.
    static func searched(_ bundle: Bundle?) -> [Bundle] {
        if let bundle { return [bundle] }
        return [Bundle.main] + besideExecutable
    }

    /// The `*.resources` folders next to the executable, by name; read once.
    private static let besideExecutable: [Bundle] = {
        let folder = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted()
            .compactMap { Bundle(path: folder.appendingPathComponent($0).path) }
    }()

    /// The `*.xcassets` folders at the top of `bundle`'s resources, by name; each indexed
    /// once and kept.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        guard let root = bundle.resourcePath else { return [] }
        if let known = catalogsByBundle.withLock({ $0[root] }) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let catalogs = names.filter { $0.hasSuffix(".xcassets") }.sorted()
            .map { AssetCatalog(url: URL(fileURLWithPath: root).appendingPathComponent($0, isDirectory: true)) }
        catalogsByBundle.withLock { $0[root] = catalogs }
        return catalogs
    }
}
