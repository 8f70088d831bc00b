import CCairo
import Foundation
import Logging

/// A drawing destination over a `PixelBuffer`, implemented with cairo.
///
/// Two kinds exist: Apple's bitmap context (`init?(data:width:height:...)`), whose user
/// space has its origin at the lower left like on Apple platforms, and the package
/// context UIKit and QuartzCore use (`init(pixelBuffer:)`), with an upper-left origin.
/// Non-finite coordinates are ignored with a log line so that cairo never enters its
/// permanent error state.
public final class CGContext {
    private static let logger = Logger(label: "vitrine.coregraphics")

    /// The state CG keeps that cairo's graphics state does not.
    private struct State {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
        var allowsAntialiasing = true
        // A singular CTM would put cairo in an error state; drawing is skipped instead.
        var isSingular = false
    }

    /// The pixels drawn into.
    package let pixelBuffer: PixelBuffer
    /// The cairo context, for code that draws with cairo or pango directly (text).
    package let cairo: OpaquePointer
    private let surface: OpaquePointer
    /// The transform from the origin convention exposed to users to device pixels.
    package let baseTransform: CGAffineTransform
    private var state = State()
    private var savedStates: [State] = []
    private var pathIsEmpty = true

    /// A context drawing into `pixelBuffer`, origin at the upper left, one unit per pixel.
    package convenience init(pixelBuffer: PixelBuffer) {
        self.init(buffer: pixelBuffer, baseTransform: .identity)
    }

    private init(buffer: PixelBuffer, baseTransform: CGAffineTransform) {
        self.pixelBuffer = buffer
        self.baseTransform = baseTransform
        let data = buffer.data.assumingMemoryBound(to: UInt8.self)
        surface = cairo_image_surface_create_for_data(data, buffer.format.cairoFormat, Int32(buffer.width),
                                                      Int32(buffer.height), Int32(buffer.bytesPerRow))
        let surfaceStatus = cairo_surface_status(surface)
        if surfaceStatus != CAIRO_STATUS_SUCCESS {
            Self.logger.error("CGContext: cairo surface failed: \(String(cString: cairo_status_to_string(surfaceStatus)))")
        }
        cairo = cairo_create(surface)
        var matrix = baseTransform.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
    }

    /// Apple's bitmap context: 8 bits per component, 32 bits per pixel. When `data` is
    /// given it must be native-endian ARGB (`premultipliedFirst` or `noneSkipFirst` with
    /// `byteOrder32Little`); when nil, the context allocates zeroed memory and accepts any
    /// 8-bit RGB or gray layout (pixels are stored as premultiplied ARGB32).
    /// User space has its origin at the lower left. Returns nil for other layouts.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, width <= 32767, height <= 32767, bitsPerComponent == 8,
              let alphaInfo = info.alphaInfo else {
            Self.logger.warning("CGContext: unsupported bitmap \(width)x\(height), \(bitsPerComponent) bpc, info \(bitmapInfo)")
            return nil
        }
        let format: PixelFormat = alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast || alphaInfo == .none
            ? .xrgb32 : .argb32Premultiplied
        let buffer: PixelBuffer
        if let data {
            guard info.byteOrder == .byteOrder32Little, alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst,
                  bytesPerRow >= width * 4, bytesPerRow % 4 == 0 else {
                Self.logger.warning("CGContext: caller memory must be native ARGB32 (premultipliedFirst|byteOrder32Little)")
                return nil
            }
            // cairo takes the row stride as a 32-bit int.
            guard bytesPerRow <= Int(Int32.max) else {
                Self.logger.warning("CGContext: bytesPerRow \(bytesPerRow) too large")
                return nil
            }
            buffer = PixelBuffer(wrapping: data, width: width, height: height, bytesPerRow: bytesPerRow, format: format)
        } else {
            guard let allocated = PixelBuffer(allocating: width, height: height, format: format) else {
                Self.logger.error("CGContext: no memory for a \(width)x\(height) bitmap")
                return nil
            }
            buffer = allocated
        }
        self.init(buffer: buffer, baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Width in pixels.
    public var width: Int { pixelBuffer.width }
    /// Height in pixels.
    public var height: Int { pixelBuffer.height }
    /// Bytes between rows.
    public var bytesPerRow: Int { pixelBuffer.bytesPerRow }
    /// The pixel memory.
    public var data: UnsafeMutableRawPointer? { pixelBuffer.data }

    // MARK: Input validation

    private func finite(_ values: CGFloat..., operation: StaticString) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        Self.logger.warning("CGContext.\(operation): non-finite value in \(values), ignored")
        return false
    }

