import CCairo
import CPango
import Foundation

/// The process-wide pango state behind `TextLayout`: one font map at 72 dpi (one point
/// per user-space unit), one context with scale-independent font options, and a cache
/// of font descriptions. pango is not thread-safe, so every use holds `lock`.
package final class PangoShared: @unchecked Sendable {
    package static let shared = PangoShared()

    package let lock = NSLock()
    package let context: OpaquePointer
    private var descriptions: [TextLayout.Font: OpaquePointer] = [:]

    private init() {
        let fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        // Unhinted, grayscale, unrounded: the same metrics and pixels at every scale.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The cached pango description of `font`. Call with `lock` held.
    package func description(of font: TextLayout.Font) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.pangoFamilies)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: font.weight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = description
        return description
    }
}
