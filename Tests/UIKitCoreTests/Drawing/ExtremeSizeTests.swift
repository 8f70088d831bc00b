import Foundation
import Testing
import UIKitCore

/// Sizes and counts an app can pass that are too large for Vitrine's integer types or
/// memory budget: each gives Apple's result for "unlimited" or an empty result, never a trap.
@MainActor
@Suite("Extreme sizes")
struct ExtremeSizeTests {
    private let font = UIFont.systemFont(ofSize: 14)
    private let text = "First line\nSecond line\nThird line"

    /// The common iOS idiom for measuring text without limits.
    @Test(arguments: [NSStringDrawingOptions.usesLineFragmentOrigin, [.usesLineFragmentOrigin, .truncatesLastVisibleLine]])
    func boundingRectWithGreatestFiniteSizeIsUnlimited(options: NSStringDrawingOptions) {
        let huge = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let rect = (text as NSString).boundingRect(with: huge, options: options, attributes: [.font: font],
                                                   context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.size == text.size(withAttributes: [.font: font]))
        let infinite = (text as NSString).boundingRect(with: CGSize(width: CGFloat.infinity, height: .infinity),
                                                       options: options, attributes: [.font: font], context: nil)
        #expect(infinite == rect)
    }

    @Test func drawingWithGreatestFiniteSizeDrawsEveryLine() {
        let huge = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let context = NSStringDrawingContext()
        _ = renderPixels(width: 10, height: 10) { _ in
            (text as NSString).draw(with: huge, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                    attributes: [.font: font], context: context)
        }
        #expect(context.totalBounds.size == text.size(withAttributes: [.font: font]))
    }

    @Test func labelWithIntMaxLinesIsUnlimited() {
        func label(lines: Int) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            label.font = font
            label.text = text
            label.numberOfLines = lines
            return label
        }
        let unlimited = label(lines: 0), huge = label(lines: .max)
        #expect(huge.intrinsicContentSize == unlimited.intrinsicContentSize)
        #expect(huge.sizeThatFits(CGSize(width: 200, height: 0)) == unlimited.sizeThatFits(CGSize(width: 200, height: 0)))
        #expect(unlimited.intrinsicContentSize.height >= 3 * font.lineHeight.rounded(.down))
        let drawn = renderPixels(width: 200, height: 80) { _ in huge.drawText(in: huge.bounds) }
        let expected = renderPixels(width: 200, height: 80) { _ in unlimited.drawText(in: unlimited.bounds) }
        #expect(inkedPixelCount(drawn) == inkedPixelCount(expected))
        #expect(inkedPixelCount(drawn) > 0)
    }

    /// Image contexts share the backing stores' budget: 16384 pixels a side, 8192×8192 in all.
    @Test(arguments: [CGSize(width: 20_000, height: 1), CGSize(width: 9000, height: 9000),
                      CGSize(width: CGFloat.greatestFiniteMagnitude, height: 10)])
    func imageRendererBeyondTheBudgetGivesAnEmptyImage(size: CGSize) {
        var ran = false
        let image = UIGraphicsImageRenderer(size: size).image { _ in ran = true }
        #expect(!ran)
        #expect(image.size == .zero)
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func imageRendererWithinTheBudgetDraws() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var ran = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16384, height: 1), format: format).image { _ in ran = true }
        #expect(ran)
        #expect(image.size == CGSize(width: 16384, height: 1))
    }
}
