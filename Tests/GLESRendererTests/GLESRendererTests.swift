import DemoScenes
import Foundation
import GLESRenderer
import HeadlessDisplay
import QuartzCore
import Testing
import UIKit
import VitrinePlatform
import VitrineTestSupport

/// The GPU renderer against the CPU compositor, which is the reference (issue 30): the
/// demo's pages and a scene of decorations (rounded corners, masked corners, borders,
/// shadows, rotated and translucent layers, rounded clips, a layer mask) rendered both
/// ways at 0° and 90°, compared within a stated tolerance. On machines without a GPU this
/// runs on Mesa's llvmpipe (EGL surfaceless); when EGL or GLES cannot start, the tests
/// fail with the reason (CI installs Mesa), they are never skipped.
///
/// Tolerance: at most 0.5% of the pixels may differ by more than 24 levels in a channel.
/// Both renderers place every pixel the same way (same records, same transforms, same
/// masks for clips and shadows); what differs is how edges are anti-aliased: the GPU
/// computes the coverage of rounded rectangles and borders from their exact distance,
/// the compositor rasterises them with cairo into masks it then resamples (continuous
/// corners, `cornerCurve = .continuous`, from a corner mask on both). Both round
/// premultiplied blending differently by a level.
@Suite(.serialized)
@MainActor
struct GLESRendererTests {
    static let threshold = 24
    static let allowedFraction = 0.005

    /// Renders `makeView` full screen on a headless display turned by `rotation`, through
    /// both renderers, and returns (CPU, GPU) frames in panel pixels.
    func render(rotation: DisplayRotation, scale: CGFloat = 1, _ makeView: (CGRect) -> UIView) throws
        -> (cpu: PixelBuffer, gpu: PixelBuffer, renderer: GLESRenderer) {
        let runtime = VitrineRuntime.headless(pixelWidth: 960, pixelHeight: 640, scale: scale, rotation: rotation)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(makeView(window.bounds))
        window.makeKeyAndVisible()
        runtime.stepFrames(2)
        let cpu = runtime.renderScreen()!
        let size = runtime.display.screenPixelSize
        let renderer = try GLESRenderer(pixelWidth: size.width, pixelHeight: size.height)
        let gpu = PixelBuffer(width: cpu.width, height: cpu.height, format: cpu.format)
        renderer.composite(root: runtime.screen.rootLayer, scale: runtime.screen.scale, into: gpu, bufferAge: 0,
                           rotation: runtime.display.rotation, targetIsCachedMemory: true)
        window.isHidden = true
        return (cpu, gpu, renderer)
    }

    func expectClose(_ cpu: PixelBuffer, _ gpu: PixelBuffer, _ name: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let comparison = FrameComparison(cpu, gpu, threshold: Self.threshold)
        // The figures behind docs/GPU.md's list of differing scenes.
        print("GPU vs CPU, \(name): \(comparison)")
        #expect(comparison.fraction <= Self.allowedFraction, "\(name): \(comparison)", sourceLocation: sourceLocation)
        if let folder = ProcessInfo.processInfo.environment["VITRINE_GPU_DIFF_DIR"] {
            try? ImageCodec.encodePNG(cpu).write(to: URL(fileURLWithPath: "\(folder)/\(name).cpu.png"))
            try? ImageCodec.encodePNG(gpu).write(to: URL(fileURLWithPath: "\(folder)/\(name).gpu.png"))
        }
    }

    static let pages: [(String, (CGRect) -> UIView)] = [
        ("controls", { ControlsPage(frame: $0) }),
        ("dashboard", { DashboardPage(frame: $0) }),
        ("hypnosis", { HypnosisPage(frame: $0) }),
        ("labels-images", { LabelsAndImagesPage(frame: $0) }),
        ("list", { ListPage(frame: $0) }),
        ("photo-grid", { PhotoGridPage(frame: $0) }),
        ("pickers", { PickersPage(frame: $0) }),
        ("search", { SearchPage(frame: $0) }),
        ("sign-in", { SignInPage(frame: $0) }),
        ("touch", { TouchPage(frame: $0) }),
        ("decorations", { DecorationsScene(frame: $0) }),
    ]

