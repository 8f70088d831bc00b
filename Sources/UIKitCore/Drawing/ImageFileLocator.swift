import Foundation

/// Finds the file behind `UIImage(named:)` and reads the scale from `@2x`-style names.
enum ImageFileLocator {
    private static let extensions = ["png", "jpg", "jpeg"]

    /// The scale announced by a file name such as `icon@2x.png`; 1 when there is none.
    static func scale(ofFileAt path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
              let value = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]),
              value > 0 else {
            return 1
        }
        return CGFloat(value)
    }

    /// The existing file for `name` in `directory`, preferring the variant for `preferredScale`.
    static func path(forImageNamed name: String, preferredScale: CGFloat, in directory: String?) -> String? {
        guard !name.isEmpty, let directory else { return nil }
        let fileManager = FileManager.default
        for candidate in candidates(for: name, preferredScale: preferredScale) {
            let path = (directory as NSString).appendingPathComponent(candidate)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    private static func candidates(for name: String, preferredScale: CGFloat) -> [String] {
        let givenExtension = (name as NSString).pathExtension.lowercased()
        let hasExtension = extensions.contains(givenExtension)
        let stem = hasExtension ? (name as NSString).deletingPathExtension : name
        let suffixes = hasExtension ? [givenExtension] : extensions
        let preferred = Int(preferredScale.rounded())
        var scaleMarks = preferred > 1 ? ["@\(preferred)x", ""] : [""]
        for mark in ["@2x", "@3x"] where !scaleMarks.contains(mark) { scaleMarks.append(mark) }
        return scaleMarks.flatMap { mark in suffixes.map { "\(stem)\(mark).\($0)" } }
    }
}
