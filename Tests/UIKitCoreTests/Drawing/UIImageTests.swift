import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

@Suite("UIImage and UIGraphicsImageRenderer")
struct UIImageTests {
    /// A 2x2 image: red, green / blue, black, opaque.
    private func quadrants(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 2 / scale, height: 2 / scale), format: format).image { c in
            c.cgContext.scaleBy(x: 1 / scale, y: 1 / scale)
            for (index, color) in [opaqueRed, opaqueGreen, opaqueBlue, opaqueBlack].enumerated() {
                c.cgContext.setFill(color)
                c.fill(CGRect(x: index % 2, y: index / 2, width: 1, height: 1))
            }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func rendererSizesInPointsAndPixels(scale: CGFloat) throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        let image = renderer.image { _ in }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == scale)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == Int(30 * scale) && cgImage.height == Int(20 * scale))
    }

    @Test func rendererAtScaleTwoDrawsInPoints() {
        let pixels = renderPixels(width: 10, height: 10, scale: 2) { context in
            context.cgContext.setFill(opaqueRed)
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
        }
        #expect(argb(pixels, 10, 0) == opaqueRed && argb(pixels, 19, 9) == opaqueRed)
        #expect(argb(pixels, 9, 0) == 0 && argb(pixels, 10, 10) == 0)
    }

    @Test func rendererBoundsOriginShiftsUserSpace() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 4, height: 4), format: format)
        #expect(renderer.format.bounds == CGRect(x: 100, y: 50, width: 4, height: 4))
        let image = renderer.image { context in
            context.cgContext.setFill(opaqueBlue)
            context.fill(CGRect(x: 100, y: 50, width: 1, height: 1))
        }
        let pixels = try #require(image.cgImage).pixels
        #expect(argb(pixels, 0, 0) == opaqueBlue && inkedPixelCount(pixels) == 1)
    }

    @Test func rendererContextIsCurrentOnlyDuringActions() {
        var inside: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = UIGraphicsGetCurrentContext()
            #expect(inside === context.cgContext)
        }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func currentImageSnapshotsMidway() throws {
        var midway: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            context.cgContext.setFill(opaqueRed)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            midway = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let before = try #require(midway?.cgImage).pixels
        let after = try #require(final.cgImage).pixels
        #expect(argb(before, 1, 0) == 0 && argb(after, 1, 0) == opaqueRed)
    }

    @Test func emptyRendererSizeGivesEmptyImage() {
        var ran = false
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        #expect(!ran)
        #expect(image.size == .zero)
    }

    @Test func gradientThroughContextReference() {
        let pixels = renderPixels(width: 64, height: 32, scale: 2) { context in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                               CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                      locations: [0, 1])!
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 0),
                                                 options: [])
        }
        let left = argb(pixels, 0, 10), right = argb(pixels, 127, 10)
        #expect((left >> 16) & 0xFF > 0xF0 && left & 0xFF < 0x10)
        #expect((right >> 16) & 0xFF < 0x10 && right & 0xFF > 0xF0)
        expectMatchesReference(pixels, named: "renderer-gradient")
    }

    @Test func pngDataRoundTripKeepsPixelsAndScale() throws {
        let original = quadrants()
        let data = try #require(original.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.scale == 2 && decoded.size == CGSize(width: 1, height: 1))
        let pixels = try #require(decoded.cgImage).pixels
        #expect([argb(pixels, 0, 0), argb(pixels, 1, 0), argb(pixels, 0, 1), argb(pixels, 1, 1)]
                == [opaqueRed, opaqueGreen, opaqueBlue, opaqueBlack])
    }

    @Test func jpegDataRoundTripIsClose() throws {
        let flat = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16),
                                           format: { let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }())
            .image { context in
                context.cgContext.setFill(opaqueGreen)
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
        let data = try #require(flat.jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 16, height: 16))
        let pixel = argb(try #require(decoded.cgImage).pixels, 8, 8)
        #expect(pixel >> 24 == 0xFF && (pixel >> 8) & 0xFF > 0xF0 && (pixel >> 16) & 0xFF < 0x10)
    }

    @Test func corruptOrTruncatedDataGivesNil() throws {
        let png = try #require(quadrants().pngData())
        let jpeg = try #require(quadrants().jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: png.prefix(png.count / 2)) == nil)
        #expect(UIImage(data: jpeg.prefix(jpeg.count / 2)) == nil)
        var scrambled = png
        for index in 16..<min(scrambled.count, 60) { scrambled[index] ^= 0x5A }
        #expect(UIImage(data: scrambled) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func contentsOfFileReadsScaleFromName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draw-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("icon@2x.png").path
        try #require(quadrants().pngData()).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 1, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        let broken = folder.appendingPathComponent("broken.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: URL(fileURLWithPath: broken))
        #expect(UIImage(contentsOfFile: broken) == nil)
    }

    @Test func namedMissingImageIsNil() {
        #expect(UIImage(named: "vitrine-no-such-image") == nil)
        #expect(UIImage(named: "") == nil)
    }

    @Test func drawInRectScalesImage() {
        let image = quadrants()
        let pixels = renderPixels(width: 20, height: 20) { context in
            context.cgContext.interpolationQuality = .none
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(argb(pixels, 2, 2) == opaqueRed)
        #expect(argb(pixels, 17, 2) == opaqueGreen)
        #expect(argb(pixels, 2, 17) == opaqueBlue)
        #expect(argb(pixels, 17, 17) == opaqueBlack)
    }

    @Test func drawAtUsesPointSizeAndAlpha() {
        let image = quadrants(scale: 2)
        #expect(image.size == CGSize(width: 1, height: 1))
        let pixels = renderPixels(width: 4, height: 4, scale: 2) { _ in
            image.draw(at: CGPoint(x: 1, y: 1))
            image.draw(in: CGRect(x: 2, y: 2, width: 1, height: 1), blendMode: .normal, alpha: 0.5)
        }
        #expect(argb(pixels, 2, 2) == opaqueRed && argb(pixels, 3, 3) == opaqueBlack)
        #expect(inkedPixelCount(pixels, in: (0..<2, 0..<8)) == 0)
        #expect(argb(pixels, 4, 4) >> 24 == 0x80)
    }

    @Test func cgImageInitKeepsScaleAndOrientation() throws {
        let cgImage = try #require(quadrants().cgImage)
        let image = UIImage(cgImage: cgImage, scale: 2, orientation: .left)
        #expect(image.imageOrientation == .left && image.size == CGSize(width: 1, height: 1))
        #expect(UIImage(cgImage: cgImage).scale == 1)
        #expect(UIImage(cgImage: cgImage, scale: .nan, orientation: .up).scale == 1)
    }
}
