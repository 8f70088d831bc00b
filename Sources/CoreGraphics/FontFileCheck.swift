import CPango
import Foundation

/// Whether a font file can draw, checked before it is registered (issue 29). fontconfig
/// accepts a file whose names it can read, so a truncated or corrupt font would register
/// and then draw nothing where it is used; FreeType refuses a face whose tables reach past
/// the end of the file, and a face with no outline for any character draws nothing either.
package enum FontFileCheck {
    /// Why `path` cannot draw, or nil when it can or is no TrueType or OpenType font
    /// (fontconfig judges those alone).
    package static func problem(at path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot be read" }
        guard let tables = tableProblem(in: [UInt8](data)) else { return nil }
        if let problem = tables { return problem }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return "cannot be read" }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        let characters = hb_set_create()
        defer { hb_set_destroy(characters) }
        hb_face_collect_unicodes(face, characters)
        // The first characters it maps (letters and digits of most fonts): one drawn is enough.
        var character = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start at the first
        for _ in 0..<64 {
            guard hb_set_next(characters, &character) != 0 else { break }
            var glyph: hb_codepoint_t = 0
            var extents = hb_glyph_extents_t()
            if hb_font_get_nominal_glyph(font, character, &glyph) != 0,
               hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width != 0, extents.height != 0 {
                return nil
            }
        }
        return "no outline for any of its first characters (corrupt glyph data)"
    }

    /// Checks the table directory of an sfnt (TrueType or OpenType; the first font of a
    /// collection): every table must lie within the file, as FreeType requires. Nil when
    /// the file is no sfnt, `.some(nil)` when its tables are whole.
    private static func tableProblem(in bytes: [UInt8]) -> String?? {
        func u32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        guard var start = u32(0) else { return nil }
        if start == 0x7474_6366 {  // "ttcf": the first font's offset follows the header.
            guard let first = u32(12) else { return .some("truncated font collection") }
            start = first
        } else {
            start = 0
        }
        guard let tag = u32(start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(tag) else {
            // Not an sfnt (a Type 1 or bitmap font): fontconfig and FreeType judge it alone.
            return nil
        }
        guard let count = u16(start + 4), count > 0 else { return .some("truncated table directory") }
        for index in 0..<count {
            let record = start + 12 + 16 * index
            guard let offset = u32(record + 8), let length = u32(record + 12) else { return .some("truncated table directory") }
            if offset + length > bytes.count {
                return .some("truncated: a table ends at byte \(offset + length) of \(bytes.count)")
            }
        }
        return .some(nil)
    }
}
