import CPango
import Foundation

extension TextLayout {
    /// Makes the font file at `path` available to this process, as iOS does for the fonts
    /// an app lists under `UIAppFonts`: fontconfig adds it to its application fonts and
    /// pango forgets what it knew, so the file's families are listed and drawn from now on.
    /// Throws when the file cannot draw (truncated, corrupt glyph data: see
    /// `FontFileCheck`), which fontconfig alone would accept, or when fontconfig cannot
    /// read it as a font; the process's fonts are unchanged then.
    package static func registerApplicationFont(at path: String) throws(FontFileError) {
        if let problem = FontFileCheck.problem(at: path) { throw FontFileError(reason: problem) }
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        guard FcConfigAppFontAddFile(nil, path) == FcTrue else { throw FontFileError(reason: "not a font fontconfig can read") }
        if let fontMap = pango_context_get_font_map(shared.context) {
            pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        }
    }
}
