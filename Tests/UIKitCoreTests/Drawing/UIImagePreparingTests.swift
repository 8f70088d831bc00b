import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// `preparingForDisplay()` and `preparingThumbnail(of:)` with their asynchronous forms
/// (iOS 15). Apple's documentation: both return nil when the image "isn't backed by a
/// CGImage" (a symbol here is drawn from the icon font, as iOS's are vectors); a thumbnail
/// is "a new thumbnail image at the specified size"; the completion handlers run "on a
/// background thread".
@Suite("UIImage preparing for display")
struct UIImagePreparingTests {
    /// A 2x2-pixel image at scale 2: red, green / blue, black.
    private func quadrants() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { c in
            c.cgContext.scaleBy(x: 0.5, y: 0.5)
            for (index, color) in [opaqueRed, opaqueGreen, opaqueBlue, opaqueBlack].enumerated() {
                c.cgContext.setFill(color)
                c.fill(CGRect(x: index % 2, y: index / 2, width: 1, height: 1))
            }
        }
    }

    @Test func aPreparedImageIsTheSameImage() throws {
        let image = quadrants()
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared !== image)
        #expect(prepared.size == image.size && prepared.scale == 2)
        #expect(prepared.cgImage === image.cgImage)
    }

    @Test @MainActor func symbolsAreNotPrepared() throws {
        let symbol = try #require(UIImage(systemName: "plus"))
        #expect(symbol.preparingForDisplay() == nil)
        #expect(symbol.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
    }

    @Test func aThumbnailHasTheSizeAskedForAndTheImageDrawnToFillIt() throws {
        let thumbnail = try #require(quadrants().preparingThumbnail(of: CGSize(width: 20, height: 10)))
        #expect(thumbnail.size == CGSize(width: 20, height: 10))
        #expect(thumbnail.scale == 1)
        let pixels = renderPixels(width: 20, height: 10) { _ in thumbnail.draw(at: .zero) }
        #expect(argb(pixels, 2, 2) == opaqueRed)
        #expect(argb(pixels, 17, 2) == opaqueGreen)
        #expect(argb(pixels, 2, 7) == opaqueBlue)
        #expect(argb(pixels, 17, 7) == opaqueBlack)
        #expect(quadrants().preparingThumbnail(of: .zero) == nil)
        #expect(quadrants().preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 4)) == nil)
    }

    @Test func theAsynchronousFormsAnswerOffTheMainThread() async throws {
        let image = quadrants()
        let prepared = await image.byPreparingForDisplay()
        #expect(prepared?.cgImage === image.cgImage)
        let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 8, height: 8))
        #expect(thumbnail?.size == CGSize(width: 8, height: 8))
        let onMain = await withCheckedContinuation { continuation in
            image.prepareForDisplay { _ in continuation.resume(returning: Thread.isMainThread) }
        }
        #expect(!onMain)
    }
}
