import Testing
@testable import QuartzCore

/// `render(in:)` runs the display a layer is waiting for before drawing it, as Core
/// Animation does, and records it as a frame pass's display would.
@MainActor
struct CALayerRenderTests {
    /// Sets its contents in `display()`, as layers that make their own image do.
    final class ContentsLayer: CALayer {
        var displays = 0
        override func display() {
            displays += 1
            contents = makeImage(width: 4, height: 4) { _, _ in 0xFF00_FF00 }
        }
    }

    @Test func aMarkedLayerIsDrawnThroughItsDelegateOnce() {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let child = makeLayer("child", frame: CGRect(x: 4, y: 0, width: 4, height: 8))
        child.delegate = delegate
        child.setNeedsDisplay()
        root.addSublayer(child)
        let buffer = PixelBuffer(width: 8, height: 8)
        let version = child.contentVersion
        root.render(in: CGContext(pixelBuffer: buffer))
        #expect(delegate.drawnRects == [child.bounds])
        #expect(buffer.pixel(x: 6, y: 4) == 0xFFFF_0000 && buffer.pixel(x: 1, y: 4) == 0)
        #expect(!child.needsDisplay())
        #expect(child.redrawnRect(since: version) == child.bounds, "recorded for the compositor's damage")
        root.render(in: CGContext(pixelBuffer: PixelBuffer(width: 8, height: 8)))
        #expect(delegate.drawnRects.count == 1)
    }

    @Test func aLayerThatMakesItsOwnContentsIsDisplayed() {
        let layer = ContentsLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        let buffer = PixelBuffer(width: 4, height: 4)
        layer.render(in: CGContext(pixelBuffer: buffer))
        #expect(layer.displays == 1 && buffer.pixel(x: 2, y: 2) == 0xFF00_FF00)
    }

    @Test func hiddenAndTransparentLayersAreNeitherDrawnNorDisplayed() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let hidden = ContentsLayer(), transparent = ContentsLayer()
        for layer in [hidden, transparent] {
            layer.frame = root.bounds
            layer.setNeedsDisplay()
            root.addSublayer(layer)
        }
        hidden.isHidden = true
        transparent.opacity = 0
        root.render(in: CGContext(pixelBuffer: PixelBuffer(width: 8, height: 8)))
        #expect(hidden.displays == 0 && hidden.needsDisplay())
        #expect(transparent.displays == 0 && transparent.needsDisplay())
    }
}
