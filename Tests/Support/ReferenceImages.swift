import CoreGraphics
import Foundation
import Testing

/// Compares `pixels` with the reference image `References/<name>.png` next to the
/// calling test file. Pixels match when every channel of their premultiplied ARGB
/// values differs by at most `tolerance` (0...255).
///
/// When the reference is missing, or the environment variable
/// `VITRINE_RECORD_REFERENCES=1` is set, the reference is (re)written and an issue is
/// recorded, so the run fails until the new image has been looked at and committed.
/// On mismatch, `<name>.actual.png` and `<name>.diff.png` (differing pixels red) are
/// written to a temporary folder named in the issue.
public func expectMatchesReference(_ pixels: PixelBuffer, named name: String, tolerance: Int = 2,
                                   filePath: String = #filePath,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
    let referenceURL = referencesFolder(for: filePath).appendingPathComponent("\(name).png")
    let recording = ProcessInfo.processInfo.environment["VITRINE_RECORD_REFERENCES"] == "1"
    guard !recording, FileManager.default.fileExists(atPath: referenceURL.path) else {
        do {
            try FileManager.default.createDirectory(at: referenceURL.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try ImageCodec.encodePNG(pixels).write(to: referenceURL)
            Issue.record("Recorded reference \(referenceURL.path); look at it, then commit it", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record reference \(referenceURL.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    let reference: PixelBuffer
    do {
        reference = try loadReferencePNG(at: referenceURL)
    } catch {
        Issue.record("Could not read reference \(referenceURL.path): \(error)", sourceLocation: sourceLocation)
        return
    }
    guard reference.width == pixels.width, reference.height == pixels.height else {
        let message = "Size \(pixels.width)x\(pixels.height) differs from reference \(name) "
            + "(\(reference.width)x\(reference.height))"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    let comparison = PixelComparison(pixels, reference, tolerance: tolerance)
    guard comparison.differingPixels > 0 else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-reference-failures")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? ImageCodec.encodePNG(pixels).write(to: folder.appendingPathComponent("\(name).actual.png"))
    try? ImageCodec.encodePNG(comparison.diffImage).write(to: folder.appendingPathComponent("\(name).diff.png"))
    let message = "\(comparison.differingPixels) pixels differ from reference \(name) by more than \(tolerance) "
        + "(worst \(comparison.worstDistance)); "
        + "see \(folder.path)/\(name).actual.png and .diff.png"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Reads a PNG file into premultiplied ARGB32 pixels.
public func loadReferencePNG(at url: URL) throws -> PixelBuffer {
    try ImageCodec.decodePNG(Data(contentsOf: url))
}

/// `References` beside the test file at `filePath`.
private func referencesFolder(for filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("References")
}