    private func finite(_ rect: CGRect, operation: StaticString) -> Bool {
        finite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, operation: operation)
    }

    private func finite(_ point: CGPoint, operation: StaticString) -> Bool {
        finite(point.x, point.y, operation: operation)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line style...).
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the graphics state saved by the matching `saveGState()`.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            Self.logger.warning("CGContext.restoreGState: no saved state, ignored")
            return
        }
        cairo_restore(cairo)
        state = saved
    }

    /// The current transformation matrix from user space to the context's base space
    /// (excluding the base flip of bitmap contexts).
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(cairoMatrix: matrix).concatenating(baseTransform.inverted())
    }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (x axis towards y axis).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        guard !state.isSingular else { return }
        let t = transform
        guard finite(t.a, t.b, t.c, t.d, t.tx, t.ty, operation: "concatenate") else { return }
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else {
            // CG keeps drawing nothing until the state is restored; cairo would fail for good.
            state.isSingular = true
            return
        }
        var matrix = t.cairoMatrix
        cairo_transform(cairo, &matrix)
    }

    /// The colour used by fill operations.
    package var fillColor: CGColor { state.fillColor }

    /// Sets the colour used by fill operations.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from RGBA components (0...1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the colour used by stroke operations.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from RGBA components (0...1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke width in user-space units (negative values become 0).
    public func setLineWidth(_ width: CGFloat) {
        guard finite(width, operation: "setLineWidth") else { return }
        cairo_set_line_width(cairo, Double(max(width, 0)))
    }

    /// Sets how the ends of open subpaths are stroked.
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairoValue) }

    /// Sets how corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairoValue) }

    /// Sets the miter limit (ratio of miter length to line width before a bevel is used).
    public func setMiterLimit(_ limit: CGFloat) {
        guard finite(limit, operation: "setMiterLimit") else { return }
        cairo_set_miter_limit(cairo, Double(max(limit, 1)))
    }

    /// Sets the dash pattern; an empty `lengths` draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard finite(phase, operation: "setLineDash"), lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            Self.logger.warning("CGContext.setLineDash: invalid lengths \(lengths), ignored")
            return
        }
        // cairo rejects an all-zero pattern (error state); CG draws solid lines then.
        let dashes = lengths.contains { $0 > 0 } ? lengths.map { Double($0) } : []
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// Sets a global opacity (0...1) multiplied into everything drawn.
    public func setAlpha(_ alpha: CGFloat) {
        guard finite(alpha, operation: "setAlpha") else { return }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets how new paint is combined with the existing pixels.
    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cairo, mode.cairoOperator) }

    /// Turns anti-aliasing on or off (effective only if also allowed).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Allows or forbids anti-aliasing.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Image smoothing used by `draw(_:in:)`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Path construction

    /// Discards the current path.
    public func beginPath() {
        cairo_new_path(cairo)
        pathIsEmpty = true
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard !state.isSingular, finite(point, operation: "move(to:)") else { return }
        cairo_move_to(cairo, Double(point.x), Double(point.y))
        pathIsEmpty = false
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard !state.isSingular, finite(point, operation: "addLine(to:)") else { return }
        cairo_line_to(cairo, Double(point.x), Double(point.y))
        pathIsEmpty = false
    }

    /// Adds a polyline through `points`.
    public func addLines(between points: [CGPoint]) {
        let path = CGMutablePath()
        path.addLines(between: points)
        addPath(path)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard !state.isSingular, finite(end.x, end.y, control1.x, control1.y, control2.x, control2.y,
                                        operation: "addCurve") else { return }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
        pathIsEmpty = false
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !state.isSingular, finite(end.x, end.y, control.x, control.y, operation: "addQuadCurve") else { return }
        replay([.quadCurveTo(control: control, end: end)])
    }

    /// Adds a circular arc; `clockwise` is CG's (decreasing angle), see `CGMutablePath.addArc`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard !state.isSingular, finite(center.x, center.y, radius, startAngle, endAngle, operation: "addArc"),
              radius >= 0 else { return }
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        if sweep >= 0 {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(startAngle + sweep))
        } else {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle),
                               Double(startAngle + sweep))
        }
        pathIsEmpty = false
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard !state.isSingular, finite(tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius,
                                        operation: "addArc(tangent1End:)") else { return }
        let path = CGMutablePath()
        if !pathIsEmpty, cairo_has_current_point(cairo) != 0 {
            path.move(to: currentPointOfPath)
        }
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        replay(pathIsEmpty ? path.elements : Array(path.elements.dropFirst()))
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        guard !state.isSingular, finite(rect, operation: "addRect") else { return }
        let path = CGMutablePath()
        path.addRect(rect)
        replay(path.elements)
    }

    /// Adds one closed rectangle per element.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        guard !state.isSingular, finite(rect, operation: "addEllipse") else { return }
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        replay(path.elements)
    }

    /// Adds `path`'s elements, interpreted in the current user space.
    public func addPath(_ path: CGPath) {
        guard !state.isSingular else { return }
        replay(path.elements)
    }

    /// Closes the current subpath.
    public func closePath() {
        cairo_close_path(cairo)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { pathIsEmpty }

    /// The current point of the path in user space, `.zero` if there is none.
    public var currentPointOfPath: CGPoint {
        CairoPath.currentPoint(of: cairo) ?? .zero
    }

    /// The bounds of the current path in user space; null if the path is empty.
    public var boundingBoxOfPath: CGRect {
        guard !pathIsEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Feeds path elements to cairo in the current user space.
    package func replay(_ elements: [PathElement]) {
        if CairoPath.append(elements, to: cairo) { pathIsEmpty = false }
    }

    // MARK: Painting paths

    private func setSource(_ color: CGColor) {
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cairo, Double(r), Double(g), Double(b), Double(a * state.alpha))
    }

    private func cairoFillRule(_ rule: CGPathFillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// Fills the current path with the fill colour, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Strokes the current path with the stroke colour and line style, then clears the path.
    public func strokePath() {
        drawPath(using: .stroke)
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !state.isSingular, !pathIsEmpty else { return }
        let fillRule: CGPathFillRule? = switch mode {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
        if let fillRule {
            setSource(state.fillColor)
            cairo_set_fill_rule(cairo, cairoFillRule(fillRule))
            cairo_fill_preserve(cairo)
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            setSource(state.strokeColor)
            cairo_stroke_preserve(cairo)
        }
    }

    /// Fills `rect` with the fill colour. Clears the current path.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills every rectangle with the fill colour. Clears the current path.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects.filter { finite($0, operation: "fill") })
        fillPath()
    }

    /// Strokes the outline of `rect`. Clears the current path.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with line width `width`. Clears the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_restore(cairo)
    }

    /// Makes `rect` fully transparent (respecting the clip). Clears the current path.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        beginPath()
        addRect(rect)
        if !state.isSingular, !pathIsEmpty { cairo_fill(cairo) }
        cairo_restore(cairo)
        beginPath()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes independent segments: points 0–1, 2–3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, cairoFillRule(rule))
        cairo_clip(cairo)
        pathIsEmpty = true
    }

    /// Intersects the clip with `rect`. Clears the current path.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`. Clears the current path.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects.filter { finite($0, operation: "clip(to:)") })
        clip()
    }

    /// Removes all clipping.
    public func resetClip() {
        cairo_reset_clip(cairo)
    }

    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Output

    /// Writes pending drawing to the pixel memory.
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// An image of the current pixels, or nil when the memory for it cannot be had (logged
    /// once until such an allocation succeeds; Core Graphics' `makeImage()` is optional too).
    /// Cost: copies the pixel memory.
    public func makeImage() -> CGImage? {
        flush()
        return pixelBuffer.copy(for: "an image of a context").map { CGImage(pixels: $0) }
    }

    /// Whether drawing should be skipped in the current state.
    package var drawsNothing: Bool { state.isSingular }

    /// The global alpha set by `setAlpha(_:)`.
    package var globalAlpha: CGFloat { state.alpha }
}

extension CGAffineTransform {
    /// The same transform as a cairo matrix.
    package var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    /// The transform of a cairo matrix.
    package init(cairoMatrix m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }
}
