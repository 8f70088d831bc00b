import Foundation

/// Scrolls a table or list under a row dragged by its reorder grip while the row is held
/// near the top or bottom edge of the visible area, faster the nearer the edge, as on iOS.
/// Each frame it scrolls, it tells its owner, which moves the row back under the finger.
@MainActor
final class ReorderAutoscroll {
    /// How near the edge (points) the row starts the view scrolling, and the speed at the
    /// edge itself (points per second).
    static let zone: CGFloat = 50
    static let speed: CGFloat = 800

    private weak var scrollView: UIScrollView?
    /// The dragged row's frame in the scroll view now (nil: the drag is over).
    private let draggedFrame: @MainActor () -> CGRect?
    /// Called after each frame's scroll.
    private let scrolled: @MainActor () -> Void
    private var link: CADisplayLink?
    private var lastTick: CFTimeInterval?

    init(scrollView: UIScrollView, draggedFrame: @escaping @MainActor () -> CGRect?, scrolled: @escaping @MainActor () -> Void) {
        self.scrollView = scrollView
        self.draggedFrame = draggedFrame
        self.scrolled = scrolled
    }

    /// How fast the view scrolls for the row where it is: negative up, positive down, 0
    /// outside the edge zones or when the view cannot go further that way.
    var velocity: CGFloat {
        guard let scrollView, let frame = draggedFrame() else { return 0 }
        let inset = scrollView.adjustedContentInset, offset = scrollView.contentOffset.y
        let top = offset + inset.top, bottom = offset + scrollView.bounds.height - inset.bottom
        let zone = Self.zone
        if frame.minY < top + zone, offset > -inset.top {
            return -Self.speed * min(max((top + zone - frame.minY) / zone, 0), 1)
        }
        if frame.maxY > bottom - zone, offset < maximumOffset(of: scrollView) {
            return Self.speed * min(max((frame.maxY - bottom + zone) / zone, 0), 1)
        }
        return 0
    }

    private func maximumOffset(of scrollView: UIScrollView) -> CGFloat {
        let inset = scrollView.adjustedContentInset
        return max(scrollView.contentSize.height + inset.bottom - scrollView.bounds.height, -inset.top)
    }

    /// The row moved: scrolling starts when it entered an edge zone, stops when it left.
    func update() {
        if velocity == 0 {
            stop()
        } else if link == nil {
            let link = CADisplayLink(target: self, selector: ReorderAutoscroll.step)
            link.add(to: .main, forMode: .common)
            self.link = link
            lastTick = nil
        }
    }

    private func step(_ link: CADisplayLink) {
        guard let scrollView else { return stop() }
        let now = link.targetTimestamp
        let elapsed = lastTick.map { now - $0 } ?? link.duration
        lastTick = now
        let velocity = velocity
        guard velocity != 0 else { return stop() }
        let inset = scrollView.adjustedContentInset
        let y = min(max(scrollView.contentOffset.y + velocity * CGFloat(elapsed), -inset.top), maximumOffset(of: scrollView))
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
        scrollView.layoutIfNeeded()
        scrolled()
    }

    /// Stops scrolling (the row was let go, or left the edge zones).
    func stop() {
        link?.invalidate()
        link = nil
        lastTick = nil
    }
}
