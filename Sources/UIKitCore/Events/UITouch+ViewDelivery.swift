import Foundation

// How a touch reaches its view once the gesture recognizers had it first: held while a
// recognizer delays it, cancelled when one takes it.
extension UITouch {
    func isReceived(by recognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizers?.contains { $0 === recognizer } ?? false
    }

    /// Whether a recognizer that delays touchesBegan may still recognize.
    private var isBeganDelayed: Bool {
        gestureRecognizers?.contains {
            $0.delaysTouchesBegan && $0.storedState == .possible && !$0.ignoredTouches.contains(self)
        } ?? false
    }

    /// Whether a recognizer that delays touchesEnded may still recognize.
    private var isEndDelayed: Bool {
        gestureRecognizers?.contains {
            $0.delaysTouchesEnded && $0.isUndecided && !$0.ignoredTouches.contains(self)
        } ?? false
    }

    /// Delivers the touch's current phase to its view, unless a recognizer holds it.
    func deliverPhaseToView(with event: UIEvent) -> UIView? {
        guard deliversToView, let view else { return nil }
        lastEvent = event
        switch phase {
        case .began:
            if isBeganDelayed { isBeganHeld = true; return nil }
            guard scrollViewLetsBegin(view, event: event) else { return nil }
            viewHasBegun = true
        case .moved, .stationary:
            guard viewHasBegun else { return nil }
        case .ended:
            if isBeganHeld || (viewHasBegun && isEndDelayed) { isEndHeld = true; return nil }
            guard viewHasBegun else { return nil }
            viewHasEnded = true
        default:
            isBeganHeld = false
            guard viewHasBegun else { return nil }
            viewHasEnded = true
        }
        return view
    }

    /// A recognizer took `touches`: nothing more of them reaches their views, and each view
    /// that saw them begin gets one touchesCancelled with all of its touches, as in UIKit.
    static func cancelInViews(_ touches: some Sequence<UITouch>) {
        var cancelled: [(view: UIView, touches: Set<UITouch>, event: UIEvent?)] = []
        for touch in touches {
            guard let view = touch.stopDeliveryToView() else { continue }
            if let index = cancelled.firstIndex(where: { $0.view === view }) {
                cancelled[index].touches.insert(touch)
            } else {
                cancelled.append((view, [touch], touch.lastEvent))
            }
        }
        for entry in cancelled { entry.view.touchesCancelled(entry.touches, with: entry.event) }
    }

    /// Stops delivery to the view; returns the view if it must hear the touch cancelled.
    private func stopDeliveryToView() -> UIView? {
        // A view that already saw the touch end keeps that end.
        guard deliversToView, !viewHasEnded else { return nil }
        deliversToView = false
        isBeganHeld = false
        isEndHeld = false
        guard viewHasBegun, let view else { return nil }
        viewHasEnded = true
        return view
    }

    /// Whether the scroll view around `view` lets it hear the touch begin
    /// (`touchesShouldBegin(_:with:in:)`); when not, nothing of the touch reaches it.
    private func scrollViewLetsBegin(_ view: UIView, event: UIEvent?) -> Bool {
        var ancestor = view.superview
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? UIScrollView,
              !scrollView.touchesShouldBegin([self], with: event, in: view) else { return true }
        deliversToView = false
        isEndHeld = false
        return false
    }

    /// Delivers a held touchesBegan and touchesEnded once no recognizer delays them anymore.
    func releaseHeldDeliveries() {
        guard deliversToView, let view else { return }
        if isBeganHeld, !isBeganDelayed {
            isBeganHeld = false
            guard scrollViewLetsBegin(view, event: lastEvent) else { return }
            viewHasBegun = true
            view.touchesBegan([self], with: lastEvent)
        }
        if isEndHeld, !isBeganHeld, !isEndDelayed {
            isEndHeld = false
            viewHasEnded = true
            if phase == .cancelled {
                view.touchesCancelled([self], with: lastEvent)
            } else {
                view.touchesEnded([self], with: lastEvent)
            }
        }
    }
}
