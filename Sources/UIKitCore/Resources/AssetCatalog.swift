import Foundation
import Logging
import Synchronization

/// An Xcode asset catalog folder (`Name.xcassets`) read as Apple's "Asset Catalog Format
/// Reference" describes it: colour, image and symbol sets found by name, folders that
/// provide a namespace adding `Folder/` before their sets' names. The folder is indexed
/// once; each set's `Contents.json` is read once and what it makes is kept. A set that
/// cannot be read logs one line and is not found.
final class AssetCatalog: Sendable {
    enum Kind: Sendable { case color, image, symbol }

    struct Entry: Sendable {
        let kind: Kind
        let url: URL
    }

    let url: URL
    private let entries: [String: Entry]
    private let colors = Mutex<[String: UIColor?]>([:])
    private let imageSets = Mutex<[String: AssetImageSet?]>([:])
    // Decoded files by path and scale: the same picture asked for again shares its pixels.
    private let images = Mutex<[String: UIImage?]>([:])
    private let symbols = Mutex<[String: VectorImage?]>([:])

    init(url: URL) {
        self.url = url
        var entries: [String: Entry] = [:]
        Self.index(url, prefix: "", into: &entries)
        self.entries = entries
    }

    private static let setKinds: [String: Kind] = ["colorset": .color, "imageset": .image, "symbolset": .symbol]

    private static func index(_ folder: URL, prefix: String, into entries: inout [String: Entry]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            let child = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            let stem = (name as NSString).deletingPathExtension
            let pathExtension = (name as NSString).pathExtension
            if let kind = setKinds[pathExtension] {
                if entries[prefix + stem] == nil { entries[prefix + stem] = Entry(kind: kind, url: child) }
            } else if pathExtension.isEmpty {
                index(child, prefix: providesNamespace(child) ? prefix + name + "/" : prefix, into: &entries)
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? NSNumber)?.boolValue ?? false
    }

    func kind(of name: String) -> Kind? { entries[name]?.kind }

    /// The colour set `name`: dynamic when it has appearance variants.
    func color(named name: String) -> UIColor? {
        guard let entry = entries[name], entry.kind == .color else { return nil }
        if let known = colors.withLock({ $0[name] }) { return known }
        let color = decode(entry, name: name) { try AssetColorSet.color(from: $0) }
        colors.withLock { $0[name] = color }
        return color
    }

    /// The image set `name` for `traits` (appearance; scale from `displayScale`, else the
    /// main screen's).
    func image(named name: String, traits: UITraitCollection) -> UIImage? {
        guard let entry = entries[name], entry.kind == .image else { return nil }
        let set: AssetImageSet?
        if let known = imageSets.withLock({ $0[name] }) {
            set = known
        } else {
            set = decode(entry, name: name) { try AssetImageSet(data: $0) }
            imageSets.withLock { $0[name] = set }
        }
        guard let set else { return nil }
        let scale = min(max((traits.displayScale > 0 ? traits.displayScale : UIGraphicsImageRendererFormat.mainScreenScale).rounded(), 1), 3)
        guard let file = set.file(for: traits, scale: scale) else {
            Logger.resources.warning("\(entry.url.lastPathComponent): no image for these traits and scale \(scale)")
            return nil
        }
        let path = entry.url.appendingPathComponent(file.name).path
        let key = "\(path)@\(scale)"
        if let known = images.withLock({ $0[key] }) { return known?.withRenderingMode(set.renderingMode) }
        let image = Self.load(path: path, file: file, screenScale: scale, keepVector: set.preservesVectors)
        images.withLock { $0[key] = image }
        return image?.withRenderingMode(set.renderingMode)
    }

    /// The symbol set `name` drawn with `configuration`.
    func symbol(named name: String, configuration: UIImage.SymbolConfiguration?) -> UIImage? {
        guard let entry = entries[name], entry.kind == .symbol else { return nil }
        let vector: VectorImage?
        if let known = symbols.withLock({ $0[name] }) {
            vector = known
        } else {
            vector = decode(entry, name: name) { data -> VectorImage in
                guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let entries = root["symbols"] as? [[String: Any]] else {
                    throw AssetColorSet.Invalid(description: "no \"symbols\" array")
                }
                let files = entries.compactMap { entry in
                    (entry["filename"] as? String).map { AssetVariant(entry: entry, value: $0) }
                }
                guard let file = files.bestFits(for: UITraitCollection()).first?.value else {
                    throw AssetColorSet.Invalid(description: "no symbol file")
                }
                return try VectorImage(data: Data(contentsOf: entry.url.appendingPathComponent(file)))
            }
            symbols.withLock { $0[name] = vector }
        }
        return vector.flatMap { AssetSymbolRenderer.image($0, name: name, configuration: configuration ?? .unspecified) }
    }

    /// `make` run on the set's `Contents.json`; nil with one log line when either fails.
    private func decode<Value>(_ entry: Entry, name: String, _ make: (Data) throws -> Value) -> Value? {
        let contents = entry.url.appendingPathComponent("Contents.json")
        do {
            return try make(try Data(contentsOf: contents))
        } catch {
            Logger.resources.error("\(url.lastPathComponent)/\(name): cannot read \(contents.path): \(error)")
            return nil
        }
    }

    /// A bitmap at its file's scale (1 for a single-scale one), or a PDF or SVG drawn at
    /// its own size for `screenScale`.
    private static func load(path: String, file: AssetImageSet.File, screenScale: CGFloat, keepVector: Bool) -> UIImage? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Logger.resources.error("asset catalog: cannot read \(path)")
            return nil
        }
        let pathExtension = (file.name as NSString).pathExtension.lowercased()
        guard pathExtension == "pdf" || pathExtension == "svg" else {
            do {
                return UIImage(cgImage: CGImage(pixels: try ImageCodec.decode(data)), scale: file.scale ?? 1, orientation: .up)
            } catch {
                Logger.resources.error("asset catalog: cannot decode \(path): \(error)")
                return nil
            }
        }
        do {
            let vector = try VectorImage(data: data)
            let size = vector.naturalSize
            let pixels = try vector.render(width: Int((size.width * screenScale).rounded(.up)),
                                           height: Int((size.height * screenScale).rounded(.up)))
            return UIImage(cgImage: CGImage(pixels: pixels), scale: screenScale, orientation: .up,
                           renderingMode: .automatic, vector: keepVector ? vector : nil)
        } catch {
            Logger.resources.error("asset catalog: cannot draw \(path): \(error)")
            return nil
        }
    }
}
