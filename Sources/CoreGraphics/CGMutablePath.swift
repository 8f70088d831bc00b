import Foundation
import Logging

/// A graphics path that can be extended. Every `add` method takes an optional
/// transform applied to the new points only.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    private static let logger = Logger(label: "vitrine.coregraphics")

    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    private func append(_ element: PathElement, transform: CGAffineTransform) {
        let mapped = element.applying(transform)
        guard mapped.isFinite else {
            Self.logger.warning("CGMutablePath: ignoring element with a non-finite coordinate: \(mapped)")
            return
        }
        elements.append(mapped)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveTo(point), transform: transform)
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(hasCurrentPoint ? .lineTo(point) : .moveTo(point), transform: transform)
    }

    /// Adds a polyline: a move to the first point, then lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control, transform: transform) }
        append(.quadCurveTo(control: control, end: end), transform: transform)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control1, transform: transform) }
        append(.curveTo(control1: control1, control2: control2, end: end), transform: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a closed rectangle: min corner, then along x, then y, back (as Apple does).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds one closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, starting at its right-middle point,
    /// four Bézier curves in increasing-angle order.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        for curve in PathGeometry.arcCurves(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi) {
            append(curve, transform: scale)
        }
        closeSubpath()
    }

    /// Adds a closed rectangle with elliptical corners of the given radii. Radii larger
    /// than half the side are clamped (with a log line); negative radii are an error and ignored.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard cornerWidth >= 0, cornerHeight >= 0 else {
            Self.logger.warning("CGMutablePath.addRoundedRect: negative corner size \(cornerWidth)x\(cornerHeight) ignored")
            return
        }
        if cornerWidth * 2 > r.width || cornerHeight * 2 > r.height {
            Self.logger.debug("CGMutablePath.addRoundedRect: corner size clamped to half the rectangle")
        }
        let rx = min(cornerWidth, r.width / 2), ry = min(cornerHeight, r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        addRoundedRect(r, rx: rx, ry: ry, corners: .all, transform: transform)
    }

    /// Adds the closed outline of `PathGeometry.roundedRect`: the chosen `corners` rounded
    /// by quarter ellipses of `rx` × `ry` (positive, already clamped to half the sides).
    package func addRoundedRect(_ rect: CGRect, rx: CGFloat, ry: CGFloat, corners: RectCorners,
                                transform: CGAffineTransform = .identity) {
        for element in PathGeometry.roundedRect(rect, rx: rx, ry: ry, corners: corners, transform: transform) {
            if element == .closeSubpath {
                closeSubpath()
            } else {
                append(element, transform: .identity)
            }
        }
    }

    /// Adds an arc of a circle. Angles are in radians from the x axis towards the y axis;
    /// `clockwise` is CG's (decreasing angle, clockwise in a y-up space). A line joins the
    /// current point, if any, to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle` (positive delta: increasing angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, delta.isFinite else {
            Self.logger.warning("CGMutablePath: invalid arc radius \(radius) start \(startAngle) delta \(delta) ignored")
            return
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        addLine(to: start, transform: transform)
        guard delta != 0 else { return }
        for curve in PathGeometry.arcCurves(center: center, radius: radius, startAngle: startAngle, sweep: delta) {
            append(curve, transform: transform)
        }
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines
    /// current point → `tangent1End` and `tangent1End` → `tangent2End` (like PostScript `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else {
            move(to: tangent1End, transform: transform)
            return
        }
        // Work in the untransformed space of the new points.
        let p0 = currentPoint.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let length1 = hypot(v1.x, v1.y), length2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-9 * length1 * length2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1), u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance,
                             y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        var delta = atan2(t2.y - center.y, t2.x - center.x) - startAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends all of `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element, transform: transform) }
    }
}
