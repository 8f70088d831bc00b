import CCairo
import Foundation

/// Draws a `CAShapeLayer`'s values with cairo (through `CGContext`): the fill, then the
/// stroke over it, trimmed by `strokeStart`/`strokeEnd` (`PathTrimming`).
@MainActor
enum ShapeDrawing {
    static func draw(_ shape: ShapeLayerValues, in ctx: CGContext) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
              let elements = strokedElements(of: shape, path) else { return }
        ctx.setStrokeColor(stroke)
        applyStrokeStyle(of: shape, to: ctx)
        ctx.beginPath()
        ctx.addPath(CGPath(elements: elements))
        ctx.strokePath()
    }

    /// The layer-space rect the fill and stroke can touch (the stroke's exact extents, from
    /// cairo), one point wider for antialiasing; null when nothing is drawn.
    static func extent(of shape: ShapeLayerValues) -> CGRect {
        guard let path = shape.path, !path.isEmpty else { return .null }
        var rect = CGRect.null
        if let fill = shape.fillColor, fill.alpha > 0 { rect = path.boundingBoxOfPath }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
           let elements = strokedElements(of: shape, path) {
            let ctx = CGContext(pixelBuffer: PixelBuffer(width: 1, height: 1))
            applyStrokeStyle(of: shape, to: ctx)
            CairoPath.append(elements, to: ctx.cairo)
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_stroke_extents(ctx.cairo, &x0, &y0, &x1, &y1)
            if x1 > x0, y1 > y0 { rect = rect.union(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
        }
        return rect.isNull ? rect : rect.insetBy(dx: -1, dy: -1)
    }

    /// The elements to stroke: the path trimmed to `strokeStart...strokeEnd` (clamped to
    /// 0...1); nil when that is empty.
    private static func strokedElements(of shape: ShapeLayerValues, _ path: CGPath) -> [PathElement]? {
        let start = min(max(shape.strokeStart, 0), 1), end = min(max(shape.strokeEnd, 0), 1)
        guard start.isFinite, end.isFinite, end > start else { return nil }
        let elements = PathTrimming.trimmed(path.elements, from: start, to: end)
        return elements.isEmpty ? nil : elements
    }

    private static func applyStrokeStyle(of shape: ShapeLayerValues, to ctx: CGContext) {
        ctx.setLineWidth(shape.lineWidth)
        ctx.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
        ctx.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
        ctx.setMiterLimit(shape.miterLimit)
        // A pattern without a positive length draws a solid line, as Core Graphics does.
        if let pattern = shape.lineDashPattern, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }),
           pattern.contains(where: { $0 > 0 }) {
            ctx.setLineDash(phase: shape.lineDashPhase.isFinite ? shape.lineDashPhase : 0, lengths: pattern)
        }
    }
}
