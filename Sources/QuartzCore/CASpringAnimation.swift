import Foundation

/// A basic animation moved by a damped spring: the value starts at `fromValue` with
/// `initialVelocity` (in whole distances per second) and settles on `toValue`, possibly
/// overshooting. Closed-form: under-, critically and over-damped motion of a mass on a
/// spring. Set `duration` to `settlingDuration` to see it settle; the timing function
/// applies to time, as for any animation.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    private static let defaults = (mass: CGFloat(1), stiffness: CGFloat(100), damping: CGFloat(10))

    /// The moving mass; must be positive (default 1).
    open var mass = defaults.mass { didSet { mass = Self.validated(mass, oldValue, "mass", positive: true) } }
    /// The spring constant; must be positive (default 100).
    open var stiffness = defaults.stiffness {
        didSet { stiffness = Self.validated(stiffness, oldValue, "stiffness", positive: true) }
    }
    /// The friction; must not be negative (default 10).
    open var damping = defaults.damping {
        didSet { damping = Self.validated(damping, oldValue, "damping", positive: false) }
    }
    /// The speed at the start, in distances (from → to) per second, towards the target.
    open var initialVelocity: CGFloat = 0 {
        didSet { initialVelocity = Self.validated(initialVelocity, oldValue, "initialVelocity", positive: nil) }
    }

    /// A spring whose motion takes about `perceptualDuration` seconds and overshoots by
    /// `bounce` (0 none, towards 1 more; negative values are over-damped), as iOS 17.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        stiffness = pow(2 * .pi / CGFloat(period), 2)
        let b = bounce.isFinite ? min(max(bounce, -1), 0.99) : 0
        let dampingRatio = b >= 0 ? 1 - b : 1 / (1 + b)
        damping = 4 * .pi * dampingRatio / CGFloat(period)
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    /// The time the spring takes to come to rest: from then on it stays within 0.1% of the
    /// distance from its target.
    open var settlingDuration: CFTimeInterval {
        let motion = SpringMotion(self)
        let epsilon = 0.001
        let step = 1.0 / 1000
        var settled = 0.0
        var t = 0.0
        // Once the decay envelope is below epsilon and falling, the spring stays settled.
        while t < 60, motion.envelope(at: t) >= epsilon || motion.envelope(at: t + step) > motion.envelope(at: t) {
            if abs(motion.displacement(at: t)) >= epsilon { settled = t }
            t += step
        }
        return settled
    }

    override func progress(fraction: Double, time: CFTimeInterval) -> Double {
        1 - SpringMotion(self).displacement(at: time)
    }

    private static func validated(_ value: CGFloat, _ old: CGFloat, _ name: String, positive: Bool?) -> CGFloat {
        let valid = value.isFinite && (positive == nil || (positive! ? value > 0 : value >= 0))
        if !valid { layerLogger.warning("CASpringAnimation.\(name): rejected \(value), keeping \(old)") }
        return valid ? value : old
    }
}

/// The normalised motion of a spring: displacement from the target, 1 at time 0.
private struct SpringMotion {
    let omega: Double
    let zeta: Double
    let velocity: Double

    @MainActor
    init(_ spring: CASpringAnimation) {
        omega = (Double(spring.stiffness) / Double(spring.mass)).squareRoot()
        zeta = Double(spring.damping) / (2 * (Double(spring.stiffness) * Double(spring.mass)).squareRoot())
        velocity = Double(spring.initialVelocity)
    }

    /// x(t) with x(0) = 1 and x'(0) = -velocity.
    func displacement(at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / wd
            return exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if zeta == 1 {
            return (1 + (omega - velocity) * t) * exp(-omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        // x = c1 e^(r1 t) + c2 e^(r2 t), c1 + c2 = 1, r1 c1 + r2 c2 = -velocity.
        let c2 = (-velocity - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// A bound of |x(t)|, decreasing from its maximum on.
    func envelope(at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / wd
            return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
        }
        if zeta == 1 {
            return (1 + abs(omega - velocity) * t) * exp(-omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (-velocity - r1) / (r2 - r1)
        return (abs(1 - c2) + abs(c2)) * exp(r1 * t)
    }
}
