import Foundation

/// A scroll view's wait before its content hears a touch begin (`delaysContentTouches`):
/// iOS holds touchesBegan for 150 ms to see whether the finger starts a drag. A finger
/// held still reaches the content after the wait (a row highlights while it is still
/// down); one lifted sooner reaches it at once, began then ended (a quick tap); one that
/// drags first never does (the pan takes it). A recognizer that never recognizes: it only
/// delays, and fails to let the touch through.
@MainActor
final class ContentTouchDelay: UIGestureRecognizer {
    /// iOS's wait.
    static let delay: TimeInterval = 0.15

    override init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let scrollView = view as? UIScrollView else { return }
        // A finger that stops moving content is only the scroll view's: nothing under it
        // hears it (it may still drag the content on).
        if scrollView.touchDownStopsMotion() {
            for touch in touches where touch.view?.isDescendant(of: scrollView) ?? false { touch.deliversToView = false }
        }
        guard scrollView.delaysContentTouches else {
            state = .failed
            return
        }
        scheduleDeadline(after: Self.delay) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// The pan recognizing does not end the wait: it cancels the content's touches first,
    /// so that the held began is dropped, not delivered.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
