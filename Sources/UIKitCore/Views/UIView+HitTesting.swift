import Foundation

extension UIView {
    /// Whether the view can be hit at all: visible enough on screen, interactive, and not
    /// moved by a UIView animation without `.allowUserInteraction`.
    var acceptsHits: Bool {
        // Compared in the layer's Float, so that alpha = 0.01 (stored as 0.0099999998) counts.
        !isHidden && isUserInteractionEnabled && shownValues.opacity >= 0.01 && !isInNonInteractiveAnimation
    }

    /// The hit among the subviews, front-most first, for `point` in the view's coordinates.
    /// Subviews are placed where they are on screen, mid-animation too.
    func deepestSubviewHit(by point: CGPoint, with event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() {
            let local = point.applying(subview.shownValues.affineTransformToSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return nil
    }

    /// The layer's values on screen: its presentation while animated, else the model.
    private var shownValues: AnimatableProperties {
        layer.presentationValues(at: AnimationEngine.shared.presentationTime)
    }

    private var isInNonInteractiveAnimation: Bool {
        (layer.animationKeys() ?? []).contains { key in
            guard let tracker = layer.animation(forKey: key)?.delegate as? ViewAnimationTracker else { return false }
            return !tracker.allowsUserInteraction
        }
    }
}
