import Foundation
import Logging

/// Where gesture recognizers compete for touches, with Apple's rules:
///
/// - recognizers of the hit view and its ancestors get a touch before the view;
/// - one recognizing makes the others sharing its touches fail, unless a delegate lets
///   them recognize simultaneously (or `canPrevent`/`canBePrevented` say no);
/// - a recognizer that must wait for another to fail (`require(toFail:)`, the delegate,
///   `shouldRequireFailure`) stays `.possible` until the other fails, and fails if the
///   other recognizes;
/// - recognizing with `cancelsTouchesInView` cancels the view's touches;
///   `delaysTouchesBegan`/`delaysTouchesEnded` hold the view's deliveries until the
///   recognizers decide.
@MainActor
enum GestureArena {
    private static let logger = Logger(label: "vitrine.gestures")
    /// Recognizers holding a state until others fail.
    private static var waiting: [UIGestureRecognizer] = []
    /// Recognizers waiting now (the soak's census, issue 29).
    static var waitingCount: Int { waiting.count }

    // MARK: Touch delivery

    /// The recognizers that receive `touch`: those of its view and the view's ancestors,
    /// nearest first, enabled, in a state that takes touches, allowing its type, and whose
    /// delegate agrees.
    static func recognizers(receiving touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerList where recognizer.isEnabled && recognizer.takesTouches
                && recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// Gives the recognizers their share of the changed touches, phase by phase.
    static func deliver(_ touches: [UITouch], with event: UIEvent) {
        for recognizer in involved(in: touches) {
            let mine = touches.filter { touch in
                touch.isReceived(by: recognizer) && !recognizer.ignoredTouches.contains(touch)
            }
            for touch in mine where touch.phase == .began && !recognizer.trackedTouches.contains(where: { $0 === touch }) {
                recognizer.trackedTouches.append(touch)
                recognizer.receivedTouches.append(touch)
                recognizer.isTracking = true
            }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                // A recognizer that decided (or was disabled) earlier in this loop gets no more.
                guard recognizer.isEnabled, recognizer.takesTouches else { break }
                let group = Set(mine.filter { $0.phase == phase && !recognizer.ignoredTouches.contains($0) })
                guard !group.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(group, with: event)
                case .moved: recognizer.touchesMoved(group, with: event)
                case .ended: recognizer.touchesEnded(group, with: event)
                default: recognizer.touchesCancelled(group, with: event)
                }
            }
            recognizer.noteTouchesDelivered()
        }
    }

    /// After a delivery: lifted touches leave their recognizers, and recognizers that are
    /// done and have no touch left go back to `.possible`.
    static func finishDelivery(of touches: [UITouch]) {
        for recognizer in involved(in: touches) {
            recognizer.noteTouchesDelivered()
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            resetIfFinished(recognizer)
        }
    }

    // MARK: State changes

    /// A recognizer asks for `newState` (its `state` setter).
    static func request(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        if recognizer.heldState != nil {
            switch newState {
            case .failed, .cancelled: fail(recognizer)
            case .ended: recognizer.heldState = .ended
            default: break
            }
            return
        }
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            begin(recognizer, as: newState)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = newState
            recognizer.sendActions()
            resetIfFinished(recognizer)
        default:
            logger.error("\(type(of: recognizer)): invalid state change \(old) -> \(newState), ignored")
        }
    }

    /// Leaves `.possible` for `.began` or `.ended` if the rules allow, else holds or fails.
    private static func begin(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        let others = involved(with: recognizer)
        let required = others.filter { requires(recognizer, toFail: $0) }
        if required.contains(where: { $0.storedState.hasRecognized }) {
            fail(recognizer)
            return
        }
        if required.contains(where: { $0.isUndecided }) {
            recognizer.heldState = newState
            if !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
            return
        }
        let blocked = others.contains { other in
            other.storedState.isActive && !canRecognizeSimultaneously(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        if blocked || recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false
            || recognizer.trackedTouches.contains(where: { $0.view?.gestureRecognizerShouldBegin(recognizer) == false }) {
            fail(recognizer)
            return
        }
        recognizer.storedState = newState
        for other in others where other.storedState == .possible && !canRecognizeSimultaneously(recognizer, other)
            && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
            fail(other)
        }
        if recognizer.cancelsTouchesInView {
            UITouch.cancelInViews(recognizer.receivedTouches)
        }
        recognizer.sendActions()
        resetIfFinished(recognizer)
    }

    private static func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.storedState = .failed
        recognizer.heldState = nil
        waiting.removeAll { $0 === recognizer }
        recognizer.cancelDeadline()
        // Those waiting for this one may go on.
        for waiter in waiting where requires(waiter, toFail: recognizer) {
            guard let held = waiter.heldState else { continue }
            waiting.removeAll { $0 === waiter }
            waiter.heldState = nil
            begin(waiter, as: held)
        }
        for touch in recognizer.receivedTouches { touch.releaseHeldDeliveries() }
        resetIfFinished(recognizer)
    }

    private static func resetIfFinished(_ recognizer: UIGestureRecognizer) {
        guard recognizer.trackedTouches.isEmpty, recognizer.storedState.isFinal else { return }
        recognizer.performReset()
    }

    // MARK: Relations

    private static func involved(in touches: [UITouch]) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !result.contains(where: { $0 === recognizer }) {
                result.append(recognizer)
            }
        }
        return result
    }

    /// The other recognizers sharing touches with `recognizer`, and those it must wait for.
    private static func involved(with recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = involved(in: recognizer.trackedTouches).filter { $0 !== recognizer }
        for other in recognizer.failureRequirements where !result.contains(where: { $0 === other }) {
            result.append(other)
        }
        return result
    }

    static func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0 === other }
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    static func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer still takes touches: it has not decided against them.
    var takesTouches: Bool {
        switch storedState {
        case .possible, .began, .changed: true
        default: false
        }
    }

    /// Still `.possible` with touches seen since its last reset: others may wait for it.
    var isUndecided: Bool { storedState == .possible && isTracking }
}

extension UIGestureRecognizer.State {
    var isActive: Bool { self == .began || self == .changed }
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
    var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
}
