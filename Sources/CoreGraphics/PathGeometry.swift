import Foundation
import Logging

/// Path geometry shared by `CGPath` and `CGMutablePath`: arcs as Bézier curves,
/// tight bounds, flattening for hit testing.
package enum PathGeometry {
    private static let logger = Logger(label: "vitrine.coregraphics")

    /// Bézier curves approximating an arc of `sweep` radians starting at `startAngle`,
    /// angles measured from the x axis towards the y axis. Each curve spans at most 90°.
    /// A sweep beyond a full turn draws one full turn plus the remainder (at most 8
    /// curves, ending where the whole sweep would); a NaN or infinite sweep gives none
    /// (logged).
    package static func arcCurves(center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                                  sweep requestedSweep: CGFloat) -> [PathElement] {
        guard requestedSweep.isFinite else {
            logger.warning("PathGeometry: arc sweep \(requestedSweep) ignored")
            return []
        }
        let turn = 2 * CGFloat.pi
        // Further turns retrace the circle, and their count could be too large to allocate
        // or even to convert to Int.
        let sweep = abs(requestedSweep) <= turn ? requestedSweep
            : (turn + abs(requestedSweep).truncatingRemainder(dividingBy: turn)) * (requestedSweep < 0 ? -1 : 1)
        // The small epsilon keeps an exact quarter turn in one curve despite rounding.
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var curves: [PathElement] = []
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            curves.append(.curveTo(control1: c1, control2: c2, end: p3))
            angle = next
        }
        return curves
    }

    /// A closed rectangle whose `corners` are quarter ellipses of radii `rx` × `ry` (both
    /// positive, at most half the sides) and the other corners sharp, clockwise on a y-down
    /// screen from the end of the top-left corner, every point mapped through `transform`.
    package static func roundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat, corners: RectCorners,
                                    transform: CGAffineTransform = .identity) -> [PathElement] {
        // Each corner: the sharp point, and the centre and start angle of its arc, in drawing order.
        let plan: [(RectCorners, CGPoint, CGPoint, CGFloat)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        let start = CGPoint(x: corners.contains(.topLeft) ? r.minX + rx : r.minX, y: r.minY)
        var elements: [PathElement] = [.moveTo(start.applying(transform))]
        for (corner, sharpPoint, center, startAngle) in plan {
            guard corners.contains(corner) else {
                elements.append(.lineTo(sharpPoint.applying(transform)))
                continue
            }
            // The arc is a quarter of the unit circle stretched onto the corner's ellipse.
            let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
                .concatenating(transform)
            elements.append(.lineTo(CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(ellipse)))
            for curve in arcCurves(center: .zero, radius: 1, startAngle: startAngle, sweep: .pi / 2) {
                elements.append(curve.applying(ellipse))
            }
        }
        elements.append(.closeSubpath)
        return elements
    }

    /// The sweep CG draws from `start` to `end`: counter-clockwise in a y-up space
    /// (increasing angle) unless `clockwise`, at most one full turn.
    package static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let difference = end - start
        if clockwise {
            if difference <= -turn { return -turn }
            let remainder = difference.truncatingRemainder(dividingBy: turn)
            return remainder > 0 ? remainder - turn : remainder
        } else {
            if difference >= turn { return turn }
            let remainder = difference.truncatingRemainder(dividingBy: turn)
            return remainder < 0 ? remainder + turn : remainder
        }
    }

    /// The two control points of the cubic Bézier curve that traces the same curve as the
    /// quadratic one from `start` with `control` to `end`.
    package static func cubicControls(start: CGPoint, control c: CGPoint, end: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y)),
         CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y)))
    }

    /// The tight bounds of the curves (curve extrema, not control points); null if empty.
    package static func tightBounds(of elements: [PathElement]) -> CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var current = CGPoint.zero
        func add(_ p: CGPoint) { xs.append(p.x); ys.append(p.y) }
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p):
                add(p); current = p
            case .quadCurveTo(let c, let p):
                let (c1, c2) = cubicControls(start: current, control: c, end: p)
                cubicExtrema(current, c1, c2, p).forEach(add); current = p
            case .curveTo(let c1, let c2, let p):
                cubicExtrema(current, c1, c2, p).forEach(add); current = p
            case .closeSubpath:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            return .null
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end points and the axis extrema of a cubic Bézier curve.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var result = [p0, p3]
        func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
            // Derivative of the curve, divided by 3: a·t² + b·t + c.
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = sqrt(discriminant)
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        let ax = p3.x - 3 * p2.x + 3 * p1.x - p0.x, bx = 2 * (p2.x - 2 * p1.x + p0.x), cx = p1.x - p0.x
        let ay = p3.y - 3 * p2.y + 3 * p1.y - p0.y, by = 2 * (p2.y - 2 * p1.y + p0.y), cy = p1.y - p0.y
        for t in roots(ax, bx, cx) + roots(ay, by, cy) where t > 0 && t < 1 {
            result.append(cubicPoint(p0, p1, p2, p3, t))
        }
        return result
    }

    private static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                       y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// The path as closed polygons, curves split into 32 line segments each.
    package static func polygons(of elements: [PathElement]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        func finish() {
            if polygon.count > 1 { polygons.append(polygon) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                finish(); polygon = [p]; current = p
            case .lineTo(let p):
                if polygon.isEmpty { polygon = [current] }
                polygon.append(p); current = p
            case .quadCurveTo(let c, let p):
                if polygon.isEmpty { polygon = [current] }
                let (c1, c2) = cubicControls(start: current, control: c, end: p)
                for i in 1...32 { polygon.append(cubicPoint(current, c1, c2, p, CGFloat(i) / 32)) }
                current = p
            case .curveTo(let c1, let c2, let p):
                if polygon.isEmpty { polygon = [current] }
                for i in 1...32 { polygon.append(cubicPoint(current, c1, c2, p, CGFloat(i) / 32)) }
                current = p
            case .closeSubpath:
                let start = polygon.first ?? current
                finish(); current = start
            }
        }
        finish()
        return polygons
    }

    /// Whether `point` is inside the closed polygons under `rule`.
    package static func contains(_ point: CGPoint, in polygons: [[CGPoint]], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let crossX = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if crossX > point.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }
}