    @Test("The demo's pages and the decorations scene: GPU frame = CPU frame within the tolerance, at 0°, 90° and 270°",
          arguments: [DisplayRotation.none, .clockwise90, .counterclockwise90])
    func scenesMatchTheCompositor(rotation: DisplayRotation) throws {
        for (name, makeView) in Self.pages {
            let frames = try render(rotation: rotation, makeView)
            expectClose(frames.cpu, frames.gpu, "\(name)-\(rotation.rawValue)")
        }
    }

    @Test("At scale 2 and upside down, the decorations scene matches too")
    func scaleTwoUpsideDown() throws {
        let frames = try render(rotation: .upsideDown, scale: 2) { DecorationsScene(frame: $0) }
        expectClose(frames.cpu, frames.gpu, "decorations-scale2-180")
    }

    /// A `CATransition`'s old face is a snapshot of the last frame. The GPU renderer takes it
    /// from its screen texture, wherever the frame went: until 2026-11-30 it took it only from
    /// a buffer read back unturned, so on a turned panel, on GBM buffers and in a window a
    /// cross-dissolve faded the new face in over the background instead of over the old face.
    @Test("A cross-dissolve halfway shows both faces as the compositor does, at 0° and 90°",
          arguments: [DisplayRotation.none, .clockwise90])
    func crossDissolveSnapshot(rotation: DisplayRotation) throws {
        func halfway(on renderer: VitrineConfiguration.Renderer) throws -> PixelBuffer {
            RendererSelection.install(renderer)
            defer { RendererSelection.install(.cpu) }
            let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240, rotation: rotation)
            defer { runtime.stop() }
            let window = UIWindow(frame: UIScreen.main.bounds)
            let card = UIView(frame: window.bounds.insetBy(dx: 20, dy: 20))
            card.backgroundColor = .red
            window.addSubview(card)
            window.makeKeyAndVisible()
            runtime.stepUntilIdle()
            UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { card.backgroundColor = .blue })
            runtime.stepFrames(30)
            return try #require(runtime.screenshot())
        }
        let cpu = try halfway(on: .cpu), gpu = try halfway(on: .gpu)
        expectClose(cpu, gpu, "cross-dissolve-\(rotation.rawValue)")
        // About half red, half blue (30 frames of 60): the old face under the new one; the new
        // face alone over the white window would have as much green as red.
        let pixel = gpu.pixel(x: gpu.width / 2, y: gpu.height / 2)
        let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
        #expect(green <= 3 && abs(red - 128) <= 8 && abs(red + blue - 255) <= 3, "0x\(String(pixel, radix: 16))")
    }

    /// The damaged part is redrawn and read back into a buffer that missed it; an
    /// unchanged layer's texture is not uploaded again.
    @Test("Incremental frames: damage redrawn, buffer age honoured, textures uploaded only when redrawn")
    func incrementalFrames() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 640, pixelHeight: 480)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let scene = DecorationsScene(frame: window.bounds)
        window.addSubview(scene)
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        let renderer = try GLESRenderer(pixelWidth: 640, pixelHeight: 480)
        let buffers = [PixelBuffer(width: 640, height: 480, format: .xrgb32), PixelBuffer(width: 640, height: 480, format: .xrgb32)]
        let root = runtime.screen.rootLayer
        renderer.composite(root: root, scale: 1, into: buffers[0], bufferAge: 0, rotation: .none, targetIsCachedMemory: true)
        let uploads = renderer.textureUploads
        #expect(uploads > 0)
        // Nothing changed: no damage, nothing uploaded.
        let idle = renderer.composite(root: root, scale: 1, into: buffers[1], bufferAge: 0, rotation: .none,
                                      targetIsCachedMemory: true)
        #expect(idle.repaintedDamage.isEmpty)
        #expect(renderer.textureUploads == uploads)
        // A moved view: damage is its old and new place, the other buffer (age 2 after
        // two presented frames) gets both frames' damage, and no texture is uploaded.
        scene.card.center.x += 40
        runtime.stepFrames(1)
        let moved = renderer.composite(root: root, scale: 1, into: buffers[1], bufferAge: 0, rotation: .none,
                                       targetIsCachedMemory: true)
        #expect(!moved.repaintedDamage.isEmpty)
        #expect(moved.repaintedDamage[0].width < 640)
        #expect(renderer.textureUploads == uploads)
        expectClose(runtime.renderScreen()!, buffers[1], "incremental-moved")
        scene.label.text = "Redrawn"
        runtime.stepFrames(1)
        renderer.composite(root: root, scale: 1, into: buffers[0], bufferAge: 2, rotation: .none, targetIsCachedMemory: true)
        #expect(renderer.textureUploads > uploads)
        expectClose(runtime.renderScreen()!, buffers[0], "incremental-redrawn")
    }

    @Test("Two changes far apart draw two small boxes, not the box around both, and the frame equals the compositor's")
    func distantChangesDrawTwoBoxes() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let clock = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let badge = UIView(frame: CGRect(x: 280, y: 200, width: 20, height: 20))
        for view in [clock, badge] {
            view.backgroundColor = .systemBlue
            window.addSubview(view)
        }
        window.makeKeyAndVisible()
        let (renderer, buffer, root) = try firstGPUFrame(of: runtime)
        clock.backgroundColor = .systemRed
        badge.backgroundColor = .systemGreen
        runtime.stepFrames(1)
        let result = renderer.composite(root: root, scale: 1, into: buffer, bufferAge: 1, rotation: .none,
                                        targetIsCachedMemory: true)
        // Each view's 20x20 pixels; one box around both would be 290x210.
        #expect(result.repaintedDamage.count == 2, "\(result.repaintedDamage)")
        #expect(result.repaintedDamage.allSatisfy { $0.width == 20 && $0.height == 20 }, "\(result.repaintedDamage)")
        #expect(result.damage.count == 2)
        expectClose(runtime.renderScreen()!, buffer, "two-boxes")
    }

    /// As the compositor paints (`Compositor`'s `opaqueLayersHideWhatIsBelow`): a page
    /// under an opaque page sliding over it costs nothing where it is covered.
    @Test("Records hidden by an opaque view above them are not drawn; one partly hidden is, and the frame equals the compositor's")
    func opaqueViewsHideWhatIsBelow() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        for i in 0..<10 {
            let card = UIView(frame: CGRect(x: 10 + i * 14, y: 20 + i * 8, width: 40, height: 30))
            card.backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
            card.layer.cornerRadius = 6
            window.addSubview(card)
        }
        // Covers all cards but the first two (x 10-64 and 24-78 reach left of x 80).
        let cover = UIView(frame: CGRect(x: 80, y: 0, width: 240, height: 240))
        cover.backgroundColor = .systemBlue
        window.addSubview(cover)
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        let renderer = try GLESRenderer(pixelWidth: 320, pixelHeight: 240)
        let buffer = PixelBuffer(width: 320, height: 240, format: .xrgb32)
        var result = renderer.composite(root: runtime.screen.rootLayer, scale: 1, into: buffer, bufferAge: 0,
                                        rotation: .none, targetIsCachedMemory: true)
        // The window (left of the cover), the first five cards (each reaches left of x 80), the cover.
        #expect(result.layersPainted == 7, "\(result.layersPainted) records drew")
        expectClose(runtime.renderScreen()!, buffer, "occluded")
        cover.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.99)
        runtime.stepFrames(1)
        result = renderer.composite(root: runtime.screen.rootLayer, scale: 1, into: buffer, bufferAge: 1,
                                    rotation: .none, targetIsCachedMemory: true)
        // Translucent, it hides nothing: within its box (the damage) the window, the seven
        // cards that reach into it and the cover draw.
        #expect(result.layersPainted == 9, "\(result.layersPainted) records drew")
        expectClose(runtime.renderScreen()!, buffer, "occluded-translucent")
    }

    @Test("Damage boxes are joined where they overlap or lie close, and down to the most a frame draws")
    func damageBoxesJoin() {
        func box(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> PixelRect { PixelRect(x0: x, y0: y, x1: x + w, y1: y + h) }
        // Overlapping: one box.
        #expect(GLESRenderer.joined([box(0, 0, 10, 10), box(5, 5, 10, 10)]) == [box(0, 0, 15, 15)])
        // Crossing bars overlap and are joined first, though two small boxes far apart would
        // add fewer pixels.
        let crossing = [box(50, 0, 10, 100), box(0, 50, 110, 10), box(1000, 1000, 10, 10), box(1100, 1000, 10, 10)]
        #expect(GLESRenderer.joined(crossing) == [box(0, 0, 110, 100), box(1000, 1000, 10, 10), box(1100, 1000, 10, 10)])
        // Side by side with a small gap: their box adds 10 of 200 pixels, joined.
        #expect(GLESRenderer.joined([box(0, 0, 10, 10), box(11, 0, 10, 10)]) == [box(0, 0, 21, 10)])
        // Far apart: kept apart; empty ones dropped.
        let apart = [box(0, 0, 10, 10), box(100, 100, 10, 10), box(50, 50, 0, 10)]
        #expect(GLESRenderer.joined(apart) == [box(0, 0, 10, 10), box(100, 100, 10, 10)])
        // Six far apart: the closest joined until four are left.
        let six = (0..<6).map { box(Int32($0) * 100, Int32($0 % 2) * 7, 10, 10) }
        let four = GLESRenderer.joined(six)
        #expect(four.count == GLESRenderer.maximumDamageBoxes)
        #expect(six.allSatisfy { part in four.contains { $0.contains(part) } })
        // Past 16, one box.
        let many = (0..<17).map { box(Int32($0) * 30, 0, 10, 10) }
        #expect(GLESRenderer.joined(many) == [box(0, 0, 490, 10)])
    }

    @Test("A store redrawn in part uploads only the part redrawn, and the frame still equals the compositor's")
    func partialTextureUpload() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let canvas = BandView(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
        window.addSubview(canvas)
        window.makeKeyAndVisible()
        let (renderer, buffer, root) = try firstGPUFrame(of: runtime)
        let before = renderer.partialTextureUploads
        // UIView.setNeedsDisplay(_:): only that part of the view is redrawn (Apple's documentation).
        let band = CGRect(x: 40, y: 60, width: 120, height: 30)
        canvas.band = band
        canvas.setNeedsDisplay(band)
        runtime.stepFrames(1)
        renderer.composite(root: root, scale: 1, into: buffer, bufferAge: 1, rotation: .none, targetIsCachedMemory: true)
        let after = renderer.partialTextureUploads
        #expect(after.count == before.count + 1)
        // The band's 30 rows of the 200-row store, not the whole store, and of them its 120
        // columns of 280: Mesa's GLES 2 (llvmpipe here) has GL_EXT_unpack_subimage.
        #expect(after.rows - before.rows == 30, "\(after.rows - before.rows) rows uploaded")
        #expect(renderer.uploadsSubimages)
        #expect(after.pixels - before.pixels == 30 * 120, "\(after.pixels - before.pixels) pixels uploaded")
        let cpu = try #require(runtime.renderScreen())
        expectClose(cpu, buffer, "partial-upload")
        // The band's middle (screen 120, 95) was redrawn red, on the GPU too.
        #expect(cpu.pixel(x: 120, y: 95) & 0xFF_FFFF != 0xFF_FFFF)
        #expect(buffer.pixel(x: 120, y: 95) & 0xFF_FFFF == cpu.pixel(x: 120, y: 95) & 0xFF_FFFF)
    }

    @Test("Stores shown unchanged are packed under the GPU renderer as under the compositor: the texture keeps what is shown, painting never unpacks them, a redraw does")
    func storesArePackedBesideTheirTextures() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        defer { runtime.stop() }
        // A tree of its own: the runtime's compositor, which packs too, never sees it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = .white
        let canvas = BandView(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
        canvas.band = CGRect(x: 10, y: 10, width: 40, height: 20)
        root.addSubview(canvas)
        let mover = UIView(frame: CGRect(x: 0, y: 230, width: 8, height: 8))
        mover.backgroundColor = .black
        root.addSubview(mover)
        let renderer = try GLESRenderer(pixelWidth: 320, pixelHeight: 240)
        let buffer = PixelBuffer(width: 320, height: 240, format: .xrgb32)
        func frame(moving: Bool = true) {
            if moving {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                mover.center.x += 1
                CATransaction.commit()
            }
            LayerTreePass.run(root: root.layer)
            renderer.composite(root: root.layer, scale: 1, into: buffer, bufferAge: 1, rotation: .none, targetIsCachedMemory: true)
        }
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let p = buffer.pixel(x: x, y: y)
            return (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 100
        }
        LayerTreePass.run(root: root.layer)
        renderer.composite(root: root.layer, scale: 1, into: buffer, bufferAge: 0, rotation: .none, targetIsCachedMemory: true)
        // A new store drawn whole, shown once, no animation: packed at once (CALayer.storeDidComposite).
        #expect(canvas.layer.packedStore != nil && canvas.layer.storePixels == nil)
        #expect(isRed(50, 40) && buffer.pixel(x: 150, y: 150) & 0xFF_FFFF == 0xFF_FFFF)
        let uploads = renderer.textureUploads
        for _ in 0..<3 { frame() }
        // Shown from its texture: neither uploaded again nor unpacked.
        #expect(renderer.textureUploads == uploads)
        #expect(canvas.layer.packedStore != nil)
        // UIView.setNeedsDisplay(_:) redraws part of it: the store is unpacked for the drawing,
        // the part uploaded, and packed again after two frames that did not redraw it.
        canvas.band = CGRect(x: 200, y: 150, width: 30, height: 20)
        canvas.setNeedsDisplay(canvas.band)
        frame(moving: false)
        #expect(canvas.layer.packedStore == nil && canvas.layer.storePixels != nil)
        #expect(renderer.textureUploads == uploads + 1)
        #expect(isRed(235, 180) && isRed(50, 40))
        frame()
        #expect(canvas.layer.packedStore == nil)
        frame()
        #expect(canvas.layer.packedStore != nil)
        #expect(isRed(235, 180) && isRed(50, 40) && buffer.pixel(x: 150, y: 150) & 0xFF_FFFF == 0xFF_FFFF)
    }

    @Test("Damage read back without the memory for its scratch is read a row at a time: the same frame, no trap")
    func readBackWithoutScratchMemoryGoesRowByRow() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        window.makeKeyAndVisible()
        let (renderer, buffer, root) = try firstGPUFrame(of: runtime)
        #expect(renderer.rowByRowReadBacks == 0)
        card.backgroundColor = .systemOrange
        runtime.stepFrames(1)
        // The card's 200×100 damage, narrower than the screen, needs 80 KB of scratch (issue 29).
        PixelBuffer.$allocationLimit.withValue(64 * 1024) {
            renderer.composite(root: root, scale: 1, into: buffer, bufferAge: 1, rotation: .none, targetIsCachedMemory: true)
        }
        #expect(renderer.rowByRowReadBacks == 1)
        #expect(renderer.fallback == nil, "still drawn on the GPU")
        // The rows landed where the packed read puts them: the frame read whole is the same.
        let comparison = FrameComparison(try #require(renderer.readFrame()), buffer, threshold: 0)
        #expect(comparison.differing == 0, "\(comparison)")
        expectClose(try #require(runtime.renderScreen()), buffer, "row-by-row-read-back")
    }

    @Test("A lost GPU context is survived: the frame comes from the CPU compositor, and the next ones")
    func contextLossFallsBackToTheCPU() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(DecorationsScene(frame: window.bounds))
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        let renderer = try GLESRenderer(pixelWidth: 320, pixelHeight: 240)
        // The second frame from now fails (VITRINE_GPU_FAULT=lost:2): the first is the GPU's.
        renderer.simulateContextLoss(atFrame: 2)
        let buffer = PixelBuffer(width: 320, height: 240, format: .xrgb32)
        renderer.composite(root: runtime.screen.rootLayer, scale: 1, into: buffer, bufferAge: 0, rotation: .none,
                           targetIsCachedMemory: true)
        #expect(renderer.fallback == nil)
        renderer.composite(root: runtime.screen.rootLayer, scale: 1, into: buffer, bufferAge: 0, rotation: .none,
                           targetIsCachedMemory: true)
        #expect(renderer.fallback != nil)
        let comparison = FrameComparison(runtime.renderScreen()!, buffer, threshold: 0)
        #expect(comparison.differing == 0, "\(comparison)")
    }

    @Test("A frame read back for a screenshot without the memory for it is nil, not a trap, and read once memory is back")
    func readFrameWithoutMemoryIsNil() throws {
        let (_, gpu, renderer) = try render(rotation: .none) { bounds in
            let view = UIView(frame: bounds)
            view.backgroundColor = .orange
            return view
        }
        // 960×640 pixels (2.4 MB) over the limit, as a full memory refuses them (issue 29).
        PixelBuffer.$allocationLimit.withValue(64 * 1024) {
            #expect(renderer.readFrame() == nil)
        }
        let frame = try #require(renderer.readFrame(), "memory is back")
        let comparison = FrameComparison(gpu, frame, threshold: 0)
        #expect(comparison.differing == 0, "\(comparison)")
    }

    @Test("Selection: gpu gives the GPU renderer; auto gives it on a GPU, the compositor on a software rasteriser")
    func selection() throws {
        defer { RendererSelection.install(.cpu) }
        let software = try GLESContext().isSoftware
        let display = HeadlessDisplay(pixelWidth: 64, pixelHeight: 48)
        RendererSelection.install(.gpu)
        let gpu = FrameRenderers.make(for: display, pixelWidth: 64, pixelHeight: 48)
        #expect(gpu is GLESRenderer)
        // A headless display lends no GPU buffers: the frames are read back.
        #expect((gpu as? GLESRenderer)?.drawsIntoDisplayBuffers == false)
        RendererSelection.install(.automatic)
        #expect((FrameRenderers.make(for: display, pixelWidth: 64, pixelHeight: 48) is Compositor) == software)
        RendererSelection.install(.cpu)
        #expect(FrameRenderers.make(for: display, pixelWidth: 64, pixelHeight: 48) is Compositor)
    }

    @Test("VITRINE_RENDERER: auto, gpu, cpu; anything else is logged and the default (cpu) kept; VITRINE_GPU_FAULT: lost:N")
    func rendererSetting() {
        #expect(VitrineConfiguration(environment: [:]).renderer == .cpu)
        #expect(VitrineConfiguration(environment: ["VITRINE_RENDERER": "gpu"]).renderer == .gpu)
        #expect(VitrineConfiguration(environment: ["VITRINE_RENDERER": "AUTO"]).renderer == .automatic)
        #expect(VitrineConfiguration(environment: [:], arguments: ["--vitrine-renderer", "cpu"]).renderer == .cpu)
        #expect(VitrineConfiguration(environment: ["VITRINE_RENDERER": "vulkan"]).renderer == .cpu)
        #expect(VitrineConfiguration(environment: [:]).gpuContextLossFrame == nil)
        #expect(VitrineConfiguration(environment: ["VITRINE_GPU_FAULT": "lost:10"]).gpuContextLossFrame == 10)
        for bad in ["lost", "lost:0", "lost:x", "hang:3"] {
            #expect(VitrineConfiguration(environment: ["VITRINE_GPU_FAULT": bad]).gpuContextLossFrame == nil, "\(bad)")
        }
    }
}

/// A 320x240 GPU renderer that drew the runtime's screen once (after a frame of the
/// runtime), the buffer it read back into, and the screen's root layer.
@MainActor
private func firstGPUFrame(of runtime: VitrineRuntime) throws -> (GLESRenderer, PixelBuffer, CALayer) {
    runtime.stepFrames(1)
    let renderer = try GLESRenderer(pixelWidth: 320, pixelHeight: 240)
    let buffer = PixelBuffer(width: 320, height: 240, format: .xrgb32)
    let root = runtime.screen.rootLayer
    renderer.composite(root: root, scale: 1, into: buffer, bufferAge: 0, rotation: .none, targetIsCachedMemory: true)
    return (renderer, buffer, root)
}

/// A white view that fills `band` (view coordinates) red: redrawn in part by `setNeedsDisplay(_:)`.
private final class BandView: UIView {
    var band = CGRect.null

    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIRectFill(rect)
        UIColor.systemRed.setFill()
        UIRectFill(band.intersection(rect))
    }
}
