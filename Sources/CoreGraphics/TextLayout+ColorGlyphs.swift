import CCairo
import CPango
import Foundation

/// Colour bitmap glyphs (emoji of CBDT or sbix fonts, such as Noto Color Emoji) drawn by
/// `TextLayout` from their PNGs, through `ColorGlyphCache`, instead of by cairo, whose
/// glyph cache would keep an image of each at each size for good (issue 29). pango still
/// lays them out and measures them: they are drawn at the places pango gave them.
extension TextLayout {
    /// A colour glyph of the layout and where it is drawn when the layout is drawn at
    /// (0, 0): its pen position on the baseline and its bitmap around it, in user space.
    struct ColorGlyph {
        /// pango's HarfBuzz font of the glyph's font, which the layout keeps alive.
        let font: OpaquePointer
        let file: String
        let faceIndex: Int
        let glyph: UInt32
        let pen: CGPoint
        /// The bitmap's rectangle from `pen` (y down: its top is above the baseline).
        let bitmap: CGRect
        /// The run's foreground alpha (0 for a stroke without fill, as pango's glyphs).
        let alpha: CGFloat
    }

    /// pango's glyph that draws nothing and keeps its advance.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// The visible glyphs of `layout` that have PNGs, taken out of pango's glyph strings
    /// (each replaced by pango's empty glyph, same advance) so that pango's drawing of the
    /// rest (text, backgrounds, underlines) leaves them to `drawColorGlyphs`. Call once, in
    /// `init`, with the shared pango lock held. Cost: one walk of the runs; glyphs only for
    /// runs in a colour bitmap font.
    static func takeColorGlyphs(from layout: OpaquePointer, lineCount: Int, runs: [Run],
                                placement: [(pango: CGRect, shift: CGPoint)]?) -> [ColorGlyph] {
        let scale = CGFloat(PANGO_SCALE)
        var found: [ColorGlyph] = []
        forEachGlyphRun(in: layout, lineCount: lineCount, placement: placement) { glyphItem, origin in
            guard let item = glyphItem.pointee.item, let pangoFont = item.pointee.analysis.font, let glyphs = glyphItem.pointee.glyphs,
                  let hbFont = pango_font_get_hb_font(pangoFont), hb_ot_color_has_png(hb_font_get_face(hbFont)) != 0,
                  let (file, faceIndex) = fontFile(of: pangoFont) else { return }
            let alpha = Self.alpha(at: Int(item.pointee.offset), in: runs)
            var x = origin.x
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs + index
                let geometry = info.pointee.geometry
                defer { x += CGFloat(geometry.width) / scale }
                let glyph = info.pointee.glyph
                var extents = hb_glyph_extents_t()
                // pango's empty glyph and its unknown-character boxes have no PNG.
                guard glyph != emptyGlyph, glyph & 0x1000_0000 == 0, hasPNG(glyph, in: hbFont),
                      hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width != 0, extents.height != 0 else { continue }
                // pango takes HarfBuzz's positions as its own units: the extents are in them too.
                let pen = CGPoint(x: x + CGFloat(geometry.x_offset) / scale, y: origin.y + CGFloat(geometry.y_offset) / scale)
                let bitmap = CGRect(x: CGFloat(extents.x_bearing) / scale, y: CGFloat(-extents.y_bearing) / scale,
                                    width: CGFloat(extents.width) / scale, height: CGFloat(-extents.height) / scale).standardized
                found.append(ColorGlyph(font: hbFont, file: file, faceIndex: faceIndex, glyph: glyph, pen: pen,
                                        bitmap: bitmap, alpha: alpha))
                info.pointee.glyph = emptyGlyph
            }
        }
        return found
    }

    /// Draws the colour glyphs at their places when the layout is drawn at `point`, from the
    /// cache at the size the context's transform gives them. As cairo places bitmap glyphs
    /// when the transform only scales and moves: the pen on a whole device pixel, the bitmap
    /// at its exact offset from it (its first row and column partly covered); otherwise
    /// the same image transformed.
    func drawColorGlyphs(_ cr: OpaquePointer?, at point: CGPoint) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let isUpright = matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && matrix.yy > 0
        let scaleX = hypot(matrix.xx, matrix.yx), scaleY = hypot(matrix.xy, matrix.yy)
        // Glyphs outside the clip (a long label scrolled, a key's neighbours) make no image.
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
        let clip = CGRect(x: clipLeft, y: clipTop, width: clipRight - clipLeft, height: clipBottom - clipTop)
        for colorGlyph in colorGlyphs where colorGlyph.alpha > 0 {
            let pen = CGPoint(x: point.x + colorGlyph.pen.x, y: point.y + colorGlyph.pen.y)
            guard colorGlyph.bitmap.offsetBy(dx: pen.x, dy: pen.y).intersects(clip) else { continue }
            // The bitmap in device pixels from the pen: the whole pixel it starts in, the
            // fraction into it, its size.
            let left = Double(colorGlyph.bitmap.minX) * scaleX, top = Double(colorGlyph.bitmap.minY) * scaleY
            let width = Double(colorGlyph.bitmap.width) * scaleX, height = Double(colorGlyph.bitmap.height) * scaleY
            guard width >= 1, height >= 1, width <= 4096, height <= 4096 else { continue }
            let originX = left.rounded(.down), originY = top.rounded(.down)
            func sixtyFourths(_ value: Double) -> Int { Int((value * 64).rounded()) }
            let key = ColorGlyphCache.Key(file: colorGlyph.file, faceIndex: colorGlyph.faceIndex, glyph: colorGlyph.glyph,
                                          x64: sixtyFourths(left - originX), y64: sixtyFourths(top - originY),
                                          width64: sixtyFourths(width), height64: sixtyFourths(height))
            ColorGlyphCache.shared.withImage(for: key, png: { Self.png(of: colorGlyph.glyph, in: colorGlyph.font) }) { image in
                cairo_save(cr)
                var x = Double(pen.x), y = Double(pen.y)
                if isUpright {
                    cairo_user_to_device(cr, &x, &y)
                    cairo_identity_matrix(cr)
                    x = x.rounded() + originX
                    y = y.rounded() + originY
                } else {
                    cairo_translate(cr, x, y)
                    cairo_scale(cr, 1 / scaleX, 1 / scaleY)
                    x = originX
                    y = originY
                }
                cairo_set_source_surface(cr, image, x, y)
                if !isUpright { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD) }
                cairo_rectangle(cr, x, y, Double(key.pixelWidth), Double(key.pixelHeight))
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(colorGlyph.alpha))
                cairo_restore(cr)
            }
        }
    }

    /// The file and face index fontconfig matched `font` to, nil for a font not of fontconfig.
    private static func fontFile(of font: UnsafeMutablePointer<PangoFont>) -> (String, Int)? {
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self),
                                         pango_fc_font_get_type()) != 0,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (String(cString: file), Int(index))
    }

    /// Whether `glyph` has a PNG (a colour font's space or joiner has none: pango draws it).
    private static func hasPNG(_ glyph: UInt32, in font: OpaquePointer) -> Bool {
        let blob = hb_ot_color_glyph_reference_png(font, glyph)
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    /// The PNG of `glyph` in `font`'s strike nearest its size, nil when it has none.
    private static func png(of glyph: UInt32, in font: OpaquePointer) -> Data? {
        let blob = hb_ot_color_glyph_reference_png(font, glyph)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }

    /// The foreground alpha of the run holding UTF-8 offset `offset` (0 for a stroke alone).
    private static func alpha(at offset: Int, in runs: [Run]) -> CGFloat {
        var start = 0
        for run in runs {
            let end = start + run.text.utf8.count
            if offset < end {
                if let stroke = run.stroke, !stroke.fills { return 0 }
                return run.foregroundColor.rgba.3
            }
            start = end
        }
        return 1
    }
}
