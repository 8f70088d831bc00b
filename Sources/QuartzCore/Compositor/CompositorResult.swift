/// What one `Compositor.composite` call did.
package struct CompositorResult: Sendable, Equatable {
    /// The rectangles (target pixels) copied into the target: this frame's damage plus what
    /// the target missed since it was last presented.
    package var damage: [CGRect]
    /// The rectangles (target pixels) that changed in the shadow buffer this frame:
    /// repainted, or copied from where a scroll moved them. This is the damage to pass to
    /// the display's `present` (what differs from the frame on screen).
    package var repaintedDamage: [CGRect]
    /// Render records built from the layer tree (one per painted layer, one more per border).
    package var layersVisited: Int
    /// Records that painted something (the rest were outside the damage or hidden by
    /// opaque layers above).
    package var layersPainted: Int
    /// The frame could not be composited (no memory for the compositor's buffer): nothing
    /// was painted, and the frame should be tried again later.
    package var isSkipped: Bool

    package init(damage: [CGRect], repaintedDamage: [CGRect], layersVisited: Int, layersPainted: Int,
                 isSkipped: Bool = false) {
        self.damage = damage
        self.repaintedDamage = repaintedDamage
        self.layersVisited = layersVisited
        self.layersPainted = layersPainted
        self.isSkipped = isSkipped
    }
}
