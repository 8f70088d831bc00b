import Foundation

/// A path of lines and curves with its own stroke settings, drawn into UIKit's current
/// context with `fill()` and `stroke()`.
///
/// Coordinates are UIKit's: y grows downwards, and `clockwise` arcs look clockwise on
/// screen. Non-finite points are ignored with a log line by the underlying `CGPath`.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Stroke width in points. Default 1.
    open var lineWidth: CGFloat = 1

    /// How the ends of open subpaths are stroked. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt

    /// How corners are stroked. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter

    /// The ratio of miter length to line width beyond which a miter join is bevelled.
    /// Default 10.
    open var miterLimit: CGFloat = 10

    /// The accuracy of curve rendering. Default 0.6. Kept for compatibility: cairo
    /// flattens curves to its own sub-pixel tolerance.
    open var flatness: CGFloat = 0.6

    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule instead of
    /// non-zero winding. Default false.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle, starting at its origin and running clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        path.move(to: CGPoint(x: r.minX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded by `cornerRadius`, clamped to half the
    /// shorter side. As on iOS since iOS 7, the corners are continuous (the curve of
    /// `cornerCurve = .continuous`, reaching about 1.53 × the radius along each edge), not
    /// circular arcs; with a radius over about a third of the shorter side they blend
    /// towards a circular capsule, where iOS switches to larger corners
    /// (`ContinuousCorners`).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen `corners` rounded by `cornerRadii.width` (its height is
    /// ignored, as on iOS), continuous corners as `init(roundedRect:cornerRadius:)` draws.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
        guard radius > 0, radius.isFinite, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
            path.addRect(r)
            return
        }
        path.addPath(CGPath(elements: ContinuousCorners.roundedRect(r, radius: radius,
                                                                    corners: RectCorners(rawValue: corners.rawValue))))
    }

    /// An open arc of a circle. Angles are in radians from the positive x axis;
    /// `clockwise` means clockwise on screen (increasing angle, since y points down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, joined to the current point (if any) by a straight line.
    /// `clockwise` means clockwise on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // CGPath's clockwise is y-up's (decreasing angle); on a y-down screen that looks
        // counter-clockwise, so UIKit's flag is the opposite one.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds the elements of `bezierPath` (not its stroke settings).
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// A new path with the same shape traversed in the opposite direction, and the same
    /// stroke settings.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as? UIBezierPath ?? UIBezierPath()
        reversed.path = PathReverser.reversed(path)
        return reversed
    }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let source = path
        path = CGMutablePath()
        path.addPath(source, transform: transform)
    }

    // MARK: Inspecting

    /// The path as a Core Graphics path (a copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The smallest rectangle containing every point, control points included.
    /// `.null` for an empty path.
    open var bounds: CGRect {
        path.boundingBox
    }

    /// Where the next element starts: the end of the last one, `.zero` for an empty path.
    open var currentPoint: CGPoint {
        path.currentPoint
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool {
        path.isEmpty
    }

    /// Whether `point` is inside the filled area, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern: `count` lengths from `pattern`, alternately painted and
    /// skipped, starting `phase` points into the pattern. A nil pattern or zero count
    /// draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: `count` receives the number of lengths; `pattern`, when
    /// given, receives them (it must have room for all); `phase` receives the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the path with the current fill colour in UIKit's current context.
    open func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills the path with the current fill colour, `blendMode` and `alpha` (0...1).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and the path's line settings.
    open func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes the path with the current stroke colour, `blendMode` and `alpha` (0...1).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the filled area of the path. Lasts
    /// until the context's graphics state is restored.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Copying

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}
