import Testing
@testable import QuartzCore

/// Images seen edge-on (a flip at a quarter turn) or nearly so, where the inverse transform
/// pixman needs exceeds its 16.16 fixed-point numbers. In the demo's card flip, the slices
/// of the edge-on frame were 12 to 19 pixels wide, squashed by about 3e-11.
@MainActor
struct CompositorEdgeOnTests {
    private static let white: UInt32 = 0xFFFF_FFFF
    private static let red: UInt32 = 0xFFFF_0000

    /// A white 100×60 screen with a red image of `width`×40 pixels centred at (`x`, 30),
    /// drawn through `transform`.
    private func composite(width: Int, x: CGFloat, transform: CGAffineTransform) -> (PixelBuffer, Compositor) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 60), color: CGColor(gray: 1, alpha: 1))
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: 40)
        card.position = CGPoint(x: x, y: 30)
        card.contents = makeImage(width: width, height: 40) { _, _ in Self.red }
        card.setAffineTransform(transform)
        root.addSublayer(card)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 60)
        let target = PixelBuffer(width: 100, height: 60, format: .xrgb32)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
        return (target, compositor)
    }

    private func columns(_ buffer: PixelBuffer, y: Int) -> [UInt32] {
        (0..<buffer.width).map { buffer.premultipliedARGB(x: $0, y: y) }
    }

    @Test(arguments: [CGAffineTransform(scaleX: 3e-11, y: 1),
                      CGAffineTransform(scaleX: 1e-12, y: 0.9).rotated(by: 0.5),
                      CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1, y: 2e-13)])
    func edgeOnImageShowsNothingAndIsNoError(transform: CGAffineTransform) {
        let (target, compositor) = composite(width: 19, x: 50.5, transform: transform)
        for y in [10, 30, 50] { #expect(columns(target, y: y).allSatisfy { $0 == Self.white }) }
        #expect(compositor.imagesNotDrawn == 0)
    }

    /// A wide image squashed to 0.04 pixels still covers its pixel by 4%: it is drawn at
    /// the thinnest pixman takes, as pixman draws any sliver (sampled at pixel centres).
    @Test func nearlyEdgeOnWideImageIsDrawnAsASliver() {
        let (target, compositor) = composite(width: 2000, x: 50.5, transform: CGAffineTransform(scaleX: 2e-5, y: 1))
        #expect(compositor.imagesNotDrawn == 0)
        let row = columns(target, y: 30)
        #expect(row[50] == Self.red)
        #expect(row.enumerated().allSatisfy { $0.offset == 50 || $0.element == Self.white })
        // The same as a squash pixman takes directly.
        let (inRange, _) = composite(width: 2000, x: 50.5, transform: CGAffineTransform(scaleX: 1.0 / 8192, y: 1))
        #expect(firstDifference(target, inRange) == nil)
    }

    @Test func pixmanRangeKeepsTransformsItCanHoldAndThickensTheRest() {
        let held = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -0.5).rotated(by: -0.2)
            .concatenating(CGAffineTransform(translationX: 0.25, y: 0.75))
        let same = RecordPainter.withinPixmanRange(held)
        for (a, b) in zip([same.a, same.b, same.c, same.d, same.tx, same.ty], [held.a, held.b, held.c, held.d, held.tx, held.ty]) {
            #expect(abs(a - b) < 1e-12)
        }
        let squashed = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 1e-9)
        let thickened = RecordPainter.withinPixmanRange(squashed)
        #expect(abs(abs(thickened.a * thickened.d - thickened.b * thickened.c) - 1.5 / 8192) < 1e-9)
        // The long side keeps its direction and length.
        #expect(abs(thickened.a - squashed.a) < 1e-3 && abs(thickened.b - squashed.b) < 1e-3)
        let image = PixelBuffer(width: 4, height: 4)
        #expect(PixmanImage(wrapping: image)?.setTransform(sourceToDestination: squashed, bilinear: true) == false)
        #expect(PixmanImage(wrapping: image)?.setTransform(sourceToDestination: thickened, bilinear: true) == true)
    }
}
