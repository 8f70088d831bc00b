import Testing
@testable import QuartzCore

/// A small deterministic random generator (SplitMix64), so failures replay.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Draws stripes whose colour changes with `generation`, so partial redraws show.
@MainActor
final class StripeDelegate: CALayerDelegate {
    var generation = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        let hue = CGFloat((generation * 37) % 100) / 100
        ctx.setFillColor(CGColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 0.9))
        ctx.fill(b)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: hue, alpha: 1))
        var x = b.minX
        while x < b.maxX {
            ctx.fill(CGRect(x: x, y: b.minY, width: 2, height: b.height))
            x += 5
        }
    }
}

@MainActor
struct CompositorDamageTests {
    /// Builds and mutates a random tree; every frame must equal a full repaint.
    @MainActor
    final class Scene {
        var rng: SeededGenerator
        let root: CALayer
        var layers: [CALayer] = []
        let stripes = StripeDelegate()
        let images: [CGImage]
        let size: CGSize

        init(seed: UInt64, size: CGSize) {
            rng = SeededGenerator(state: seed)
            self.size = size
            root = makeLayer("root", frame: CGRect(origin: .zero, size: size), color: CGColor(gray: 0.2, alpha: 1))
            images = [
                makeImage(width: 7, height: 5) { x, y in (x + y) % 2 == 0 ? 0xFFFF_FF00 : 0x8000_0080 },
                makeImage(width: 16, height: 16) { x, y in 0xFF00_0000 | UInt32(x * 16) << 16 | UInt32(y * 16) << 8 },
            ]
            for _ in 0..<30 { addRandomLayer() }
        }

        func random(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

        func randomColor() -> CGColor? {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return nil
            case 1: return CGColor(red: random(0...1), green: random(0...1), blue: random(0...1), alpha: 0.5)
            default: return CGColor(red: random(0...1), green: random(0...1), blue: random(0...1), alpha: 1)
            }
        }

        func randomFrame() -> CGRect {
            // Whole and half points, to exercise both exact and filtered paths.
            CGRect(x: (random(-10...size.width * 0.8) * 2).rounded() / 2, y: (random(-10...size.height * 0.8) * 2).rounded() / 2,
                   width: random(0...size.width / 2).rounded(), height: random(0...size.height / 2).rounded())
        }

        func addRandomLayer() {
            let layer = makeLayer("l\(layers.count)", frame: randomFrame(), color: randomColor())
            if chance(0.25) { layer.delegate = stripes; layer.setNeedsDisplay() }
            if chance(0.15) { layer.contents = images.randomElement(using: &rng); layer.contentsGravity = randomGravity() }
            if chance(0.2) { layer.opacity = Float(random(0.3...1)) }
            if chance(0.15) { layer.setAffineTransform(randomTransform()) }
            if chance(0.2) { layer.masksToBounds = true }
            if chance(0.2) { layer.cornerRadius = random(0...8).rounded() }
            if chance(0.15) { layer.borderWidth = random(1...3).rounded(); layer.borderColor = randomColor() }
            let parent = chance(0.4) ? root : (layers.randomElement(using: &rng) ?? root)
            parent.insertSublayer(layer, at: UInt32(Int.random(in: 0...(parent.sublayers?.count ?? 0), using: &rng)))
            layers.append(layer)
        }

        func randomGravity() -> CALayerContentsGravity {
            [.center, .top, .bottomRight, .resize, .resizeAspect, .resizeAspectFill, .left].randomElement(using: &rng)!
        }

        func randomTransform() -> CGAffineTransform {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return CGAffineTransform(rotationAngle: random(-0.6...0.6))
            case 1: return CGAffineTransform(scaleX: random(0.5...1.8), y: random(0.5...1.8))
            default: return CGAffineTransform(translationX: random(-5...5).rounded(), y: random(-5...5).rounded())
            }
        }

