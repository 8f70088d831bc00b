import Foundation

/// What `vitrine-port` was asked to do.
public struct PortOptions: Sendable {
    public var project: URL
    /// The Vitrine checkout the package depends on (by path unless `vitrineURL` is set).
    public var vitrinePath: URL
    /// A released Vitrine (`--vitrine-url URL --from VERSION`).
    public var vitrineURL: String?
    public var vitrineVersion: String?
    /// Frameworks to give an empty module (`--stub NAME`).
    public var stubs: [String] = []
    /// Files or folders left out (`--exclude PATH`), relative to the project's folder or absolute.
    public var excludes: [String] = []
    /// Package dependencies pointed at a local checkout (`--local-package NAME=PATH`).
    public var localPackages: [String: String] = [:]
    /// The Xcode target to port (`--target NAME`); the first application target by default.
    public var target: String?

    public init(project: URL, vitrinePath: URL) {
        self.project = project
        self.vitrinePath = vitrinePath
    }
}

/// A file of the ported package: text made by the port, or a file of the project copied.
public enum PlannedFile: Equatable, Sendable {
    case text(String)
    case copy(URL)

    var data: Data? {
        switch self {
        case .text(let text): return Data(text.utf8)
        case .copy(let url): return FileManager.default.contents(atPath: url.path)
        }
    }
}
