import CCairo
import CPango
import Foundation

/// Outlines and shadows of runs (`NSAttributedString.Key.strokeWidth`, `.shadow`), which
/// pango does not draw: the runs' glyphs as cairo paths, placed where pango draws them.
extension TextLayout {
    /// Strokes the outline of each run that has a stroke, over what pango drew.
    func drawStrokes(_ cr: OpaquePointer?, at point: CGPoint) {
        forEachEffectRun(at: point) { run, glyphs, origin in
            guard let stroke = run.stroke, stroke.width > 0 else { return }
            cairo_new_path(cr)
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            pango_cairo_glyph_string_path(cr, glyphs.font, glyphs.glyphs)
            let (r, g, b, a) = stroke.color.rgba
            cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
            cairo_set_line_width(cr, Double(stroke.width))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
    }

    /// Draws the shadows of the runs that have one, under what pango draws next: each run's
    /// glyphs filled at the shadow's offset into an alpha group, blurred in device pixels,
    /// then painted in the shadow's colour.
    func drawShadows(_ cr: OpaquePointer?, at point: CGPoint) {
        var shadows: [Shadow] = []
        for effect in effects {
            guard let shadow = effect.run.shadow else { continue }
            if !shadows.contains(where: { $0.offset == shadow.offset && $0.blurRadius == shadow.blurRadius && $0.color == shadow.color }) {
                shadows.append(shadow)
            }
        }
        for shadow in shadows {
            var dx = Double(shadow.blurRadius), dy = dx
            cairo_user_to_device_distance(cr, &dx, &dy)
            // Pixels of blur: the larger axis, so a scaled context blurs as many points.
            let sigma = max(abs(dx), abs(dy)) / 2
            let margin = CGFloat(shadow.blurRadius * 3)
            cairo_save(cr)
            // The group (a surface the size of the clip) only as large as the shadow can reach.
            cairo_rectangle(cr, Double(point.x + shadow.offset.width - margin), Double(point.y + shadow.offset.height - margin),
                            Double(size.width + 2 * margin), Double(size.height + 2 * margin))
            cairo_clip(cr)
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            let shifted = CGPoint(x: point.x + shadow.offset.width, y: point.y + shadow.offset.height)
            forEachEffectRun(at: shifted) { run, glyphs, origin in
                guard let own = run.shadow, own.offset == shadow.offset, own.blurRadius == shadow.blurRadius,
                      own.color == shadow.color else { return }
                cairo_move_to(cr, Double(origin.x), Double(origin.y))
                pango_cairo_glyph_string_path(cr, glyphs.font, glyphs.glyphs)
            }
            cairo_fill(cr)
            let mask = cairo_pop_group(cr)
            if sigma > 0 { Self.blur(mask, sigma: CGFloat(sigma)) }
            let (r, g, b, a) = shadow.color.rgba
            cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
            cairo_restore(cr)
        }
    }

    /// Blurs the A8 image behind a group's pattern in place (three box blurs, as layer
    /// shadows); a group that is not an image surface is left sharp.
    private static func blur(_ pattern: OpaquePointer?, sigma: CGFloat) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        BoxBlur.blur(data, width: Int(cairo_image_surface_get_width(surface)),
                     height: Int(cairo_image_surface_get_height(surface)),
                     stride: Int(cairo_image_surface_get_stride(surface)), size: BoxBlur.size(sigma: sigma), passes: 3)
        cairo_surface_mark_dirty(surface)
    }

    /// A run's shaped glyphs and the font they are in.
    struct GlyphRun {
        let font: UnsafeMutablePointer<PangoFont>?
        let glyphs: UnsafeMutablePointer<PangoGlyphString>?
    }

    /// Calls `body` for each visible glyph run that belongs to a run with effects, with
    /// the point (cairo user space) where its baseline starts when the layout is drawn at
    /// `point`: the same places `draw(in:at:)` gives the lines.
    private func forEachEffectRun(at point: CGPoint, _ body: (Run, GlyphRun, CGPoint) -> Void) {
        Self.forEachGlyphRun(in: layout, lineCount: lines.count, placement: placement) { glyphItem, origin in
            guard let item = glyphItem.pointee.item,
                  let effect = effects.first(where: { $0.bytes.contains(Int(item.pointee.offset)) }) else { return }
            body(effect.run, GlyphRun(font: item.pointee.analysis.font, glyphs: glyphItem.pointee.glyphs),
                 CGPoint(x: point.x + origin.x, y: point.y + origin.y))
        }
    }

    /// Calls `body` for each glyph run on the first `lineCount` lines of `layout`, with the
    /// point where its baseline starts when the layout is drawn at (0, 0): pango's place,
    /// moved as `draw(in:at:)` moves its line (`placement`).
    static func forEachGlyphRun(in layout: OpaquePointer, lineCount: Int, placement: [(pango: CGRect, shift: CGPoint)]?,
                                _ body: (UnsafeMutablePointer<PangoLayoutRun>, CGPoint) -> Void) {
        guard lineCount > 0, let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        var lineIndex = 0
        var line = pango_layout_iter_get_line_readonly(iterator)
        repeat {
            let current = pango_layout_iter_get_line_readonly(iterator)
            if current != line {
                line = current
                lineIndex += 1
            }
            guard lineIndex < lineCount else { break }
            guard let glyphItem = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var run = PangoRectangle(), lineRect = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &run)
            var origin = CGPoint(x: CGFloat(run.x) / scale, y: CGFloat(pango_layout_iter_get_run_baseline(iterator)) / scale)
            if let placement {
                // Moved as `draw(in:at:)` moves the line: from pango's place to the paragraph's.
                pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
                origin.x += placement[lineIndex].pango.minX - CGFloat(lineRect.x) / scale + placement[lineIndex].shift.x
                origin.y += placement[lineIndex].shift.y
            }
            body(glyphItem, origin)
        } while pango_layout_iter_next_run(iterator) != 0
    }
}
