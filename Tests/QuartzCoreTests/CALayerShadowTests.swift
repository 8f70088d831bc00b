import Testing
import VitrinePlatform
import VitrineTestSupport
@testable import QuartzCore

/// Layer shadows: iOS's defaults, bad input, animation, pixels against references, and
/// damage (every frame equals a full render).
@MainActor
struct CALayerShadowTests {
    @Test func defaultsAreIOSs() {
        let layer = CALayer()
        #expect(layer.shadowColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
    }

    @Test func badValuesAreIgnoredAndClamped() {
        let layer = CALayer()
        layer.shadowRadius = 6
        layer.shadowRadius = .nan
        #expect(layer.shadowRadius == 6)
        layer.shadowOffset = CGSize(width: 2, height: 4)
        layer.shadowOffset = CGSize(width: CGFloat.infinity, height: 1)
        layer.shadowOffset = CGSize(width: 1, height: CGFloat.nan)
        #expect(layer.shadowOffset == CGSize(width: 2, height: 4))
        layer.shadowOpacity = .nan
        #expect(layer.shadowOpacity == 0)
        layer.shadowOpacity = 3
        #expect(layer.shadowOpacity == 1)
        layer.shadowRadius = -2
        #expect(layer.shadowRadius == 0)
    }

    @Test func shadowPathIsCopied() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.shadowPath = path
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func shadowPropertiesAnimate() {
        let layer = CALayer()
        func basic(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from; a.toValue = to; a.duration = 1; a.beginTime = 10
            return a
        }
        layer.add(basic("shadowOpacity", from: 0, to: 0.5), forKey: "o")
        layer.add(basic("shadowRadius", from: 2, to: 10), forKey: "r")
        layer.add(basic("shadowOffset.height", from: 0, to: 8), forKey: "y")
        layer.add(basic("shadowColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                        to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), forKey: "c")
        layer.add(basic("shadowPath", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                        to: CGPath(rect: CGRect(x: 10, y: 0, width: 30, height: 20), transform: nil)), forKey: "p")
        let mid = layer.presentationValues(at: 10.5)
        #expect(mid.shadowOpacity == 0.25)
        #expect(mid.shadowRadius == 6)
        #expect(mid.shadowOffset == CGSize(width: 0, height: 4))
        #expect(mid.shadowColor?.rgba.red == 0.5 && mid.shadowColor?.rgba.blue == 0.5)
        #expect(mid.shadowPath?.boundingBox == CGRect(x: 5, y: 0, width: 20, height: 15))
        // The model keeps its values.
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    }

    @Test func shadowPathHasNoImplicitAnimation() {
        let layer = CALayer()
        #expect(layer.action(forKey: "shadowOpacity") is CABasicAnimation)
        #expect(layer.action(forKey: "shadowOffset") is CABasicAnimation)
        #expect(layer.action(forKey: "shadowPath") == nil)
    }

    /// A card as iOS apps make them, a content-shaped shadow, a shadow path, a shadow
    /// hidden by the layer's own masksToBounds, and one clipped by a parent's.
    private func makeScene() -> CALayer {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 120), color: CGColor(gray: 0.95, alpha: 1))
        let card = makeLayer("card", frame: CGRect(x: 14, y: 16, width: 80, height: 56), color: CGColor(gray: 1, alpha: 1))
        card.cornerRadius = 12
        card.shadowOpacity = 0.2
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 4)
        let dot = makeLayer("dot", frame: CGRect(x: 112, y: 14, width: 24, height: 24))
        dot.contents = makeImage(width: 24, height: 24) { x, y in
            let dx = Double(x) - 11.5, dy = Double(y) - 11.5
            return dx * dx + dy * dy < 100 ? 0xFF30_80E0 : 0
        }
        dot.shadowOpacity = 0.6
        dot.shadowColor = CGColor(red: 0.2, green: 0, blue: 0.6, alpha: 1)
        dot.shadowOffset = CGSize(width: 3, height: 3)
        let contact = makeLayer("contact", frame: CGRect(x: 150, y: 12, width: 36, height: 36),
                                color: CGColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1))
        contact.shadowPath = CGPath(ellipseIn: CGRect(x: -4, y: 34, width: 44, height: 8), transform: nil)
        contact.shadowOpacity = 0.5
        contact.shadowRadius = 2
        contact.shadowOffset = .zero
        let clipped = makeLayer("clipped", frame: CGRect(x: 112, y: 60, width: 30, height: 30),
                                color: CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1))
        clipped.masksToBounds = true
        clipped.shadowOpacity = 1
        let parent = makeLayer("parent", frame: CGRect(x: 150, y: 60, width: 40, height: 50), color: CGColor(gray: 0.85, alpha: 1))
        parent.masksToBounds = true
        let child = makeLayer("child", frame: CGRect(x: 10, y: 14, width: 26, height: 20),
                              color: CGColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1))
        child.shadowOpacity = 0.8
        child.shadowRadius = 5
        child.shadowOffset = CGSize(width: 6, height: 6)
        parent.addSublayer(child)
        let turned = makeLayer("turned", frame: CGRect(x: 30, y: 86, width: 50, height: 20), color: CGColor(gray: 1, alpha: 1))
        turned.cornerRadius = 4
        turned.shadowOpacity = 0.4
        turned.shadowOffset = CGSize(width: 0, height: 3)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: -0.2))
        for layer in [card, dot, contact, clipped, parent, turned] { root.addSublayer(layer) }
        return root
    }

    @Test(arguments: [1.0, 2.0])
    func sceneMatchesReference(scale: CGFloat) {
        let root = makeScene()
        let compositor = Compositor(pixelWidth: Int(200 * scale), pixelHeight: Int(120 * scale))
        let target = PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight)
        compositor.composite(root: root, scale: scale, into: target, bufferAge: 0)
        expectMatchesReference(target, named: "shadows@\(Int(scale))x", tolerance: 2)
    }

    @Test func shadowIsBelowTheLayerAndBlurred() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: CGColor(gray: 1, alpha: 1))
        let box = makeLayer("box", frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        box.shadowOpacity = 1
        box.shadowRadius = 6
        box.shadowOffset = CGSize(width: 0, height: 10)
        root.addSublayer(box)
        let compositor = Compositor(pixelWidth: 100, pixelHeight: 100)
        let target = PixelBuffer(width: 100, height: 100)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        // The layer covers its shadow.
        #expect(target.premultipliedARGB(x: 50, y: 65) == 0xFFFF_0000)
        // Below the layer: dark at the shadow's middle, fading out with distance.
        func gray(_ x: Int, _ y: Int) -> UInt32 { target.premultipliedARGB(x: x, y: y) & 0xFF }
        #expect(gray(50, 76) < 0x60)
        #expect(gray(50, 76) < gray(50, 80))
        #expect(gray(50, 80) < gray(50, 84))
        #expect(gray(50, 92) == 0xFF)
        // Above, the offset leaves less shadow than below.
        #expect(gray(50, 27) > gray(50, 73))
    }

    /// Shadows appear, move, grow, change shape and are scrolled: every frame equals a full
    /// render, in place and through the shadow buffer.
    @Test(arguments: [(UInt64(21), 1.0, false), (22, 2.0, false), (23, 1.0, true), (24, 2.0, true)])
    func incrementalFramesWithShadowsEqualFullRepaints(seed: UInt64, scale: CGFloat, inPlace: Bool) throws {
        let size = (width: 160, height: 120)
        let scene = CompositorDamageTests.Scene(seed: seed, size: CGSize(width: CGFloat(size.width) / scale,
                                                                        height: CGFloat(size.height) / scale))
        for layer in scene.layers where scene.chance(0.4) { randomShadow(on: layer, scene) }
        let compositor = Compositor(pixelWidth: size.width, pixelHeight: size.height)
        let buffers = (0..<2).map { _ in PixelBuffer(width: size.width, height: size.height, format: .xrgb32) }
        var lastPresented = [-1, -1], presents = 0, partialFrames = 0
        for frame in 0..<150 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if scene.chance(0.15) {
                scene.scrollList()
            } else if scene.chance(0.5), let layer = scene.layers.randomElement(using: &scene.rng) {
                randomShadow(on: layer, scene)
            } else {
                scene.mutate()
            }
            CATransaction.commit()
            LayerTreePass.run(root: scene.root)
            let index = presents % 2
            let age = lastPresented[index] < 0 ? 0 : presents - lastPresented[index]
            let result = compositor.composite(root: scene.root, scale: scale, into: buffers[index], bufferAge: age,
                                              targetIsCachedMemory: inPlace)
            let shown = result.repaintedDamage.isEmpty ? (presents + 1) % 2 : index
            if !result.repaintedDamage.isEmpty {
                lastPresented[index] = presents
                presents += 1
                if result.repaintedDamage.reduce(0, { $0 + Int($1.width * $1.height) }) < size.width * size.height {
                    partialFrames += 1
                }
            }
            let full = compositor.renderFull(root: scene.root, scale: scale)!
            if let d = firstDifference(try #require(compositor.lastFrame), full) {
                Issue.record("frame \(frame): last frame differs at (\(d.x), \(d.y)): \(String(d.a, radix: 16)) vs \(String(d.b, radix: 16))")
                return
            }
            if let d = firstDifference(buffers[shown], full) {
                Issue.record("frame \(frame): buffer \(shown) differs at (\(d.x), \(d.y))")
                return
            }
        }
        // Many frames change shadows that are not shown (no damage); most others are partial.
        #expect(partialFrames > 40)
    }

    private func randomShadow(on layer: CALayer, _ scene: CompositorDamageTests.Scene) {
        switch Int.random(in: 0..<6, using: &scene.rng) {
        case 0: layer.shadowOpacity = scene.chance(0.3) ? 0 : Float(scene.random(0.2...1))
        case 1: layer.shadowRadius = scene.random(0...8).rounded()
        case 2: layer.shadowOffset = CGSize(width: scene.random(-6...6).rounded(), height: scene.random(-6...6).rounded())
        case 3: layer.shadowColor = scene.randomColor()
        case 4:
            layer.shadowPath = scene.chance(0.5) ? nil
                : CGPath(ellipseIn: layer.bounds.insetBy(dx: scene.random(-6...6), dy: scene.random(-6...6)), transform: nil)
        default:
            layer.shadowOpacity = 0.7
            layer.shadowOffset = CGSize(width: 2, height: 3)
        }
    }
}
