import Foundation
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// NSParagraphStyle's line heights, spacing and indents in attributed drawing, labels and
/// text views.
@Suite("Paragraph styles")
@MainActor
struct ParagraphStyleTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    private func height(_ text: String, _ style: NSParagraphStyle, width: CGFloat = 300) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
            .boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                          context: nil).height
    }

    private func layout(_ text: String, _ style: NSParagraphStyle, width: CGFloat = 300) -> TextLayout {
        TextDrawing.layout(TextDrawing.styled(text, attributes: [.font: font, .paragraphStyle: style]),
                           limits: .init(width: width))
    }

    // NSParagraphStyle: "lineHeightMultiple: The natural line height of the receiver is
    // multiplied by this factor (if positive) before being constrained by minimum and
    // maximum line height."
    @Test func lineHeightMultipleScalesEachLine() {
        let natural = font.lineHeight
        #expect(height("One\nTwo", style { $0.lineHeightMultiple = 2 }) == (4 * natural).rounded(.up))
        #expect(height("One\nTwo", style { $0.lineHeightMultiple = 0 }) == (2 * natural).rounded(.up))
    }

    // minimumLineHeight: "This property contains the minimum height in points that any line
    // in the receiver will occupy"; maximumLineHeight: "Glyphs and graphics exceeding this
    // height will overlap neighboring lines".
    @Test func minimumAndMaximumLineHeightsBoundEachLine() {
        #expect(height("One\nTwo", style { $0.minimumLineHeight = 30 }) == 60)
        #expect(height("One\nTwo", style { $0.maximumLineHeight = 10 }) == 20)
        #expect(height("One\nTwo", style { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 25 }) == 50)
    }

    // The added height goes above the text, as TextKit places it: the text sits on the
    // line's bottom.
    @Test func theTextSitsOnTheBottomOfATallLine() {
        let plain = layout("One", .default)
        let tall = layout("One", style { $0.minimumLineHeight = 40 })
        let descent = plain.lines[0].frame.maxY - plain.firstBaseline
        #expect(abs(tall.firstBaseline - (40 - descent)) < 0.01)
    }

    // lineSpacing: "The distance in points between the bottom of one line fragment and the
    // top of the next"; paragraphSpacing: "the space after the end of the paragraph";
    // paragraphSpacingBefore: "The distance between the paragraph's top and the beginning
    // of its text content".
    @Test func spacingBetweenLinesAndParagraphs() {
        let natural = font.lineHeight
        #expect(height("One\nTwo", style { $0.lineSpacing = 10 }) == (2 * natural + 10).rounded(.up))
        #expect(height("One\nTwo", style { $0.paragraphSpacing = 12 }) == (2 * natural + 12).rounded(.up))
        #expect(height("One\nTwo", style { $0.paragraphSpacingBefore = 8 }) == (2 * natural + 8).rounded(.up))
        #expect(height("One", style { $0.paragraphSpacing = 12; $0.paragraphSpacingBefore = 8 }) == natural.rounded(.up))
        // Within a paragraph only the line spacing separates wrapped lines.
        let wrapped = layout("one two three four five six seven", style { $0.paragraphSpacing = 30 }, width: 80)
        #expect(wrapped.lines.count > 2)
        #expect(abs(wrapped.lines[1].frame.minY - wrapped.lines[0].frame.maxY) < 0.01)
    }

    // firstLineHeadIndent, headIndent: "The distance in points from the leading margin of a
    // text container to the beginning of the paragraph's first line / of lines other than
    // the first"; tailIndent: "If positive, this value is the distance from the leading
    // margin ... If 0 or negative, it's the distance from the trailing margin".
    @Test func indentsMoveAndNarrowTheLines() {
        let text = "one two three four five six seven eight nine ten"
        let indented = layout(text, style { $0.firstLineHeadIndent = 30; $0.headIndent = 10 }, width: 150)
        #expect(indented.lines.count > 2)
        #expect(abs(indented.lines[0].frame.minX - 30) < 0.01)
        #expect(abs(indented.lines[1].frame.minX - 10) < 0.01)
        let hanging = layout(text, style { $0.firstLineHeadIndent = 0; $0.headIndent = 20 }, width: 150)
        #expect(abs(hanging.lines[0].frame.minX) < 0.01 && abs(hanging.lines[1].frame.minX - 20) < 0.01)
        let tail = layout(text, style { $0.tailIndent = -50 }, width: 150)
        #expect(tail.lines.allSatisfy { $0.frame.maxX <= 100.01 })
        let absolute = layout(text, style { $0.headIndent = 10; $0.firstLineHeadIndent = 10; $0.tailIndent = 90 })
        #expect(absolute.lines.allSatisfy { $0.frame.maxX <= 90.01 })
    }

    // NSMutableParagraphStyle: every property is kept and copied; hyphenationFactor is
    // accepted.
    @Test func propertiesAreKeptAndCopied() throws {
        let original = style {
            $0.lineHeightMultiple = 1.4; $0.hyphenationFactor = 0.8; $0.headIndent = 4; $0.baseWritingDirection = .rightToLeft
        }
        let copy = try #require(original.copy() as? NSParagraphStyle)
        #expect(copy == original && copy.lineHeightMultiple == 1.4 && copy.hyphenationFactor == 0.8)
        #expect(copy.baseWritingDirection == .rightToLeft)
        #expect(copy != NSParagraphStyle.default)
        #expect(NSParagraphStyle.default.tabStops.count == 12 && NSParagraphStyle.default.lineHeightMultiple == 0)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB") == .leftToRight)
    }

    // Non-finite and negative values count as none; nothing traps.
    @Test func badValuesAreIgnored() {
        let natural = font.lineHeight
        #expect(height("One\nTwo", style { $0.lineHeightMultiple = .nan; $0.minimumLineHeight = -5; $0.headIndent = .infinity })
            == (2 * natural).rounded(.up))
    }

    // A label sizes itself and draws with its attributed text's paragraph style.
    @Test func aLabelHonoursTheParagraphStyle() {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "One\nTwo", attributes: [
            .font: font, .paragraphStyle: style { $0.lineHeightMultiple = 1.5; $0.paragraphSpacing = 6 },
        ])
        #expect(label.sizeThatFits(CGSize(width: 200, height: 1000)).height == (3 * font.lineHeight + 6).rounded(.up))
    }

    // A text view's content follows the paragraph style, and so does its caret.
    @Test func aTextViewAndItsCaretFollowTheSpacedLines() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        let spaced = style { $0.paragraphSpacing = 20 }
        textView.attributedText = NSAttributedString(string: "One\nTwo", attributes: [.font: font, .paragraphStyle: spaced])
        textView.layoutIfNeeded()
        let insets = textView.textContainerInset
        #expect(textView.contentSize.height == (2 * font.lineHeight + 20).rounded(.up) + insets.top + insets.bottom)
        let laidOut = layout("One\nTwo", spaced)
        // The caret is as tall as the font's ascent and descent, within the line's height.
        #expect(abs(laidOut.caretRect(atUTF8Offset: 4).minY - laidOut.lines[1].frame.minY) < 0.5)
        #expect(laidOut.caretOffset(nearest: CGPoint(x: 100, y: laidOut.lines[1].frame.midY)) == 7)
    }

    /// Two paragraphs with a first-line indent, a hanging head indent, 1.3 times line
    /// height and 10 points between paragraphs. Tolerance 2 levels per channel.
    @Test func paragraphsReference() {
        let text = NSAttributedString(
            string: "Paragraph styles place lines as TextKit does.\nA second paragraph, after some space.",
            attributes: [.font: UIFont.systemFont(ofSize: 13), .paragraphStyle: style {
                $0.firstLineHeadIndent = 16; $0.headIndent = 4; $0.tailIndent = -6
                $0.lineHeightMultiple = 1.3; $0.paragraphSpacing = 10
            }])
        let pixels = renderPixels(width: 180, height: 120) { _ in
            text.draw(with: CGRect(x: 5, y: 5, width: 170, height: 110), options: .usesLineFragmentOrigin, context: nil)
        }
        expectMatchesReference(flattenedOnWhite(pixels), named: "paragraph-style")
    }
}
