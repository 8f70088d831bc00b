import CCairo
import CPango
import Foundation
import Logging

/// Lays out and draws styled text with pango (shaping through harfbuzz, so complex
/// scripts work when fonts exist). UIKit builds UIFont metrics, string drawing and
/// UILabel on it.
///
/// Layout happens once, in `init`; `size`, `lines` and `draw(in:at:)` reuse it.
/// Not thread-safe per instance; pango calls are serialised process-wide.
public final class TextLayout {
    static let logger = Logger(label: "vitrine.coregraphics")
    let layout: OpaquePointer
    /// The laid-out size, rounded up to whole points as UIKit does.
    public let size: CGSize
    /// The visible lines (at most `maximumNumberOfLines` when that is not 0).
    public let lines: [Line]
    /// Number of visible lines.
    public var lineCount: Int { lines.count }
    /// Baseline of the first line from the top, 0 when there is no text.
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    private let isClipped: Bool
    /// For lines placed by `Paragraph` rather than by pango: each visible line's pango
    /// rectangle and how far it is moved from there (nil when pango placed them).
    let placement: [(pango: CGRect, shift: CGPoint)]?
    /// The runs drawn with more than pango's pass (outlines, shadows), by their UTF-8
    /// range in the text; empty for most text.
    let effects: [(bytes: Range<Int>, run: Run)]
    /// Where each visible attachment character is drawn, from the layout's top-left.
    let attachments: [(frame: CGRect, attachment: Attachment)]
    /// The rectangles the visible attachments' images fill, from the layout's top-left corner
    /// (y down), in the order of the text.
    public var attachmentFrames: [CGRect] { attachments.map(\.frame) }
    /// The colour bitmap glyphs (emoji), drawn from their PNGs rather than by pango; empty
    /// for most text.
    let colorGlyphs: [ColorGlyph]

