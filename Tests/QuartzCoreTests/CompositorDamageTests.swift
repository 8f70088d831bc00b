import Testing
import VitrinePlatform
import VitrineTestSupport
@testable import QuartzCore


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
        /// Layers with sublayers, moved through their bounds.origin like a scroll view.
        var containers: [CALayer] = []
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
            addClippingParent(cornerRadius: 10, transform: .identity)
            addClippingParent(cornerRadius: 0, transform: CGAffineTransform(rotationAngle: 0.4))
            addClippingParent(cornerRadius: 6, transform: CGAffineTransform(rotationAngle: -0.25))
            addScrollContainer()
        }

        /// A masksToBounds parent (rounded and/or transformed) with an image, a colour and
        /// a nested rounded clipping child, overflowing its bounds.
        func addClippingParent(cornerRadius: CGFloat, transform: CGAffineTransform) {
            let parent = makeLayer("clip\(layers.count)", frame: randomFrame().insetBy(dx: -10, dy: -10), color: randomColor())
            parent.cornerRadius = cornerRadius
            parent.masksToBounds = true
            parent.setAffineTransform(transform)
            let picture = makeLayer("picture\(layers.count)", frame: CGRect(x: -4, y: -4, width: 30, height: 24))
            picture.contents = images[1]
            picture.contentsGravity = .resize
            let fill = makeLayer("fill\(layers.count)", frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: randomColor())
            let nested = makeLayer("nested\(layers.count)", frame: CGRect(x: 20, y: -5, width: 30, height: 30), color: randomColor())
            nested.cornerRadius = 8
            nested.masksToBounds = true
            let inner = makeLayer("inner\(layers.count)", frame: CGRect(x: -3, y: -3, width: 40, height: 12), color: randomColor())
            nested.addSublayer(inner)
            for child in [picture, fill, nested] { parent.addSublayer(child) }
            root.addSublayer(parent)
            layers += [parent, picture, fill, nested, inner]
            containers.append(parent)
        }

        /// Scrolls the list (alone in its frame) by a whole number of points.
        func scrollList() {
            guard let list = containers.last else { return }
            list.bounds.origin.y += chance(0.7) ? 1 : random(-12...12).rounded()
        }

        /// An opaque axis-aligned clipping list of rows, some rounded with their own clips.
        func addScrollContainer() {
            let list = makeLayer("list", frame: CGRect(x: 8, y: 6, width: size.width * 0.6, height: size.height * 0.7),
                                 color: CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1))
            list.masksToBounds = true
            for row in 0..<8 {
                let cell = makeLayer("row\(row)", frame: CGRect(x: 2.5, y: CGFloat(row) * 14 + 0.5, width: size.width * 0.5, height: 12),
                                     color: randomColor())
                cell.cornerRadius = row % 2 == 0 ? 4 : 0
                cell.masksToBounds = row % 3 == 0
                if row % 2 == 1 { cell.contents = images[row % 2]; cell.contentsGravity = .left }
                let badge = makeLayer("badge\(row)", frame: CGRect(x: -2, y: 2, width: 10, height: 10), color: randomColor())
                cell.addSublayer(badge)
                list.addSublayer(cell)
                layers += [cell, badge]
            }
            // The list itself stays put (not in `layers`): its scrolls are the copy path's test.
            root.addSublayer(list)
            containers.append(list)
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
            if chance(0.2), let container = containers.randomElement(using: &rng) {
                // Scroll by whole points, mostly by one, sometimes by a jump.
                let step = chance(0.8) ? 1 : random(-20...20).rounded()
                container.bounds.origin.y += chance(0.3) ? -step : step
                return
            }
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

    /// Every frame the last frame (shadow buffer, or the target painted in place) equals a
    /// full render, the buffer shown equals it turned onto the panel, and every panel pixel
    /// that changed lies in the presented damage. Painted in place (cached-memory targets),
    /// a target is brought up to date from the buffer composited before it.
    @Test(arguments: [(2, 1.0, 1 as UInt64, DisplayRotation.none, false), (3, 1.0, 2, .none, false),
                      (2, 2.0, 3, .none, false), (3, 2.0, 4, .none, false),
                      (2, 1.0, 5, .clockwise90, false), (3, 2.0, 6, .clockwise90, false), (2, 2.0, 7, .upsideDown, false),
                      (3, 1.0, 8, .upsideDown, false), (3, 1.0, 9, .counterclockwise90, false),
                      (2, 2.0, 10, .counterclockwise90, false),
                      (2, 1.0, 11, .none, true), (3, 1.0, 12, .none, true), (2, 2.0, 13, .none, true),
                      (3, 2.0, 14, .none, true), (1, 1.0, 15, .none, true),
                      // A turned panel is never painted in place: the shadow buffer takes over.
                      (2, 1.0, 16, .clockwise90, true)])
    func incrementalFramesEqualFullRepaints(bufferCount: Int, scale: CGFloat, seed: UInt64, rotation: DisplayRotation,
                                            inPlace: Bool) throws {
        let pixelSize = (width: 160, height: 120)
        let panelSize = rotation.swapsAxes ? (width: 120, height: 160) : pixelSize
        let scene = Scene(seed: seed, size: CGSize(width: CGFloat(pixelSize.width) / scale, height: CGFloat(pixelSize.height) / scale))
        let compositor = Compositor(pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        var onScreen: PixelBuffer?
        let buffers = (0..<bufferCount).map { _ in
            let buffer = PixelBuffer(width: panelSize.width, height: panelSize.height, format: .xrgb32)
            buffer.fill(0x0012_3456)
            return buffer
        }
        var lastPresented = [Int](repeating: -1, count: bufferCount)
        var presents = 0, repaintedPixels = 0, partialFrames = 0
        for frame in 0..<200 {
            // Committed standalone layers would animate their changes; this test composites them at once.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if scene.chance(0.15) {
                scene.scrollList()
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &scene.rng) { scene.mutate() }
            }
            CATransaction.commit()
            LayerTreePass.run(root: scene.root)
            // As the frame pipeline does: a frame with no damage is not presented, so the
            // buffer on screen stays and the next frame gets the same back buffer.
            let index = presents % bufferCount
            let age = lastPresented[index] < 0 ? 0 : presents - lastPresented[index]
            let result = compositor.composite(root: scene.root, scale: scale, into: buffers[index], bufferAge: age,
                                              rotation: rotation, targetIsCachedMemory: inPlace)
            #expect((compositor.shadowBuffer == nil) == (inPlace && rotation == .none))
            let area = result.repaintedDamage.reduce(0) { $0 + Int($1.width * $1.height) }
            repaintedPixels += area
            if area < pixelSize.width * pixelSize.height { partialFrames += 1 }
            let shown = result.repaintedDamage.isEmpty ? (presents + bufferCount - 1) % bufferCount : index
            if !result.repaintedDamage.isEmpty {
                lastPresented[index] = presents
                presents += 1
            }
            let full = compositor.renderFull(root: scene.root, scale: scale)!
            if let d = firstDifference(try #require(compositor.lastFrame), full) {
                Issue.record("frame \(frame): last frame differs at (\(d.x), \(d.y)): \(String(d.a, radix: 16)) vs \(String(d.b, radix: 16))")
                return
            }
            let panel = full.turned(by: rotation)
            if let d = firstDifference(buffers[shown], panel) {
                Issue.record("frame \(frame): buffer \(shown) (age \(age)) differs at (\(d.x), \(d.y))")
                return
            }
            if let before = onScreen, let p = firstChangeOutside(result.repaintedDamage, from: before, to: panel) {
                Issue.record("frame \(frame): panel pixel (\(p.x), \(p.y)) changed outside the presented damage")
                return
            }
            onScreen = panel
        }
        // The test is only meaningful if most frames were partial repaints.
        #expect(partialFrames > 150)
        #expect(compositor.scrollCopies >= 10)
        #expect(repaintedPixels < 200 * pixelSize.width * pixelSize.height / 2)
    }

    private func firstChangeOutside(_ damage: [CGRect], from before: PixelBuffer, to after: PixelBuffer) -> (x: Int, y: Int)? {
        for y in 0..<after.height {
            for x in 0..<after.width where before.premultipliedARGB(x: x, y: y) != after.premultipliedARGB(x: x, y: y) {
                let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if !damage.contains(where: { $0.contains(centre) }) { return (x, y) }
            }
        }
        return nil
    }
}
