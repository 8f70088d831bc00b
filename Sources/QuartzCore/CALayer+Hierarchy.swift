extension CALayer {
    /// The sublayers, back to front; nil when there are none. Setting it removes the old
    /// sublayers and adds the new ones in order.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
            sublayersChanged()
        }
    }

    /// Appends `layer` on top of the sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts `layer` at `idx` of the sublayers (clamped to the count), removing it from its
    /// old superlayer first. Adding the layer itself or one of its ancestors is a programmer
    /// error.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(!layer.isAncestor(ofOrSameAs: self),
                     "CALayer: cannot add a layer to itself or to one of its own sublayers (it would make a cycle)")
        var index = Int(idx)
        if layer.superlayer === self, let old = storedSublayers.firstIndex(where: { $0 === layer }) {
            if old < index { index -= 1 }
            // Already in place: nothing changes, so nothing is invalidated (a layout that
            // re-adds its sublayers must settle).
            if min(index, storedSublayers.count - 1) == old { return }
        }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(index, storedSublayers.count))
        layer.superlayer = self
        sublayersChanged()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0)
            return
        }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index; does nothing if
    /// `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer's sublayers.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.sublayersChanged()
    }

    /// The sublayers in drawing order: stable by increasing zPosition.
    package var sublayersInDrawingOrder: [CALayer] {
        if let drawingOrder { return drawingOrder }
        let order = !storedSublayers.contains(where: { $0.zPosition != 0 }) ? storedSublayers
            : storedSublayers.enumerated()
                .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
                .map(\.element)
        drawingOrder = order
        return order
    }

    /// True when `self` is `layer` or one of its ancestors.
    func isAncestor(ofOrSameAs layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superlayer
        }
        return false
    }

    private func sublayersChanged() {
        setNeedsLayout()
        changed()
    }
}
