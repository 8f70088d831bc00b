import CCairo
import CPango
import Foundation

/// Inline images (`NSTextAttachment`): pango keeps their space (a shape attribute on each
/// U+FFFC), and these find where that space landed and draw the images into it.
extension TextLayout {
    /// The frame of each attachment character on a visible line: its x from pango, moved as
    /// its line was placed, and its bounds standing on the line's baseline (raised by the
    /// run's baseline offset, as pango raises the shape).
    static func attachmentFrames(of runs: [(start: Int, run: Run)], in layout: OpaquePointer, lines: [Line],
                                 placement: [(pango: CGRect, shift: CGPoint)]?) -> [(frame: CGRect, attachment: Attachment)] {
        let scale = CGFloat(PANGO_SCALE)
        var frames: [(frame: CGRect, attachment: Attachment)] = []
        for (start, run) in runs {
            guard let attachment = run.attachment else { continue }
            var index = start
            for scalar in run.text.unicodeScalars {
                defer { index += String(scalar).utf8.count }
                var line: Int32 = 0, x: Int32 = 0
                pango_layout_index_to_line_x(layout, Int32(index), 0, &line, &x)
                guard line >= 0, Int(line) < lines.count else { continue }
                var position = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(index), &position)
                let left = CGFloat(min(position.x, position.x + position.width)) / scale
                    + (placement?[Int(line)].shift.x ?? 0)
                let bounds = attachment.bounds
                frames.append((CGRect(x: left + bounds.minX, y: lines[Int(line)].baseline - run.baselineOffset - bounds.maxY,
                                      width: bounds.width, height: bounds.height), attachment))
            }
        }
        return frames
    }

    /// Each attachment's image for its frame drawn through `ctm`: a vector image's pixels
    /// drawn anew for the device pixels the frame takes (`Attachment.redrawn`), else its image.
    func attachmentImages(at ctm: CGAffineTransform) -> [CGImage?] {
        attachments.map { frame, attachment in
            guard let redrawn = attachment.redrawn, frame.width > 0, frame.height > 0 else { return attachment.image }
            let device = CGSize(width: frame.width * hypot(ctm.a, ctm.b), height: frame.height * hypot(ctm.c, ctm.d))
            guard let sharp = redrawn(device), sharp.width > 0, sharp.height > 0 else { return attachment.image }
            return sharp
        }
    }

    /// Draws `images` (one an attachment: `attachmentImages(at:)`) into the attachments'
    /// frames, upright; a tinted one as its alpha filled with the tint (template images take
    /// the text's colour, as symbol images do).
    func drawAttachments(_ images: [CGImage?], _ cr: OpaquePointer?, at point: CGPoint) {
        for ((frame, attachment), image) in zip(attachments, images) {
            guard let image, image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else { continue }
            let rect = frame.offsetBy(dx: point.x, dy: point.y)
            image.withCairoPattern(filling: rect, firstRowAtMaxY: false, filter: CAIRO_FILTER_BILINEAR,
                                   extend: CAIRO_EXTEND_PAD) { pattern in
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                if let tint = attachment.tint {
                    let (r, g, b, a) = tint.rgba
                    cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
                    cairo_mask(cr, pattern)
                } else {
                    cairo_set_source(cr, pattern)
                    cairo_paint(cr)
                }
                cairo_restore(cr)
            }
        }
    }
}
