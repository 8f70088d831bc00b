import Foundation
import UIKitCore

/// Image files into `UIImage`, drawn: a broken file gives nil (and a log line), never a
/// crash. The fuzzer's bytes follow a real file's signature, so it starts inside the
/// decoder rather than at its first check.
@MainActor
enum ImageDecodingTarget {
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    static let jpegSignature = Data([0xFF, 0xD8])

    static func run(_ data: Data, asPNG: Bool) -> [String] {
        let signature = asPNG ? pngSignature : jpegSignature
        let file = data.starts(with: signature) ? data : signature + data
        guard let image = UIImage(data: file) else { return [] }
        var problems: [String] = []
        if !(image.size.width > 0 && image.size.height > 0) {
            problems.append("a decoded image has the size \(image.size)")
        }
        // Drawn scaled down into a small context: every pixel row is read.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16))
        _ = renderer.image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 16, height: 16)) }
        return problems
    }
}
