import Foundation

extension TextLayout {
    /// `lines` as pango laid them out (no spacing, indents relative to the smaller head
    /// indent), placed as TextKit places a paragraph style's lines: each line's height is its
    /// natural one, times `lineHeightMultiple`, at least `minimumLineHeight` and at most
    /// `maximumLineHeight` (each when positive), with the text on the line's bottom (a line
    /// keeps its descent below the baseline); `lineSpacing` between lines, `paragraphSpacing`
    /// after a paragraph and `paragraphSpacingBefore` before the next; the smaller head
    /// indent moves every line. `paragraphStarts` says which lines begin a paragraph.
    static func place(_ lines: [Line], paragraphStarts: [Bool], paragraph: Paragraph) -> [Line] {
        let indent = min(paragraph.firstLineHeadIndent, paragraph.headIndent)
        var y: CGFloat = 0
        var placed: [Line] = []
        for (index, line) in lines.enumerated() {
            if index > 0 {
                y += paragraph.lineSpacing
                if paragraphStarts[index] { y += paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore }
            }
            let natural = line.frame.height
            let descent = line.frame.maxY - line.baseline
            var height = paragraph.lineHeightMultiple > 0 ? natural * paragraph.lineHeightMultiple : natural
            if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
            if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
            placed.append(Line(frame: CGRect(x: line.frame.minX + indent, y: y, width: line.frame.width, height: height),
                               baseline: y + height - descent))
            y += height
        }
        return placed
    }

    /// Where a point of the placed lines lies in pango's layout, for caret lookups.
    func pangoPoint(for point: CGPoint) -> CGPoint {
        guard let placement, !placement.isEmpty else { return point }
        let index = lines.firstIndex { point.y < $0.frame.maxY } ?? lines.count - 1
        return CGPoint(x: point.x - placement[index].shift.x,
                       y: min(max(point.y - placement[index].shift.y, placement[index].pango.minY), placement[index].pango.maxY - 0.01))
    }

    /// A rectangle in pango's layout moved to where its line was placed.
    func placedRect(for rect: CGRect) -> CGRect {
        guard let placement, !placement.isEmpty else { return rect }
        let index = placement.firstIndex { rect.midY < $0.pango.maxY } ?? placement.count - 1
        return rect.offsetBy(dx: placement[index].shift.x, dy: placement[index].shift.y)
    }
}
