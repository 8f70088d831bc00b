import Foundation

extension CALayer {
    /// How many redraws are remembered for the compositor's partial damage.
    private static let redrawHistoryLimit = 8

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { dirtyRect != nil }

    /// Displays now if the layer is marked: `display()` once, with the union of the rects
    /// marked since the last display.
    public func displayIfNeeded() {
        guard let rect = dirtyRect else { return }
        // Cleared before drawing, so marks made while drawing wait for the next pass.
        dirtyRect = nil
        displayingRect = rect
        defer { displayingRect = nil }
        display()
    }

    /// The dirty rect of the display in progress (layer coordinates), or the bounds when
    /// `display()` is called directly.
    package var rectBeingDisplayed: CGRect { displayingRect ?? bounds }

    /// Redraws `dirtyRect` of the backing store through `draw(in:)`: allocates the store at
    /// `ceil(bounds.size × contentsScale)` pixels or reuses it when the size is unchanged (a
    /// new store is redrawn whole), clips drawing to the dirty rect, clears it first when
    /// `clearsFirst`. A zero-size layer keeps no store, and so does a layer whose store would
    /// exceed the drawing budget of `PixelBuffer` (`maximumDrawingSide` a side,
    /// `maximumDrawingPixels` in all; logged): it shows only its background, border and
    /// `contents`.
    package func updateBackingStore(dirtyRect: CGRect, clearsFirst: Bool) {
        // A shape or gradient layer's store holds what it generates (see `updateGeneratedContent`).
        guard modelValues.generated == nil else { return }
        let b = bounds
        let scale = contentsScale
        // Checked as floating point first: `Int` of a huge size would trap.
        let scaledWidth = (b.width * scale).rounded(.up)
        let scaledHeight = (b.height * scale).rounded(.up)
        guard scaledWidth > 0, scaledHeight > 0 else {
            discardBackingStore()
            return
        }
        guard PixelBuffer.fitsDrawingBudget(width: scaledWidth, height: scaledHeight) else {
            layerLogger.warning("CALayer: backing store of \(scaledWidth)x\(scaledHeight) pixels is too large, not drawn")
            discardBackingStore()
            return
        }
        let pixelWidth = Int(scaledWidth), pixelHeight = Int(scaledHeight)
        var rect = Self.isValidRect(dirtyRect) ? dirtyRect.standardized.intersection(b) : b
        let store: PixelBuffer
        // A new store is already transparent: clearing it would only touch its pages.
        var needsClear = clearsFirst
        if let packed = packedStore, packed.width == pixelWidth, packed.height == pixelHeight {
            // Drawn again: the pixels come back until the content settles, unless all of them
            // are cleared and redrawn (a reused cell's label): a new store is already clear.
            let fresh = needsClear && rect.contains(b)
                ? PixelBuffer(allocating: pixelWidth, height: pixelHeight, format: .argb32Premultiplied) : nil
            // Without the memory to unpack it, what it showed stays (logged by the allocation).
            guard let unpacked = fresh ?? packed.unpacked() else { return }
            store = unpacked
            if fresh != nil { needsClear = false }
            storePixels = store
            packedStore = nil
            storeIsNew = false
        } else if let existing = storePixels, existing.width == pixelWidth, existing.height == pixelHeight {
            store = existing
            storeIsNew = false
        } else {
            guard let allocated = PixelBuffer(allocating: pixelWidth, height: pixelHeight, format: .argb32Premultiplied) else {
                if !storeAllocationFailed {
                    layerLogger.error("CALayer: no memory for a backing store of \(pixelWidth)x\(pixelHeight) pixels, not drawn")
                }
                storeAllocationFailed = true
                discardBackingStore()
                return
            }
            storeAllocationFailed = false
            store = allocated
            backingStore = store
            storeIsNew = true
            rect = b
            needsClear = false
        }
        guard !rect.isNull, !rect.isEmpty else { return }
        // Whole pixels of the store: a clip through a pixel would clear and paint its
        // edge partly, leaving a faint seam between neighbouring redraws.
        let pixels = CGRect(x: (rect.minX - b.minX) * scale, y: (rect.minY - b.minY) * scale,
                            width: rect.width * scale, height: rect.height * scale).integral
        rect = CGRect(x: b.minX + pixels.minX / scale, y: b.minY + pixels.minY / scale,
                      width: pixels.width / scale, height: pixels.height / scale)
        let context = CGContext(pixelBuffer: store)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -b.minX, y: -b.minY)
        context.clip(to: rect)
        if needsClear { context.clear(rect) }
        context.saveGState()
        draw(in: context)
        context.restoreGState()
        noteRedraw(rect)
    }

    /// Drops the backing store; the layer then shows only its background, border and
    /// `contents`.
    package func discardBackingStore() {
        guard hasBackingStore, modelValues.generated == nil else { return }
        backingStore = nil
        noteRedraw(bounds)
    }

    /// The union of the rects redrawn after `version` (layer coordinates), or nil when the
    /// history no longer reaches back that far.
    package func redrawnRect(since version: Int) -> CGRect? {
        guard version < contentVersion else { return .null }
        guard let oldest = redrawHistory.first, oldest.version <= version + 1 else { return nil }
        return redrawHistory.filter { $0.version > version }.reduce(CGRect.null) { $0.union($1.rect) }
    }

    /// Keeps the backing store packed while it is neither redrawn nor repainted: a new store
    /// drawn once is packed by the composite that first shows it unless animations run
    /// (a pushed page is repainted in every frame of its slide), otherwise after two
    /// composites without animations that neither redrew nor painted it (a layer redrawn
    /// every frame stays unpacked, and so does one between back-to-back transitions), when
    /// packing saves at least half its memory. A packed store painted in
    /// two composites in a row is unpacked for good (an animation or scroll repainting it
    /// each frame would otherwise unpack it each frame). Called by the compositor after
    /// each composite that showed the layer; `painted` when this one painted it.
    func storeDidComposite(painted: Bool, animating: Bool) {
        if let packed = packedStore {
            storeBusyComposites = painted ? storeBusyComposites + 1 : 0
            // Without the memory to unpack it, it stays packed (painted through the scratch rows).
            guard storeBusyComposites >= 2, let pixels = packed.unpacked() else { return }
            storePixels = pixels
            packedStore = nil
            storeIsNew = false
            storeIdleComposites = 0
            return
        }
        guard let pixels = storePixels else { return }
        if storeVersionSeen != contentVersion {
            storeVersionSeen = contentVersion
            storeIdleComposites = 0
            storeDoesNotPack = false
        } else if painted && (!storeIsNew || animating) {
            storeIdleComposites = 0
        } else if !animating {
            storeIdleComposites += 1
        }
        guard !storeDoesNotPack, storeIdleComposites >= (storeIsNew && !animating ? 0 : 2) else { return }
        guard let packed = PackedPixels.pack(pixels, maximumFraction: 0.5) else {
            // Content that does not compress: tried again only after it changes.
            storeDoesNotPack = true
            return
        }
        packedStore = packed
        storePixels = nil
        storeBusyComposites = 0
    }

    /// Packs the store of a layer the compositor no longer shows, whatever its recent
    /// history: it may stay away for good, and the next composite that shows it again paints
    /// it packed. Returns the bytes freed (0 when there is no store to pack, or its content
    /// does not pack well).
    func storeDidLeaveScreen() -> Int {
        guard contents == nil, let pixels = storePixels else { return 0 }
        if storeDoesNotPack, storeVersionSeen == contentVersion { return 0 }
        storeVersionSeen = contentVersion
        guard let packed = PackedPixels.pack(pixels, maximumFraction: 0.5) else {
            storeDoesNotPack = true
            return 0
        }
        packedStore = packed
        storePixels = nil
        storeBusyComposites = 0
        return pixels.bytesPerRow * pixels.height - packed.byteCount
    }

    private func noteRedraw(_ rect: CGRect) {
        contentVersion += 1
        redrawHistory.append((contentVersion, rect))
        if redrawHistory.count > Self.redrawHistoryLimit { redrawHistory.removeFirst() }
        changed()
    }
}
