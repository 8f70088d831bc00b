import Foundation

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) whose x is the
/// fraction of time elapsed and y the fraction of the change applied.
///
/// Solved as Core Animation does: find the curve parameter whose x is the time (Newton's
/// method, falling back to bisection), then return y at that parameter. The precision is
/// tied to the animation's duration: about a thousandth of a frame over it.
public final class CAMediaTimingFunction: Sendable, Equatable, CustomStringConvertible {
    private let c1: CGPoint
    private let c2: CGPoint

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default:
            layerLogger.warning("CAMediaTimingFunction: unknown name \(name.rawValue), using linear")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y). The x values are clamped to
    /// 0...1 so the curve stays a function of time; non-finite values become linear's.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clean(_ v: Float, _ fallback: Float, clamp: Bool) -> CGFloat {
            guard v.isFinite else { return CGFloat(fallback) }
            return CGFloat(clamp ? min(max(v, 0), 1) : v)
        }
        if ![c1x, c1y, c2x, c2y].allSatisfy(\.isFinite) {
            layerLogger.warning("CAMediaTimingFunction: non-finite control point replaced by linear's")
        }
        c1 = CGPoint(x: clean(c1x, 0, clamp: true), y: clean(c1y, 0, clamp: false))
        c2 = CGPoint(x: clean(c2x, 1, clamp: true), y: clean(c2y, 1, clamp: false))
    }

    /// Writes control point `idx` (0 to 3: start, first control, second control, end) into
    /// `ptr` as two floats.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(idx) else {
            layerLogger.warning("CAMediaTimingFunction.getControlPoint: index \(idx) out of 0...3")
            return
        }
        ptr[0] = Float(points[idx].x)
        ptr[1] = Float(points[idx].y)
    }

    /// The fraction of the change at time fraction `x` (0...1) of an animation lasting
    /// `duration` seconds.
    package func value(at x: Double, duration: CFTimeInterval) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // A thousandth of a 60 Hz frame over the whole duration, as WebKit's UnitBezier.
        let epsilon = 1 / (200 * max(duration, 1e-3) * 60)
        return sampleY(solveT(forX: x, epsilon: epsilon))
    }

    // Polynomial coefficients of x(t) and y(t) = ((a t + b) t + c) t.
    private var cx: Double { 3 * Double(c1.x) }
    private var bx: Double { 3 * Double(c2.x - c1.x) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * Double(c1.y) }
    private var by: Double { 3 * Double(c2.y - c1.y) - cy }
    private var ay: Double { 1 - cy - by }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    private func solveT(forX x: Double, epsilon: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        // x(t) is monotonic on 0...1 (control x in 0...1): bisection always converges.
        var low = 0.0, high = 1.0
        t = x
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            let next = (low + high) / 2
            if next == t { break }
            t = next
        }
        return t
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }

    public var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
