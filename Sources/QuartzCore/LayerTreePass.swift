/// Vitrine's layout-then-display pass over one layer tree, run once per frame.
///
/// Layout: every marked layer gets `layoutSublayers()` once, parents before children.
/// Layers marked while the pass runs are handled by another sweep in the same frame, up to
/// `maximumLayoutSweeps`; what is still marked after that waits for the next frame (with
/// one log line), so a layout that always re-marks itself cannot hang the app.
/// Display: every marked layer outside hidden subtrees gets `display()` once; marks made
/// while drawing wait for the next frame. Hidden subtrees keep their marks until shown.
/// The layers it reaches are committed (`CALayer.hasBeenCommitted`).
@preconcurrency @MainActor
package struct LayerTreePass {
    /// What one pass did, for statistics.
    package struct Counts: Equatable, Sendable {
        /// Calls to `layoutSublayers()`.
        package var layersLaidOut = 0
        /// Calls to `display()`.
        package var layersDisplayed = 0
        /// Whether marks were left for the next frame because of reentrant mutation.
        package var deferredWork = false
    }

    /// Layout sweeps per frame before leftover marks wait for the next frame.
    package static let maximumLayoutSweeps = 4

    private static var hasLoggedDeferral = false

    /// Runs layout then display over the tree rooted at `root`.
    @discardableResult
    package static func run(root: CALayer) -> Counts {
        var counts = Counts()
        counts.layersLaidOut = layout(root)
        counts.deferredWork = subtreeNeedsLayout(root)
        counts.layersDisplayed = display(root)
        return counts
    }

    /// The layout half of the pass; returns the number of `layoutSublayers()` calls.
    @discardableResult
    package static func layout(_ root: CALayer) -> Int {
        var laidOut = 0
        var sweeps = 0
        while sweeps < maximumLayoutSweeps, subtreeNeedsLayout(root) {
            laidOut += root.layoutSubtreeIfNeeded()
            sweeps += 1
        }
        if subtreeNeedsLayout(root) {
            FrameScheduler.shared.setNeedsFrame()
            if !hasLoggedDeferral {
                hasLoggedDeferral = true
                layerLogger.warning("Layout keeps invalidating itself; leftover layout deferred to the next frame")
            }
        }
        return laidOut
    }

    /// The display half of the pass; returns the number of `display()` calls.
    @discardableResult
    package static func display(_ root: CALayer) -> Int {
        displaySubtree(root)
    }

    private static func subtreeNeedsLayout(_ layer: CALayer) -> Bool {
        if layer.layoutFlag { return true }
        return layer.storedSublayers.contains { subtreeNeedsLayout($0) }
    }

    private static func displaySubtree(_ layer: CALayer) -> Int {
        // Shown by a frame: from now on its changes may animate implicitly.
        layer.hasBeenCommitted = true
        guard !layer.isHidden else { return 0 }
        var count = 0
        if layer.needsDisplay() {
            layer.displayIfNeeded()
            count += 1
        }
        // A copy: drawing code may change the sublayers.
        for sublayer in layer.storedSublayers { count += displaySubtree(sublayer) }
        return count
    }
}
