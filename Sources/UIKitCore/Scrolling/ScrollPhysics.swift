import Foundation

/// iOS's scrolling feel as numbers: the rubber band past an edge, the exponential
/// deceleration of a fling (the velocity keeps `rate` of itself per millisecond), and the
/// critically damped spring that brings content back to an edge or onto a page.
enum ScrollPhysics {
    /// The rubber band's stiffness (iOS: 0.55).
    static let rubberBandCoefficient: CGFloat = 0.55
    /// The spring's angular frequency: content comes back in about half a second.
    static let springFrequency: CGFloat = 11
    /// Below this speed (points per second) a fling has come to rest.
    static let restingSpeed: CGFloat = 3

    /// How far content shows when dragged `overshoot` points past an edge of a view
    /// `dimension` points long: less and less the further it is pulled, never a whole view.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let pulled = (1 - 1 / (abs(overshoot) * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -pulled : pulled
    }

    /// How far a fling at `velocity` (points per second) travels before it rests, keeping
    /// `rate` of its velocity per millisecond (iOS's projection for `targetContentOffset`,
    /// `velocity / 1000 * rate / (1 - rate)`, in its exact form).
    static func restingDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / (-1000 * log(rate))
    }
}

/// The motion of the content along one axis after the finger lifted: a fling that slows
/// down (and, past an edge, bounces back), a spring onto a resting place, or a timed glide.
struct ScrollAxisMotion {
    enum Kind {
        /// Slowing from `velocity` at `rate`; `bounds` are where the content may rest.
        case decay(from: CGFloat, velocity: CGFloat, rate: CGFloat, bounds: ClosedRange<CGFloat>, bounces: Bool)
        /// A critically damped spring towards `target` from `displacement` away, moving at `velocity`.
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat, frequency: CGFloat)
        /// From `from` to `to` in `duration` seconds, easing in and out.
        case timed(from: CGFloat, to: CGFloat, duration: TimeInterval)
        case resting(at: CGFloat)
    }

    private(set) var kind: Kind
    private var start: TimeInterval

    init(_ kind: Kind, at time: TimeInterval) {
        self.kind = kind
        start = time
    }

    var isResting: Bool {
        if case .resting = kind { return true }
        return false
    }

    /// Where the content is at `time`; a motion that comes to rest or meets an edge
    /// becomes the next one.
    mutating func position(at time: TimeInterval) -> CGFloat {
        let t = CGFloat(max(0, time - start))
        switch kind {
        case .resting(let at):
            return at
        case .timed(let from, let to, let duration):
            guard duration > 0, t < CGFloat(duration) else {
                kind = .resting(at: to)
                return to
            }
            let progress = t / CGFloat(duration)
            let eased = progress < 0.5 ? 2 * progress * progress : 1 - pow(-2 * progress + 2, 2) / 2
            return from + (to - from) * eased
        case .spring(let target, let displacement, let velocity, let frequency):
            let decay = exp(-frequency * t)
            let offset = (displacement + (velocity + frequency * displacement) * t) * decay
            let speed = (velocity - frequency * (velocity + frequency * displacement) * t) * decay
            if abs(offset) < 0.1, abs(speed) < ScrollPhysics.restingSpeed {
                kind = .resting(at: target)
                return target
            }
            return target + offset
        case .decay(let from, let velocity, let rate, let bounds, let bounces):
            let logRate = log(rate) * 1000    // per second
            let factor = exp(logRate * t)
            let value = from + velocity * (factor - 1) / logRate
            let speed = velocity * factor
            if !bounds.contains(value) {
                let edge = value < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
                // When the fling met the edge, and how fast it was still going.
                let reach = 1 + (edge - from) * logRate / velocity
                let crossing = reach > 0 ? log(reach) / logRate : t
                let meeting = velocity * exp(logRate * crossing)
                guard bounces else {
                    kind = .resting(at: edge)
                    return edge
                }
                start += TimeInterval(crossing)
                kind = .spring(target: edge, displacement: 0, velocity: meeting, frequency: ScrollPhysics.springFrequency)
                return position(at: time)
            }
            if abs(speed) < ScrollPhysics.restingSpeed {
                let rest = min(max(from - velocity / logRate, bounds.lowerBound), bounds.upperBound)
                kind = .resting(at: rest)
                return rest
            }
            return value
        }
    }
}
