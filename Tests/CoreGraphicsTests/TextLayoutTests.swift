import CoreGraphics
import Testing
import VitrineTestSupport

@Suite struct TextLayoutTests {
    private let font = TextLayout.Font(pointSize: 12)
    private let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    private func render(_ layout: TextLayout, width: Int, height: Int) -> PixelBuffer {
        let pixels = PixelBuffer(width: width, height: height)
        pixels.fill(0xFFFF_FFFF)
        let context = CGContext(pixelBuffer: pixels)
        layout.draw(in: context, at: CGPoint(x: 2, y: 2))
        context.flush()
        return pixels
    }

    @Test func fontMetricsFollowAppleConventions() {
        let metrics = TextLayout.metrics(for: font)
        #expect(metrics.ascender > 0 && metrics.descender < 0)
        #expect(abs(metrics.lineHeight - (metrics.ascender - metrics.descender)) < 1e-9)
        #expect(metrics.capHeight > metrics.xHeight && metrics.xHeight > 0)
        #expect(metrics.ascender < 12 * 1.2)
    }

    @Test func wrapsAParagraphAtAWidth() {
        let layout = TextLayout(runs: [.init(text: paragraph, font: font)], width: 150)
        #expect(layout.lineCount > 2)
        #expect(layout.size.width <= 150)
        #expect(layout.size.height == layout.size.height.rounded(.up))
        #expect(layout.firstBaseline == layout.lines[0].baseline && layout.firstBaseline > 0)
        expectMatchesReference(render(layout, width: 160, height: 90), named: "text-wrapped")
    }

    @Test func truncatesTheTailOfTheLastAllowedLine() {
        let layout = TextLayout(runs: [.init(text: paragraph, font: font)], width: 150, truncation: .end,
                                maximumNumberOfLines: 2)
        #expect(layout.lineCount == 2)
        expectMatchesReference(render(layout, width: 160, height: 40), named: "text-truncated")
    }

    @Test func limitsLinesWithoutTruncation() {
        let full = TextLayout(runs: [.init(text: paragraph, font: font)], width: 150)
        let limited = TextLayout(runs: [.init(text: paragraph, font: font)], width: 150, maximumNumberOfLines: 1)
        #expect(limited.lineCount == 1)
        #expect(limited.size.height < full.size.height)
    }

    @Test func centresStyledRuns() {
        let runs: [TextLayout.Run] = [
            .init(text: "Centred ", font: font, foregroundColor: CGColor(red: 0.8, green: 0, blue: 0, alpha: 1)),
            .init(text: "bold", font: TextLayout.Font(pointSize: 12, weight: 700), underline: TextLayout.Decoration()),
            .init(text: " text", font: TextLayout.Font(pointSize: 12, isItalic: true)),
        ]
        let layout = TextLayout(runs: runs, width: 156, alignment: .center)
        #expect(layout.lineCount == 1)
        expectMatchesReference(render(layout, width: 160, height: 20), named: "text-centred")
    }

    @Test func emptyTextHasZeroSize() {
        let layout = TextLayout(runs: [.init(text: "", font: font)])
        #expect(layout.size == .zero && layout.lineCount == 0)
    }
}
