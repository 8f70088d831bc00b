import Foundation

/// Recognizes a quick stroke of `numberOfTouchesRequired` fingers in one of the allowed
/// directions.
///
/// A discrete gesture: it is recognized as soon as the fingers' centroid went 50 points
/// along an allowed direction while staying within about 27° of it, within 0.5 s of the
/// fingers coming down. It fails when that time runs out, when the fingers head more than
/// 45° away from every allowed direction, or when a finger lifts first. Directions are
/// those of the screen.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that are recognized. Default `.right`.
    open var direction: Direction = .right
    /// Fingers that swipe. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far the fingers go along the direction, in points.
    static let minimumDistance: CGFloat = 50
    /// How long the stroke may take from touch-down, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// Movement below which the direction is not judged yet, in points.
    private static let slop: CGFloat = 10

    /// Where the fingers came down (screen points); nil until all of them are down.
    private var start: CGPoint?

    /// Where the swipe began, in `view`'s coordinates (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let start, let window = self.view?.window else { return super.location(in: view) }
        return window.convert(screenPoint: start, to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = touchesDown
        if down.count > numberOfTouchesRequired || start != nil {
            state = .failed
        } else if down.count == numberOfTouchesRequired {
            start = screenCentroid(of: down)
            scheduleDeadline(after: Self.maximumDuration) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        let centroid = screenCentroid(of: trackedTouches)
        let dx = centroid.x - start.x, dy = centroid.y - start.y
        guard hypot(dx, dy) >= Self.slop else { return }
        // Along and across the allowed direction the fingers follow best.
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        guard let (_, along, across) = candidates.filter({ direction.contains($0.0) }).max(by: { $0.1 < $1.1 }) else {
            state = .failed
            return
        }
        if along < abs(across) {
            state = .failed
        } else if along >= Self.minimumDistance, abs(across) <= along / 2 {
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
