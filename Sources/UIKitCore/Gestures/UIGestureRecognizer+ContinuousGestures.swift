import Foundation

// What the continuous recognizers (pan, pinch, rotation, long press) share: the touches
// still down and their centroid, and vectors in a view's coordinates.
extension UIGestureRecognizer {
    /// The received touches that have not lifted (during `touchesEnded` the lifting ones are
    /// still received).
    var touchesDown: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// The centroid of `touches` in screen points.
    func screenCentroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.screenLocation.x, y: $0.y + $1.screenLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// From the first finger to the second (screen points) while the recognizer has two,
    /// lifting ones included; nil otherwise.
    var twoFingerVector: CGPoint? {
        let touches = trackedTouches.filter { $0.phase != .cancelled }
        guard touches.count == 2 else { return nil }
        return CGPoint(x: touches[1].screenLocation.x - touches[0].screenLocation.x,
                       y: touches[1].screenLocation.y - touches[0].screenLocation.y)
    }

    /// Ignores the fingers of `touches` that came down after the first `count`.
    func ignoreFingers(beyond count: Int, in touches: Set<UITouch>, with event: UIEvent) {
        for touch in touchesDown.dropFirst(count) where touches.contains(touch) { ignore(touch, for: event) }
    }

    /// `vector` (screen points) at `point` (screen points) in `view`'s coordinates (nil:
    /// the window's): scaled and turned by the transforms between them.
    func convert(screenVector vector: CGPoint, at point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return vector }
        let start = window.convert(screenPoint: point, to: view)
        let end = window.convert(screenPoint: CGPoint(x: point.x + vector.x, y: point.y + vector.y), to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// The inverse of `convert(screenVector:at:to:)`.
    func convert(_ vector: CGPoint, from view: UIView?, toScreenVectorAt point: CGPoint) -> CGPoint {
        guard let window = self.view?.window else { return vector }
        let start = window.convert(screenPoint: point, to: view)
        let end = window.screenPoint(from: CGPoint(x: start.x + vector.x, y: start.y + vector.y), in: view)
        return CGPoint(x: end.x - point.x, y: end.y - point.y)
    }
}
