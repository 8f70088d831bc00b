import Foundation

/// Recognizes taps: `numberOfTouchesRequired` fingers down and up, `numberOfTapsRequired`
/// times in quick succession, without moving more than 10 points.
///
/// A discrete gesture: it goes from `.possible` to `.ended` (recognized) when the last
/// finger of the last tap lifts, and fails when a finger moves too far, too many fingers
/// come down, or the next tap does not begin within 0.35 s of the previous one ending.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps in a row. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers in each tap. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap, in points.
    static let allowableMovement: CGFloat = 10

    private var tapsSoFar = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelDeadline()
        for touch in touches {
            let location = touch.location(in: nil)
            if let firstTapLocation, distance(location, firstTapLocation) > InputDispatcher.multipleTapDistance {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = location
        }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if distance(touch.location(in: nil), start) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        // The tap is done when its last finger lifts.
        guard trackedTouches.allSatisfy({ $0.phase == .ended }) else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        fingersInTap = 0
        startLocations = [:]
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleDeadline(after: InputDispatcher.multipleTapInterval) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        fingersInTap = 0
        startLocations = [:]
        firstTapLocation = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
