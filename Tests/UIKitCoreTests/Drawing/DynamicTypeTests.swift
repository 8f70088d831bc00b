import Foundation
import HeadlessDisplay
@testable import UIKitCore
import Testing
import VitrineTestSupport

/// Text styles, Dynamic Type sizes, UIFontMetrics, views adjusting to the content size
/// category, and labels shrinking their text to fit.
@MainActor
@Suite("Dynamic Type and fitting text", .serialized)
struct DynamicTypeTests {
    // Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes": the sizes
    // at the default Large size; Headline is semibold.
    @Test func textStylesHaveApplesSizesAtTheDefaultCategory() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
    }

    // The same table at other categories; preferredFont(forTextStyle:compatibleWith:)
    // "The font associated with the text style and traits".
    @Test func sizesFollowTheCategory() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style,
                                 compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        #expect(size(.body, .extraSmall) == 14 && size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityMedium) == 28 && size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60 && size(.caption2, .medium) == 11)
        #expect(size(.footnote, .extraLarge) == 15 && size(.callout, .small) == 14)
        #expect(size(.body, .unspecified) == 17, "unspecified is the current category, Large")
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    // UIFontMetrics: "scale custom fonts ... to the user's preferred text size", in
    // proportion to the text style's size.
    @Test func fontMetricsScaleByTheStylesRatio() {
        let larger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 20)
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: larger)
        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 0.001 && scaled.textFont.weight == custom.textFont.weight)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: larger).pointSize == 22)
        #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: larger) - 10 * 34 / 28) < 0.001)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    }

    // adjustsFontForContentSizeCategory: "the object automatically updates its font when the
    // device's content size category changes" (fonts from preferredFont or UIFontMetrics).
    @Test func viewsThatAdjustMakeTheirFontsAgain() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        _ = runtime
        let adjusting = UILabel(), fixed = UILabel(), field = UITextField(), scaledLabel = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        field.font = .preferredFont(forTextStyle: .headline)
        field.adjustsFontForContentSizeCategory = true
        scaledLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))
        scaledLabel.adjustsFontForContentSizeCategory = true
        for view in [adjusting, fixed, field, scaledLabel] { window.addSubview(view) }
        var notified: UIContentSizeCategory?
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                              object: nil, queue: nil) { note in
            let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { notified = category }
        }
        defer {
            NotificationCenter.default.removeObserver(observer)
            UIScreen.main.setPreferredContentSizeCategory(.large)
        }
        UIScreen.main.setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(notified == .accessibilityMedium)
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(adjusting.font.pointSize == 28 && fixed.font.pointSize == 17)
        #expect(field.font == UIFont.systemFont(ofSize: 28, weight: .semibold))
        #expect(abs(scaledLabel.font.pointSize - 34 * 28 / 17) < 0.001)
        UIScreen.main.setPreferredContentSizeCategory(.large)
        #expect(adjusting.font.pointSize == 17 && scaledLabel.font.pointSize == 34)
    }

    // UILabel.minimumScaleFactor: "the smallest multiplier for the current font size that
    // yields an acceptable font size to use when displaying the label's text"; with
    // adjustsFontSizeToFitWidth the label "reduces the font size until the string fits".
    @Test func aSingleLineLabelShrinksToFitItsWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Shrinking text of a label"
        let natural = label.intrinsicContentSize.width
        #expect(natural > 100)
        #expect(label.fontScale(toFit: label.bounds.size) == 1, "off by default")
        label.adjustsFontSizeToFitWidth = true
        #expect(label.fontScale(toFit: label.bounds.size) == 1, "a zero minimumScaleFactor keeps the size")
        label.minimumScaleFactor = 0.3
        let scale = label.fontScale(toFit: label.bounds.size)
        #expect(scale < 1 && scale > 0.3)
        let shrunk = TextLayout(runs: [TextLayout.Run(text: label.text!, font: label.font.withSize(17 * scale).textFont)])
        #expect(shrunk.size.width <= 100)
        #expect(label.fontScale(toFit: CGSize(width: 10, height: 30)) == 0.3, "no further than the minimum")
        #expect(label.fontScale(toFit: CGSize(width: natural, height: 30)) == 1, "text that fits keeps its size")
        label.minimumScaleFactor = 2
        #expect(label.minimumScaleFactor == 0.3, "out of range: ignored")
        #expect(label.intrinsicContentSize.width == natural, "the intrinsic size is the unshrunk text's")
        label.allowsDefaultTighteningForTruncation = true
    }

    // The look at scale 2: the same text truncated (top), shrunk to fit one line (middle),
    // and shrunk so that its wrapped lines fit two lines' height (bottom). Tolerance: 2
    // levels per channel.
    @Test func shrunkLabelsLook() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 130, scale: 2)
        // Wider than 180 points at 17 (Inter sets "Shrinking text of a label" in 178).
        let text = "Shrinking the text of a label"
        let frames = [CGRect(x: 10, y: 10, width: 180, height: 24), CGRect(x: 10, y: 40, width: 180, height: 24),
                      CGRect(x: 10, y: 74, width: 120, height: 44)]
        for (index, frame) in frames.enumerated() {
            let label = UILabel(frame: frame)
            label.text = index == 2 ? text + ", over lines" : text
            label.backgroundColor = .systemGray6
            label.adjustsFontSizeToFitWidth = index > 0
            label.minimumScaleFactor = 0.4
            label.numberOfLines = index == 2 ? 2 : 1
            window.addSubview(label)
        }
        expectMatchesReference(ControlScene.settledScreen(runtime), named: "label-shrinks-to-fit")
    }

    @Test func aMultiLineLabelShrinksUntilItsLinesFitTheHeight() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "A longer text that wraps over several lines in a small label"
        label.numberOfLines = 0
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        let scale = label.fontScale(toFit: label.bounds.size)
        #expect(scale < 1 && scale >= 0.3)
        label.font = label.font.withSize(17 * scale)
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)).height <= 40)
    }
}
