import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// UILabel's highlighted state (Apple's UILabel documentation, "isHighlighted" and
/// "highlightedTextColor"): a highlighted label draws its text in `highlightedTextColor`
/// when one is set, and in `textColor` otherwise.
@MainActor
@Suite("UILabel highlight")
struct LabelHighlightTests {
    private func inkColours(_ label: UILabel) -> Set<UInt32> {
        label.contentScaleFactor = 1
        let pixels = renderPixels(width: label.bounds.width, height: label.bounds.height) { _ in
            label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
        }
        var colours = Set<UInt32>()
        for y in 0..<Int(label.bounds.height) {
            for x in 0..<Int(label.bounds.width) where argb(pixels, x, y) >> 24 == 0xFF {
                colours.insert(argb(pixels, x, y))
            }
        }
        return colours
    }

    private func label() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.font = .boldSystemFont(ofSize: 30)
        label.text = "HH"
        label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        return label
    }

    // "isHighlighted: The default value of this property is false." "highlightedTextColor:
    // The default value for this property is nil."
    @Test func defaults() {
        let label = UILabel()
        #expect(!label.isHighlighted)
        #expect(label.highlightedTextColor == nil)
    }

    @Test func highlightedLabelDrawsInTheHighlightedColour() {
        let label = label()
        label.highlightedTextColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(inkColours(label) == [0xFF00_00FF])
        label.isHighlighted = true
        #expect(inkColours(label) == [0xFFFF_0000])
        label.isHighlighted = false
        #expect(inkColours(label) == [0xFF00_00FF])
    }

    @Test func highlightWithoutAHighlightedColourKeepsTheTextColour() {
        let label = label()
        label.isHighlighted = true
        #expect(inkColours(label) == [0xFF00_00FF])
    }
}
