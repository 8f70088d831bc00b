import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UILabel")
struct UILabelTests {
    private let longText = "A label with far more text than fits on a single short line"

    /// The label drawn through `drawHierarchy` into an image of its size at scale 1.
    // The label draws at the 1x image's scale, not at the scale of whatever screen the
    // last test's runtime left as the main screen (a 2x backing store drawn into a 1x
    // image is resampled, and the references are 1x text).
    private func snapshot(_ view: UIView) -> PixelBuffer {
        view.contentScaleFactor = 1
        return renderPixels(width: view.bounds.width, height: view.bounds.height) { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    @Test func defaults() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail && label.isEnabled)
        #expect(label.contentMode == .redraw && !label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeIsTheTextLayoutSize() {
        let label = UILabel()
        label.text = "Hello, Vitrine"
        let expected = TextLayout(runs: [TextLayout.Run(text: "Hello, Vitrine", font: label.font.textFont)]).size
        #expect(label.intrinsicContentSize == expected)
        #expect(label.intrinsicContentSize == "Hello, Vitrine".size(withAttributes: [.font: label.font!]))
        #expect(expected.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        label.frame = CGRect(x: 7, y: 9, width: 1, height: 1)
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 7, y: 9), size: expected))
    }

    @Test func fontChangeChangesIntrinsicSize() {
        let label = UILabel()
        label.text = "Size"
        let small = label.intrinsicContentSize
        label.font = UIFont.systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.height > 1.9 * small.height)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func multiLineSizeThatFitsWraps() {
        let label = UILabel()
        label.text = longText
        label.numberOfLines = 0
        let lineHeight = label.font.lineHeight
        let fitted = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(fitted.width <= 120 && fitted.height > 3 * lineHeight)
        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(twoLines.height < 2 * lineHeight + 2 && twoLines.height > lineHeight)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)).width > 120)
    }

    @Test func textAndAttributedTextStayInSync() {
        let label = UILabel()
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        #expect(label.text == "Styled")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func truncationWithOneAndTwoLinesReference() {
        let one = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 24))
        one.text = longText
        let two = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 48))
        two.text = longText
        two.numberOfLines = 2
        let onePixels = snapshot(one)
        let twoPixels = snapshot(two)
        // Nothing is drawn past the label's width, and two lines draw more than one.
        #expect(inkedPixelCount(onePixels) > 100)
        #expect(inkedPixelCount(twoPixels) > inkedPixelCount(onePixels) + 100)
        expectMatchesReference(flattenedOnWhite(onePixels), named: "label-truncated-one-line")
        expectMatchesReference(flattenedOnWhite(twoPixels), named: "label-truncated-two-lines")
    }

    @Test func textIsVerticallyCentred() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = "Mid"
        let pixels = snapshot(label)
        let rows = (0..<60).filter { y in (0..<100).contains { argb(pixels, $0, y) >> 24 > 0x40 } }
        let top = rows.min() ?? 0, bottom = rows.max() ?? 0
        #expect(top > 15 && bottom < 45)
        // The line box (not the ink) is centred: its top is (60 - lineHeight) / 2.
        let lineTop = ((60 - label.intrinsicContentSize.height) / 2).rounded(.down)
        #expect(CGFloat(top) >= lineTop)
    }

    @Test func alignmentAndColourReference() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        label.text = "Centred"
        label.textAlignment = .center
        label.textColor = .blue
        label.font = UIFont.boldSystemFont(ofSize: 17)
        label.backgroundColor = .white
        let pixels = snapshot(label)
        expectMatchesReference(pixels, named: "label-centred-bold-blue")
    }
}

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    private func image(width: CGFloat, height: CGFloat, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { c in
            c.cgContext.setFill(opaqueRed)
            c.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test func initWithImageSizesFrame() {
        let view = UIImageView(image: image(width: 30, height: 20, scale: 2))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.layer.contentsScale == 2)
        #expect((view.layer.contents as? CGImage) === view.image?.cgImage)
        let empty = UIImageView(image: nil)
        #expect(empty.frame == .zero)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func highlightedImageReplacesContents() {
        let normal = image(width: 2, height: 2, scale: 1)
        let highlighted = image(width: 2, height: 2, scale: 1)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect((view.layer.contents as? CGImage) === normal.cgImage)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
        view.image = nil
        view.isHighlighted = false
        #expect(view.layer.contents == nil)
    }

    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, CALayerContentsGravity.resize),
        (.scaleAspectFit, .resizeAspect),
        (.scaleAspectFill, .resizeAspectFill),
        (.center, .center),
        (.topLeft, .topLeft),
        (.bottomRight, .bottomRight),
    ])
    func contentModeMapsToGravity(mode: UIView.ContentMode, gravity: CALayerContentsGravity) {
        let view = UIImageView(image: image(width: 4, height: 4, scale: 1))
        view.contentMode = mode
        #expect(view.layer.contentsGravity == gravity)
    }

    @Test func aspectFitRendersLetterboxed() {
        let view = UIImageView(image: image(width: 10, height: 10, scale: 1))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        view.contentMode = .scaleAspectFit
        let pixels = renderPixels(width: 40, height: 20) { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(argb(pixels, 20, 10) == opaqueRed)
        #expect(argb(pixels, 5, 10) == 0 && argb(pixels, 35, 10) == 0)
        #expect(inkedPixelCount(pixels) == 400)
    }
}
