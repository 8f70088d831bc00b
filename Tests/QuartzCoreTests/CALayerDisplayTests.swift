import Testing
@testable import QuartzCore

@MainActor
struct CALayerDisplayTests {
    @Test func twoDirtyRectsAreDrawnOnceWithTheirUnion() {
        let delegate = RecordingDelegate()
        let layer = makeLayer("l", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.delegate = delegate
        layer.displayIfNeeded()
        #expect(delegate.drawnRects.isEmpty)
        layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        layer.setNeedsDisplay(CGRect(x: 50, y: 40, width: 5, height: 5))
        #expect(layer.needsDisplay())
        let counts = LayerTreePass.run(root: layer)
        #expect(counts.layersDisplayed == 1)
        #expect(delegate.drawnRects == [CGRect(x: 10, y: 10, width: 45, height: 35)])
        #expect(!layer.needsDisplay())
        LayerTreePass.run(root: layer)
        #expect(delegate.drawnRects.count == 1)
    }

    @Test func backingStoreIsReusedAndRedrawnOnlyInTheDirtyRect() throws {
        let delegate = RecordingDelegate()
        let layer = makeLayer("l", frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        layer.contentsScale = 2
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let store = try #require(layer.backingStore)
        #expect(store.width == 40 && store.height == 20)
        #expect(store.pixel(x: 39, y: 19) == 0xFFFF_0000)
        let version = layer.contentVersion
        delegate.fill = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        layer.displayIfNeeded()
        #expect(layer.backingStore === store)
        #expect(store.pixel(x: 9, y: 9) == 0xFF00_00FF)
        #expect(store.pixel(x: 10, y: 9) == 0xFFFF_0000)
        #expect(layer.redrawnRect(since: version) == CGRect(x: 0, y: 0, width: 5, height: 5))
        // A dirty rect outside the bounds is clipped away; a size change redraws everything.
        layer.setNeedsDisplay(CGRect(x: 500, y: 500, width: 5, height: 5))
        layer.displayIfNeeded()
        #expect(layer.contentVersion == version + 1)
        layer.bounds.size = CGSize(width: 21, height: 10)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.displayIfNeeded()
        #expect(layer.backingStore !== store && layer.backingStore?.width == 42)
        #expect(delegate.drawnRects.last == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.redrawnRect(since: version + 1) == layer.bounds)
    }

    /// A dirty rect through the middle of pixels (a finger's segment) redraws whole pixels:
    /// the edge pixels are cleared and painted once, so neighbouring redraws leave no seam.
    @Test func aFractionalDirtyRectRedrawsWholePixels() throws {
        let delegate = RecordingDelegate()
        let layer = makeLayer("l", frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let store = try #require(layer.backingStore)
        layer.setNeedsDisplay(CGRect(x: 4.5, y: 2.25, width: 5, height: 5))
        layer.displayIfNeeded()
        for x in 3...10 {
            #expect(store.pixel(x: x, y: 2) == 0xFFFF_0000, "pixel (\(x), 2)")
            #expect(store.pixel(x: x, y: 7) == 0xFFFF_0000, "pixel (\(x), 7)")
        }
        #expect(layer.redrawnRect(since: layer.contentVersion - 1) == CGRect(x: 4, y: 2, width: 6, height: 6))
    }

    @Test func needsDisplayOnBoundsChangeAndZeroSize() {
        let layer = makeLayer("l", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.bounds.size = CGSize(width: 20, height: 20)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 0, height: 20)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.backingStore == nil)
        let huge = makeLayer("huge", frame: CGRect(x: 0, y: 0, width: 1e7, height: 1e7))
        huge.setNeedsDisplay()
        huge.displayIfNeeded()
        #expect(huge.backingStore == nil)
    }

    @Test func discardBackingStoreDropsIt() {
        let layer = makeLayer("l", frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        layer.updateBackingStore(dirtyRect: layer.bounds, clearsFirst: true)
        #expect(layer.backingStore != nil)
        layer.discardBackingStore()
        #expect(layer.backingStore == nil)
    }

    @Test func layoutRunsParentsBeforeChildrenOncePerMark() {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = makeLayer("child", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let grandchild = makeLayer("grandchild", frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let sibling = makeLayer("sibling", frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        for layer in [root, child, grandchild, sibling] { layer.delegate = delegate }
        root.addSublayer(child)
        child.addSublayer(grandchild)
        root.addSublayer(sibling)
        // Setting a frame (a bounds size change) marks each new layer.
        LayerTreePass.run(root: root)
        #expect(delegate.laidOut == ["root", "child", "grandchild", "sibling"])
        delegate.laidOut = []
        // The root's layout marks a child: it is laid out in the same pass.
        delegate.onLayout = { layer in if layer.name == "root" { grandchild.setNeedsLayout() } }
        root.setNeedsLayout()
        sibling.setNeedsLayout()
        let counts = LayerTreePass.run(root: root)
        #expect(delegate.laidOut == ["root", "grandchild", "sibling"])
        #expect(counts.layersLaidOut == 3)
    }

    @Test func layoutIfNeededStartsAtTheTopmostMarkedAncestor() {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: .zero)
        let child = makeLayer("child", frame: .zero)
        let leaf = makeLayer("leaf", frame: .zero)
        for layer in [root, child, leaf] { layer.delegate = delegate }
        root.addSublayer(child)
        child.addSublayer(leaf)
        LayerTreePass.run(root: root)
        delegate.laidOut = []
        child.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(delegate.laidOut == ["child", "leaf"])
        #expect(!root.needsLayout() && !child.needsLayout() && !leaf.needsLayout())
    }

    @Test func reentrantMutationIsBoundedPerFrame() {
        let delegate = RecordingDelegate()
        let layer = makeLayer("loop", frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        layer.delegate = delegate
        delegate.onLayout = { $0.setNeedsLayout() }
        delegate.onDraw = { $0.setNeedsDisplay() }
        layer.setNeedsDisplay()
        let counts = LayerTreePass.run(root: layer)
        #expect(counts.layersLaidOut == LayerTreePass.maximumLayoutSweeps)
        #expect(counts.deferredWork)
        #expect(counts.layersDisplayed == 1)
        #expect(layer.needsDisplay())
    }

    @Test func hiddenSubtreesKeepTheirDisplayMarksUntilShown() {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let child = makeLayer("child", frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        child.delegate = delegate
        root.addSublayer(child)
        root.isHidden = true
        child.setNeedsDisplay()
        #expect(LayerTreePass.run(root: root).layersDisplayed == 0)
        root.isHidden = false
        #expect(LayerTreePass.run(root: root).layersDisplayed == 1)
        #expect(delegate.drawnRects.count == 1)
    }

    @Test func everyGravityPlacesContents() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        let expected: [(CALayerContentsGravity, CGRect)] = [
            (.center, CGRect(x: 50, y: 40, width: 20, height: 10)),
            (.top, CGRect(x: 50, y: 20, width: 20, height: 10)),
            (.bottom, CGRect(x: 50, y: 60, width: 20, height: 10)),
            (.left, CGRect(x: 10, y: 40, width: 20, height: 10)),
            (.right, CGRect(x: 90, y: 40, width: 20, height: 10)),
            (.topLeft, CGRect(x: 10, y: 20, width: 20, height: 10)),
            (.topRight, CGRect(x: 90, y: 20, width: 20, height: 10)),
            (.bottomLeft, CGRect(x: 10, y: 60, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 90, y: 60, width: 20, height: 10)),
            (.resize, bounds),
            (.resizeAspect, CGRect(x: 10, y: 20, width: 100, height: 50)),
            (.resizeAspectFill, CGRect(x: 10, y: 20, width: 100, height: 50)),
        ]
        for (gravity, rect) in expected {
            #expect(gravity.rect(for: size, in: bounds) == rect, "\(gravity.rawValue)")
        }
        let square = CGSize(width: 10, height: 10)
        #expect(CALayerContentsGravity.resizeAspect.rect(for: square, in: bounds) == CGRect(x: 35, y: 20, width: 50, height: 50))
        #expect(CALayerContentsGravity.resizeAspectFill.rect(for: square, in: bounds) == CGRect(x: 10, y: -5, width: 100, height: 100))
    }

    @Test func transactionCompletionRunsAfterTheOutermostCommitAtFlush() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.flush()
        #expect(log == ["outer", "inner"])
        CATransaction.flush()
        #expect(log.count == 2)
        #expect(CATransaction.animationDuration() == 0.25)
    }
}
