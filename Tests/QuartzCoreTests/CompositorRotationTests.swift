import Testing
import VitrinePlatform
import VitrineTestSupport
@testable import QuartzCore

/// The compositor's copy into a turned panel: pixel-exact quarter turns, damage in panel
/// pixels.
@MainActor
struct CompositorRotationTests {
    private static let screen = (width: 60, height: 40)

    /// An asymmetric scene: a red bar along the top, a green square at the top left, a
    /// translucent blue rectangle, an image and a rotated orange layer.
    private func makeScene() -> (root: CALayer, marker: CALayer) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: Self.screen.width, height: Self.screen.height),
                             color: CGColor(gray: 1, alpha: 1))
        root.addSublayer(makeLayer("bar", frame: CGRect(x: 0, y: 0, width: 60, height: 3),
                                   color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let marker = makeLayer("marker", frame: CGRect(x: 0, y: 0, width: 5, height: 5),
                               color: CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        root.addSublayer(marker)
        root.addSublayer(makeLayer("glass", frame: CGRect(x: 20.5, y: 10, width: 25, height: 17),
                                   color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let picture = makeLayer("picture", frame: CGRect(x: 8, y: 20, width: 14, height: 10))
        picture.contents = makeImage(width: 7, height: 5) { x, y in 0xFF00_0000 | UInt32(x * 36) << 16 | UInt32(y * 50) << 8 }
        root.addSublayer(picture)
        let tilted = makeLayer("tilted", frame: CGRect(x: 40, y: 25, width: 12, height: 8),
                               color: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        tilted.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        root.addSublayer(tilted)
        return (root, marker)
    }

    private func panelBuffer(_ rotation: DisplayRotation) -> PixelBuffer {
        let buffer = rotation.swapsAxes ? PixelBuffer(width: Self.screen.height, height: Self.screen.width, format: .xrgb32)
                                        : PixelBuffer(width: Self.screen.width, height: Self.screen.height, format: .xrgb32)
        buffer.fill(0x0012_3456)
        return buffer
    }

    @Test(arguments: DisplayRotation.allCases)
    func panelIsTheScreenTurned(rotation: DisplayRotation) {
        let (root, _) = makeScene()
        let compositor = Compositor(pixelWidth: Self.screen.width, pixelHeight: Self.screen.height)
        let panel = panelBuffer(rotation)
        let result = compositor.composite(root: root, scale: 1, into: panel, bufferAge: 0, rotation: rotation)
        let expected = compositor.renderFull(root: root, scale: 1)!.turned(by: rotation)
        #expect(firstDifference(panel, expected) == nil)
        let whole = CGRect(x: 0, y: 0, width: panel.width, height: panel.height)
        #expect(result.damage == [whole])
        #expect(result.repaintedDamage == [whole])
    }

    /// Where the screen's top-left corner (the green marker) lands on the panel.
    @Test(arguments: [(DisplayRotation.none, 0, 0), (.clockwise90, 39, 0), (.upsideDown, 59, 39), (.counterclockwise90, 0, 59)])
    func screenTopLeftLandsOnTheTurnedCorner(rotation: DisplayRotation, x: Int, y: Int) {
        let (root, _) = makeScene()
        let compositor = Compositor(pixelWidth: Self.screen.width, pixelHeight: Self.screen.height)
        let panel = panelBuffer(rotation)
        compositor.composite(root: root, scale: 1, into: panel, bufferAge: 0, rotation: rotation)
        #expect(panel.premultipliedARGB(x: x, y: y) & 0xFF_FFFF == 0x00FF00)
    }

    /// A small layer changing gives one small rectangle, turned; the other buffer of a
    /// two-buffer chain gets it and the previous frame's, turned too.
    @Test(arguments: [(DisplayRotation.none, CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 10, y: 0, width: 5, height: 5)),
                      (.clockwise90, CGRect(x: 35, y: 0, width: 5, height: 5), CGRect(x: 35, y: 10, width: 5, height: 5)),
                      (.upsideDown, CGRect(x: 55, y: 35, width: 5, height: 5), CGRect(x: 45, y: 35, width: 5, height: 5)),
                      (.counterclockwise90, CGRect(x: 0, y: 55, width: 5, height: 5), CGRect(x: 0, y: 45, width: 5, height: 5))])
    func damageIsTurnedIntoPanelPixels(rotation: DisplayRotation, first: CGRect, second: CGRect) {
        let (root, marker) = makeScene()
        let compositor = Compositor(pixelWidth: Self.screen.width, pixelHeight: Self.screen.height)
        let buffers = [panelBuffer(rotation), panelBuffer(rotation)]
        compositor.composite(root: root, scale: 1, into: buffers[0], bufferAge: 0, rotation: rotation)
        // Frame 2, into the other (new) buffer: the marker (screen 0,0 5x5) turns blue in place.
        marker.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let colour = compositor.composite(root: root, scale: 1, into: buffers[1], bufferAge: 0, rotation: rotation)
        #expect(colour.repaintedDamage == [first])
        // Frame 3: the marker moves to screen (10, 0); buffer 0 also missed frame 2.
        marker.frame.origin.x = 10
        let move = compositor.composite(root: root, scale: 1, into: buffers[0], bufferAge: 2, rotation: rotation)
        #expect(Set(move.repaintedDamage) == [first, second])
        #expect(Set(move.damage) == [first, second])
        let expected = compositor.renderFull(root: root, scale: 1)!.turned(by: rotation)
        #expect(firstDifference(buffers[0], expected) == nil)
    }

    /// A panel buffer of the wrong size (the screen's own size for a quarter turn) gets a
    /// whole-screen copy clipped to it, never a write past its end.
    @Test func mismatchedPanelBufferIsFullyCopiedWithinItsBounds() {
        let (root, _) = makeScene()
        let compositor = Compositor(pixelWidth: Self.screen.width, pixelHeight: Self.screen.height)
        let wrong = panelBuffer(.none)
        compositor.composite(root: root, scale: 1, into: wrong, bufferAge: 0, rotation: .clockwise90)
        let turned = compositor.renderFull(root: root, scale: 1)!.turned(by: .clockwise90)
        for y in 0..<40 {
            for x in 0..<40 {
                #expect(wrong.premultipliedARGB(x: x, y: y) | 0xFF00_0000 == turned.premultipliedARGB(x: x, y: y) | 0xFF00_0000)
            }
        }
    }
}
