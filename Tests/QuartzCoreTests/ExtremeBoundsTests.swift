import Testing
@testable import QuartzCore

/// Bounds an app can set that are finite but far beyond any pixel buffer: they must be
/// refused (logged) or clamped, never trap in an integer conversion.
@MainActor
struct ExtremeBoundsTests {
    @Test(arguments: [CGFloat(1e19), 1e300, .greatestFiniteMagnitude])
    func hugeBoundsAllocateNoBackingStore(width: CGFloat) {
        let delegate = RecordingDelegate()
        let layer = makeLayer("huge", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.backingStore == nil)
        #expect(delegate.drawnRects.isEmpty)
    }

    /// The composite of a layer `-1e19` points wide, shown standardised: its red background
    /// covers rows 0..<20 across the 64×64 white screen.
    private func compositeHugeNegativeBounds(cornerRadius: CGFloat) -> PixelBuffer {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 64, height: 64),
                             color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let layer = makeLayer("wide", frame: CGRect(x: 0, y: 0, width: 20, height: 20),
                              color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.bounds = CGRect(x: 0, y: 0, width: -1e19, height: 20)
        layer.cornerRadius = cornerRadius
        root.addSublayer(layer)
        let target = PixelBuffer(width: 64, height: 64)
        let result = Compositor(pixelWidth: 64, pixelHeight: 64).composite(root: root, scale: 1, into: target,
                                                                             bufferAge: 0)
        #expect(result.layersVisited == 2)
        return target
    }

    @Test func hugeNegativeBoundsShowTheBackground() {
        let pixels = compositeHugeNegativeBounds(cornerRadius: 0)
        #expect(pixels.pixel(x: 30, y: 10) == 0xFFFF_0000)
        #expect(pixels.pixel(x: 30, y: 40) == 0xFFFF_FFFF)
    }

    @Test func hugeNegativeRoundedBoundsDoNotTrap() {
        let pixels = compositeHugeNegativeBounds(cornerRadius: 4)
        #expect(pixels.pixel(x: 30, y: 40) == 0xFFFF_FFFF)
        #expect(pixels.pixel(x: 30, y: 10) == 0xFFFF_0000)
    }

    /// A rotated layer 10000 points wide (beyond a whole-layer mask) shows its rounded
    /// corner, and a partial repaint over its edge equals a full composite.
    @Test func hugeRotatedRoundedLayerShowsItsCorner() {
        func scene() -> (root: CALayer, dot: CALayer) {
            let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 64, height: 64),
                                 color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            let huge = makeLayer("huge", frame: .zero, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            huge.anchorPoint = .zero
            huge.bounds = CGRect(x: 0, y: 0, width: 10000, height: 10000)
            huge.position = CGPoint(x: 32, y: 32)
            huge.cornerRadius = 30
            huge.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
            root.addSublayer(huge)
            let dot = makeLayer("dot", frame: CGRect(x: 34, y: 40, width: 8, height: 8),
                                color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            root.addSublayer(dot)
            return (root, dot)
        }
        let (root, dot) = scene()
        let compositor = Compositor(pixelWidth: 64, pixelHeight: 64)
        let target = PixelBuffer(width: 64, height: 64)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        // Near layer point (15, 15): inside the corner's arc; near (3, 3): outside it; then
        // above the layer's top edge.
        #expect(target.pixel(x: 37, y: 52) == 0xFFFF_0000)
        #expect(target.pixel(x: 33, y: 36) == 0xFFFF_FFFF)
        #expect(target.pixel(x: 50, y: 20) == 0xFFFF_FFFF)

        dot.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1)
        let (freshRoot, freshDot) = scene()
        freshDot.backgroundColor = dot.backgroundColor
        let full = PixelBuffer(width: 64, height: 64)
        Compositor(pixelWidth: 64, pixelHeight: 64).composite(root: freshRoot, scale: 1, into: full, bufferAge: 0)
        #expect(firstDifference(target, full) == nil)
    }
}
