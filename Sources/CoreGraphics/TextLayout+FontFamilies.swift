import CPango
import Foundation

extension TextLayout {
    /// The font family names fontconfig knows, sorted. For `UIFont.familyNames` and to
    /// make `UIFont(name:size:)` return nil for fonts that are not installed.
    /// Cost: one walk over the font map's families.
    package static func installedFamilies() -> [String] {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_context_get_font_map(shared.context), &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        var names: [String] = []
        for index in 0..<Int(count) {
            if let family = families[index], let name = pango_font_family_get_name(family) {
                names.append(String(cString: name))
            }
        }
        return names.sorted()
    }
}