    /// Lays out `runs`. `width` (points, nil for unlimited) wraps lines; `height` and
    /// `maximumNumberOfLines` (0 for unlimited) limit them, truncating with an ellipsis
    /// per `truncation`, or dropping the lines beyond when `truncation` is `.none`.
    /// Sizes beyond pango's range (about 2 million points, such as `.greatestFiniteMagnitude`)
    /// or not finite mean unlimited, and line counts beyond `Int32` too; extreme spacing
    /// and kerning are clamped. `paragraph` places lines and indents them as
    /// `NSParagraphStyle` does; `lineSpacing` is its `lineSpacing`.
    /// Cost: one pango layout pass over the text.
    public init(runs: [Run], width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .natural,
                wrapping: Wrapping = .word, truncation: Truncation = .none, maximumNumberOfLines: Int = 0,
                lineSpacing: CGFloat = 0, paragraph: Paragraph = Paragraph()) {
        var paragraph = paragraph
        if lineSpacing.isFinite, lineSpacing > 0 { paragraph.lineSpacing = lineSpacing }
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        layout = pango_layout_new(shared.context)
        let text = runs.map(\.text).joined()
        pango_layout_set_text(layout, text, -1)
        let attributes = pango_attr_list_new()
        var start = 0
        var effects: [(bytes: Range<Int>, run: Run)] = []
        var attachmentRuns: [(start: Int, run: Run)] = []
        for run in runs {
            let end = start + run.text.utf8.count
            Self.addAttributes(of: run, from: start, to: end, to: attributes, shared: shared)
            if run.hasEffects, end > start { effects.append((start..<end, run)) }
            if run.attachment != nil, end > start { attachmentRuns.append((start, run)) }
            start = end
        }
        self.effects = effects
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let font = runs.first?.font {
            pango_layout_set_font_description(layout, shared.description(of: font))
        }

        if width?.isNaN == true || height?.isNaN == true || lineSpacing.isNaN {
            Self.logger.warning("TextLayout: NaN width, height or line spacing, treated as unlimited or 0")
        }
        // Widths pango cannot represent, such as `.greatestFiniteMagnitude`, mean unlimited.
        var limitWidth = width.flatMap { Self.isLimit($0) ? $0 : nil }
        let usesPango = paragraph.isPangoPlacement
        // Indents: lines start at the smaller of the two head indents, pango indents the first
        // line by the difference (a negative one indents the others), and the tail indent ends them.
        let indent = min(paragraph.firstLineHeadIndent, paragraph.headIndent)
        if !usesPango {
            let end = paragraph.tailIndent > 0 ? paragraph.tailIndent : limitWidth.map { $0 + paragraph.tailIndent }
            limitWidth = end.map { max($0 - indent, 1) }
            pango_layout_set_indent(layout, Self.pangoUnits(paragraph.firstLineHeadIndent - paragraph.headIndent))
        }
        pango_layout_set_width(layout, limitWidth.map(Self.pangoUnits) ?? -1)
        pango_layout_set_wrap(layout, wrapping == .word ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
        let pangoAlignment: PangoAlignment = switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .left, .justified, .natural: PANGO_ALIGN_LEFT
        }
        pango_layout_set_alignment(layout, pangoAlignment)
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        if usesPango, paragraph.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Self.pangoUnits(paragraph.lineSpacing))
        }
        let ellipsize: PangoEllipsizeMode = switch truncation {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(layout, ellipsize)
        let limitHeight = height.flatMap { Self.isLimit($0) ? $0 : nil }
        if truncation != .none {
            // pango ellipsizes to a line count given as a negative height.
            if maximumNumberOfLines > 0 {
                pango_layout_set_height(layout, -Int32(clamping: maximumNumberOfLines))
            } else if let height, height > 0 {
                // Heights beyond pango's units, such as `.greatestFiniteMagnitude`, clamp
                // to its largest height and so keep every line.
                pango_layout_set_height(layout, Self.pangoUnits(height))
            }
        }

        var allLines: [Line] = []
        var starts: [Int] = []
        if !text.isEmpty {
            let iterator = pango_layout_get_iter(layout)
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let scale = CGFloat(PANGO_SCALE)
                allLines.append(Line(frame: CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
                                                   width: CGFloat(logical.width) / scale,
                                                   height: CGFloat(logical.height) / scale),
                                     baseline: CGFloat(pango_layout_iter_get_baseline(iterator)) / scale))
                starts.append(Int(pango_layout_iter_get_index(iterator)))
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        var pangoFrames = allLines.map(\.frame)
        let bytes = Array(text.utf8)
        let paragraphStarts = starts.map { $0 == 0 || ($0 <= bytes.count && bytes[$0 - 1] == 10) }
        if !usesPango { allLines = Self.place(allLines, paragraphStarts: paragraphStarts, paragraph: paragraph) }
        var visible = allLines
        if maximumNumberOfLines > 0 { visible = Array(visible.prefix(maximumNumberOfLines)) }
        if let limitHeight, visible.count > 1 {
            // Lines that do not fit entirely are dropped; the first line always stays.
            visible = [visible[0]] + visible.dropFirst().prefix { $0.frame.maxY <= limitHeight }
        }
        lines = visible
        isClipped = visible.count < allLines.count
        pangoFrames = Array(pangoFrames.prefix(visible.count))
        placement = usesPango ? nil : zip(pangoFrames, visible).map { pango, line in
            (pango, CGPoint(x: line.frame.minX - pango.minX, y: line.frame.minY - pango.minY + (line.frame.height - pango.height)))
        }
        // A line's width plus its indent (not where alignment put it, as pango measures).
        let widest = zip(visible, paragraphStarts).map { line, isStart in
            line.frame.width + (usesPango ? 0 : isStart ? paragraph.firstLineHeadIndent : paragraph.headIndent)
        }.max() ?? 0
        size = CGSize(width: widest.rounded(.up), height: (visible.last?.frame.maxY ?? 0).rounded(.up))
        attachments = attachmentRuns.isEmpty ? [] : Self.attachmentFrames(of: attachmentRuns, in: layout, lines: visible, placement: placement)
        // Plain ASCII has no emoji (keycaps and flags need scalars beyond it): no walk of the
        // runs. A colour font chosen for ASCII text is then drawn by cairo, as before.
        colorGlyphs = bytes.allSatisfy({ $0 < 0x80 }) ? []
            : Self.takeColorGlyphs(from: layout, lineCount: visible.count, runs: runs, placement: placement)
    }

    deinit {
        PangoShared.shared.lock.lock()
        g_object_unref(UnsafeMutableRawPointer(layout))
        PangoShared.shared.lock.unlock()
    }

    /// Whether `points` limits the layout: positive and small enough for pango's 32-bit
    /// units (about 2 million points). Larger, infinite or NaN values mean unlimited.
    private static func isLimit(_ points: CGFloat) -> Bool {
        points > 0 && points * CGFloat(PANGO_SCALE) < CGFloat(Int32.max)
    }

    /// `points` in pango units, truncated and clamped to `Int32`'s range (NaN gives 0):
    /// a converted app value must never trap.
    private static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = points * CGFloat(PANGO_SCALE)
        if units.isNaN { return 0 }
        if units >= CGFloat(Int32.max) { return .max }
        if units <= CGFloat(Int32.min) { return .min }
        return Int32(units)
    }

    private static func addAttributes(of run: Run, from start: Int, to end: Int, to list: OpaquePointer?,
                                      shared: PangoShared) {
        guard end > start else { return }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(start)
            attribute.pointee.end_index = UInt32(end)
            pango_attr_list_insert(list, attribute)
        }
        insert(pango_attr_font_desc_new(shared.description(of: run.font)))
        let (r, g, b, a) = run.foregroundColor.rgba
        func channel(_ value: CGFloat) -> UInt16 { UInt16((value * 65535).rounded()) }
        insert(pango_attr_foreground_new(channel(r), channel(g), channel(b)))
        insert(pango_attr_foreground_alpha_new(max(channel(a), 1)))
        // A stroke alone shows no fill: the glyphs stay in the layout (their place, their
        // lines), all but invisible (pango takes alpha 0 as "unset").
        if let stroke = run.stroke, !stroke.fills { insert(pango_attr_foreground_alpha_new(1)) }
        if let underline = run.underline {
            // pango draws no thick line: thick is drawn single.
            insert(pango_attr_underline_new(underline.style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = underline.color {
                let (r, g, b, _) = color.rgba
                insert(pango_attr_underline_color_new(channel(r), channel(g), channel(b)))
            }
        }
        if let strikethrough = run.strikethrough {
            insert(pango_attr_strikethrough_new(1))
            if let color = strikethrough.color {
                let (r, g, b, _) = color.rgba
                insert(pango_attr_strikethrough_color_new(channel(r), channel(g), channel(b)))
            }
        }
        if let background = run.backgroundColor {
            let (r, g, b, a) = background.rgba
            if a > 0 {
                insert(pango_attr_background_new(channel(r), channel(g), channel(b)))
                insert(pango_attr_background_alpha_new(max(channel(a), 1)))
            }
        }
        if run.baselineOffset != 0 { insert(pango_attr_rise_new(pangoUnits(run.baselineOffset))) }
        if !run.usesLigatures { insert(pango_attr_font_features_new("liga=0,clig=0,dlig=0")) }
        if run.kern.isNaN { logger.warning("TextLayout: NaN kern ignored") }
        // The font's own tracking and the run's kern add up, as on iOS; an attachment has no
        // glyphs for the font's tracking.
        let spacing = (run.kern.isNaN ? 0 : run.kern) + (run.attachment == nil ? run.font.tracking : 0)
        if spacing != 0 {
            insert(pango_attr_letter_spacing_new(pangoUnits(spacing)))
        }
        if let features = run.font.openTypeFeatures { insert(pango_attr_font_features_new(features)) }
        if let attachment = run.attachment {
            // Each character becomes a box of the attachment's size standing on the baseline
            // (pango's y grows downwards); no line height, which would clip a tall image's line.
            let bounds = attachment.bounds
            var ink = PangoRectangle(x: 0, y: pangoUnits(-bounds.maxY), width: pangoUnits(bounds.width),
                                     height: pangoUnits(bounds.height))
            var logical = ink
            insert(pango_attr_shape_new(&ink, &logical))
            return
        }
        // pango takes what a smaller line height removes half above and half below the text.
        if let lineHeight = run.font.lineHeight { insert(pango_attr_line_height_new_absolute(pangoUnits(lineHeight))) }
    }

    /// Draws the text with its top-left corner at `point` in `context`'s user space,
    /// in the runs' colours, honouring the context's transform, clip and alpha.
    public func draw(in context: CGContext, at point: CGPoint) {
        guard !lines.isEmpty, !context.drawsNothing, point.x.isFinite, point.y.isFinite else { return }
        // Before the lock: drawing a symbol anew lays out text itself.
        let attachmentImages = attachments.isEmpty ? [] : attachmentImages(at: context.ctm)
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        let cr = context.cairo
        cairo_save(cr)
        cairo_new_path(cr)
        if isClipped {
            let clip = context.boundingBoxOfClipPath
            cairo_rectangle(cr, Double(clip.minX), Double(point.y), Double(clip.width), Double(size.height))
            cairo_clip(cr)
        }
        let alpha = context.globalAlpha
        if alpha < 1 { cairo_push_group(cr) }
        if effects.contains(where: { $0.run.shadow != nil }) { drawShadows(cr, at: point) }
        if let placement {
            // Line by line, each at the place `Paragraph` gave it.
            let iterator = pango_layout_get_iter(layout)
            let scale = CGFloat(PANGO_SCALE)
            for index in lines.indices {
                let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
                cairo_move_to(cr, Double(point.x + placement[index].pango.minX + placement[index].shift.x),
                              Double(point.y + baseline + placement[index].shift.y))
                pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iterator))
                if pango_layout_iter_next_line(iterator) == 0 { break }
            }
            pango_layout_iter_free(iterator)
        } else {
            cairo_move_to(cr, Double(point.x), Double(point.y))
            pango_cairo_show_layout(cr, layout)
        }
        if !colorGlyphs.isEmpty { drawColorGlyphs(cr, at: point) }
        if effects.contains(where: { $0.run.stroke != nil }) { drawStrokes(cr, at: point) }
        if !attachments.isEmpty { drawAttachments(attachmentImages, cr, at: point) }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }

    /// Vertical metrics of `font`. Cost: a font lookup (cached by fontconfig) per call.
    public static func metrics(for font: Font) -> FontMetrics {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        let description = shared.description(of: font)
        let metrics = pango_context_get_metrics(shared.context, description, nil)
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        var ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        var descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        if let lineHeight = font.lineHeight {
            // As layouts place it: half the difference off each side.
            let excess = (ascent + descent - lineHeight) / 2
            ascent -= excess
            descent -= excess
        }
        var capHeight = ascent * 0.7, xHeight = ascent * 0.5
        var faceName = font.family
        if let loaded = pango_context_load_font(shared.context, description) {
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            if let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(loaded)) {
                capHeight = inkHeight(of: "H", in: scaled) ?? capHeight
                xHeight = inkHeight(of: "x", in: scaled) ?? xHeight
            }
            faceName = fullName(of: loaded) ?? faceName
        }
        return FontMetrics(ascender: ascent, descender: -descent, lineHeight: ascent + descent,
                           capHeight: capHeight, xHeight: xHeight, faceName: faceName)
    }

    /// The full name fontconfig gives the face `font` was matched to, such as "Inter Semi Bold".
    private static func fullName(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self),
                                         pango_fc_font_get_type()) != 0,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FULLNAME, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }

    private static func inkHeight(of glyph: String, in font: OpaquePointer) -> CGFloat? {
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(font, glyph, &extents)
        return extents.height > 0 ? CGFloat(-extents.y_bearing) : nil
    }
}
