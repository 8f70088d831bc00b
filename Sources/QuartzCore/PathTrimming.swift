import Foundation

/// Cuts a path to a fraction of its length, as `CAShapeLayer`'s `strokeStart` and
/// `strokeEnd` do: the fractions are of the whole path's length, all subpaths together in
/// order (a closed subpath's closing segment included). Curves are cut exactly (de
/// Casteljau) at the parameter whose arc length, measured on a fine flattening, is the
/// one wanted. A subpath kept whole stays closed; a cut one is open.
enum PathTrimming {
    /// A segment of the path in cubic form (lines have their control points on the line).
    private struct Segment {
        var p0, c1, c2, p3: CGPoint
        let isLine: Bool
        /// Index of its subpath.
        let subpath: Int
        /// Cumulative lengths at `samples` evenly spaced parameters (first 0).
        var lengths: [CGFloat] = []
        var length: CGFloat { lengths.last ?? 0 }
    }

    /// Samples per curve for its arc length.
    private static let curveSamples = 32

    static func trimmed(_ elements: [PathElement], from start: CGFloat, to end: CGFloat) -> [PathElement] {
        guard end > start else { return [] }
        guard start > 0 || end < 1 else { return elements }
        var segments: [Segment] = []
        // Subpaths: their elements as given, whether closed, their segments' range.
        var subpaths: [(elements: [PathElement], closed: Bool)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var open = false
        func beginSubpath(at p: CGPoint) {
            subpaths.append(([.moveTo(p)], false))
            subpathStart = p
            current = p
            open = true
        }
        for element in elements where element.isFinite {
            switch element {
            case .moveTo(let p):
                beginSubpath(at: p)
            case .lineTo(let p):
                if !open { beginSubpath(at: current) }
                segments.append(line(current, p, subpaths.count - 1))
                subpaths[subpaths.count - 1].elements.append(element)
                current = p
            case .quadCurveTo(let c, let p):
                if !open { beginSubpath(at: current) }
                let (c1, c2) = PathGeometry.cubicControls(start: current, control: c, end: p)
                segments.append(curve(current, c1, c2, p, subpaths.count - 1))
                subpaths[subpaths.count - 1].elements.append(element)
                current = p
            case .curveTo(let c1, let c2, let p):
                if !open { beginSubpath(at: current) }
                segments.append(curve(current, c1, c2, p, subpaths.count - 1))
                subpaths[subpaths.count - 1].elements.append(element)
                current = p
            case .closeSubpath:
                guard open else { continue }
                if current != subpathStart { segments.append(line(current, subpathStart, subpaths.count - 1)) }
                subpaths[subpaths.count - 1].elements.append(.closeSubpath)
                subpaths[subpaths.count - 1].closed = true
                current = subpathStart
                open = false
            }
        }
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return [] }
        let from = start * total, to = end * total
        var result: [PathElement] = []
        var position: CGFloat = 0
        var index = 0
        var penAt: (subpath: Int, point: CGPoint)?
        while index < segments.count {
            let subpath = segments[index].subpath
            // A subpath wholly inside the range is kept as it is (closed, joins intact).
            var last = index
            var subpathLength: CGFloat = 0
            while last < segments.count, segments[last].subpath == subpath {
                subpathLength += segments[last].length
                last += 1
            }
            if position >= from, position + subpathLength <= to {
                result += subpaths[subpath].elements
                penAt = nil
                position += subpathLength
                index = last
                continue
            }
            for i in index..<last {
                let segment = segments[i]
                let a = position, b = position + segment.length
                position = b
                guard b > from, a < to, segment.length > 0 else { continue }
                let t0 = a >= from ? 0 : parameter(of: segment, at: from - a)
                let t1 = b <= to ? 1 : parameter(of: segment, at: to - a)
                let piece = cut(segment, t0, t1)
                if penAt?.subpath != subpath || penAt?.point != piece.p0 { result.append(.moveTo(piece.p0)) }
                result.append(segment.isLine ? .lineTo(piece.p3) : .curveTo(control1: piece.c1, control2: piece.c2, end: piece.p3))
                penAt = (subpath, piece.p3)
            }
            index = last
        }
        return result
    }

    private static func line(_ p: CGPoint, _ q: CGPoint, _ subpath: Int) -> Segment {
        Segment(p0: p, c1: p, c2: q, p3: q, isLine: true, subpath: subpath, lengths: [0, hypot(q.x - p.x, q.y - p.y)])
    }

    private static func curve(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ subpath: Int) -> Segment {
        var segment = Segment(p0: p0, c1: c1, c2: c2, p3: p3, isLine: false, subpath: subpath)
        var lengths: [CGFloat] = [0]
        lengths.reserveCapacity(curveSamples + 1)
        var previous = p0
        for i in 1...curveSamples {
            let point = self.point(of: segment, at: CGFloat(i) / CGFloat(curveSamples))
            lengths.append(lengths[i - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        segment.lengths = lengths
        return segment
    }

    private static func point(of s: Segment, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * s.p0.x + b * s.c1.x + c * s.c2.x + d * s.p3.x,
                       y: a * s.p0.y + b * s.c1.y + c * s.c2.y + d * s.p3.y)
    }

    /// The parameter at arc length `distance` from the segment's start.
    private static func parameter(of s: Segment, at distance: CGFloat) -> CGFloat {
        let lengths = s.lengths
        let steps = lengths.count - 1
        guard steps > 0, distance > 0 else { return 0 }
        guard distance < lengths[steps] else { return 1 }
        var low = 0, high = steps
        while high - low > 1 {
            let mid = (low + high) / 2
            if lengths[mid] < distance { low = mid } else { high = mid }
        }
        let span = lengths[high] - lengths[low]
        let within = span > 0 ? (distance - lengths[low]) / span : 0
        return (CGFloat(low) + within) / CGFloat(steps)
    }

    /// The part of the segment between parameters `t0` and `t1`.
    private static func cut(_ s: Segment, _ t0: CGFloat, _ t1: CGFloat) -> Segment {
        if s.isLine {
            func at(_ t: CGFloat) -> CGPoint { CGPoint(x: s.p0.x + (s.p3.x - s.p0.x) * t, y: s.p0.y + (s.p3.y - s.p0.y) * t) }
            return line(at(t0), at(t1), s.subpath)
        }
        // Keep [0, t1], then the part of that from t0 / t1.
        var piece = split(s, at: t1).left
        if t0 > 0, t1 > 0 { piece = split(piece, at: t0 / t1).right }
        return piece
    }

    private static func split(_ s: Segment, at t: CGFloat) -> (left: Segment, right: Segment) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let a = mix(s.p0, s.c1), b = mix(s.c1, s.c2), c = mix(s.c2, s.p3)
        let d = mix(a, b), e = mix(b, c)
        let f = mix(d, e)
        return (Segment(p0: s.p0, c1: a, c2: d, p3: f, isLine: false, subpath: s.subpath),
                Segment(p0: f, c1: e, c2: c, p3: s.p3, isLine: false, subpath: s.subpath))
    }
}
