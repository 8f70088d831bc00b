import Testing
import VitrineTestSupport
@testable import QuartzCore

@MainActor
struct CompositorPixelTests {
    /// Overlap with alpha, a clipping parent, a rotated image, rounded corners with borders.
    private func makeScene() -> CALayer {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 120, height: 90), color: CGColor(gray: 1, alpha: 1))
        let red = makeLayer("red", frame: CGRect(x: 10, y: 10, width: 50, height: 40), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let blue = makeLayer("blue", frame: CGRect(x: 35, y: 25, width: 50, height: 40), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        blue.opacity = 0.5
        let clipper = makeLayer("clipper", frame: CGRect(x: 70, y: 5, width: 40, height: 30), color: CGColor(gray: 0.8, alpha: 1))
        clipper.masksToBounds = true
        let overflow = makeLayer("overflow", frame: CGRect(x: 20, y: 15, width: 40, height: 40), color: CGColor(red: 0, green: 0.6, blue: 0, alpha: 1))
        clipper.addSublayer(overflow)
        let picture = makeLayer("picture", frame: CGRect(x: 15, y: 55, width: 24, height: 24))
        picture.contents = makeImage(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_CC00 }
        picture.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        let rounded = makeLayer("rounded", frame: CGRect(x: 60, y: 50, width: 50, height: 32), color: CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
        rounded.cornerRadius = 10
        rounded.borderWidth = 3
        rounded.borderColor = CGColor(red: 0.9, green: 0.3, blue: 0, alpha: 1)
        for layer in [red, blue, clipper, picture, rounded] { root.addSublayer(layer) }
        return root
    }

    @Test(arguments: [1.0, 2.0])
    func sceneMatchesReference(scale: CGFloat) {
        let root = makeScene()
        let compositor = Compositor(pixelWidth: Int(120 * scale), pixelHeight: Int(90 * scale))
        let target = PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight)
        compositor.composite(root: root, scale: scale, into: target, bufferAge: 0)
        expectMatchesReference(target, named: "compositor-scene@\(Int(scale))x", tolerance: 0)
    }

    @Test func renderInContextDrawsTheSameScene() {
        let root = makeScene()
        let buffer = PixelBuffer(width: 120, height: 90)
        root.render(in: CGContext(pixelBuffer: buffer))
        expectMatchesReference(buffer, named: "render-in-context", tolerance: 0)
    }

    @Test func opaqueLayersHideWhatIsBelow() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 64, height: 64), color: CGColor(gray: 0.5, alpha: 1))
        for i in 0..<10 {
            root.addSublayer(makeLayer("under\(i)", frame: CGRect(x: i * 4, y: i * 4, width: 20, height: 20),
                                       color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        }
        let cover = makeLayer("cover", frame: CGRect(x: 0, y: 0, width: 64, height: 64), color: CGColor(gray: 0, alpha: 1))
        root.addSublayer(cover)
        let compositor = Compositor(pixelWidth: 64, pixelHeight: 64)
        let target = PixelBuffer(width: 64, height: 64)
        let first = compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        #expect(first.layersVisited == 12)
        #expect(first.layersPainted == 1)
        root.sublayers?[3].bounds.size.width += 5
        let second = compositor.composite(root: root, scale: 1, into: target, bufferAge: 1)
        #expect(second.layersPainted == 1)
        cover.backgroundColor = CGColor(gray: 0, alpha: 0.99)
        let third = compositor.composite(root: root, scale: 1, into: target, bufferAge: 1)
        #expect(third.layersPainted == 12)
    }

    @Test func bufferAgeCopiesExactlyTheMissedDamage() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 0.5, alpha: 1))
        let a = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = makeLayer("b", frame: CGRect(x: 50, y: 50, width: 10, height: 10), color: CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        root.addSublayer(a)
        root.addSublayer(b)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100)
        #expect(compositor.composite(root: root, scale: 1, into: target, bufferAge: 0).damage
                == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        a.position.x += 10 // frame 2: a moves from x 0..10 to 10..20
        let second = compositor.composite(root: root, scale: 1, into: target, bufferAge: 1)
        #expect(second.repaintedDamage == [CGRect(x: 0, y: 0, width: 20, height: 10)])
        #expect(second.damage == second.repaintedDamage)
        b.position.y += 10 // frame 3: b moves from y 50..60 to 60..70
        let third = compositor.composite(root: root, scale: 1, into: target, bufferAge: 2)
        #expect(third.repaintedDamage == [CGRect(x: 50, y: 50, width: 10, height: 20)])
        #expect(third.damage == [CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 50, y: 50, width: 10, height: 20)])
        // Nothing changed: nothing is painted or copied, and the frame does not enter the
        // age history (it is not presented), so an age-2 buffer still gets frames 2 and 3.
        let fourth = compositor.composite(root: root, scale: 1, into: target, bufferAge: 9)
        #expect(fourth.repaintedDamage.isEmpty)
        #expect(fourth.damage.isEmpty)
        a.position.y += 10 // frame 4: a moves from y 0..10 to 10..20
        let fifth = compositor.composite(root: root, scale: 1, into: target, bufferAge: 2)
        #expect(fifth.damage == [CGRect(x: 10, y: 0, width: 10, height: 20), CGRect(x: 50, y: 50, width: 10, height: 20)])
        let sixth = compositor.composite(root: root, scale: 1, into: target, bufferAge: 9)
        #expect(sixth.damage.isEmpty)
        b.position.y -= 10
        #expect(compositor.composite(root: root, scale: 1, into: target, bufferAge: 9).damage
                == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func partialRedrawDamagesOnlyTheRedrawnRect() {
        let delegate = RecordingDelegate()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let drawn = makeLayer("drawn", frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        drawn.delegate = delegate
        root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        LayerTreePass.run(root: root)
        let compositor = Compositor(pixelWidth: 200, pixelHeight: 200)
        let target = PixelBuffer(width: 200, height: 200)
        compositor.composite(root: root, scale: 2, into: target, bufferAge: 0)
        drawn.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 5))
        LayerTreePass.run(root: root)
        let result = compositor.composite(root: root, scale: 2, into: target, bufferAge: 1)
        // Backing store at contentsScale 1 shown at scale 2: bilinear, so one source pixel of reach.
        let damage = result.repaintedDamage.reduce(CGRect.null) { $0.union($1) }
        #expect(damage.contains(CGRect(x: 50, y: 70, width: 20, height: 10)))
        #expect(damage.width <= 26 && damage.height <= 16)
    }

    /// Without masksToBounds, contents larger than the bounds show outside them, rounded
    /// corners or not (the corner radius shapes only the background).
    @Test func contentsOverflowTheBoundsOfARoundedLayer() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: CGColor(gray: 1, alpha: 1))
        let layer = makeLayer("rounded", frame: CGRect(x: 15, y: 15, width: 10, height: 10), color: CGColor(gray: 0, alpha: 1))
        layer.cornerRadius = 3
        layer.contents = makeImage(width: 30, height: 30) { _, _ in 0xFFFF_0000 }
        layer.contentsGravity = .center
        root.addSublayer(layer)
        let compositor = Compositor(pixelWidth: 40, pixelHeight: 40)
        let target = PixelBuffer(width: 40, height: 40)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        #expect(target.pixel(x: 6, y: 6) == 0xFFFF_0000)
        #expect(target.pixel(x: 33, y: 20) == 0xFFFF_0000)
        #expect(target.pixel(x: 2, y: 2) == 0xFFFF_FFFF)
    }
}
