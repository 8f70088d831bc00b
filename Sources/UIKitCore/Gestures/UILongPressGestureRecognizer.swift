import Foundation

/// Recognizes `numberOfTouchesRequired` fingers held still for `minimumPressDuration`,
/// after `numberOfTapsRequired` taps.
///
/// A continuous gesture: it begins when the fingers were down long enough without moving
/// more than `allowableMovement`, changes with every move after that (however far), and
/// ends when a finger lifts. Lifting or moving too far before it began fails it. The
/// duration runs on the display's clock, so the stepped clock of a test drives it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers stay down before the press begins, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far a finger may move before the press began, in points. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Fingers that press. Default 1.
    open var numberOfTouchesRequired = 1
    /// Taps before the press (the last touch-down of the sequence is the press). Default 0.
    open var numberOfTapsRequired = 0

    private var tapsSoFar = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state != .possible {
            ignoreFingers(beyond: numberOfTouchesRequired, in: touches, with: event)
            return
        }
        cancelDeadline()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        let down = touchesDown.count
        fingersInTap = max(fingersInTap, down)
        if down > numberOfTouchesRequired {
            state = .failed
        } else if down == numberOfTouchesRequired, tapsSoFar == numberOfTapsRequired {
            scheduleDeadline(after: minimumPressDuration) { [weak self] in
                if self?.state == .possible { self?.state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else {
            if state == .began || state == .changed { state = .changed }
            return
        }
        let movedTooFar = touches.contains { touch in
            guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
            let location = touch.location(in: nil)
            return hypot(location.x - start.x, location.y - start.y) > allowableMovement
        }
        if movedTooFar { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            touchesMoved(touches, with: event)
            guard state == .possible else { return }
            // Lifting during the taps before the press is a tap; lifting the press is too early.
            guard tapsSoFar < numberOfTapsRequired, fingersInTap == numberOfTouchesRequired else {
                state = .failed
                return
            }
            guard touchesDown.isEmpty else { return }
            tapsSoFar += 1
            fingersInTap = 0
            startLocations = [:]
            scheduleDeadline(after: InputDispatcher.multipleTapInterval) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        fingersInTap = 0
        startLocations = [:]
    }
}
