import Foundation

/// One frame of a `CATransition`: where and how opaque the layer's new content and the
/// snapshot of the old one are. Transforms are in the layer's coordinates.
struct TransitionFrame {
    var newTransform = CGAffineTransform.identity
    var newAlpha: Float = 1
    var oldTransform = CGAffineTransform.identity
    var oldAlpha: Float = 1
    /// Whether the snapshot is painted over the new content rather than under it.
    var oldOnTop = false
}
