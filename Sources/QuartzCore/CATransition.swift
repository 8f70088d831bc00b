/// An animated change of a layer's whole appearance: the content on screen when the
/// transition starts is kept as a snapshot and shown leaving (`type`, from `subtype`'s
/// side) while the layer's new content arrives.
///
/// Add it under any key (conventionally `kCATransition`), before or after changing the
/// layer in the same turn: the snapshot is what the last frame showed, taken when the
/// first frame draws the transition. Besides Apple's public types, the type
/// `CATransitionType(rawValue: "oglFlip")` flips the layer about its vertical axis
/// (`fromLeft`/`fromRight`) or horizontal axis (`fromTop`/`fromBottom`), seen from the
/// front without perspective: what UIKit's flip transitions use.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts (0...1).
    open var startProgress: Float = 0
    /// Where in the transition it ends (0...1).
    open var endProgress: Float = 1

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    /// The progress (0...1) at `parentTime`, or nil outside the transition's effect.
    func progress(at parentTime: CFTimeInterval) -> Double? {
        let d = effectiveDuration
        guard let time = MediaTimingPhase(of: self, parentTime: parentTime, duration: d).iterationTime else { return nil }
        let linear = d > 0 ? time / d : 1
        let eased = timingFunction?.value(at: linear, duration: d) ?? linear
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * eased
    }

    /// How the old snapshot and the new content are shown at `progress`, for a layer of
    /// `bounds`.
    func frame(progress p: Double, bounds: CGRect) -> TransitionFrame {
        var frame = TransitionFrame()
        let side = subtype ?? .fromLeft
        // The direction the new content comes from, in bounds widths and heights.
        let (dx, dy): (CGFloat, CGFloat) = switch side {
        case .fromRight: (bounds.width, 0)
        case .fromTop: (0, -bounds.height)
        case .fromBottom: (0, bounds.height)
        default: (-bounds.width, 0)
        }
        let incoming = CGFloat(1 - p), outgoing = -CGFloat(p)
        switch type {
        case .moveIn:
            frame.newTransform = CGAffineTransform(translationX: dx * incoming, y: dy * incoming)
        case .push:
            frame.newTransform = CGAffineTransform(translationX: dx * incoming, y: dy * incoming)
            frame.oldTransform = CGAffineTransform(translationX: dx * outgoing, y: dy * outgoing)
        case .reveal:
            frame.oldTransform = CGAffineTransform(translationX: dx * outgoing, y: dy * outgoing)
            frame.oldOnTop = true
        case CATransitionType(rawValue: "oglFlip"), CATransitionType(rawValue: "flip"):
            // Seen from the front, a turn about an axis in the screen's plane is a scale by
            // its cosine: the old side turns away in the first half, the new in the second.
            let scale = CGFloat(abs(cos(Double.pi * p)))
            let squash = dy == 0 ? CGAffineTransform(scaleX: scale, y: 1) : CGAffineTransform(scaleX: 1, y: scale)
            let aboutCenter = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
                .concatenating(squash).concatenating(CGAffineTransform(translationX: bounds.midX, y: bounds.midY))
            if p < 0.5 {
                frame.oldTransform = aboutCenter
                frame.newAlpha = 0
                frame.oldOnTop = true
            } else {
                frame.newTransform = aboutCenter
                frame.oldAlpha = 0
            }
        default:
            // Fade: the opaque snapshot over the new content, fading out, is an exact cross dissolve.
            frame.oldAlpha = Float(1 - p)
            frame.oldOnTop = true
        }
        return frame
    }
}

/// The key Core Animation uses for transitions.
public let kCATransition = "transition"
