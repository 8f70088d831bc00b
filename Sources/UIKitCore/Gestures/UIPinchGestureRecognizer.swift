import Foundation
import Logging

/// Recognizes two fingers moving apart or together.
///
/// A continuous gesture: it begins once the distance between the fingers changed by
/// 8 points (the hysteresis, which `scale` leaves out so that zoomed content does not
/// jump), changes with every move, and ends when a finger lifts. A third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance between the fingers changes before the pinch begins, in points.
    static let hysteresis: CGFloat = 8

    private var distance: CGFloat = 0
    /// The distance when the second finger came down; nil while fewer are down.
    private var startDistance: CGFloat?
    /// The distance at which `scale` is 1; nil until the pinch began.
    private var unitDistance: CGFloat?
    private var samples = GestureSamples<CGFloat>()
    private var now: TimeInterval = 0

    /// The distance between the fingers relative to when the pinch began. Setting it
    /// (typically to 1 after applying it) measures from now on relative to it, and makes
    /// the velocity zero until the fingers move again.
    open var scale: CGFloat {
        get {
            guard let unitDistance, unitDistance > 0 else { return 1 }
            return distance / unitDistance
        }
        set {
            guard newValue.isFinite, newValue > 0 else {
                Logger(label: "vitrine.gestures").error("UIPinchGestureRecognizer.scale = \(newValue) ignored: it must be positive")
                return
            }
            unitDistance = distance / newValue
            samples.removeAll()
            samples.add(newValue, at: now)
        }
    }

    /// How fast `scale` changes, per second, over the last tenth of a second; zero once the
    /// fingers rested that long.
    open var velocity: CGFloat {
        guard let (from, to) = samples.span(at: now) else { return 0 }
        return (to.value - from.value) / CGFloat(to.time - from.time)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        ignoreFingers(beyond: 2, in: touches, with: event)
        guard startDistance == nil, let vector = twoFingerVector else { return }
        distance = hypot(vector.x, vector.y)
        startDistance = distance
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        measure(isLift: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        measure(isLift: true)
        if unitDistance != nil {
            state = .ended
        } else if touchesDown.isEmpty {
            state = .failed
        } else {
            startDistance = nil
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        state = unitDistance == nil ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        distance = 0
        startDistance = nil
        unitDistance = nil
        samples.removeAll()
    }

    /// Follows the fingers. A lift reports no change (`.ended` follows), and adds no sample
    /// unless it moved: the velocity at the end is the one of the last moves.
    private func measure(isLift: Bool) {
        guard let startDistance, let vector = twoFingerVector else { return }
        let newDistance = hypot(vector.x, vector.y)
        let moved = newDistance != distance
        distance = newDistance
        if unitDistance == nil {
            let change = distance - startDistance
            guard abs(change) >= Self.hysteresis else { return }
            unitDistance = startDistance + (change > 0 ? Self.hysteresis : -Self.hysteresis)
            samples.add(scale, at: now)
            state = .began
            return
        }
        if moved || !isLift { samples.add(scale, at: now) }
        if !isLift, state == .began || state == .changed { state = .changed }
    }
}
