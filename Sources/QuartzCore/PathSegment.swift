import Foundation

/// One drawn piece of a path (a line or a cubic Bézier; quadratic curves are raised to
/// cubics, a close is the line back to the subpath's start): what a keyframe animation
/// along a path moves through.
struct PathSegment {
    let start: CGPoint
    let control1: CGPoint
    let control2: CGPoint
    let end: CGPoint

    /// The segments of `path`, in order; moves start new subpaths without a segment.
    static func segments(of path: CGPath) -> [PathSegment] {
        var result: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func line(to p: CGPoint) {
            result.append(PathSegment(start: current, control1: current, control2: p, end: p))
            current = p
        }
        for element in path.elements where element.isFinite {
            switch element {
            case .moveTo(let p):
                current = p
                subpathStart = p
            case .lineTo(let p): line(to: p)
            case .quadCurveTo(let c, let p):
                let (c1, c2) = PathGeometry.cubicControls(start: current, control: c, end: p)
                result.append(PathSegment(start: current, control1: c1, control2: c2, end: p))
                current = p
            case .curveTo(let c1, let c2, let p):
                result.append(PathSegment(start: current, control1: c1, control2: c2, end: p))
                current = p
            case .closeSubpath:
                if current != subpathStart { line(to: subpathStart) }
                current = subpathStart
            }
        }
        return result
    }

    /// The point at curve parameter `t` (0...1).
    func point(at t: Double) -> CGPoint {
        let u = CGFloat(t), v = 1 - CGFloat(t)
        let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
        return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                       y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The tangent at `t` (not normalised); the chord for a degenerate curve.
    func derivative(at t: Double) -> CGPoint {
        let u = CGFloat(t), v = 1 - CGFloat(t)
        let d = CGPoint(x: 3 * v * v * (control1.x - start.x) + 6 * v * u * (control2.x - control1.x) + 3 * u * u * (end.x - control2.x),
                        y: 3 * v * v * (control1.y - start.y) + 6 * v * u * (control2.y - control1.y) + 3 * u * u * (end.y - control2.y))
        return d == .zero ? CGPoint(x: end.x - start.x, y: end.y - start.y) : d
    }

    private static let samples = 32

    /// Cumulative lengths of the flattened curve at `samples` even parameter steps.
    private var cumulativeLengths: [Double] {
        var lengths: [Double] = [0]
        var previous = start
        for i in 1...Self.samples {
            let p = point(at: Double(i) / Double(Self.samples))
            lengths.append(lengths[lengths.count - 1] + Double(hypot(p.x - previous.x, p.y - previous.y)))
            previous = p
        }
        return lengths
    }

    /// The length of the curve (flattened).
    var length: Double { cumulativeLengths[Self.samples] }

    /// The curve parameter at which `fraction` of the length has been travelled.
    func parameter(atLengthFraction fraction: Double) -> Double {
        let lengths = cumulativeLengths
        let total = lengths[Self.samples]
        guard total > 0 else { return fraction }
        let target = fraction * total
        guard let i = lengths.firstIndex(where: { $0 >= target }), i > 0 else { return 0 }
        let span = lengths[i] - lengths[i - 1]
        let within = span > 0 ? (target - lengths[i - 1]) / span : 0
        return (Double(i - 1) + within) / Double(Self.samples)
    }
}
