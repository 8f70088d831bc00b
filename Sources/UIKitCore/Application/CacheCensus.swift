import CoreGraphics

/// What Vitrine keeps between frames that a long run could grow: caches, pending lists,
/// side tables and the layers alive. The soak prints it at each sample, so that heap in use
/// that grows can be told apart as a cache warming up to its bound or a list that only
/// grows (issue 29).
@MainActor
package enum CacheCensus {
    /// Each count by name, in a fixed order.
    package static func counts() -> [(name: String, count: Int)] {
        [("layers alive", CALayer.liveCount),
         ("fonts measured", UIFont.measuredFontCount),
         ("font names", UIFont.resolvedNameCount),
         ("symbols drawn", SymbolCatalog.drawnCount),
         ("button titles", ButtonTitleCache.count),
         ("colour emoji images", ColorGlyphCache.shared.count),
         ("colour emoji KB", ColorGlyphCache.shared.bytes / 1024),
         ("asset catalogs", ResourceBundles.catalogCount),
         ("gesture deadlines", GestureTimers.pendingCount),
         ("gestures waiting", GestureArena.waitingCount),
         ("keyboard guides", UIKeyboardLayoutGuide.listedGuideCount),
         ("scroll views under the keyboard", UIScrollView.coveredByKeyboardCount),
         ("view animation lists", ViewAnimationBlock.listCount),
         ("transaction completions", CATransaction.waitingCompletionCount),
         ("animation engine lists", AnimationEngine.shared.listCount),
         ("associated objects", RuntimeTableCensus.associatedObjects),
         ("selector observations", RuntimeTableCensus.observations),
         ("selector methods", RuntimeTableCensus.selectorMethods),
         ("delayed performs", RuntimeTableCensus.delayedPerforms)]
    }
}
