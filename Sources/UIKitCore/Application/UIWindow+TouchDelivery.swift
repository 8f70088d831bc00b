import Foundation

// A window's share of an event: its touches to gesture recognizers first, then to views;
// its presses to the first responder.
extension UIWindow {
    /// Converts a point in screen coordinates to `view`'s (nil: the window's).
    func convert(screenPoint: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = screenPoint.applying(transformToSuperview.inverted())
        guard let view, view !== self else { return inWindow }
        return view.convert(inWindow, from: self)
    }

    /// Converts a point in `view`'s coordinates (nil: the window's) to screen coordinates.
    func screenPoint(from point: CGPoint, in view: UIView?) -> CGPoint {
        let inWindow = view.map { $0 === self ? point : $0.convert(point, to: self) } ?? point
        return inWindow.applying(transformToSuperview)
    }

    func deliverTouches(of event: UIEvent) {
        let changed = event.touches.filter { $0.window === self && $0.phase != .stationary }
            .sorted { $0.phase.deliveryOrder < $1.phase.deliveryOrder }
        guard !changed.isEmpty else { return }
        for touch in changed where touch.phase == .began && touch.gestureRecognizers == nil {
            touch.gestureRecognizers = GestureArena.recognizers(receiving: touch)
        }
        GestureArena.deliver(changed, with: event)
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            // One call per view with all of its touches in that phase, as on iOS.
            var groups: [(view: UIView, touches: Set<UITouch>)] = []
            for touch in changed where touch.phase == phase {
                guard let view = touch.deliverPhaseToView(with: event) else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.insert(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, touches) in groups {
                switch phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                default: view.touchesCancelled(touches, with: event)
                }
            }
        }
        GestureArena.finishDelivery(of: changed)
    }

    func deliverPresses(of event: UIPressesEvent) {
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let presses = event.presses.filter { $0.phase == phase && $0.window === self }
            guard !presses.isEmpty else { continue }
            // The responder at key-down gets every phase of the press.
            let responder = presses.first?.responder ?? self
            switch phase {
            case .began: responder.pressesBegan(presses, with: event)
            case .changed: responder.pressesChanged(presses, with: event)
            case .ended: responder.pressesEnded(presses, with: event)
            default: responder.pressesCancelled(presses, with: event)
            }
        }
    }
}

extension UITouch.Phase {
    fileprivate var deliveryOrder: Int {
        switch self {
        case .began: 0
        case .moved, .stationary: 1
        case .ended: 2
        default: 3
        }
    }
}
