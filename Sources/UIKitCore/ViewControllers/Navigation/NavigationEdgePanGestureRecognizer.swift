import Foundation

/// The interactive pop: a pan that must begin within 20 points of the leading edge and
/// move towards the trailing one.
@MainActor
final class NavigationEdgePanGestureRecognizer: UIPanGestureRecognizer {
    static let edgeWidth: CGFloat = 20

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first, let view, touch.location(in: view).x > Self.edgeWidth {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
