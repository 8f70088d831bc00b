import Foundation

/// Takes a finger that comes down on a selection handle of a scrolling text view before
/// the scroll view's pan can: it recognizes at once, so the drag moves that end of the
/// selection instead of scrolling the text.
@MainActor
final class SelectionHandleDrag: UIGestureRecognizer {
    /// How far from a handle's stem and knob a finger still takes it, as on iOS.
    static let reach: CGFloat = 16
    private let handles: [SelectionHandleView]
    /// The handle taken, while the drag lasts.
    private(set) var grabbed: SelectionHandleView?

    init(handles: [SelectionHandleView]) {
        self.handles = handles
        super.init()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard grabbed == nil, touches.count == 1, let point = touches.first.flatMap({ location(of: $0) }),
              let handle = handle(near: point) else {
            state = .failed
            return
        }
        grabbed = handle
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if grabbed != nil { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if grabbed != nil { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if grabbed != nil { state = .cancelled }
    }

    override func reset() {
        super.reset()
        grabbed = nil
    }

    private func location(of touch: UITouch) -> CGPoint? {
        view.map { touch.location(in: $0) }
    }

    /// The shown handle nearest to `point` (in the view), if it is within reach.
    private func handle(near point: CGPoint) -> SelectionHandleView? {
        guard let view else { return nil }
        return handles.filter { !$0.isHidden && $0.superview === view }
            .filter { $0.frame.insetBy(dx: -Self.reach, dy: -Self.reach / 2).contains(point) }
            .min { abs($0.center.x - point.x) + abs($0.center.y - point.y) < abs($1.center.x - point.x) + abs($1.center.y - point.y) }
    }
}
