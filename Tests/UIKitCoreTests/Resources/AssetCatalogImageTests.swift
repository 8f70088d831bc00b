import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// Image and symbol sets of the test target's `Fixtures.xcassets`, and plain image files.
/// Apple's "Asset Catalog Format Reference", Image Set Type: "images" entries with
/// "filename", "idiom", "scale" and "appearances"; "properties" with
/// "template-rendering-intent" and "preserves-vector-representation".
@MainActor
@Suite("UIImage(named:) from asset catalogs and files")
struct AssetCatalogImageTests {
    private func image(_ name: String, scale: CGFloat, style: UIUserInterfaceStyle = .light) -> UIImage? {
        UIImage(named: name, in: .module, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style)]))
    }

    private func firstPixel(_ image: UIImage?) -> UInt32? {
        image?.cgImage.map { argb($0.pixels, 0, 0) }
    }

    // UIImage(named:in:compatibleWith:): the file for the trait collection's display
    // scale; the size in points is the same at every scale (pixels / scale).
    @Test func theScreensScalePicksTheFile() throws {
        for (scale, colour) in [(1, opaqueRed), (2, opaqueGreen), (3, opaqueBlue)] as [(CGFloat, UInt32)] {
            let pixel = try #require(image("Pixel", scale: scale))
            #expect(pixel.scale == scale && pixel.size == CGSize(width: 2, height: 2))
            #expect(firstPixel(pixel) == colour, "\(scale)x")
        }
        // Only a 1x file: it is used on a 3x screen, at its own scale.
        let small = try #require(image("Small", scale: 3))
        #expect(small.scale == 1 && small.size == CGSize(width: 3, height: 3))
    }

    // Format Reference, "appearances": a luminosity dark entry is used in the dark
    // appearance; Vitrine takes the appearance before the scale (the dark 1x slot is empty).
    @Test func theDarkAppearanceHasItsOwnFiles() throws {
        #expect(firstPixel(image("Pixel", scale: 2, style: .dark)) == 0xFFFF_FF00)
        let dark1x = try #require(image("Pixel", scale: 1, style: .dark))
        #expect(dark1x.scale == 2 && firstPixel(dark1x) == 0xFFFF_FF00)
    }

    // Format Reference, "idiom": an iphone entry is used before a universal one; an
    // ipad entry is not used on a phone. Vitrine answers as an iPhone.
    @Test func theDevicePicksTheFile() {
        #expect(firstPixel(image("Device", scale: 1)) == 0xFF00_FFFF)
        #expect(image("IPadOnly", scale: 1) == nil)
    }

    // Format Reference, "template-rendering-intent": template draws the image as a
    // template (`.alwaysTemplate`), original as it is; unset is `.automatic`.
    @Test func renderingIntentSetsTheRenderingMode() throws {
        #expect(image("Glyph", scale: 1)?.renderingMode == .alwaysTemplate)
        #expect(image("Original", scale: 1)?.renderingMode == .alwaysOriginal)
        #expect(image("Pixel", scale: 1)?.renderingMode == .automatic)
        // A template image in an image view shows its shape in the tint.
        let glyph: UIImage = try #require(image("Glyph", scale: 1))
        let view = UIImageView(image: glyph)
        view.tintColor = .systemRed
        let shown = try #require(view.layer.contents as? CGImage)
        #expect(argb(shown.pixels, 1, 1) == UIColor.systemRed.cgColor.premultipliedARGB32)
    }

    // Format Reference, "provides-namespace": the folder's name comes before its sets'.
    @Test func namespacesAndNames() {
        #expect(image("Icons/Dot", scale: 1) != nil)
        #expect(image("Dot", scale: 1) == nil)
        #expect(image("Brand", scale: 1) == nil, "a colour set is not an image")
        #expect(image("NoSuchImage", scale: 1) == nil)
        #expect(UIImage(named: "") == nil)
    }

    // A missing or corrupt file and a Contents.json that is not JSON: nil and a log
    // line, asked once or again.
    @Test func brokenSetsGiveNil() {
        for _ in 0..<2 {
            #expect(image("CorruptFile", scale: 1) == nil)
            #expect(image("BrokenJSON", scale: 1) == nil)
        }
    }

    // Decoded once: the same picture asked for again shares its pixels.
    @Test func decodedImagesAreKept() throws {
        let first = try #require(image("Pixel", scale: 2))
        let again = try #require(image("Pixel", scale: 2))
        #expect(first.cgImage === again.cgImage)
    }

    // UIImage(named:) without a bundle: the main bundle, then (Vitrine) the app's SwiftPM
    // resource bundles; plain files by name, `photo@2x.png` for a 2x screen.
    @Test func plainFilesAndTheResourceBundles() throws {
        #expect(UIImage(named: "Pixel") != nil)
        #expect(firstPixel(image("photo", scale: 1)) == opaqueRed)
        let photo2x = try #require(image("photo", scale: 2))
        #expect(photo2x.scale == 2 && photo2x.size == CGSize(width: 1, height: 1) && firstPixel(photo2x) == opaqueGreen)
        #expect(firstPixel(image("photo.png", scale: 1)) == opaqueRed)
    }

    // Swift's `#imageLiteral(resourceName:)` is `UIImage(named:)` through
    // `_ExpressibleByImageLiteral`. iOS stops the app for a missing one; Vitrine logs it
    // and gives an empty image.
    @Test func imageLiterals() {
        let photo = #imageLiteral(resourceName: "photo")
        #expect(photo.size == CGSize(width: 1, height: 1))
        let missing = #imageLiteral(resourceName: "no-such-image")
        #expect(missing.size == .zero && missing.cgImage == nil)
    }

    // Format Reference, "preserves-vector-representation": a PDF or SVG kept as vectors is
    // drawn sharp at any size; at its own size it is the document's size in points.
    @Test func svgImagesAtTheirSizeAndLarger() throws {
        let vector = try #require(image("Vector", scale: 2))
        #expect(vector.size == CGSize(width: 24, height: 16) && vector.scale == 2)
        let natural = try #require(vector.cgImage?.pixels)
        #expect(natural.width == 48 && natural.height == 32)
        expectMatchesReference(flattenedOnWhite(natural), named: "vector-svg-24x16@2x")
        let large = renderPixels(width: 96, height: 64) { _ in vector.draw(in: CGRect(x: 0, y: 0, width: 96, height: 64)) }
        expectMatchesReference(flattenedOnWhite(large), named: "vector-svg-96x64")
        // Not kept as vectors: Xcode makes bitmaps at the document's size, drawn larger blurred.
        let raster = try #require(image("RasterSVG", scale: 1))
        let stretched = renderPixels(width: 96, height: 64) { _ in raster.draw(in: CGRect(x: 0, y: 0, width: 96, height: 64)) }
        #expect(argb(stretched, 32, 32) == 0xFFFF_FFFF, "the circle's centre")
        #expect(PixelComparison(flattenedOnWhite(stretched), flattenedOnWhite(large), tolerance: 8).differingPixels > 100)
    }

    @Test func pdfImagesAtTheirSizeAndLarger() throws {
        let document = try #require(image("Document", scale: 1))
        #expect(document.size == CGSize(width: 20, height: 20) && document.renderingMode == .alwaysOriginal)
        expectMatchesReference(flattenedOnWhite(try #require(document.cgImage?.pixels)), named: "vector-pdf-20x20")
        let large = renderPixels(width: 80, height: 80) { _ in document.draw(in: CGRect(x: 0, y: 0, width: 80, height: 80)) }
        expectMatchesReference(flattenedOnWhite(large), named: "vector-pdf-80x80")
    }

    // A symbol set's SVG is an SF Symbols template: drawn as a template image at the
    // configuration's point size (the template's glyphs are 100 units to the point size),
    // its weight's glyph when the template has one (UIImage.SymbolConfiguration).
    @Test func symbolSets() throws {
        let box = try #require(UIImage(named: "Box", in: .module, with: UIImage.SymbolConfiguration(pointSize: 100)))
        #expect(box.isSymbolImage && box.renderingMode == .automatic)
        #expect(box.size == CGSize(width: 60, height: 70))
        let small = try #require(UIImage(named: "Box", in: .module, compatibleWith: nil))
        #expect(small.size == CGSize(width: 11, height: 12), "17 points by default")
        let resized = box.withConfiguration(UIImage.SymbolConfiguration(pointSize: 50))
        #expect(resized.isSymbolImage && resized.size == CGSize(width: 30, height: 35))
        let large = box.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.size.height > box.size.height, "no L glyph: the M glyph enlarged")
        let regular = try #require(box.cgImage?.pixels)
        let bold = try #require(box.withConfiguration(UIImage.SymbolConfiguration(weight: .bold)).cgImage?.pixels)
        #expect(inkedPixelCount(bold) > inkedPixelCount(regular), "the Bold-M glyph")
        let drawn = renderPixels(width: 40, height: 40) { _ in
            UIImage(named: "Box", in: .module, with: UIImage.SymbolConfiguration(pointSize: 40))?
                .withTintColor(.systemBlue).draw(at: CGPoint(x: 8, y: 6))
        }
        expectMatchesReference(flattenedOnWhite(drawn), named: "symbol-box-40pt")
    }

    // An image view scaling a vector image shows it drawn at the size it is scaled to
    // (Asset Catalog Format Reference, "preserves-vector-representation"); a bitmap made
    // from a vector is stretched.
    @Test func imageViewsDrawVectorsAtTheirSize() throws {
        let vector = try #require(image("Vector", scale: 1))
        let view = UIImageView(image: vector)
        view.frame = CGRect(x: 0, y: 0, width: 96, height: 64)
        view.layoutIfNeeded()
        #expect((view.layer.contents as? CGImage)?.width == 96)
        view.contentMode = .scaleAspectFit
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        view.layoutIfNeeded()
        #expect((view.layer.contents as? CGImage).map { [$0.width, $0.height] } == [48, 32])
        let rasterImage: UIImage = try #require(image("RasterSVG", scale: 1))
        let raster = UIImageView(image: rasterImage)
        raster.frame = CGRect(x: 0, y: 0, width: 96, height: 64)
        raster.layoutIfNeeded()
        #expect((raster.layer.contents as? CGImage)?.width == 24)
    }
}
