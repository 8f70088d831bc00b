import Foundation

/// An image set (`Name.imageset/Contents.json`): its files by device, appearance and
/// scale, and how they are drawn. Apple's "Asset Catalog Format Reference", Image Set.
struct AssetImageSet: Sendable {
    struct File: Sendable {
        let name: String
        /// 1, 2 or 3; nil for a single-scale image (a PDF or SVG, or one bitmap for all).
        let scale: CGFloat?
    }

    let variants: [AssetVariant<File>]
    /// `template-rendering-intent`: `template` or `original`; automatic otherwise.
    let renderingMode: UIImage.RenderingMode
    /// `preserves-vector-representation`: a PDF or SVG is drawn anew at the size it is drawn at.
    let preservesVectors: Bool

    init(data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["images"] as? [[String: Any]] else {
            throw AssetColorSet.Invalid(description: "no \"images\" array")
        }
        variants = entries.compactMap { entry in
            // Entries without a file are the empty slots Xcode lists.
            guard let name = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
            return AssetVariant(entry: entry, value: File(name: name, scale: scale))
        }
        let properties = root["properties"] as? [String: Any] ?? [:]
        switch properties["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        preservesVectors = (properties["preserves-vector-representation"] as? NSNumber)?.boolValue ?? false
    }

    /// The file for `traits` at `scale`: the best device and appearance, then that scale,
    /// else the next larger (drawn down), else the largest; a single-scale file last.
    func file(for traits: UITraitCollection, scale: CGFloat) -> File? {
        let files = variants.bestFits(for: traits).map(\.value)
        let scaled = files.filter { $0.scale != nil }
        if let exact = scaled.first(where: { $0.scale == scale }) { return exact }
        if let larger = scaled.filter({ $0.scale! > scale }).min(by: { $0.scale! < $1.scale! }) { return larger }
        if let smaller = scaled.max(by: { $0.scale! < $1.scale! }) { return smaller }
        return files.first
    }
}
