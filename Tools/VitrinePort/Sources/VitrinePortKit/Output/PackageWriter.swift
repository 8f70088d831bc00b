import Foundation

/// Writes a plan into the output folder: a file only where its content changed, and the
/// files an earlier port wrote that the plan no longer has are removed (the list is kept
/// in `.vitrine-port-files`); nothing else in the folder (`.build`) is touched.
public struct PackageWriter {
    public static let manifestName = ".vitrine-port-files"
    public let output: URL

    public init(output: URL) {
        self.output = output
    }

    /// Writes `files`; returns the paths written and removed.
    @discardableResult
    public func write(_ files: [String: PlannedFile]) throws -> (written: [String], removed: [String]) {
        let manager = FileManager.default
        try manager.createDirectory(at: output, withIntermediateDirectories: true)
        var written: [String] = []
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            let url = output.appendingPathComponent(path)
            guard let data = file.data else { continue }
            if manager.contents(atPath: url.path) == data { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            written.append(path)
        }
        let manifest = output.appendingPathComponent(Self.manifestName)
        let earlier = ((try? String(contentsOf: manifest, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        var removed: [String] = []
        for path in earlier where files[path] == nil {
            let url = output.appendingPathComponent(path)
            if (try? manager.removeItem(at: url)) != nil { removed.append(path) }
            removeEmptyFolders(from: url.deletingLastPathComponent())
        }
        let list = files.keys.sorted().joined(separator: "\n") + "\n"
        if manager.contents(atPath: manifest.path) != Data(list.utf8) { try Data(list.utf8).write(to: manifest) }
        return (written, removed)
    }

    private func removeEmptyFolders(from folder: URL) {
        var current = folder.standardizedFileURL
        let top = output.standardizedFileURL.path
        while current.path.hasPrefix(top + "/"),
              let contents = try? FileManager.default.contentsOfDirectory(atPath: current.path), contents.isEmpty {
            try? FileManager.default.removeItem(at: current)
            current = current.deletingLastPathComponent()
        }
    }
}
