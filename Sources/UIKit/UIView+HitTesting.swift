import Foundation

extension UIView {
    /// Whether the view can be hit at all: visible enough and interactive.
    var acceptsHits: Bool {
        // Compared in the layer's Float, so that alpha = 0.01 (stored as 0.0099999998) counts.
        !isHidden && isUserInteractionEnabled && layer.opacity >= 0.01
    }

    /// The hit among the subviews, front-most first, for `point` in the view's coordinates.
    func deepestSubviewHit(by point: CGPoint, with event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformToSuperview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return nil
    }
}
