import Foundation

/// An animation through a list of values (or along a path, for a point property).
///
/// `keyTimes` (0...1, one per value; evenly spaced when absent or of the wrong length) say
/// when each value is reached, `timingFunctions` pace each segment, and `calculationMode`
/// picks linear, discrete or paced interpolation. A `path` replaces `values`: each of its
/// segments (line or curve) is one keyframe interval, traversed by its curve parameter;
/// paced, it is traversed at constant speed along its length.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Turns the layer along the path's tangent (`transform.rotation.z`); nil does not.
    open var rotationMode: CAAnimationRotationMode?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        rotationMode = other.rotationMode
    }

    override func apply(fraction: Double, time: CFTimeInterval, iteration: Int, model: AnimatableProperties,
                        to values: inout AnimatableProperties) {
        if let path, !path.isEmpty {
            applyPath(path, fraction: fraction, iteration: iteration, to: &values)
            return
        }
        let frames = (self.values ?? []).compactMap { AnimatableValue($0) }
        guard let first = frames.first, let last = frames.last else { return }
        guard frames.count > 1 else {
            store(first, end: last, iteration: iteration, into: &values)
            return
        }
        let value: AnimatableValue?
        if calculationMode == .discrete {
            value = frames[discreteIndex(at: fraction, count: frames.count)]
        } else {
            let (index, local) = segment(at: fraction, lengths: isPaced ? distances(frames) : nil, count: frames.count)
            value = AnimatableValue.interpolate(frames[index], frames[index + 1], local)
        }
        if let value { store(value, end: last, iteration: iteration, into: &values) }
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The key times of `count` values: the app's when valid, else evenly spaced.
    private func times(count: Int, discrete: Bool) -> [Double] {
        if let keyTimes, keyTimes.count == count || (discrete && keyTimes.count == count + 1) {
            let t = keyTimes.map(\.doubleValue)
            if t.allSatisfy(\.isFinite), zip(t, t.dropFirst()).allSatisfy({ $0 <= $1 }) { return t }
        }
        let steps = Double(discrete ? count : count - 1)
        return (0..<count).map { Double($0) / steps }
    }

    private func discreteIndex(at fraction: Double, count: Int) -> Int {
        let t = times(count: count, discrete: true)
        return max((0..<count).last { t[$0] <= fraction } ?? 0, 0)
    }

    /// The segment (of `count - 1`) containing `fraction` and the eased fraction within it.
    /// With `lengths`, segment times are proportional to them (paced).
    private func segment(at fraction: Double, lengths: [Double]?, count: Int) -> (Int, Double) {
        var t: [Double]
        if let lengths, lengths.reduce(0, +) > 0 {
            let total = lengths.reduce(0, +)
            t = [0]
            for length in lengths { t.append(t[t.count - 1] + length / total) }
        } else {
            t = times(count: count, discrete: false)
        }
        var index = count - 2
        for i in 0..<(count - 1) where fraction < t[i + 1] {
            index = i
            break
        }
        let span = t[index + 1] - t[index]
        var local = span > 0 ? (fraction - t[index]) / span : 1
        if lengths == nil, let functions = timingFunctions, functions.indices.contains(index) {
            local = functions[index].value(at: local, duration: effectiveDuration * span)
        }
        return (index, local)
    }

    private func distances(_ frames: [AnimatableValue]) -> [Double] {
        zip(frames, frames.dropFirst()).map { AnimatableValue.distance($0, $1) }
    }

    // MARK: Paths

    private func applyPath(_ path: CGPath, fraction: Double, iteration: Int, to values: inout AnimatableProperties) {
        let segments = PathSegment.segments(of: path)
        guard !segments.isEmpty else { return }
        let (index, local): (Int, Double)
        if calculationMode == .discrete {
            index = discreteIndex(at: fraction, count: segments.count + 1)
            local = 0
        } else {
            let lengths = isPaced ? segments.map(\.length) : nil
            (index, local) = segment(at: fraction, lengths: lengths, count: segments.count + 1)
        }
        let s = index < segments.count ? segments[index] : segments[segments.count - 1]
        let u = index < segments.count ? (isPaced ? s.parameter(atLengthFraction: local) : local) : 1
        store(.point(s.point(at: u)), end: .point(segments[segments.count - 1].end), iteration: iteration, into: &values)
        if let rotationMode {
            let d = s.derivative(at: u)
            let angle = atan2(Double(d.y), Double(d.x)) + (rotationMode == .rotateAutoReverse ? .pi : 0)
            values.setValue(.scalar(angle), forKeyPath: "transform.rotation.z")
        }
    }
}
