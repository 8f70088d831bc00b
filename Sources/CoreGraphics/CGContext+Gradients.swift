import CCairo
import Foundation

extension CGContext {
    /// Paints a linear gradient across the whole clip, varying along start → end.
    /// Without options nothing is painted before `start` or after `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard !drawsNothing, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite, length > 0 else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // Paint a band across the clip that stops at the start/end lines unless extended.
        let clip = boundingBoxOfClipPath
        let reach = [CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.minY),
                     CGPoint(x: clip.minX, y: clip.maxY), CGPoint(x: clip.maxX, y: clip.maxY)]
            .map { hypot($0.x - start.x, $0.y - start.y) }.max()! + length + 1
        let along = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        let across = CGPoint(x: -along.y * reach, y: along.x * reach)
        let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let to = options.contains(.drawsAfterEndLocation) ? reach : length
        let near = CGPoint(x: start.x + along.x * from, y: start.y + along.y * from)
        let far = CGPoint(x: start.x + along.x * to, y: start.y + along.y * to)
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_move_to(cairo, Double(near.x + across.x), Double(near.y + across.y))
        cairo_line_to(cairo, Double(far.x + across.x), Double(far.y + across.y))
        cairo_line_to(cairo, Double(far.x - across.x), Double(far.y - across.y))
        cairo_line_to(cairo, Double(near.x - across.x), Double(near.y - across.y))
        cairo_close_path(cairo)
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Paints a radial gradient between two circles across the whole clip. The options
    /// extend the start colour inside the start circle and the end colour outside the end
    /// circle (a single option is exact when the start circle lies inside the end circle,
    /// the usual case).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard !drawsNothing, values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0,
              startRadius > 0 || endRadius > 0 else { return }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        // cairo extends both ends or neither: clip away the end that must stay unpainted.
        if after && !before && startRadius > 0 {
            let clip = boundingBoxOfClipPath
            cairo_rectangle(cairo, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cairo)
        } else if before && !after {
            cairo_arc(cairo, Double(endCenter.x), Double(endCenter.y), Double(endRadius), 0, 2 * .pi)
            cairo_clip(cairo)
        }
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    private func addStops(of gradient: CGGradient, to pattern: OpaquePointer?) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(stop.red), Double(stop.green),
                                              Double(stop.blue), Double(stop.alpha * globalAlpha))
        }
    }
}
