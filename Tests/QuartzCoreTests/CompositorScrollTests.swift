import Testing
import VitrinePlatform
import VitrineTestSupport
@testable import QuartzCore

/// Scrolling through the compositor's copy path: every frame of a scroll, presented into a
/// swap chain, equals a from-scratch render of the same state, pixel for pixel; whole-pixel
/// scrolls copy what they already have, others repaint.
@MainActor
struct CompositorScrollTests {
    /// A list (an opaque clipping layer moved through its bounds' origin, as a scroll view
    /// is) of rows with colours, images, drawn stripes, rounded corners and borders, under
    /// an opaque navigation bar that overlaps its top, and a translucent overlay beside a
    /// drawn layer that is partly redrawn during the scroll.
    @MainActor
    final class Scene {
        let root: CALayer
        let list: CALayer
        let stripes = StripeDelegate()
        var counter: CALayer?

        init(size: CGSize, navigationBar: Bool, overlay: Bool) {
            root = makeLayer("root", frame: CGRect(origin: .zero, size: size), color: CGColor(gray: 0.9, alpha: 1))
            list = makeLayer("list", frame: CGRect(x: 0, y: 0, width: size.width, height: size.height - 6),
                             color: CGColor(gray: 1, alpha: 1))
            list.masksToBounds = true
            let picture = makeImage(width: 9, height: 7) { x, y in
                (x + y) % 3 == 0 ? 0xFFFF_8000 : 0xFF00_0000 | UInt32(x * 28) << 8 | UInt32(y * 36)
            }
            for row in 0..<40 {
                let cell = makeLayer("row\(row)", frame: CGRect(x: 0, y: CGFloat(row) * 13, width: size.width, height: 12),
                                     color: CGColor(red: CGFloat(row % 5) / 5, green: 0.6, blue: CGFloat(row % 3) / 3, alpha: 1))
                let icon = makeLayer("icon\(row)", frame: CGRect(x: 3, y: 2, width: 9, height: 7))
                icon.contents = picture
                icon.contentsGravity = .resize
                let text = makeLayer("text\(row)", frame: CGRect(x: 16, y: 1.5, width: 30, height: 9))
                text.delegate = stripes
                text.setNeedsDisplay()
                let badge = makeLayer("badge\(row)", frame: CGRect(x: size.width - 16, y: 2, width: 10, height: 8),
                                      color: CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: row % 2 == 0 ? 1 : 0.6))
                badge.cornerRadius = 3
                badge.borderWidth = row % 4 == 0 ? 1 : 0
                badge.borderColor = CGColor(gray: 0, alpha: 1)
                for child in [icon, text, badge] { cell.addSublayer(child) }
                list.addSublayer(cell)
            }
            root.addSublayer(list)
            if navigationBar {
                let bar = makeLayer("bar", frame: CGRect(x: 0, y: 0, width: size.width, height: 11),
                                    color: CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1))
                bar.addSublayer(makeLayer("title", frame: CGRect(x: 20, y: 3, width: 24, height: 5), color: CGColor(gray: 0, alpha: 1)))
                root.addSublayer(bar)
            }
            if overlay {
                // A fixed drawn layer over the list, partly redrawn while the list scrolls.
                counter = makeLayer("counter", frame: CGRect(x: size.width - 30, y: 30, width: 24, height: 14))
                counter?.delegate = stripes
                counter?.setNeedsDisplay()
                root.addSublayer(counter!)
                let glass = makeLayer("glass", frame: CGRect(x: 10, y: 20.5, width: size.width / 2, height: 17),
                                      color: CGColor(red: 0, green: 0, blue: 0.6, alpha: 0.4))
                glass.cornerRadius = 4
                root.addSublayer(glass)
            }
        }
    }

    /// A swap chain of `count` buffers used as a page-flipping display uses them, driving
    /// `compositor` and checking each presented buffer against a from-scratch render.
    @MainActor
    struct SwapChain {
        let compositor: Compositor
        let buffers: [PixelBuffer]
        let rotation: DisplayRotation
        let inPlace: Bool
        var lastPresented: [Int]
        var presents = 0

        init(width: Int, height: Int, count: Int, rotation: DisplayRotation, inPlace: Bool) {
            compositor = Compositor(pixelWidth: width, pixelHeight: height)
            buffers = (0..<count).map { _ in
                let buffer = rotation.swapsAxes ? PixelBuffer(width: height, height: width, format: .xrgb32)
                                                : PixelBuffer(width: width, height: height, format: .xrgb32)
                buffer.fill(0x0012_3456)
                return buffer
            }
            self.rotation = rotation
            self.inPlace = inPlace
            lastPresented = Array(repeating: -1, count: count)
        }

        /// Composites one frame; returns where the presented buffer differs from a full
        /// render (nil when it matches), and the pixels the compositor copied between buffers.
        mutating func frame(root: CALayer, scale: CGFloat) -> (x: Int, y: Int)? {
            LayerTreePass.run(root: root)
            let index = presents % buffers.count
            let age = lastPresented[index] < 0 ? 0 : presents - lastPresented[index]
            let result = compositor.composite(root: root, scale: scale, into: buffers[index], bufferAge: age,
                                              rotation: rotation, targetIsCachedMemory: inPlace)
            if !result.repaintedDamage.isEmpty {
                lastPresented[index] = presents
                presents += 1
            }
            let shown = buffers[(presents + buffers.count - 1) % buffers.count]
            let expected = compositor.renderFull(root: root, scale: scale)!.turned(by: rotation)
            return firstDifference(shown, expected).map { ($0.x, $0.y) }
        }
    }

    /// Scrolls by `step` points a frame (down, then back up past the start), for `frames`
    /// frames after the first; returns the first frame that differs from a full render.
    private func scroll(_ scene: Scene, chain: inout SwapChain, scale: CGFloat, step: CGFloat,
                        frames: Int = 24) -> String? {
        if let d = chain.frame(root: scene.root, scale: scale) { return "first frame differs at \(d)" }
        for frame in 0..<frames {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.list.bounds.origin.y += frame < frames * 2 / 3 ? step : -2 * step
            if frame % 3 == 1, let counter = scene.counter {
                scene.stripes.generation += 1
                counter.setNeedsDisplay(CGRect(x: 2, y: 3, width: 9, height: 6))
            }
            CATransaction.commit()
            if let d = chain.frame(root: scene.root, scale: scale) {
                return "frame \(frame) (offset \(scene.list.bounds.origin.y)) differs at \(d)"
            }
        }
        return nil
    }

    @Test(arguments: [
        // (scale, buffers, rotation, painted in place, navigation bar, overlay, points per frame)
        (1.0, 2, DisplayRotation.none, true, false, false, 1.0), (1.0, 2, .none, true, true, true, 1.0),
        (1.0, 3, .none, true, true, true, 3.0), (2.0, 2, .none, true, true, true, 0.5),
        (2.0, 2, .none, true, true, false, 2.0), (1.0, 1, .none, true, true, true, 1.0),
        (1.0, 2, .none, false, true, true, 1.0), (2.0, 3, .none, false, true, true, 1.5),
        (1.0, 2, .clockwise90, true, true, true, 1.0), (2.0, 2, .clockwise90, false, true, true, 0.5),
        (1.0, 2, .counterclockwise90, true, false, true, 2.0),
    ])
    func wholePixelScrollsCopyAndMatchAFullRender(scale: CGFloat, buffers: Int, rotation: DisplayRotation,
                                                  inPlace: Bool, navigationBar: Bool, overlay: Bool, step: CGFloat) {
        let (width, height) = (80, 64)
        let scene = Scene(size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale),
                          navigationBar: navigationBar, overlay: overlay)
        var chain = SwapChain(width: width, height: height, count: buffers, rotation: rotation, inPlace: inPlace)
        let failure = scroll(scene, chain: &chain, scale: scale, step: step)
        #expect(failure == nil)
        // Every scroll frame moved what it had instead of repainting it.
        #expect(chain.compositor.scrollCopies == 24)
        #expect((chain.compositor.shadowBuffer == nil) == (inPlace && rotation == .none))
    }

    /// A scroll by a fraction of a pixel cannot be a copy: the rows are resampled, so the
    /// compositor repaints them, and the frames still match a full render. The last four
    /// frames scroll back by twice the step: a whole pixel or more, a copy again.
    @Test(arguments: [(1.0, 0.5, true, 4), (1.0, 0.25, false, 0), (2.0, 0.25, true, 4), (2.0, 0.75, false, 4),
                      (1.0, 0.3, true, 0)])
    func fractionalScrollsRepaint(scale: CGFloat, step: CGFloat, inPlace: Bool, copies: Int) {
        let (width, height) = (80, 64)
        let scene = Scene(size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale),
                          navigationBar: true, overlay: true)
        var chain = SwapChain(width: width, height: height, count: 2, rotation: .none, inPlace: inPlace)
        let failure = scroll(scene, chain: &chain, scale: scale, step: step, frames: 12)
        #expect(failure == nil)
        #expect(chain.compositor.scrollCopies == copies)
    }

    /// Records of layers that did not change are remembered and moved with the scroll; a
    /// layer changed in any way (colour, visibility, corners, border, image, opacity, size,
    /// a redraw, a new sublayer) while the list scrolls shows the change.
    @Test(arguments: [true, false])
    func layersChangedDuringAScrollShowTheirChange(inPlace: Bool) {
        let (width, height) = (80, 64)
        let scene = Scene(size: CGSize(width: width, height: height), navigationBar: true, overlay: true)
        var chain = SwapChain(width: width, height: height, count: 2, rotation: .none, inPlace: inPlace)
        #expect(chain.frame(root: scene.root, scale: 1) == nil)
        let rows = scene.list.sublayers ?? []
        let picture = makeImage(width: 4, height: 4) { x, _ in x % 2 == 0 ? 0xFF00_FF00 : 0xFF00_00FF }
        let changes: [(CALayer) -> Void] = [
            { $0.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1) },
            { $0.isHidden.toggle() },
            { $0.cornerRadius = 5 },
            { $0.borderWidth = 2; $0.borderColor = CGColor(gray: 0, alpha: 1) },
            { $0.sublayers?.first?.contents = picture },
            { $0.opacity = 0.5 },
            { $0.bounds.size.width -= 9 },
            { $0.sublayers?[1].setNeedsDisplay(CGRect(x: 0, y: 0, width: 8, height: 8)) },
            { $0.addSublayer(makeLayer("extra", frame: CGRect(x: 30, y: 2, width: 6, height: 6), color: CGColor(gray: 0.2, alpha: 1))) },
            { $0.sublayers?.last?.masksToBounds = true; $0.sublayers?.last?.bounds.origin.x = 3 },
        ]
        for (frame, change) in changes.enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.list.bounds.origin.y += 1
            scene.stripes.generation += 1
            change(rows[frame + 1])
            CATransaction.commit()
            if let d = chain.frame(root: scene.root, scale: 1) {
                Issue.record("change \(frame) differs at \(d)")
                return
            }
            // A frame later, with the list scrolled on, the change stays.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.list.bounds.origin.y += 1
            CATransaction.commit()
            if let d = chain.frame(root: scene.root, scale: 1) {
                Issue.record("the frame after change \(frame) differs at \(d)")
                return
            }
        }
        #expect(chain.compositor.scrollCopies >= 10)
    }

    /// What a layer remembers of its records holds neither the layer (it would never be
    /// freed) nor its pixels.
    @Test func rememberedRecordsHoldNeitherTheLayerNorItsImage() {
        let compositor = Compositor(pixelWidth: 40, pixelHeight: 30)
        let target = PixelBuffer(width: 40, height: 30, format: .xrgb32)
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 40, height: 30), color: CGColor(gray: 1, alpha: 1))
        weak var removed: CALayer?
        weak var pixels: PixelBuffer?
        do {
            let image = makeImage(width: 4, height: 4) { _, _ in 0xFF80_4020 }
            let row = makeLayer("row", frame: CGRect(x: 2, y: 2, width: 20, height: 10), color: CGColor(gray: 0.5, alpha: 1))
            row.contents = image
            root.addSublayer(row)
            compositor.composite(root: root, scale: 1, into: target, bufferAge: 0, targetIsCachedMemory: true)
            #expect(row.recordMemo != nil)
            row.removeFromSuperlayer()
            removed = row
            pixels = image.pixels
        }
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 1, targetIsCachedMemory: true)
        #expect(removed == nil)
        #expect(pixels == nil)
    }

    /// Painted in place with two buffers, a full-screen scroll copies every pixel once:
    /// shifted from the buffer shown (the previous frame) into the back buffer, with the
    /// strip that came into view painted, and no second pass over the screen.
    @Test func inPlaceScrollCopiesTheScreenOnce() {
        let (width, height) = (80, 64)
        let scene = Scene(size: CGSize(width: width, height: height), navigationBar: false, overlay: false)
        scene.list.frame = CGRect(x: 0, y: 0, width: width, height: height)
        var chain = SwapChain(width: width, height: height, count: 2, rotation: .none, inPlace: true)
        #expect(scroll(scene, chain: &chain, scale: 1, step: 1, frames: 2) == nil)
        let before = chain.compositor.copiedPixels
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene.list.bounds.origin.y += 1
        CATransaction.commit()
        #expect(chain.frame(root: scene.root, scale: 1) == nil)
        // The previous frame's damage (the whole screen) is this frame's too: nothing is
        // copied unshifted; the shifted copy is the screen less the row that came into view.
        #expect(chain.compositor.copiedPixels - before == width * (height - 1))
    }
}
