import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// The attributes of drawn text beyond font and colour (Apple's "NSAttributedString.Key"
/// documentation): decorations and their colours, baseline offset, per-run backgrounds,
/// tracking, ligatures, outlines and shadows.
@MainActor
@Suite("Text attributes")
struct TextAttributesTests {
    private let font = UIFont.systemFont(ofSize: 24)

    /// Draws `text` at (4, 4) on a transparent 200×48 image at `scale`.
    private func draw(_ text: NSAttributedString, scale: CGFloat = 1, width: CGFloat = 200) -> PixelBuffer {
        renderPixels(width: width, height: 48, scale: scale) { _ in text.draw(at: CGPoint(x: 4, y: 4)) }
    }

    private func string(_ text: String, _ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black].merging(attributes) { $1 })
    }

    /// Rows (in order) where at least `minimum` pixels satisfy `test`.
    private func rows(_ pixels: PixelBuffer, minimum: Int = 10, where test: (UInt32) -> Bool) -> [Int] {
        (0..<pixels.height).filter { y in (0..<pixels.width).filter { test(argb(pixels, $0, y)) }.count >= minimum }
    }

    /// Number of pixels satisfying `test`.
    private func count(_ pixels: PixelBuffer, where test: (UInt32) -> Bool) -> Int {
        var n = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where test(argb(pixels, x, y)) { n += 1 } }
        return n
    }

    /// Mostly red, mostly blue, dark: premultiplied ARGB with alpha over half.
    private func isRed(_ p: UInt32) -> Bool { p >> 24 > 0x80 && (p >> 16) & 0xFF > 0xC0 && (p >> 8) & 0xFF < 0x40 && p & 0xFF < 0x40 }
    private func isBlue(_ p: UInt32) -> Bool { p >> 24 > 0x80 && p & 0xFF > 0xC0 && (p >> 16) & 0xFF < 0x40 && (p >> 8) & 0xFF < 0x40 }
    private func isDark(_ p: UInt32) -> Bool { p >> 24 > 0xC0 && (p >> 16) & 0xFF < 0x40 && (p >> 8) & 0xFF < 0x40 && p & 0xFF < 0x40 }

    /// Bands of consecutive rows.
    private func bands(_ rows: [Int]) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for row in rows {
            if let last = bands.last, last.upperBound == row - 1 { bands[bands.count - 1] = last.lowerBound...row } else { bands.append(row...row) }
        }
        return bands
    }

    // Raw values are Apple's (archived attributes and `NSAttributedString.Key(rawValue:)` lookups).
    @Test func keysHaveApplesNames() {
        let names: [(NSAttributedString.Key, String)] = [
            (.underlineColor, "NSUnderlineColor"), (.strikethroughColor, "NSStrikethroughColor"),
            (.baselineOffset, "NSBaselineOffset"), (.tracking, "NSTracking"), (.ligature, "NSLigature"),
            (.strokeColor, "NSStrokeColor"), (.strokeWidth, "NSStrokeWidth"), (.shadow, "NSShadow"),
            (.link, "NSLink"), (.attachment, "NSAttachment"), (.obliqueness, "NSObliqueness"),
            (.expansion, "NSExpansion"), (.writingDirection, "NSWritingDirection"), (.textEffect, "NSTextEffect"),
            (.verticalGlyphForm, "CTVerticalForms")]
        for (key, name) in names { #expect(key.rawValue == name) }
        #expect(NSAttributedString.TextEffectStyle.letterpressStyle.rawValue == "_UIKitNewLetterpressStyle")
    }

    // NSShadow's init(): "0 as its offset, 0 as its blur radius, and the default color"
    // (black with an alpha of 1/3); "If you set this property to nil, the shadow is not drawn."
    @Test func shadowDefaults() throws {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
        let color = try #require(shadow.shadowColor as? UIColor)
        var white: CGFloat = 1, alpha: CGFloat = 0
        #expect(color.getWhite(&white, alpha: &alpha))
        #expect(white == 0 && abs(alpha - 1.0 / 3) < 0.001)
        shadow.shadowColor = nil
        let none = draw(string("Hi", [.shadow: shadow, .foregroundColor: UIColor.clear]))
        #expect(inkedPixelCount(none) == 0)
        #expect(NSShadow() == NSShadow() && (NSShadow().copy() as? NSShadow) == NSShadow())
    }

    // `underlineColor`: "The color of the underline"; the glyphs keep the foreground colour.
    @Test func underlineTakesItsOwnColour() {
        let pixels = draw(string("Hello", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red]))
        let red = rows(pixels, where: isRed)
        #expect(bands(red).count == 1, "one red line: \(red)")
        // Below the glyphs' baseline (4 + ascender), and the glyphs are black.
        #expect((red.first ?? 0) > 4 + Int(font.ascender) - 1)
        #expect(count(pixels, where: isDark) > 100)
    }

    @Test func doubleUnderlineDrawsTwoLines() {
        let single = draw(string("Hello", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red]))
        let double = draw(string("Hello", [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.red]))
        #expect(bands(rows(single, where: isRed)).count == 1)
        #expect(bands(rows(double, where: isRed)).count == 2, "two bands: \(rows(double, where: isRed))")
    }

    @Test func strikethroughTakesItsOwnColourThroughTheMiddle() {
        let pixels = draw(string("Hello", [.strikethroughStyle: 1, .strikethroughColor: UIColor.blue]))
        let blue = rows(pixels, where: isBlue)
        #expect(bands(blue).count == 1)
        // Between the x-height and the baseline.
        let baseline = 4 + font.ascender
        #expect(blue.allSatisfy { CGFloat($0) > baseline - font.xHeight && CGFloat($0) < baseline })
    }

    // `baselineOffset`: "the character's offset from the baseline, in points" (positive raises).
    @Test func baselineOffsetRaisesTheRun() {
        let text = NSMutableAttributedString(attributedString: string("xx", [:]))
        text.addAttribute(.baselineOffset, value: 6, range: NSRange(location: 1, length: 1))
        let pixels = draw(text)
        func inkBottom(_ xs: Range<Int>) -> Int? {
            (0..<pixels.height).last { y in xs.contains { argb(pixels, $0, y) >> 24 > 0x80 } }
        }
        let width = Int(string("x", [:]).size().width)
        let plain = inkBottom(4..<(4 + width)), raised = inkBottom((4 + width)..<(4 + 2 * width + 2))
        #expect(plain != nil && raised != nil)
        if let plain, let raised { #expect(abs(plain - raised - 6) <= 1, "bottoms \(plain), \(raised)") }
    }

    // A background colour fills behind its own run only.
    @Test func backgroundColourIsPerRun() {
        let text = NSMutableAttributedString(attributedString: string("abcd", [:]))
        text.addAttribute(.backgroundColor, value: UIColor.blue, range: NSRange(location: 2, length: 2))
        let pixels = draw(text)
        let split = 4 + Int(string("ab", [:]).size().width)
        let blueLeft = count(pixels, where: isBlue) - blueIn(pixels, from: split)
        #expect(blueIn(pixels, from: split) > 200)
        #expect(blueLeft == 0)
    }

    private func blueIn(_ pixels: PixelBuffer, from x0: Int) -> Int {
        var n = 0
        for y in 0..<pixels.height { for x in x0..<pixels.width where isBlue(argb(pixels, x, y)) { n += 1 } }
        return n
    }

    // `tracking`: "If both kern and tracking are present, kern is ignored" (Core Text's
    // kCTTrackingAttributeName); it adds space like kern.
    @Test func trackingReplacesKern() {
        let plain = string("Hello", [:]).size().width
        let tracked = string("Hello", [.tracking: 5]).size().width
        let both = string("Hello", [.tracking: 5, .kern: 40]).size().width
        // 5 points after each of the 4 characters followed by another.
        #expect(tracked > plain + 19)
        #expect(abs(both - tracked) < 0.5)
    }

    // `ligature`: "0 indicates no ligatures, 1 indicates the use of the default ligatures".
    // DejaVu Serif joins "fi" and "fl" (Inter draws them apart either way).
    @Test func ligatureZeroDrawsTheLettersApart() throws {
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 24))
        func pixels(_ attributes: [NSAttributedString.Key: Any]) -> [UInt32] {
            let image = draw(NSAttributedString(string: "fifl", attributes: [.font: serif].merging(attributes) { $1 }))
            return (0..<image.height).flatMap { y in (0..<image.width).map { argb(image, $0, y) } }
        }
        let standard = pixels([:])
        #expect(pixels([.ligature: 1]) == standard)
        #expect(pixels([.ligature: 0]) != standard)
    }

    // `strokeWidth`: "Specify positive values to change the stroke width alone. Specify negative
    // values to stroke and fill the text."
    @Test func positiveStrokeOutlinesWithoutFilling() {
        // Bold at 40 points: stems about 6 pixels wide, the outline 2 (5% of 40).
        func drawO(_ width: CGFloat) -> PixelBuffer {
            renderPixels(width: 60, height: 60) { _ in
                NSAttributedString(string: "O", attributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.black,
                                                             .strokeWidth: width, .strokeColor: UIColor.red]).draw(at: CGPoint(x: 4, y: 4))
            }
        }
        let outlined = drawO(5), filled = drawO(-5)
        #expect(count(outlined, where: isRed) > 50)
        #expect(count(outlined, where: isDark) == 0)
        #expect(count(filled, where: isRed) > 50)
        #expect(count(filled, where: isDark) > 50)
    }

    @Test func shadowFollowsItsOffsetAndBlur() {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.blue
        shadow.shadowOffset = CGSize(width: 30, height: 0)
        // White glyphs, so only the shadow is blue; offset 30 points right of the glyphs.
        let sharp = draw(string("I", [.shadow: shadow, .foregroundColor: UIColor.white]))
        let glyphColumns = (0..<sharp.width).filter { x in (0..<sharp.height).contains { argb(sharp, x, $0) == 0xFFFF_FFFF } }
        let shadowColumns = (0..<sharp.width).filter { x in (0..<sharp.height).contains { isBlue(argb(sharp, x, $0)) } }
        #expect(!glyphColumns.isEmpty && !shadowColumns.isEmpty)
        if let g = glyphColumns.first, let s = shadowColumns.first { #expect(abs(s - g - 30) <= 1, "glyph at \(g), shadow at \(s)") }
        // Blurred: spread over more pixels, none as opaque as the sharp shadow's.
        shadow.shadowBlurRadius = 6
        let soft = draw(string("I", [.shadow: shadow, .foregroundColor: UIColor.white]))
        let touched = { (p: PixelBuffer) in self.count(p, where: { $0 >> 24 > 0 && $0 & 0xFF > ($0 >> 16) & 0xFF }) }
        #expect(touched(soft) > 2 * touched(sharp))
        #expect(count(soft, where: { $0 == 0xFF00_00FF }) == 0)
        #expect(count(sharp, where: { $0 == 0xFF00_00FF }) > 8)
    }

    // What the effects look like together, at scale 2 (tolerance 2 levels a channel).
    @Test func effectsReference() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowBlurRadius = 3
        let text = NSMutableAttributedString()
        text.append(string("Under ", [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.systemRed]))
        text.append(string("struck ", [.strikethroughStyle: 1, .strikethroughColor: UIColor.systemBlue]))
        text.append(string("up", [.baselineOffset: 8, .backgroundColor: UIColor.systemYellow]))
        text.append(string(" Out", [.strokeWidth: 3, .strokeColor: UIColor.systemGreen]))
        text.append(string(" Shade", [.shadow: shadow]))
        let pixels = renderPixels(width: 420, height: 60, scale: 2) { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 420, height: 60))
            text.draw(at: CGPoint(x: 6, y: 10))
        }
        expectMatchesReference(pixels, named: "text-attributes-effects")
    }
}
