import Foundation

/// Rounded rectangles with iOS's continuous ("squircle") corners, as `CALayer`'s
/// `cornerCurve = .continuous` and `UIBezierPath(roundedRect:cornerRadius:)` draw them.
///
/// Apple does not publish the curve. This is the widely used reconstruction of iOS 7's
/// rounded-rect path: each corner is three cubic curves that leave the straight edge
/// 1.52866483 × radius from the corner (a circular corner leaves at 1 × radius) and
/// whose curvature grows gradually instead of jumping. When the sides are too short for
/// that extent (more than half a side), the corner blends towards the circular one,
/// reaching it (a capsule) when the radius is half the shorter side.
package enum ContinuousCorners {
    /// How far along each edge a continuous corner of radius 1 reaches.
    package static let extent: CGFloat = 1.52866483

    /// A corner's control points for radius 1, as (distance back along the incoming edge,
    /// distance along the outgoing edge): the start, then three curves of three points.
    private static let continuous: [(CGFloat, CGFloat)] = [
        (1.52866483, 0),
        (1.08849296, 0), (0.86840694, 0), (0.63149399, 0.07491100),
        (0.37282383, 0.16905883), (0.16905883, 0.37282383), (0.07491100, 0.63149399),
        (0, 0.86840694), (0, 1.08849296), (0, 1.52866483),
    ]
    /// How much further from the corner a continuous corner's first control point lies
    /// than a circular one's (1 radius), in radii: how a path's radius is read back.
    package static let firstControlGrowth: CGFloat = continuous[1].0 - 1
    /// The circular corner in the same structure: a point, a quarter circle, a point.
    private static let circular: [(CGFloat, CGFloat)] = {
        let k: CGFloat = 0.5522847498
        return [(1, 0), (1, 0), (1, 0), (1, 0), (1 - k, 0), (0, 1 - k), (0, 1), (0, 1), (0, 1), (0, 1)]
    }()

    /// How far along each edge the corners of radius `radius` reach in `rect`.
    package static func reach(radius: CGFloat, in rect: CGRect) -> CGFloat {
        let limit = min(rect.width, rect.height) / 2
        let r = min(radius, limit)
        guard r > 0 else { return 0 }
        return r * (1 + (extent - 1) * smoothing(radius: r, limit: limit))
    }

    /// 1 for a full continuous corner, 0 for a circular one (radius at half the side).
    package static func smoothing(radius r: CGFloat, limit: CGFloat) -> CGFloat {
        guard r * extent > limit else { return 1 }
        return max(0, min(1, (limit - r) / ((extent - 1) * r)))
    }

    /// A corner's points in radii, blended from the continuous ones (`smoothing` 1)
    /// towards the circular ones (0).
    private static func points(smoothing t: CGFloat) -> [(CGFloat, CGFloat)] {
        zip(continuous, circular).map { c, o in (o.0 + (c.0 - o.0) * t, o.1 + (c.1 - o.1) * t) }
    }

    /// How far a corner's curve lies inside the side it meets, as a share of its reach, at
    /// `count` depths spread evenly from the shape's edge (0) to the reach (1), for corners
    /// of `smoothing` (1 continuous, 0 circular): what a renderer needs to blur such a
    /// shape row by row (`shadowPath`s and shadows of `cornerCurve = .continuous`).
    package static func insetProfile(smoothing t: CGFloat, count: Int) -> [CGFloat] {
        let p = points(smoothing: t)
        // (depth from the edge, inset from the side), in radii: from the reach to the edge.
        var line: [(CGFloat, CGFloat)] = [p[0]]
        for curve in 0..<3 {
            let a = p[3 * curve], b = p[3 * curve + 1], c = p[3 * curve + 2], d = p[3 * curve + 3]
            for step in 1...32 {
                let s = CGFloat(step) / 32, u = 1 - s
                func at(_ k: KeyPath<(CGFloat, CGFloat), CGFloat>) -> CGFloat {
                    u * u * u * a[keyPath: k] + 3 * u * u * s * b[keyPath: k] + 3 * u * s * s * c[keyPath: k]
                        + s * s * s * d[keyPath: k]
                }
                line.append((at(\.0), at(\.1)))
            }
        }
        let reach = p[0].0
        var segment = line.count - 1
        return (0..<max(count, 2)).map { index in
            let depth = reach * CGFloat(index) / CGFloat(max(count, 2) - 1)
            // The line runs from depth `reach` down to 0: walk back to the segment holding `depth`.
            while segment > 1, line[segment - 1].0 < depth { segment -= 1 }
            let near = line[segment], far = line[segment - 1]
            let share = far.0 > near.0 ? min(max((depth - near.0) / (far.0 - near.0), 0), 1) : 0
            return (near.1 + (far.1 - near.1) * share) / reach
        }
    }

    /// The closed path of `rect` with continuous corners of `radius` at `corners` (the
    /// others sharp), clockwise on a y-down screen, starting on the top edge.
    package static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorners) -> [PathElement] {
        let limit = min(rect.width, rect.height) / 2
        let r = min(radius, limit)
        let points = points(smoothing: smoothing(radius: r, limit: limit))
        // Each corner: which it is, its sharp point, the direction of travel into it and out of it.
        let plan: [(RectCorners, CGPoint, CGPoint, CGPoint)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        func point(_ p: (CGFloat, CGFloat), _ corner: CGPoint, _ incoming: CGPoint, _ outgoing: CGPoint) -> CGPoint {
            CGPoint(x: corner.x - p.0 * r * incoming.x + p.1 * r * outgoing.x,
                    y: corner.y - p.0 * r * incoming.y + p.1 * r * outgoing.y)
        }
        let topLeft = plan[3]
        let start = corners.contains(.topLeft) && r > 0
            ? point(points[9], topLeft.1, topLeft.2, topLeft.3) : CGPoint(x: rect.minX, y: rect.minY)
        var elements: [PathElement] = [.moveTo(start)]
        for (corner, sharp, incoming, outgoing) in plan {
            guard corners.contains(corner), r > 0 else {
                elements.append(.lineTo(sharp))
                continue
            }
            elements.append(.lineTo(point(points[0], sharp, incoming, outgoing)))
            for i in stride(from: 1, to: 10, by: 3) {
                elements.append(.curveTo(control1: point(points[i], sharp, incoming, outgoing),
                                         control2: point(points[i + 1], sharp, incoming, outgoing),
                                         end: point(points[i + 2], sharp, incoming, outgoing)))
            }
        }
        elements.append(.closeSubpath)
        return elements
    }
}
