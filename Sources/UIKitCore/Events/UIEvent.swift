import Foundation

/// One user interaction: the touches on the screen now, or the keys pressed.
///
/// Touch events are reused for as long as fingers are down, as on iOS: keep the touches
/// you need, not the event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The kind of the event.
    open var type: EventType { .touches }

    /// When the event happened, in seconds of the display's clock.
    public internal(set) var timestamp: TimeInterval = 0

    var touches: Set<UITouch> = []

    public override init() {
        super.init()
    }

    /// Every touch on the screen, including those that did not change; nil for other kinds
    /// of event.
    open var allTouches: Set<UITouch>? { type == .touches ? touches : nil }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The touches delivered to `view` (hit at their touch-down).
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
