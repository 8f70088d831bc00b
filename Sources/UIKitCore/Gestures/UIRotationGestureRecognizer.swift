import Foundation

/// Recognizes two fingers turning around each other.
///
/// A continuous gesture: it begins once the line between the fingers turned 5° (the
/// hysteresis, which `rotation` leaves out so that turned content does not jump), changes
/// with every move, and ends when a finger lifts. A third finger is ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians.
    static let hysteresis: CGFloat = .pi / 36

    /// The angle of the line from the first finger to the second, in screen coordinates.
    private var angle: CGFloat?
    /// How far that line turned since the second finger came down, unwrapped past ±π.
    private var turned: CGFloat = 0
    /// The value of `turned` at which `rotation` is 0; nil until the rotation began.
    private var zero: CGFloat?
    private var samples = GestureSamples<CGFloat>()
    private var now: TimeInterval = 0

    /// How far the fingers turned since the rotation began, in radians, clockwise on the
    /// screen positive (as `CGAffineTransform(rotationAngle:)` turns a view). Setting it
    /// (typically to 0 after applying it) measures from now on relative to it, and makes
    /// the velocity zero until the fingers move again.
    open var rotation: CGFloat {
        get { zero.map { turned - $0 } ?? 0 }
        set {
            zero = turned - newValue
            samples.removeAll()
            samples.add(newValue, at: now)
        }
    }

    /// How fast the fingers turn, in radians per second, over the last tenth of a second;
    /// zero once they rested that long.
    open var velocity: CGFloat {
        guard let (from, to) = samples.span(at: now) else { return 0 }
        return (to.value - from.value) / CGFloat(to.time - from.time)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        ignoreFingers(beyond: 2, in: touches, with: event)
        guard angle == nil, let vector = twoFingerVector else { return }
        angle = atan2(vector.y, vector.x)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        measure(isLift: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        measure(isLift: true)
        if zero != nil {
            state = .ended
        } else if touchesDown.isEmpty {
            state = .failed
        } else {
            angle = nil
            turned = 0
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        state = zero == nil ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        angle = nil
        turned = 0
        zero = nil
        samples.removeAll()
    }

    /// Follows the fingers. A lift reports no change (`.ended` follows), and adds no sample
    /// unless it moved: the velocity at the end is the one of the last moves.
    private func measure(isLift: Bool) {
        guard let angle, let vector = twoFingerVector else { return }
        let newAngle = atan2(vector.y, vector.x)
        var step = newAngle - angle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        self.angle = newAngle
        turned += step
        if zero == nil {
            guard abs(turned) >= Self.hysteresis else { return }
            zero = turned > 0 ? Self.hysteresis : -Self.hysteresis
            samples.add(rotation, at: now)
            state = .began
            return
        }
        if step != 0 || !isLift { samples.add(rotation, at: now) }
        if !isLift, state == .began || state == .changed { state = .changed }
    }
}
