extension CALayer {
    /// Marks the layer as needing `layoutSublayers()` in the next layout pass.
    public func setNeedsLayout() {
        layoutFlag = true
        changed()
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool { layoutFlag }

    /// Lays out now: walks up while the superlayer needs layout, then lays out that subtree
    /// (parents before children), each marked layer once.
    public func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.layoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out this layer if marked, then its sublayers, top-down. Returns how many layers
    /// were laid out.
    @discardableResult
    package func layoutSubtreeIfNeeded() -> Int {
        var count = 0
        if layoutFlag {
            layoutFlag = false
            layoutSublayers()
            count += 1
        }
        for layer in storedSublayers { count += layer.layoutSubtreeIfNeeded() }
        return count
    }
}
