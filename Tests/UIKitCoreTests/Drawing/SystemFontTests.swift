import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// The system font: Inter for SF Pro, with SF Pro's optical sizes, weights and tracking.
///
/// Widths on iOS come from UILabel frames recorded on iOS (swift-snapshot-testing's
/// `testTraits` recursive descriptions, at 3x: "the" 25, "point" 39 in body text, "What's"
/// 55.67 in headline) and from Interface Builder's default label ("Label", 17 points,
/// 41.5 wide) and button ("Button", 15 points, 45.5 wide).
@Suite("System font")
struct SystemFontTests {
    /// The width `text` takes in `font`, as `size(withAttributes:)` measures it (unrounded).
    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        TextLayout(runs: [TextLayout.Run(text: text, font: font.textFont)]).lines.first?.frame.width ?? 0
    }

    // UIFont, "systemFont(ofSize:weight:)"; Apple's "Typography" guidelines: SF Pro Text
    // below 20 points, SF Pro Display from 20.
    @Test func textAndDisplayOpticalSizes() {
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 17).fontName == "Inter Regular")
        #expect(UIFont.systemFont(ofSize: 19.5).fontName == "Inter Regular")
        #expect(UIFont.systemFont(ofSize: 20).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 20).fontName == "Inter Display Regular")
        #expect(UIFont.boldSystemFont(ofSize: 34).fontName == "Inter Display Bold")
        // A font made again at another size takes the optical size of its new size.
        #expect(UIFont.systemFont(ofSize: 12).withSize(28).fontName == "Inter Display Regular")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).fontName == "Inter Display Regular")
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter Semi Bold")
    }

    // UIFont.Weight: nine weights, each one of SF Pro's (and Inter's) nine faces.
    @Test func everyWeightHasItsOwnFace() {
        let faces: [(UIFont.Weight, String)] = [
            (.ultraLight, "Inter Thin"), (.thin, "Inter Extra Light"), (.light, "Inter Light"),
            (.regular, "Inter Regular"), (.medium, "Inter Medium"), (.semibold, "Inter Semi Bold"),
            (.bold, "Inter Bold"), (.heavy, "Inter Extra Bold"), (.black, "Inter Black"),
        ]
        for (weight, name) in faces {
            #expect(UIFont.systemFont(ofSize: 15, weight: weight).fontName == name)
        }
        #expect(UIFont.italicSystemFont(ofSize: 15).fontName == "Inter Italic")
        // fontNames(forFamilyName:) lists PostScript names, as on iOS.
        #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-SemiBoldItalic"))
        #expect(!UIFont.fontNames(forFamilyName: "Inter").contains("InterDisplay-Regular"))
    }

    // Apple's "Typography" guidelines, tracking values for SF Pro: 17 points -26/1000 em,
    // 12 points 0, 11 points +6/1000 em; iOS applies them to system text itself.
    @Test func textSizesAreTrackedAsSFPro() {
        #expect(abs(TextLayout.Font(pointSize: 17).tracking - -0.442) < 0.001)
        #expect(TextLayout.Font(pointSize: 12).tracking == 0)
        #expect(abs(TextLayout.Font(pointSize: 11).tracking - 0.066) < 0.001)
        #expect(abs(TextLayout.Font(pointSize: 16.5).tracking - 16.5 * -0.023) < 0.001)
        #expect(TextLayout.Font(pointSize: 28).tracking == 0)
        // Only the system font: a named family is drawn as its designer spaced it.
        #expect(TextLayout.Font(family: "DejaVu Sans", pointSize: 17).tracking == 0)
    }

    // Widths within 2% of iOS's for the same text (DejaVu Sans was 7 to 20% wider).
    @Test func widthsAreCloseToIOS() {
        let body = UIFont.systemFont(ofSize: 17)
        let cases: [(String, UIFont, CGFloat)] = [
            ("the", body, 25), ("point", body, 39), ("Label", body, 41.5),
            ("Button", .systemFont(ofSize: 15), 45.5),
            ("What's", .systemFont(ofSize: 17, weight: .semibold), 55.5),
            ("What's the point?", .preferredFont(forTextStyle: .title1), 210.67),
        ]
        for (text, font, ios) in cases {
            let measured = width(text, font)
            #expect(abs(measured - ios) / ios < 0.02, "\(text) at \(font.pointSize): \(measured) against iOS's \(ios)")
        }
    }

    // UIFont, "monospacedDigitSystemFont(ofSize:weight:)": digits of equal width.
    @Test func monospacedDigitsHaveEqualWidths() {
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        #expect(abs(width("111", tabular) - width("000", tabular)) < 0.01)
        let proportional = UIFont.systemFont(ofSize: 17)
        #expect(width("111", proportional) < width("000", proportional) - 1)
        #expect(tabular.familyName == "Inter" && tabular != proportional)
    }

    // Characters Inter lacks (a snowman, Arabic) are drawn by DejaVu Sans, not as boxes.
    @Test func missingCharactersFallBackToDejaVu() throws {
        let dejaVu = try #require(UIFont(name: "DejaVu Sans", size: 12))
        for text in ["\u{2603}", "\u{0633}\u{0644}\u{0627}\u{0645}"] {
            #expect(abs(width(text, .systemFont(ofSize: 12)) - width(text, dejaVu)) < 0.01)
        }
    }
}
