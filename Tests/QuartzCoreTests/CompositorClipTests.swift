import Testing
import VitrineTestSupport
@testable import QuartzCore

/// Clipping of sublayers by `masksToBounds` parents that are rounded or transformed.
@MainActor
struct CompositorClipTests {
    /// A 4×4 checkerboard image, large enough to overflow its parent's corners.
    private func checkerboard() -> CGImage {
        makeImage(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? 0xFF10_2080 : 0xFFFF_CC00 }
    }

    private func composite(_ root: CALayer, scale: CGFloat) -> PixelBuffer {
        let compositor = Compositor(pixelWidth: Int(root.bounds.width * scale), pixelHeight: Int(root.bounds.height * scale))
        let target = PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight)
        compositor.composite(root: root, scale: scale, into: target, bufferAge: 0)
        return target
    }

    /// A card view: cornerRadius 12, clipsToBounds, an image view filling it.
    @Test(arguments: [1.0, 2.0])
    func roundedCardClipsItsImage(scale: CGFloat) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 80, height: 60), color: CGColor(gray: 1, alpha: 1))
        let card = makeLayer("card", frame: CGRect(x: 10, y: 10, width: 60, height: 40), color: CGColor(gray: 0.5, alpha: 1))
        card.cornerRadius = 12
        card.masksToBounds = true
        let image = makeLayer("image", frame: CGRect(x: -5, y: -5, width: 70, height: 50))
        image.contents = checkerboard()
        card.addSublayer(image)
        root.addSublayer(card)
        expectMatchesReference(composite(root, scale: scale), named: "clip-rounded-card@\(Int(scale))x", tolerance: 0)
    }

    /// A parent rotated by 30° clips a coloured child and an image child to its rotated bounds.
    @Test(arguments: [1.0, 2.0])
    func rotatedParentClipsToItsRotatedBounds(scale: CGFloat) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 80, height: 80), color: CGColor(gray: 1, alpha: 1))
        let parent = makeLayer("parent", frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: CGColor(gray: 0.8, alpha: 1))
        parent.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        parent.masksToBounds = true
        let bar = makeLayer("bar", frame: CGRect(x: -20, y: 15, width: 80, height: 10),
                            color: CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        let image = makeLayer("image", frame: CGRect(x: 25, y: 25, width: 30, height: 30))
        image.contents = checkerboard()
        parent.addSublayer(bar)
        parent.addSublayer(image)
        root.addSublayer(parent)
        expectMatchesReference(composite(root, scale: scale), named: "clip-rotated-parent@\(Int(scale))x", tolerance: 0)
    }

    /// A rounded clip inside a rounded clip: the child shows only where both let it through.
    @Test(arguments: [1.0, 2.0])
    func nestedRoundedClipsIntersect(scale: CGFloat) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 80, height: 60), color: CGColor(gray: 1, alpha: 1))
        let outer = makeLayer("outer", frame: CGRect(x: 10, y: 10, width: 50, height: 40), color: CGColor(gray: 0.7, alpha: 1))
        outer.cornerRadius = 15
        outer.masksToBounds = true
        let inner = makeLayer("inner", frame: CGRect(x: 20, y: 10, width: 45, height: 45),
                              color: CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
        inner.cornerRadius = 10
        inner.masksToBounds = true
        inner.opacity = 0.8
        let image = makeLayer("image", frame: CGRect(x: -5, y: -5, width: 30, height: 30))
        image.contents = checkerboard()
        inner.addSublayer(image)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        expectMatchesReference(composite(root, scale: scale), named: "clip-nested-rounded@\(Int(scale))x", tolerance: 0)
    }

    /// Changing a clip damages the old and the new clipped areas of the subtree, and only them.
    @Test func changingAClipDamagesTheClippedSubtree() throws {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 1, alpha: 1))
        let card = makeLayer("card", frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        card.masksToBounds = true
        let child = makeLayer("child", frame: CGRect(x: 0, y: 0, width: 40, height: 30), color: CGColor(gray: 0, alpha: 1))
        card.addSublayer(child)
        root.addSublayer(card)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        card.cornerRadius = 8
        let result = compositor.composite(root: root, scale: 1, into: target, bufferAge: 1)
        #expect(result.repaintedDamage == [CGRect(x: 10, y: 20, width: 40, height: 30)])
        #expect(target.premultipliedARGB(x: 10, y: 20) == 0xFFFF_FFFF)
        #expect(target.premultipliedARGB(x: 30, y: 35) == 0xFF00_0000)
        let shadow = try #require(compositor.shadowBuffer)
        #expect(firstDifference(shadow, compositor.renderFull(root: root, scale: 1)!) == nil)
    }
}
