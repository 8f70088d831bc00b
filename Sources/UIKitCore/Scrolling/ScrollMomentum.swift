import Foundation

/// Touchpad scrolling's momentum: the speed of the last tenth of a second of finger
/// scrolling, given to the scroll view it moved when the fingers lift, so that the content
/// glides on and slows down as after a fling (a wheel, which never reports a lift, does not).
@MainActor
struct ScrollMomentum {
    private var samples: [(time: TimeInterval, dx: Double, dy: Double)] = []
    private weak var scrollView: UIScrollView?
    /// How far back the speed is measured.
    static let window: TimeInterval = 0.1

    mutating func record(dx: Double, dy: Double, at time: TimeInterval, on scrollView: UIScrollView) {
        if scrollView !== self.scrollView { samples = [] }
        self.scrollView = scrollView
        samples.removeAll { time - $0.time > Self.window }
        samples.append((time, dx, dy))
    }

    /// The fingers lifted: the scroll view glides at their last speed (points per second).
    mutating func fingersLifted(at time: TimeInterval) {
        defer { samples = [] }
        let recent = samples.filter { time - $0.time <= Self.window }
        guard let scrollView, let first = recent.first, let last = recent.last, last.time > first.time else { return }
        // The first sample's movement happened before its time: the span starts there.
        let span = last.time - first.time
        let moved = recent.dropFirst().reduce((dx: 0.0, dy: 0.0)) { ($0.dx + $1.dx, $0.dy + $1.dy) }
        scrollView.glide(velocity: CGPoint(x: moved.dx / span, y: moved.dy / span))
    }
}