        func mutate() {
            guard let layer = layers.randomElement(using: &rng) else { return }
            switch Int.random(in: 0..<16, using: &rng) {
            case 0: layer.position = CGPoint(x: layer.position.x + random(-8...8).rounded(), y: layer.position.y + random(-8...8).rounded())
            case 1: layer.bounds.size = CGSize(width: random(0...60).rounded(), height: random(0...40).rounded())
            case 2: layer.backgroundColor = randomColor()
            case 3:
                if let parent = layer.superlayer {
                    parent.insertSublayer(layer, at: UInt32(Int.random(in: 0...(parent.sublayers?.count ?? 0), using: &rng)))
                }
            case 4: layer.isHidden.toggle()
            case 5: layer.opacity = chance(0.2) ? 0 : Float(random(0.2...1))
            case 6: layer.setAffineTransform(chance(0.3) ? .identity : randomTransform())
            case 7:
                stripes.generation += 1
                layer.setNeedsDisplay(CGRect(x: random(0...20), y: random(0...20), width: random(1...20), height: random(1...20)))
            case 8: addRandomLayer()
            case 9:
                layer.removeFromSuperlayer()
                let parent = layers.randomElement(using: &rng) ?? root
                if chance(0.5), !layer.isAncestor(ofOrSameAs: parent) { parent.addSublayer(layer) }
            case 10: layer.cornerRadius = chance(0.5) ? 0 : random(1...10).rounded()
            case 11: layer.masksToBounds.toggle()
            case 12: layer.borderWidth = chance(0.5) ? 0 : random(1...4).rounded(); layer.borderColor = randomColor()
            case 13: layer.zPosition = random(-1...1).rounded()
            case 14: layer.contentsGravity = randomGravity(); if chance(0.3) { layer.contents = images.randomElement(using: &rng) }
            default: layer.bounds.origin = CGPoint(x: random(-5...5).rounded(), y: random(-5...5).rounded())
            }
        }
    }

    @Test(arguments: [(2, 1.0, 1 as UInt64), (3, 1.0, 2), (2, 2.0, 3), (3, 2.0, 4)])
    func incrementalFramesEqualFullRepaints(bufferCount: Int, scale: CGFloat, seed: UInt64) throws {
        let pixelSize = (width: 160, height: 120)
        let scene = Scene(seed: seed, size: CGSize(width: CGFloat(pixelSize.width) / scale, height: CGFloat(pixelSize.height) / scale))
        let compositor = Compositor(pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        let buffers = (0..<bufferCount).map { _ in
            let buffer = PixelBuffer(width: pixelSize.width, height: pixelSize.height, format: .xrgb32)
            buffer.fill(0x0012_3456)
            return buffer
        }
        var lastPresented = [Int](repeating: -1, count: bufferCount)
        var presents = 0, repaintedPixels = 0, partialFrames = 0
        for frame in 0..<200 {
            for _ in 0..<Int.random(in: 1...3, using: &scene.rng) { scene.mutate() }
            LayerTreePass.run(root: scene.root)
            // As the frame pipeline does: a frame with no damage is not presented, so the
            // buffer on screen stays and the next frame gets the same back buffer.
            let index = presents % bufferCount
            let age = lastPresented[index] < 0 ? 0 : presents - lastPresented[index]
            let result = compositor.composite(root: scene.root, scale: scale, into: buffers[index], bufferAge: age)
            let area = result.repaintedDamage.reduce(0) { $0 + Int($1.width * $1.height) }
            repaintedPixels += area
            if area < pixelSize.width * pixelSize.height { partialFrames += 1 }
            let shown = result.repaintedDamage.isEmpty ? (presents + bufferCount - 1) % bufferCount : index
            if !result.repaintedDamage.isEmpty {
                lastPresented[index] = presents
                presents += 1
            }
            let full = compositor.renderFull(root: scene.root, scale: scale)
            if let d = firstDifference(compositor.shadowBuffer, full) {
                Issue.record("frame \(frame): shadow differs at (\(d.x), \(d.y)): \(String(d.a, radix: 16)) vs \(String(d.b, radix: 16))")
                return
            }
            if let d = firstDifference(buffers[shown], full) {
                Issue.record("frame \(frame): buffer \(shown) (age \(age)) differs at (\(d.x), \(d.y))")
                return
            }
        }
        // The test is only meaningful if most frames were partial repaints.
        #expect(partialFrames > 150)
        #expect(repaintedPixels < 200 * pixelSize.width * pixelSize.height / 2)
    }
}
