import Testing
import UIKitCore

struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    private func rgbaOf(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> [CGFloat] { [r, g, b, a] }

    @Test func namedColoursHaveApplesValues() {
        #expect(rgba(.black) == rgbaOf(0, 0, 0, 1))
        #expect(rgba(.darkGray) == rgbaOf(1.0 / 3, 1.0 / 3, 1.0 / 3, 1))
        #expect(rgba(.lightGray) == rgbaOf(2.0 / 3, 2.0 / 3, 2.0 / 3, 1))
        #expect(rgba(.white) == rgbaOf(1, 1, 1, 1))
        #expect(rgba(.gray) == rgbaOf(0.5, 0.5, 0.5, 1))
        #expect(rgba(.red) == rgbaOf(1, 0, 0, 1))
        #expect(rgba(.green) == rgbaOf(0, 1, 0, 1))
        #expect(rgba(.blue) == rgbaOf(0, 0, 1, 1))
        #expect(rgba(.cyan) == rgbaOf(0, 1, 1, 1))
        #expect(rgba(.yellow) == rgbaOf(1, 1, 0, 1))
        #expect(rgba(.magenta) == rgbaOf(1, 0, 1, 1))
        #expect(rgba(.orange) == rgbaOf(1, 0.5, 0, 1))
        #expect(rgba(.purple) == rgbaOf(0.5, 0, 0.5, 1))
        #expect(rgba(.brown) == rgbaOf(0.6, 0.4, 0.2, 1))
        #expect(rgba(.clear) == rgbaOf(0, 0, 0, 0))
    }

    @Test func systemColoursAreTheLightModeValues() {
        #expect(rgba(.systemBlue) == rgbaOf(0, 122.0 / 255, 1, 1))
        #expect(rgba(.systemRed) == rgbaOf(1, 59.0 / 255, 48.0 / 255, 1))
        #expect(rgba(.systemGreen) == rgbaOf(52.0 / 255, 199.0 / 255, 89.0 / 255, 1))
        #expect(rgba(.systemGray6) == rgbaOf(242.0 / 255, 242.0 / 255, 247.0 / 255, 1))
        #expect(rgba(.label) == rgbaOf(0, 0, 0, 1))
        #expect(rgba(.secondaryLabel) == rgbaOf(60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6))
        #expect(rgba(.systemBackground) == rgbaOf(1, 1, 1, 1))
        #expect(rgba(.secondarySystemBackground) == rgbaOf(242.0 / 255, 242.0 / 255, 247.0 / 255, 1))
    }

    @Test func whiteAndHue() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect([white, alpha] == [0.25, 0.5])
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))

        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        #expect(rgba(orange) == rgbaOf(1, 0.5, 0, 1))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(closeEnough(h, 210.0 / 360) && s == 1 && v == 1 && a == 1)
        #expect(rgba(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1)) == rgbaOf(1, 0, 0, 1))
    }

    @Test func cgColorRoundTripAndEquality() {
        #expect(UIColor.red.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.white.cgColor == CGColor(gray: 1, alpha: 1))
        #expect(UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
            == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor.gray)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }
}
