import Testing
@testable import QuartzCore

/// Backing stores whose content does not change are kept packed (run-length encoded),
/// exactly: what the screen shows, partial redraws and damage are as with the pixels.
@MainActor
struct PackedStoreTests {
    private func buffer(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { buffer.data.storeBytes(of: pixel(x, y), toByteOffset: y * buffer.bytesPerRow + x * 4, as: UInt32.self) }
        }
        return buffer
    }

    @Test func packingKeepsEveryPixel() throws {
        // Runs (margins, a flat band) and literals (a gradient, lone pixels) in one picture.
        let picture = buffer(width: 67, height: 23) { x, y in
            if y < 3 || x < 5 { return 0 }
            if y > 18 { return 0x80FF_0000 }
            if x % 7 == 0 { return 0xFF00_FF00 }
            return x > 40 ? UInt32(x * 3 + y) << 24 : 0
        }
        let packed = try #require(PackedPixels.pack(picture, maximumFraction: 1))
        #expect(packed.byteCount < picture.bytesPerRow * picture.height / 2)
        #expect(firstDifference(packed.unpacked()!, picture) == nil)
        // Rows unpack on their own, into a larger buffer.
        let target = PixelBuffer(width: 80, height: 30)
        packed.unpack(rows: 10..<12, into: target)
        for x in 0..<67 {
            #expect(target.pixel(x: x, y: 10) == picture.pixel(x: x, y: 10))
            #expect(target.pixel(x: x, y: 9) == 0 && target.pixel(x: x, y: 12) == 0)
        }
    }

    @Test func noiseIsNotPacked() {
        var state: UInt32 = 12345
        let noise = buffer(width: 40, height: 40) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return state
        }
        #expect(PackedPixels.pack(noise, maximumFraction: 0.5) == nil)
    }

    /// A packed store drawn again needs its pixels back; when the memory cannot give them
    /// (issue 29, through the allocation seam) the layer keeps what it showed instead of
    /// trapping, and is drawn once memory is back.
    @Test func packedStoreThatCannotBeUnpackedKeepsWhatItShowed() throws {
        let delegate = RecordingDelegate()
        delegate.fill = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 1, alpha: 1))
        let drawn = makeLayer("drawn", frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        drawn.delegate = delegate
        root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100, format: .xrgb32)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        try #require(drawn.packedStore != nil)

        delegate.fill = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        // The store's 40×40 pixels (10 KB) over the limit.
        PixelBuffer.$allocationLimit.withValue(4096) {
            drawn.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 5))
            LayerTreePass.run(root: root)
        }
        #expect(drawn.packedStore != nil && drawn.storePixels == nil)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(target.premultipliedARGB(x: 26, y: 36) == 0xFF00_00FF, "what it showed")

        drawn.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 5))
        LayerTreePass.run(root: root)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(target.premultipliedARGB(x: 26, y: 36) == 0xFFFF_0000)
        #expect(target.premultipliedARGB(x: 45, y: 50) == 0xFF00_00FF)
    }

    /// A new store is packed by the composite that first shows it; a partial redraw brings
    /// the pixels back (the rest of the store kept) and damages only the redrawn rect; two
    /// composites without a redraw pack it again. The screen equals a full render throughout.
    @Test func storesArePackedWhileUnchanged() throws {
        let delegate = RecordingDelegate()
        delegate.fill = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 1, alpha: 1))
        let drawn = makeLayer("drawn", frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        drawn.delegate = delegate
        root.addSublayer(drawn)
        let other = makeLayer("other", frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: CGColor(gray: 0, alpha: 1))
        root.addSublayer(other)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100, format: .xrgb32)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        #expect(drawn.packedStore != nil && drawn.storePixels == nil)
        #expect(firstDifference(target, compositor.renderFull(root: root, scale: 1)!) == nil)

        delegate.fill = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        drawn.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 5))
        LayerTreePass.run(root: root)
        #expect(drawn.packedStore == nil && drawn.storePixels != nil)
        let redraw = compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(redraw.repaintedDamage == [CGRect(x: 25, y: 35, width: 10, height: 5)])
        #expect(target.premultipliedARGB(x: 26, y: 36) == 0xFFFF_0000)
        #expect(target.premultipliedARGB(x: 45, y: 50) == 0xFF00_00FF)
        #expect(firstDifference(target, compositor.renderFull(root: root, scale: 1)!) == nil)

        // Redrawn, so packed only after two composites that did not redraw it.
        for (step, packed) in [false, true].enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            other.position.x += 1
            CATransaction.commit()
            let result = compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
            #expect((drawn.packedStore != nil) == packed, "composite \(step)")
            // Packing changes no pixel: only the moved layer is damaged.
            #expect(result.repaintedDamage.allSatisfy { $0.maxX <= 12 && $0.maxY <= 10 })
        }
        #expect(firstDifference(target, compositor.renderFull(root: root, scale: 1)!) == nil)
        // Readers get the same pixels from a packed store.
        #expect(drawn.backingStore?.pixel(x: 6, y: 6) == 0xFFFF_0000)
    }

    /// A packed store paints exactly the pixels its unpacked store paints, moved by whole
    /// pixels, by fractions (filtered) or turned, partly clipped by the screen edge.
    @Test(arguments: [CGAffineTransform.identity, CGAffineTransform(translationX: 0.4, y: -0.3),
                      CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.3, y: 0.8),
                      CGAffineTransform(translationX: -30, y: 0)])
    func packedStoresPaintTheSamePixels(transform: CGAffineTransform) throws {
        final class Ring: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setStrokeColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
                ctx.setLineWidth(3)
                ctx.strokeEllipse(in: CGRect(x: 8, y: 6, width: 20, height: 14))
            }
        }
        let delegate = Ring()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 60, height: 50), color: CGColor(gray: 0.9, alpha: 1))
        let drawn = makeLayer("drawn", frame: CGRect(x: 12, y: 10, width: 36, height: 30))
        drawn.delegate = delegate
        drawn.contentsScale = 2
        drawn.setAffineTransform(transform)
        root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 120, pixelHeight: 100)
        let target = PixelBuffer(width: 120, height: 100, format: .xrgb32)
        compositor.composite(root: root, scale: 2, into: target, bufferAge: 0, targetIsCachedMemory: true)
        let packed = try #require(drawn.packedStore)
        #expect(packed.contentBox.width < Int32(packed.width) && packed.contentBox.height < Int32(packed.height))
        let fromPacked = compositor.renderFull(root: root, scale: 2)!
        #expect(firstDifference(target, fromPacked) == nil)
        drawn.backingStore = drawn.backingStore
        #expect(drawn.packedStore == nil)
        #expect(firstDifference(compositor.renderFull(root: root, scale: 2)!, fromPacked) == nil)
    }

    /// A packed store repainted in two composites in a row (everything behind it changes
    /// each frame) is unpacked for good, and packed again once two composites leave it alone.
    @Test func storesRepaintedEveryFrameStayUnpacked() {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 1, alpha: 1))
        let drawn = makeLayer("drawn", frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        drawn.delegate = delegate
        root.addSublayer(drawn)
        let other = makeLayer("other", frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: CGColor(gray: 0, alpha: 1))
        root.addSublayer(other)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100, format: .xrgb32)
        func step(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        }
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        #expect(drawn.packedStore != nil)
        var packedAfter: [Bool] = []
        for gray in [0.9, 0.8, 0.7] as [CGFloat] {
            step { root.backgroundColor = CGColor(gray: gray, alpha: 1) }
            packedAfter.append(drawn.packedStore != nil)
        }
        #expect(packedAfter == [true, false, false])
        for x in [1, 2] as [CGFloat] {
            step { other.position.x += x }
            packedAfter.append(drawn.packedStore != nil)
        }
        #expect(packedAfter == [true, false, false, false, true])
        #expect(firstDifference(target, compositor.renderFull(root: root, scale: 1)!) == nil)
    }

    /// Packed stores share one scratch buffer: a store painted after another, filtered
    /// (its samples reach past its content), sees only its own pixels.
    @Test(arguments: [CGAffineTransform(translationX: 0.4, y: 0.3), CGAffineTransform(scaleX: 0.45, y: 0.4)])
    func packedStoresDoNotSeeEachOthersPixels(transform: CGAffineTransform) throws {
        final class Fill: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
                ctx.fill(layer.bounds)
            }
        }
        final class Bar: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0.8, alpha: 1))
                ctx.fill(CGRect(x: 4, y: 14, width: 30, height: 3))
            }
        }
        let fill = Fill(), bar = Bar()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 60), color: CGColor(gray: 1, alpha: 1))
        let below = makeLayer("below", frame: CGRect(x: 2, y: 2, width: 40, height: 40))
        below.delegate = fill
        let above = makeLayer("above", frame: CGRect(x: 50, y: 10, width: 40, height: 40))
        above.delegate = bar
        above.setAffineTransform(transform)
        root.addSublayer(below)
        root.addSublayer(above)
        for layer in [below, above] { layer.setNeedsDisplay() }
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 60)
        let target = PixelBuffer(width: 100, height: 60, format: .xrgb32)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        #expect(below.packedStore != nil && above.packedStore != nil)
        let fromPacked = compositor.renderFull(root: root, scale: 1)!
        for layer in [below, above] { layer.backingStore = layer.backingStore }
        #expect(firstDifference(compositor.renderFull(root: root, scale: 1)!, fromPacked) == nil)
    }

    /// A store the compositor stops showing (its layer removed from the tree, hidden, or
    /// scrolled out of its clip) is packed by that composite, even one redrawn just before:
    /// no later composite reaches it while it is away, and a page or tab out of the window can
    /// stay away for hours (issue 29). Shown again, it paints the same pixels.
    @Test(arguments: ["removed", "hidden", "clipped"])
    func storesThatLeaveTheScreenArePacked(how: String) throws {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 1, alpha: 1))
        let clip = makeLayer("clip", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clip.masksToBounds = true
        root.addSublayer(clip)
        let drawn = makeLayer("drawn", frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        drawn.delegate = delegate
        clip.addSublayer(drawn)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100, format: .xrgb32)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        let shown = compositor.renderFull(root: root, scale: 1)!
        // Redrawn while shown: unpacked, and not packed by the composite that shows the redraw.
        delegate.fill = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(drawn.packedStore == nil && drawn.storePixels != nil)
        let redrawn = compositor.renderFull(root: root, scale: 1)!
        #expect(firstDifference(shown, redrawn) != nil)
        let pixel = try #require(drawn.storePixels).pixel(x: 10, y: 10)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch how {
        case "removed": drawn.removeFromSuperlayer()
        case "hidden": drawn.isHidden = true
        default: clip.bounds.origin.y = 80
        }
        CATransaction.commit()
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(drawn.packedStore != nil && drawn.storePixels == nil)
        #expect(drawn.backingStore?.pixel(x: 10, y: 10) == pixel)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch how {
        case "removed": clip.addSublayer(drawn)
        case "hidden": drawn.isHidden = false
        default: clip.bounds.origin.y = 0
        }
        CATransaction.commit()
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(firstDifference(target, redrawn) == nil)
    }

    /// A packed store drawn again whole (a reused cell's label given new text) gets the new
    /// drawing only: nothing of the packed pixels shows through where it clears.
    @Test func packedStoreRedrawnWholeKeepsNothingOld() throws {
        final class Spot: CALayerDelegate {
            var x: CGFloat = 2
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: x, y: 2, width: 6, height: 6))
            }
        }
        let spot = Spot()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 60, height: 40), color: CGColor(gray: 1, alpha: 1))
        let drawn = makeLayer("drawn", frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        drawn.delegate = spot
        root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 60, pixelHeight: 40)
        let target = PixelBuffer(width: 60, height: 40, format: .xrgb32)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        #expect(drawn.packedStore != nil)
        spot.x = 30
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let store = try #require(drawn.storePixels)
        #expect(store.pixel(x: 4, y: 4) == 0 && store.premultipliedARGB(x: 32, y: 4) == 0xFFFF_0000)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(firstDifference(target, compositor.renderFull(root: root, scale: 1)!) == nil)
        #expect(target.premultipliedARGB(x: 9, y: 9) == 0xFFFF_FFFF)
    }
}
