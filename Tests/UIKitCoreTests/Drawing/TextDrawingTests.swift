import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

@Suite("Text drawing and UIFont")
struct TextDrawingTests {
    private let font = UIFont.systemFont(ofSize: 14)
    private let paragraph = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

    /// The horizontal extent (min x, max x) of ink in rows `ys`.
    private func inkColumns(_ pixels: PixelBuffer, rows ys: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for y in ys {
            for x in 0..<pixels.width where argb(pixels, x, y) >> 24 > 0x40 { columns.append(x) }
        }
        guard let low = columns.min(), let high = columns.max() else { return nil }
        return low...high
    }

    @Test func fontMetricsAreConsistent() {
        #expect(font.pointSize == 14)
        #expect(font.familyName == "Inter")
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.capHeight > font.xHeight && font.xHeight > 0 && font.capHeight < font.ascender)
        // Half the size, half the metrics (7 points, like 14, is drawn with Inter's text face).
        let smaller = font.withSize(7)
        #expect(smaller.pointSize == 7 && abs(2 * smaller.ascender - font.ascender) < 0.01)
        #expect(UIFont.boldSystemFont(ofSize: 14).fontName == "Inter Bold")
        #expect(UIFont.italicSystemFont(ofSize: 14).fontName == "Inter Italic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(UIFont.systemFont(ofSize: 14) == font)
    }

    @Test func namedFontsMustBeInstalled() {
        #expect(UIFont(name: "DejaVu Serif", size: 12)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "dejavu sans mono", size: 12)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "No Such Family Anywhere", size: 12) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family Anywhere").isEmpty)
    }

    @Test func weightsMapToFontconfigWeights() {
        #expect(UIFont.Weight.regular.cssWeight == 400)
        #expect(UIFont.Weight.bold.cssWeight == 700)
        #expect(UIFont.Weight.black.cssWeight == 900)
        #expect(UIFont.Weight.ultraLight.cssWeight == 100)
        #expect(UIFont.Weight(rawValue: 5).cssWeight == 900)
    }

    @Test func sizeWithAttributesGrowsWithTextAndLines() {
        let one = "Hello".size(withAttributes: [.font: font])
        let two = "Hello\nHello".size(withAttributes: [.font: font])
        #expect(one.width > 20 && one.height == font.lineHeight.rounded(.up))
        #expect(two.width == one.width)
        #expect(two.height >= 2 * font.lineHeight - 1)
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == one)
        #expect(NSAttributedString(string: "Hello", attributes: [.font: font]).size() == one)
    }

    @Test func boundingRectWrapsWithLineFragmentOrigin() {
        let wrapped = paragraph.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                             options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 120 && wrapped.height > 3 * font.lineHeight)
        let single = paragraph.boundingRect(with: CGSize(width: 120, height: 100), options: [],
                                            attributes: [.font: font], context: nil)
        #expect(single.width > 120 && single.height == font.lineHeight.rounded(.up))
        #expect(single.origin.y < 0)
    }

    @Test func paragraphWrapsReference() {
        let pixels = renderPixels(width: 160, height: 90) { _ in
            paragraph.draw(in: CGRect(x: 5, y: 5, width: 150, height: 80), withAttributes: [.font: font])
        }
        // Several lines of ink, all inside the rectangle.
        let lineHeight = Int(font.lineHeight)
        #expect(inkedPixelCount(pixels, in: (0..<160, 5..<(5 + lineHeight))) > 50)
        #expect(inkedPixelCount(pixels, in: (0..<160, (5 + 2 * lineHeight)..<(5 + 3 * lineHeight))) > 50)
        #expect(inkedPixelCount(pixels, in: (155..<160, 0..<90)) == 0)
        expectMatchesReference(flattenedOnWhite(pixels), named: "text-paragraph")
    }

    @Test func alignmentPlacesLines() throws {
        func columns(_ alignment: NSTextAlignment) throws -> ClosedRange<Int> {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let pixels = renderPixels(width: 200, height: 30) { _ in
                "Align me".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                                withAttributes: [.font: font, .paragraphStyle: style])
            }
            return try #require(inkColumns(pixels, rows: 0..<30))
        }
        let left = try columns(.left), center = try columns(.center), right = try columns(.right)
        #expect(left.lowerBound <= 2)
        #expect(right.upperBound >= 196)
        #expect(abs((center.lowerBound + center.upperBound) - 200) <= 3)
        #expect(left.count == right.count)
        #expect(try columns(.natural) == left)
    }

    @Test func boldDrawsMoreInk() {
        func ink(_ font: UIFont) -> Int {
            inkedPixelCount(renderPixels(width: 120, height: 24) { _ in
                "Bold text".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font])
            })
        }
        #expect(ink(UIFont.boldSystemFont(ofSize: 16)) > ink(UIFont.systemFont(ofSize: 16)))
    }

    @Test func attributedStringWithTwoColoursReference() {
        let text = NSMutableAttributedString(string: "Red", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: " Blue", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let pixels = renderPixels(width: 80, height: 20) { _ in
            text.draw(at: CGPoint(x: 2, y: 2))
        }
        var reds = 0, blues = 0, redMaxX = 0, blueMinX = Int.max
        for y in 0..<20 {
            for x in 0..<80 {
                let p = argb(pixels, x, y)
                guard p >> 24 > 0xC0 else { continue }
                if (p >> 16) & 0xFF > 0xC0, p & 0xFF < 0x20 { reds += 1; redMaxX = max(redMaxX, x) }
                if p & 0xFF > 0xC0, (p >> 16) & 0xFF < 0x20 { blues += 1; blueMinX = min(blueMinX, x) }
            }
        }
        #expect(reds > 20 && blues > 20)
        #expect(redMaxX < blueMinX)
        expectMatchesReference(flattenedOnWhite(pixels), named: "text-two-colours")
    }

    @Test func arabicIsDrawnRightToLeft() throws {
        try #require(UIFont.familyNames.contains("DejaVu Sans"))
        // "سلام" then a Latin marker: in a right-aligned natural paragraph the Arabic
        // text starts at the right edge.
        let style = NSMutableParagraphStyle()
        style.alignment = .natural
        let pixels = renderPixels(width: 200, height: 30) { _ in
            "سلام عليكم".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                               withAttributes: [.font: font, .paragraphStyle: style])
        }
        let columns = try #require(inkColumns(pixels, rows: 0..<30))
        #expect(inkedPixelCount(pixels) > 50)
        #expect(columns.upperBound >= 190)
        #expect(columns.lowerBound > 100)
    }

    @Test func stringDrawingWithoutContextDoesNothing() {
        "Nothing".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "Nothing").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
