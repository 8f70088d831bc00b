extension LayerTreePass {
    /// Whether a layer of the tree still needs layout or display after a pass: marks
    /// made while drawing, or layout deferred by a self-invalidating layout. The
    /// frame pipeline then schedules one more frame for them.
    package static func hasPendingWork(_ root: CALayer) -> Bool {
        if root.layoutFlag { return true }
        if !root.isHidden, root.needsDisplay() { return true }
        return root.storedSublayers.contains { hasPendingWork($0) }
    }
}
