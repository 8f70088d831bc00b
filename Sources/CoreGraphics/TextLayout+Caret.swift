import CPango
import Foundation

/// Where a caret stands in laid-out text, for text editing: both directions, between
/// UTF-8 byte offsets into the layout's text and points from its top-left corner.
extension TextLayout {
    /// The caret's rectangle (zero width, the line's height) before the character that
    /// starts `utf8Offset` bytes into the text (the text's length: after the last one).
    public func caretRect(atUTF8Offset utf8Offset: Int) -> CGRect {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        let length = Int(strlen(pango_layout_get_text(layout)))
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(min(max(utf8Offset, 0), length)), &strong, &weak)
        let scale = CGFloat(PANGO_SCALE)
        return placedRect(for: CGRect(x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0,
                                      height: CGFloat(strong.height) / scale))
    }

    /// The UTF-8 offset of the caret position nearest to `point` (points from the top-left
    /// corner): before or after the character under it, whichever side is nearer.
    public func caretOffset(nearest point: CGPoint) -> Int {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        let point = pangoPoint(for: point)
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, Self.units(point.x), Self.units(point.y), &index, &trailing)
        guard let text = pango_layout_get_text(layout) else { return 0 }
        var offset = Int(index)
        // `trailing` counts characters past `index`: step over them by their UTF-8 lengths.
        for _ in 0..<max(trailing, 0) {
            let lead = UInt8(bitPattern: text[offset])
            guard lead != 0 else { break }
            offset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        return offset
    }

    /// The UTF-8 offset of the character under `point` (points from the top-left corner),
    /// nil when the point is beside or below the text rather than on a character.
    public func characterOffset(at point: CGPoint) -> Int? {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        guard point.y >= 0, point.y < (lines.last?.frame.maxY ?? 0) else { return nil }
        let point = pangoPoint(for: point)
        var index: Int32 = 0, trailing: Int32 = 0
        guard pango_layout_xy_to_index(layout, Self.units(point.x), Self.units(point.y), &index, &trailing) != 0 else {
            return nil
        }
        return Int(index)
    }

    /// `points` in pango units, clamped well inside `Int32` (not finite: 0).
    private static func units(_ points: CGFloat) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32(min(max(points * CGFloat(PANGO_SCALE), CGFloat(Int32.min / 2)), CGFloat(Int32.max / 2)))
    }
}
