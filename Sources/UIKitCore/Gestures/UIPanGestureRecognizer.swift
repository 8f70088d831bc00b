import Foundation

/// Recognizes a drag: between `minimumNumberOfTouches` and `maximumNumberOfTouches`
/// fingers moving together.
///
/// A continuous gesture: it begins once the fingers' centroid moved 10 points (the
/// hysteresis, which the translation leaves out so that dragged content does not jump),
/// changes with every move, and ends when fewer than `minimumNumberOfTouches` fingers
/// remain. Fingers coming down or lifting mid-gesture do not make the translation jump.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// Most fingers that pan; more make it fail before it began and are ignored after.
    /// Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// How far the centroid moves before the pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// The gesture's position in screen points: the centroid of the fingers down, shifted by
    /// `offset` so that it does not jump when a finger comes or goes.
    private var position = CGPoint.zero
    private var offset = CGPoint.zero
    /// Where the translation is measured from (screen points); nil until the pan began.
    private var origin: CGPoint?
    /// Where the fingers came down, for the hysteresis.
    private var start = CGPoint.zero
    private var samples = GestureSamples<CGPoint>()
    private var now: TimeInterval = 0

    /// How far the fingers moved since the pan began, in `view`'s coordinates (nil: the
    /// window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return convert(screenVector: CGPoint(x: position.x - origin.x, y: position.y - origin.y), at: origin, to: view)
    }

    /// Where the fingers came down, in `view`'s coordinates (nil: the window's). Content
    /// lifted under the finger (a row dragged by its reorder grip) is held from there, so
    /// that the hysteresis the translation leaves out does not leave it behind.
    func startLocation(in view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return start }
        return window.convert(screenPoint: start, to: view)
    }

    /// Makes the translation `translation` now (in `view`'s coordinates), and the velocity
    /// zero until the fingers move again.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let vector = convert(translation, from: view, toScreenVectorAt: position)
        origin = CGPoint(x: position.x - vector.x, y: position.y - vector.y)
        samples.removeAll()
        samples.add(position, at: now)
    }

    /// How fast the fingers move, in `view`'s points (nil: the window's) per second, over
    /// the last tenth of a second; zero once they rested that long.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let (from, to) = samples.span(at: now) else { return .zero }
        let interval = CGFloat(to.time - from.time)
        let vector = CGPoint(x: (to.value.x - from.value.x) / interval, y: (to.value.y - from.value.y) / interval)
        return convert(screenVector: vector, at: to.value, to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        let down = touchesDown
        if down.count > maximumNumberOfTouches {
            guard state == .possible else {
                for touch in touches { ignore(touch, for: event) }
                return
            }
            state = .failed
            return
        }
        fingersChanged(from: down.filter { !touches.contains($0) }, to: down)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        move(isLift: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        move(isLift: true)
        let down = touchesDown
        if down.count < minimumNumberOfTouches {
            state = origin == nil ? .failed : .ended
            return
        }
        fingersChanged(from: down + touches.filter { $0.phase == .ended }, to: down)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        now = event.timestamp
        state = origin == nil ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        position = .zero
        offset = .zero
        origin = nil
        start = .zero
        samples.removeAll()
    }

    /// Keeps the position where it was when the set of fingers changes.
    private func fingersChanged(from old: [UITouch], to new: [UITouch]) {
        if old.isEmpty {
            position = screenCentroid(of: new)
            offset = .zero
            start = position
            samples.add(position, at: now)
            return
        }
        let before = screenCentroid(of: old), after = screenCentroid(of: new)
        offset = CGPoint(x: offset.x + before.x - after.x, y: offset.y + before.y - after.y)
    }

    /// Follows the fingers. A lift reports no change (`.ended` follows), and adds no sample
    /// unless it moved: the velocity at the end is the one of the last moves.
    private func move(isLift: Bool) {
        let centroid = screenCentroid(of: trackedTouches.filter { $0.phase != .cancelled })
        let newPosition = CGPoint(x: centroid.x + offset.x, y: centroid.y + offset.y)
        if !isLift || newPosition != position { samples.add(newPosition, at: now) }
        position = newPosition
        if origin != nil {
            if !isLift, state == .began || state == .changed { state = .changed }
            return
        }
        let dx = position.x - start.x, dy = position.y - start.y, distance = hypot(dx, dy)
        guard distance >= Self.hysteresis, touchesDown.count >= minimumNumberOfTouches else { return }
        // The translation starts after the hysteresis, along the way the fingers went.
        origin = CGPoint(x: start.x + dx / distance * Self.hysteresis, y: start.y + dy / distance * Self.hysteresis)
        state = .began
    }
}
