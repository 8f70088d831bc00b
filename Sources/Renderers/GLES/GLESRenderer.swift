import CGLES
import Foundation
import Logging
import QuartzCore
import VitrinePlatform

/// The GPU renderer: composites the same render records as the CPU `Compositor`, with
/// OpenGL ES 2, and hands the frame to the display's buffers.
///
/// Every layer's backing store or contents is a texture, uploaded when its version changes
/// and kept while it shows. Backgrounds, borders and corner radii are drawn by the fragment
/// shader (a rounded-rectangle distance), transforms and opacity by the vertex and blend
/// stages; continuous corners take a mask of one corner, mirrored to each
/// (`GLESCornerMasks`). Rounded or turned `masksToBounds` clips and layer masks (one or two
/// a record) and the shadows of rounded rectangles (continuous corners from their inset
/// profile, `GLESCornerProfiles`; a `shadowPath` that is one or a circle too) are computed
/// by the fragment shader too; deeper clips and other shadows (of an image's alpha, of
/// another curved path) keep the compositor's coverage masks (rasterised and blurred on the
/// CPU, cached while the shape stays), uploaded as alpha textures. Each frame, the records
/// are diffed against the previous frame's as the compositor does; only the damaged boxes
/// are drawn (scissor) into a screen-sized texture that keeps the frame. On a display that
/// lends GPU buffers (KMS: GBM buffer objects, `GPUScanoutDisplay`) the damage the buffer
/// missed (its age) is drawn from that texture into the buffer, turned on the way when the
/// display is rotated, and the display page-flips it. In a desktop window
/// (`GPUWindowDisplay`, X11 or Wayland) the damage the window surface's back buffer missed
/// (`EGL_EXT_buffer_age`, or the last frame's where the surface preserves its back buffer,
/// else all of it) is drawn the same way into the surface, which the renderer swaps.
/// Elsewhere the texture is turned into a panel-sized one when the display is rotated, and
/// read back (`glReadPixels`) into the display's buffer over the damage it missed. A
/// renderer whose GL fails stays usable: it logs the failure once and renders with a
/// `Compositor` from then on.
@preconcurrency @MainActor
package final class GLESRenderer: FrameRenderer, GPUWindowPresenter {
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let context: GLESContext
    private var gl: VitrineGL { context.gl }
    /// The program drawing now, and every variant compiled so far (on first use).
    private var program: GLESProgram
    private var programs: [GLESProgram.Variant: GLESProgram] = [:]
    /// Why a variant did not compile: the next frame falls back to the CPU.
    private var programFailure: String?
    /// The size of the framebuffer drawn into.
    private var viewportSize = (width: 0, height: 0)
    /// How the record being drawn is clipped beyond the scissor box.
    private var recordClip = RecordClip.none
    private let occlusion = RecordOcclusion()
    private enum RecordClip {
        case none
        /// The compositor's mask of the clip shapes, and the screen pixel of its origin.
        case mask(GLESTextureCache.Texture, x: Int32, y: Int32)
        /// One or two shapes the shader computes.
        case shapes([GLESClipShape])

        var variant: GLESProgram.Clip {
            switch self {
            case .none: .none
            case .mask: .mask
            case .shapes(let shapes): shapes.count == 1 ? .oneShape : .twoShapes
            }
        }

        /// `GLESProgram.Variant.clipKinds`: how each shape's coverage is taken, two bits each.
        var clipKinds: UInt8 {
            guard case .shapes(let shapes) = self else { return 0 }
            return shapes.enumerated().reduce(0) { $0 | $1.element.coverage.kind << (2 * UInt8($1.offset)) }
        }
    }
    private let screenTarget: GLESFramebuffer
    private var panelTarget: GLESFramebuffer?
    private let textures: GLESTextureCache
    private let clipMasks = ClipMaskCache()
    /// Whether clip shapes are computed by the shader: a program with two of them, a
    /// continuous-corner ring and an image takes up to this many uniform vectors, where GLES 2
    /// promises 16 (a program that does not link would send every frame to the CPU).
    private let clipsInShader: Bool
    private static let clipUniformVectors: GLint = 32
    private let cornerMasks = GLESCornerMasks()
    private let cornerProfiles = GLESCornerProfiles()
    /// Shadow paths read back as rounded rectangles (`CGPath.roundedRect`), by path: a
    /// layer's `shadowPath` is its own copy, never changed, so one reading serves every frame
    /// it shows in (a few dozen small arrays each, per shadow per frame otherwise).
    private var pathShapes: [ObjectIdentifier: (path: CGPath, shape: PathShape?, lastUse: Int)] = [:]
    private typealias PathShape = (rect: CGRect, radius: CGFloat, corners: RectCorners, continuous: Bool)
    private var records: [RenderRecord] = []
    private var previousRecords: [RenderRecord] = []
    private var previousScale: CGFloat?
    private var recordDamage = RecordDamage()
    /// The damaged boxes of the most recent frames (screen pixels), newest last.
    private var damageHistory: [[PixelRect]] = []
    /// The CPU compositor that renders once the GPU failed.
    package private(set) var fallback: Compositor?
    /// Frames rendered on the GPU, and the one that fails as a lost context (`simulateContextLoss`).
    private var framesRendered = 0
    private var simulatedLossFrame: Int?
    /// Where rectangles narrower than the target are read before their rows are placed;
    /// grown to the largest read so far.
    private var readScratch: ScratchBuffer?
    /// Rectangles read back a row at a time, for want of memory for `readScratch` (tests).
    package private(set) var rowByRowReadBacks = 0
    /// The display whose GPU buffers the frames are drawn into (`drawIntoDisplayBuffers()`);
    /// nil while frames are read back into its CPU buffers.
    private var scanout: (any GPUScanoutDisplay)?
    /// A candidate for `scanout`: the display this renderer's EGL display (GBM) was made for.
    private let scanoutCandidate: (any GPUScanoutDisplay)?
    /// The framebuffers made of the display's GPU buffers, by buffer.
    private var scanoutTargets: [ObjectIdentifier: GLESScanoutFramebuffer] = [:]
    /// The window the frames are presented into through EGL (`drawIntoDisplayBuffers()`),
    /// and the candidate: the window this renderer's EGL display (X11) was made for.
    private var window: (any GPUWindowDisplay)?
    private let windowCandidate: (any GPUWindowDisplay)?
    private var hasLoggedWindowBuffer = false
    /// The rotation of the last frame drawn (screenshots and re-presenting turn it so).
    private var lastRotation = DisplayRotation.none
    private let logger = Logger(label: "vitrine.gpu")
    /// The last line `finishDrawing` logged: a line again only when the path changes.
    private var loggedFencePath: String?
    private static let maximumBufferAge = 4

    private var screen: PixelRect { PixelRect(x0: 0, y0: 0, x1: Int32(pixelWidth), y1: Int32(pixelHeight)) }

    /// Opens a GLES context and prepares the renderer for a screen of the given size;
    /// throws when EGL, GLES, the shaders or a framebuffer of that size are not available.
    /// For a `display` that lends GPU buffers the context is made on its GBM device, so
    /// that `drawIntoDisplayBuffers()` can draw into them; when that context cannot be made
    /// (logged once), on the surfaceless platform as for any other display.
    package init(pixelWidth: Int, pixelHeight: Int, display: (any DisplayBackend)? = nil) throws {
        self.pixelWidth = max(pixelWidth, 1)
        self.pixelHeight = max(pixelHeight, 1)
        var gbmContext: GLESContext?
        var candidate: (any GPUScanoutDisplay)?
        var windowContext: GLESContext?
        var windowCandidate: (any GPUWindowDisplay)?
        if let scanoutDisplay = display as? any GPUScanoutDisplay, let gbmDevice = scanoutDisplay.gbmDevice() {
            do {
                let made = try GLESContext(gbmDevice: gbmDevice)
                if let reason = made.scanoutFailure {
                    logger.error("no GPU buffers on \(scanoutDisplay.name): \(reason); reading frames back")
                } else {
                    gbmContext = made
                    candidate = scanoutDisplay
                }
            } catch {
                logger.error("no EGL on \(scanoutDisplay.name)'s GBM device (\(error)); reading frames back")
            }
        }
        if let windowDisplay = display as? any GPUWindowDisplay, let native = windowDisplay.nativeWindow() {
            do {
                windowContext = try GLESContext(window: native)
                windowCandidate = windowDisplay
            } catch {
                windowDisplay.stopPresentingThroughGPU(reason: "no EGL on the window's connection: \(error)")
            }
        }
        do {
            context = try gbmContext ?? windowContext ?? GLESContext()
        } catch {
            throw GLESRendererError.context("\(error)")
        }
        scanoutCandidate = candidate
        self.windowCandidate = windowCandidate
        let plain = GLESProgram.Variant(mode: .fill, shape: .none, clip: .none)
        switch GLESProgram.make(context.gl, plain) {
        case .success(let program): self.program = program
        case .failure(let error): throw error
        }
        programs[plain] = program
        screenTarget = try GLESFramebuffer(gl: context.gl, width: self.pixelWidth, height: self.pixelHeight)
        textures = GLESTextureCache(gl: context.gl)
        var uniformVectors: GLint = 0
        context.gl.glGetIntegerv(GLenum(GL_MAX_FRAGMENT_UNIFORM_VECTORS), &uniformVectors)
        clipsInShader = uniformVectors >= Self.clipUniformVectors
    }

    /// The framebuffers and textures are deleted after this, in this renderer's context
    /// (another renderer's may be current).
    isolated deinit {
        _ = context.makeCurrent()
    }

    /// Draws the frames into the display's GPU buffers from now on, where the renderer was
    /// made for a display that lends them; false when it was not or the display cannot.
    /// For a window, presents into it through EGL from now on.
    @discardableResult
    package func drawIntoDisplayBuffers() -> Bool {
        if window == nil, let windowCandidate, windowCandidate.presentThroughGPU(self) {
            window = windowCandidate
            return true
        }
        guard scanout == nil, let scanoutCandidate, scanoutCandidate.lendGPUBuffers() else {
            return scanout != nil || window != nil
        }
        scanout = scanoutCandidate
        return true
    }

    /// GPU buffers that could not be made (or imported) before may be had now, as the
    /// display's dumb buffers are tried again at a hot-plug (issue 29); a new mode gets a
    /// new renderer, which asks anyway. Meanwhile the frames were read back.
    package func displayDidReturn() {
        guard fallback == nil, scanout == nil, let scanoutCandidate, scanoutCandidate.lendGPUBuffers() else { return }
        scanout = scanoutCandidate
        scanoutTargets.removeAll()
    }

    /// Whether the frames go into the display's GPU buffers or its window surface (not read back).
    package var drawsIntoDisplayBuffers: Bool { scanout != nil || window != nil }

    /// Whether the frames are presented into a desktop window through EGL.
    package var presentsIntoWindow: Bool { window != nil }

    /// Textures uploaded since the renderer started (for tests: an unchanged layer uploads nothing).
    package var textureUploads: Int { textures.uploads }
    /// Draws that took a coverage mask from the compositor (a clip or a shadow the shader
    /// does not compute), since the renderer was made.
    package private(set) var compositorMaskDraws = 0
    /// Screen pixels given to the shader's shapes and rings (for tests: only along the
    /// edges of an axis-aligned one), since the renderer was made.
    package private(set) var shapeShadedPixels = 0
    /// Whether an axis-aligned shape's inside is filled plainly (or left, a ring's hole)
    /// and only its edges shaded; tests turn it off to compare.
    package var shadesEdgesOnly = true
    /// Uploads of a redrawn store's part only, and the rows and pixels they uploaded (for tests).
    package var partialTextureUploads: (count: Int, rows: Int, pixels: Int) {
        (textures.partialUploads, textures.partialUploadRows, textures.partialUploadPixels)
    }
    /// Whether a redrawn part of a store uploads only its columns (`GL_EXT_unpack_subimage`).
    package var uploadsSubimages: Bool { textures.uploadsSubimages }

    /// Makes the `frame`th frame from now (the next by default) fail as a lost context
    /// does, and the frames after it render on the CPU (tests of the fallback;
    /// `VITRINE_GPU_FAULT=lost:N`).
    package func simulateContextLoss(atFrame frame: Int = 1) {
        simulatedLossFrame = framesRendered + max(frame, 1)
    }

    package func setNeedsFullRepaint() {
        fallback?.setNeedsFullRepaint()
        previousScale = nil
        damageHistory.removeAll()
    }

    @discardableResult
    package func composite(root: CALayer, scale: CGFloat, into buffer: DisplayBuffer, rotation: DisplayRotation) -> CompositorResult {
        if fallback == nil, window != nil, let gpuBuffer = buffer.gpuBuffer {
            return composite(root: root, scale: scale, intoWindowOf: buffer, gpuBuffer, rotation: rotation)
        }
        guard fallback == nil, scanout != nil, let gpuBuffer = buffer.gpuBuffer else {
            return composite(root: root, scale: scale, into: buffer.pixels, bufferAge: buffer.age, rotation: rotation,
                             targetIsCachedMemory: buffer.isCachedMemory)
        }
        let key = ObjectIdentifier(gpuBuffer)
        var target = scanoutTargets[key]
        if target == nil, context.makeCurrent() {
            do {
                target = try GLESScanoutFramebuffer(context: context, buffer: gpuBuffer)
                scanoutTargets[key] = target
            } catch {
                stopDrawingIntoDisplayBuffers("\(error)")
            }
        }
        guard let target else {
            if self.scanout != nil { stopDrawingIntoDisplayBuffers("eglMakeCurrent failed") }
            return composite(root: root, scale: scale, into: buffer.pixels, bufferAge: 0, rotation: rotation,
                             targetIsCachedMemory: buffer.isCachedMemory)
        }
        let result = render(root: root, scale: scale, rotation: rotation, into: buffer.pixels, bufferAge: gpuBuffer.age,
                            targetIsCachedMemory: buffer.isCachedMemory,
                            scanoutTarget: (target.framebuffer, target.width, target.height, false))
        // Drawn unless the frame was empty or the renderer fell back to the CPU (into `pixels`).
        gpuBuffer.isDrawn = fallback == nil && !result.repaintedDamage.isEmpty
        if gpuBuffer.isDrawn { finishDrawing(into: gpuBuffer) }
        return result
    }

    /// Draws the frame into the window surface and swaps it; on any EGL failure the window
    /// takes read-back frames from then on (logged once by the window).
    private func composite(root: CALayer, scale: CGFloat, intoWindowOf buffer: DisplayBuffer, _ gpuBuffer: GPUBuffer,
                           rotation: DisplayRotation) -> CompositorResult {
        let panel = rotation.panelSize(screenWidth: pixelWidth, height: pixelHeight)
        if let reason = context.makeWindowSurfaceCurrent(width: panel.width, height: panel.height) {
            stopPresentingIntoWindow(reason)
            return composite(root: root, scale: scale, into: buffer.pixels, bufferAge: 0, rotation: rotation,
                             targetIsCachedMemory: buffer.isCachedMemory)
        }
        if !hasLoggedWindowBuffer {
            hasLoggedWindowBuffer = true
            if let knowledge = context.windowBufferKnowledge {
                logger.info("the window surface's frames draw only what changed since its back buffer was shown (\(knowledge))")
            } else {
                logger.info("each frame is copied whole into the window surface: EGL has no buffer age and no preserved swaps")
            }
        }
        let age = context.windowBufferAge()
        let result = render(root: root, scale: scale, rotation: rotation, into: buffer.pixels, bufferAge: age,
                            targetIsCachedMemory: buffer.isCachedMemory,
                            scanoutTarget: (framebuffer: 0, width: panel.width, height: panel.height, isWindow: true))
        guard fallback == nil, !result.repaintedDamage.isEmpty else { return result }
        let damage = result.repaintedDamage.flatMap { rect -> [EGLint] in
            [EGLint(rect.minX), EGLint(CGFloat(panel.height) - rect.maxY), EGLint(rect.width), EGLint(rect.height)]
        }
        guard context.swapWindow(damage: damage) else {
            stopPresentingIntoWindow("eglSwapBuffers failed (EGL error 0x\(String(context.egl.eglGetError(), radix: 16)))")
            // This frame goes up through the window's CPU buffer: read all of it back.
            setNeedsFullRepaint()
            return composite(root: root, scale: scale, into: buffer.pixels, bufferAge: 0, rotation: rotation,
                             targetIsCachedMemory: buffer.isCachedMemory)
        }
        gpuBuffer.isDrawn = true
        return result
    }

    /// The display flips the buffer next: the GPU must be done with it by then (llvmpipe's
    /// threads draw into the very memory scanned out). Where EGL makes native fences and
    /// the display's flip takes one, the buffer carries a fence the kernel waits for and
    /// the CPU goes on; else the CPU waits here (glFinish). Which one is logged once.
    private func finishDrawing(into gpuBuffer: GPUBuffer) {
        let accepts = scanout?.acceptsRenderFences ?? false
        if accepts, let fence = context.makeNativeFence() {
            gpuBuffer.renderFence = fence
            logFencePath("each flip waits for a native fence of the frame (EGL_ANDROID_native_fence_sync, IN_FENCE_FD): no glFinish")
            return
        }
        gl.glFinish()
        // Every reason that holds: the display's is checked where EGL has none too (the VM).
        var reasons: [String] = []
        if !context.hasNativeFences { reasons.append("EGL has no EGL_ANDROID_native_fence_sync") }
        if !accepts { reasons.append("the display's commits take no fence (legacy KMS, or no IN_FENCE_FD on the plane)") }
        if reasons.isEmpty { reasons.append("eglDupNativeFenceFDANDROID failed") }
        logFencePath("each flip waits for glFinish: \(reasons.joined(separator: "; "))")
    }

    private func logFencePath(_ line: String) {
        guard line != loggedFencePath else { return }
        loggedFencePath = line
        logger.info("\(line)")
    }

    /// The window takes read-back frames from now on.
    private func stopPresentingIntoWindow(_ reason: String) {
        window?.stopPresentingThroughGPU(reason: reason)
        window = nil
    }

    // MARK: GPUWindowPresenter

    package func readFrame() -> PixelBuffer? {
        guard fallback == nil, previousScale != nil, context.makeCurrent() else { return nil }
        let panel = lastRotation.panelSize(screenWidth: pixelWidth, height: pixelHeight)
        var source = screenTarget
        if lastRotation != .none {
            guard let turned = turn([screen], rotation: lastRotation) else { return nil }
            source = turned
        }
        guard let frame = PixelBuffer.allocate(panel.width, height: panel.height, format: .xrgb32,
                                               for: "a frame read back from the GPU") else { return nil }
        readBack(PixelRect(x0: 0, y0: 0, x1: Int32(panel.width), y1: Int32(panel.height)), from: source, into: frame)
        return frame
    }

    package func presentAgain() {
        let panel = lastRotation.panelSize(screenWidth: pixelWidth, height: pixelHeight)
        guard fallback == nil, window != nil, previousScale != nil,
              context.makeWindowSurfaceCurrent(width: panel.width, height: panel.height) == nil else { return }
        guard copy([screen], rotation: lastRotation, into: 0, size: panel, swapsRedAndBlue: true, flipsRows: true),
              context.swapWindow(damage: []) else { return }
    }

    package func windowWillClose() {
        window = nil
        context.closeWindow()
    }

    /// The display lends only CPU buffers from now on; the frames are read back into them.
    private func stopDrawingIntoDisplayBuffers(_ reason: String) {
        scanout?.stopLendingGPUBuffers(reason: reason)
        scanout = nil
        scanoutTargets.removeAll()
    }

    @discardableResult
    package func composite(root: CALayer, scale: CGFloat, into target: PixelBuffer, bufferAge: Int,
                           rotation: DisplayRotation = .none, targetIsCachedMemory: Bool = false) -> CompositorResult {
        render(root: root, scale: scale, rotation: rotation, into: target, bufferAge: bufferAge,
               targetIsCachedMemory: targetIsCachedMemory, scanoutTarget: nil)
    }

    /// Composites a frame into `scanoutTarget` (a display's GPU buffer, or a window
    /// surface's default framebuffer, whose rows run bottom-up) when given, else reads it
    /// back into `target`, which the CPU fallback draws into in either case.
    private func render(root: CALayer, scale: CGFloat, rotation: DisplayRotation, into target: PixelBuffer,
                        bufferAge: Int, targetIsCachedMemory: Bool,
                        scanoutTarget: (framebuffer: GLuint, width: Int, height: Int, isWindow: Bool)?) -> CompositorResult {
        if let fallback {
            return fallback.composite(root: root, scale: scale, into: target, bufferAge: bufferAge, rotation: rotation,
                                      targetIsCachedMemory: targetIsCachedMemory)
        }
        framesRendered += 1
        let simulatedLoss = framesRendered == simulatedLossFrame ? "simulated context loss" : nil
        if let failure = simulatedLoss ?? programFailure ?? (context.makeCurrent() ? nil : "eglMakeCurrent failed")
            ?? (scanoutTarget != nil || target.bytesPerPixel == 4 ? nil : "\(target.format) buffers are not read back from the GPU") {
            return fallBack(failure, root: root, scale: scale, into: target, rotation: rotation,
                            targetIsCachedMemory: targetIsCachedMemory)
        }
        // The screen texture holds the last frame in screen pixels, whatever the panel's
        // rotation and wherever the frame went (read back, GBM buffers, a window surface).
        let builder = RenderRecordBuilder(screen: screen, previousFrame: previousScale == nil ? nil : { box in
            self.readPreviousFrame(box)
        })
        let animating = builder.build(root: root, scale: scale, into: &records)
        let damage = previousScale == scale ? collectDamage() : [screen]
        if damage.isEmpty {
            swap(&previousRecords, &records)
            records.removeAll(keepingCapacity: true)
            return CompositorResult(damage: [], repaintedDamage: [], layersVisited: previousRecords.count, layersPainted: 0)
        }
        let painted = draw(records, damage: damage)
        let panelDamage = damage.map { rotation.panelRect($0, screenWidth: pixelWidth, height: pixelHeight) }
        damageHistory.append(damage)
        if damageHistory.count > Self.maximumBufferAge { damageHistory.removeFirst() }
        var copies: [PixelRect] = [screen]
        if bufferAge >= 1, bufferAge <= damageHistory.count {
            copies = Self.joined(damageHistory.suffix(bufferAge).flatMap { $0 })
        }
        let panelCopies = copies.map { rotation.panelRect($0, screenWidth: pixelWidth, height: pixelHeight) }
        if let scanoutTarget {
            guard copy(copies, rotation: rotation, into: scanoutTarget.framebuffer,
                       size: (scanoutTarget.width, scanoutTarget.height), swapsRedAndBlue: true,
                       flipsRows: scanoutTarget.isWindow) else {
                return fallBack("the copy into the display's buffer did not compile", root: root, scale: scale, into: target,
                                rotation: rotation, targetIsCachedMemory: targetIsCachedMemory)
            }
        } else {
            var source = screenTarget
            if rotation != .none {
                guard let turned = turn(copies, rotation: rotation) else {
                    return fallBack("no panel framebuffer", root: root, scale: scale, into: target, rotation: rotation,
                                    targetIsCachedMemory: targetIsCachedMemory)
                }
                source = turned
            }
            for rect in panelCopies { readBack(rect, from: source, into: target) }
        }
        let error = gl.glGetError()
        if error != GL_NO_ERROR {
            return fallBack("GL error 0x\(String(error, radix: 16))", root: root, scale: scale, into: target,
                            rotation: rotation, targetIsCachedMemory: targetIsCachedMemory)
        }
        // The textures hold what is shown: stores left unchanged are packed as the compositor
        // packs them (no second copy beside the texture), and none is unpacked for painting,
        // which reads the texture (a redraw unpacks it; an upload unpacks a copy for itself).
        StorePacker.frameDidEnd(&records, previous: previousRecords, animating: animating) { _ in false }
        swap(&previousRecords, &records)
        records.removeAll(keepingCapacity: true)
        previousScale = scale
        lastRotation = rotation
        textures.endFrame()
        return CompositorResult(damage: panelCopies.map(\.cgRect), repaintedDamage: panelDamage.map(\.cgRect),
                                layersVisited: previousRecords.count, layersPainted: painted)
    }

    /// Logs why the GPU stopped and renders this frame and the next ones on the CPU.
    private func fallBack(_ reason: String, root: CALayer, scale: CGFloat, into target: PixelBuffer,
                          rotation: DisplayRotation, targetIsCachedMemory: Bool) -> CompositorResult {
        logger.error("GPU renderer stopped (\(reason)): rendering on the CPU from now on")
        if scanout != nil { stopDrawingIntoDisplayBuffers("the GPU renderer stopped") }
        if window != nil { stopPresentingIntoWindow("the GPU renderer stopped") }
        let compositor = Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        fallback = compositor
        textures.removeAll()
        records.removeAll()
        previousRecords.removeAll()
        return compositor.composite(root: root, scale: scale, into: target, bufferAge: 0, rotation: rotation,
                                    targetIsCachedMemory: targetIsCachedMemory)
    }

    // MARK: Damage

    /// The boxes of the pixels that differ between the previous records and the new ones:
    /// the compositor's damage (`RecordDamage`), joined (`joined`).
    private func collectDamage() -> [PixelRect] {
        recordDamage.collect(from: previousRecords, to: records)
        return Self.joined(recordDamage.boxes.map { $0.intersection(screen) })
    }

    /// The most boxes a frame draws one by one; more are joined.
    package static let maximumDamageBoxes = 4

    /// `boxes` (empty ones dropped) joined until none overlap, none lies close to another
    /// (their box would be at most a quarter larger than the two together) and there are
    /// at most `maximumDamageBoxes`: each box is a scissored pass over the records, so two
    /// changes far apart (a clock in one corner, a badge in another) draw two small boxes,
    /// not everything between them. Past 16 boxes, one box. Cost: O(n³) for n ≤ 16.
    package static func joined(_ boxes: [PixelRect]) -> [PixelRect] {
        var result = boxes.filter { !$0.isEmpty }
        guard result.count > 1 else { return result }
        guard result.count <= 16 else { return [result.reduce(PixelRect.empty) { $0.union($1) }] }
        while result.count > 1 {
            // A pair that overlaps first, else the pair whose box adds the fewest pixels.
            var best = (i: 0, j: 1, overlaps: false, added: Int.max)
            for i in result.indices {
                for j in result.indices where j > i {
                    let overlaps = !result[i].intersection(result[j]).isEmpty
                    let added = result[i].union(result[j]).area - result[i].area - result[j].area
                    if (overlaps && !best.overlaps) || (overlaps == best.overlaps && added < best.added) {
                        best = (i, j, overlaps, added)
                    }
                }
            }
            let a = result[best.i], b = result[best.j]
            guard best.overlaps || best.added * 4 <= a.area + b.area || result.count > maximumDamageBoxes else { break }
            result[best.i] = a.union(b)
            result.remove(at: best.j)
        }
        return result
    }

    // MARK: Drawing

    /// Draws the records that meet `damage` into the screen texture, box by box, scissored
    /// to each (the boxes do not overlap), each record only where no opaque record above
    /// it hides it (`RecordOcclusion`, as the compositor paints). Returns how many drew
    /// something.
    private func draw(_ records: [RenderRecord], damage: [PixelRect]) -> Int {
        screenTarget.bind(gl)
        viewportSize = (pixelWidth, pixelHeight)
        gl.glEnable(GLenum(GL_SCISSOR_TEST))
        gl.glClearColor(0, 0, 0, 1)
        // Premultiplied OVER.
        gl.glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        var drew = [Bool](repeating: false, count: records.count)
        for box in damage {
            scissor(box)
            gl.glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            gl.glEnable(GLenum(GL_BLEND))
            let visible = occlusion.visibleParts(of: records, in: box)
            for (index, record) in records.enumerated() where !visible[index].isEmpty {
                let parts = visible[index].map { $0.intersection(record.clip) }.filter { !$0.isEmpty }
                let area = parts.reduce(PixelRect.empty) { $0.union($1) }
                guard !area.isEmpty else { continue }
                guard setClip(of: record) else { continue }
                switch record.part {
                case .body, .transitionSnapshot:
                    drawBody(record, area: area, parts: parts)
                case .border:
                    drawShape(record, area: area, ring: true)
                case .shadow:
                    drawShadow(record, area: area)
                }
                drew[index] = true
            }
            gl.glDisable(GLenum(GL_BLEND))
        }
        let count = drew.filter { $0 }.count
        gl.glDisable(GLenum(GL_SCISSOR_TEST))
        clipMasks.endFrame()
        cornerMasks.endFrame()
        cornerProfiles.endFrame()
        pathShapes = pathShapes.filter { framesRendered - $0.value.lastUse <= 60 }
        return count
    }

    /// Makes the variant for these draws current (compiled on first use) with the state
    /// every draw shares: the viewport, the texture units and the clip mask. False when it
    /// does not compile (logged; the renderer falls back at the next frame).
    private func use(_ mode: GLESProgram.Mode, _ shape: GLESProgram.Shape, filtered: Bool = false) -> Bool {
        let variant = GLESProgram.Variant(mode: mode, shape: shape, clip: recordClip.variant,
                                          clipKinds: recordClip.clipKinds, filtered: filtered)
        if let compiled = programs[variant] {
            program = compiled
        } else {
            switch GLESProgram.make(gl, variant) {
            case .success(let compiled):
                programs[variant] = compiled
                program = compiled
            case .failure(let error):
                programFailure = "\(error)"
                return false
            }
        }
        gl.glUseProgram(program.program)
        gl.glUniform2f(program.viewport, GLfloat(viewportSize.width), GLfloat(viewportSize.height))
        gl.glUniform1i(program.texture, 0)
        switch recordClip {
        case .none:
            break
        case .mask(let texture, let x, let y):
            gl.glUniform1i(program.clipMask, 1)
            gl.glUniform4f(program.clipPlace, GLfloat(x), GLfloat(y), GLfloat(texture.textureWidth), GLfloat(texture.height))
            gl.glUniform2f(program.clipSize, GLfloat(texture.width), GLfloat(texture.height))
        case .shapes(let shapes):
            var rows: [GLfloat] = [], rects: [GLfloat] = [], radii: [GLfloat] = [], scales: [GLfloat] = []
            for clip in shapes {
                let r0 = clip.screenToLocalRow0, r1 = clip.screenToLocalRow1, rect = clip.shape.rect, c = clip.shape.radii
                rows += [r0.0, r0.1, r0.2, r1.0, r1.1, r1.2]
                rects += [GLfloat(rect.minX), GLfloat(rect.minY), GLfloat(rect.width), GLfloat(rect.height)]
                radii += [c.0, c.1, c.2, c.3]
                scales.append(clip.pixelScale)
            }
            gl.glUniform3fv(program.clipRows, GLsizei(rows.count / 3), rows)
            gl.glUniform4fv(program.clipRects, GLsizei(shapes.count), rects)
            gl.glUniform4fv(program.clipRadii, GLsizei(shapes.count), radii)
            gl.glUniform1fv(program.clipScales, GLsizei(shapes.count), scales)
            // Their corner masks or mask images: texture units 4 and 5.
            let samplers = [program.clipTextures.0, program.clipTextures.1]
            let reaches = [program.clipCornerReaches.0, program.clipCornerReaches.1]
            let sizes = [program.clipTextureSizes.0, program.clipTextureSizes.1]
            for (index, clip) in shapes.enumerated() {
                let texture: GLESTextureCache.Texture?
                switch clip.coverage {
                case .roundedRect: continue
                case .continuousCorners(let mask, let reach):
                    texture = textures.alphaTexture(for: mask)
                    gl.glUniform1f(reaches[index], GLfloat(reach))
                case .maskImage(let image):
                    texture = textures.alphaTexture(for: image)
                }
                guard let texture else { return false }
                bindSampledBetweenPixels(texture, unit: 4 + Int32(index), sampler: samplers[index])
                gl.glUniform4f(sizes[index], GLfloat(texture.width), GLfloat(texture.height),
                               GLfloat(texture.textureWidth), GLfloat(texture.height))
            }
        }
        return true
    }

    private func scissor(_ rect: PixelRect) {
        gl.glScissor(rect.x0, rect.y0, GLsizei(rect.width), GLsizei(rect.height))
    }

    /// Sets how the record is clipped: by its clip shapes in the shader when there are one
    /// or two it computes, else by their coverage mask (texture unit 1), or not at all;
    /// false when the shapes cover nothing (the record is not drawn).
    private func setClip(of record: RenderRecord) -> Bool {
        recordClip = .none
        guard !record.clipShapes.isEmpty else { return true }
        if clipsInShader, record.clipShapes.count <= 2 {
            let shapes = record.clipShapes.compactMap { GLESClipShape($0, cornerMasks: cornerMasks) }
            if shapes.count == record.clipShapes.count {
                recordClip = .shapes(shapes)
                return true
            }
        }
        guard let placement = clipMasks.mask(for: record.clipShapes, clip: record.clip),
              let texture = textures.alphaTexture(for: placement.mask) else { return false }
        gl.glActiveTexture(GLenum(GL_TEXTURE1))
        gl.glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
        gl.glActiveTexture(GLenum(GL_TEXTURE0))
        recordClip = .mask(texture, x: placement.x, y: placement.y)
        compositorMaskDraws += 1
        return true
    }

    /// The record's colour and image within `area`; `parts`: the rectangles of it that
    /// show (a plain fill covers only those).
    private func drawBody(_ record: RenderRecord, area: PixelRect, parts: [PixelRect]) {
        if record.color >> 24 != 0 {
            if record.isAxisAligned && record.cornerRadius == 0 {
                // An exact pixel rectangle, as the compositor fills it.
                fill(parts.map { record.boundsPixels.intersection($0) }, in: record)
            } else {
                drawShape(record, area: area, ring: false)
            }
        }
        if record.hasImage { drawImage(record, area: area) }
    }

    /// Fills whole pixels (rectangles that do not overlap) in the record's colour.
    private func fill(_ rects: [PixelRect], in record: RenderRecord) {
        let rects = rects.filter { !$0.isEmpty }
        guard !rects.isEmpty, use(.fill, .none) else { return }
        setColor(record.color, opacity: record.opacity)
        // Opaque: written without blending, as the compositor fills it (SRC, the same
        // pixels); llvmpipe then does not read the target: a full-screen fill about 3.5
        // times faster.
        let opaque = record.color >> 24 == 0xFF && record.opacity == 1 && record.clipShapes.isEmpty
        if opaque { gl.glDisable(GLenum(GL_BLEND)) }
        scissor(rects.dropFirst().reduce(rects[0]) { $0.union($1) })
        drawRects(rects.map(\.cgRect), toScreen: .identity)
        if opaque { gl.glEnable(GLenum(GL_BLEND)) }
    }

    /// The background shape or the border ring, in the record's colour. Axis-aligned, the
    /// shape is exactly full (a body) or exactly empty (a border's hole) well inside its
    /// edges (`insideAndEdges`): the shader computes coverage only along the edges, the
    /// inside is a plain fill or nothing: a bordered card has about a quarter of its pixels
    /// shaded.
    private func drawShape(_ record: RenderRecord, area: PixelRect, ring: Bool) {
        let (inside, edges) = insideAndEdges(of: record, in: area)
        if !edges.isEmpty {
            guard use(.fill, shape(of: record, ring: ring)) else { return }
            setColor(record.color, opacity: record.opacity)
            guard setShape(of: record) else { return }
            drawPieces(edges, of: record, whole: area, quad: record.bounds,
                       margin: 2 / RecordPainter.maskScale(of: record))
        }
        if !ring { fill(inside, in: record) }
    }

    /// `area` split into the part well inside the record's rounded bounds, where its shape
    /// is exactly full (a body, an image clipped to it) or exactly empty (a border's hole),
    /// and the rest, the edges, where the shader computes the coverage (rectangles that do
    /// not overlap): the compositor's mask-free interior (`RecordPainter.maskFreeInterior`).
    /// Turned, all of it is edges.
    private func insideAndEdges(of record: RenderRecord, in area: PixelRect) -> (inside: [PixelRect], edges: [PixelRect]) {
        var inside: [PixelRect] = []
        if record.isAxisAligned && shadesEdgesOnly {
            for rect in RecordPainter.maskFreeInterior(of: record) {
                inside += inside.reduce([rect.intersection(area)]) { pieces, earlier in
                    pieces.flatMap { $0.subtracting(earlier) }
                }.filter { !$0.isEmpty }
            }
        }
        return (inside, inside.reduce([area]) { pieces, cut in pieces.flatMap { $0.subtracting(cut) } })
    }

    /// Draws the record's `quad` (local coordinates, grown by `margin`) with the current
    /// program over `pieces` of the screen: the whole quad scissored when they are all of
    /// `whole`, else only the pieces, mapped back to the record's coordinates.
    private func drawPieces(_ pieces: [PixelRect], of record: RenderRecord, whole: PixelRect, quad: CGRect,
                            margin: CGFloat = 0) {
        let box = pieces.dropFirst().reduce(pieces[0]) { $0.union($1) }
        scissor(box)
        shapeShadedPixels += program.shapes ? pieces.reduce(0) { $0 + $1.area } : 0
        guard pieces != [whole] else {
            drawQuad(quad, toScreen: record.toScreen, margin: margin)
            return
        }
        let toLocal = record.toScreen.inverted(), grown = quad.insetBy(dx: -margin, dy: -margin)
        drawRects(pieces.map { $0.cgRect.applying(toLocal).intersection(grown) }.filter { !$0.isNull },
                  toScreen: record.toScreen)
    }

    /// The shader's shape for the record's rounded bounds, or its border's ring:
    /// continuous corners take corner masks.
    private func shape(of record: RenderRecord, ring: Bool = false) -> GLESProgram.Shape {
        let continuous = GLESRoundedRect.hasContinuousCorners(radius: record.cornerRadius, style: record.corners)
        return ring ? (continuous ? .continuousRing : .ring) : (continuous ? .continuousRoundedRect : .roundedRect)
    }

    private func drawImage(_ record: RenderRecord, area: PixelRect) {
        var box = area
        if record.masksToBounds { box = box.intersection(record.boundsPixels) }
        guard !box.isEmpty, let texture = textures.texture(for: record) else { return }
        let rect = record.imageRect, crop = record.imageCrop
        guard rect.width > 0, rect.height > 0, crop.width > 0, crop.height > 0 else { return }
        let clipsToShape = record.masksToBounds && (record.cornerRadius > 0 || !record.isAxisAligned)
        let exact = RecordPainter.isIntegerTranslation(RecordPainter.imageToScreen(of: record).fraction)
        let sx = CGFloat(crop.width) / rect.width, sy = CGFloat(crop.height) / rect.height
        // Filtered, the image's edges fade over one more texel outside.
        let quad = exact ? rect : rect.insetBy(dx: -1 / sx, dy: -1 / sy)
        // Clipped to its rounded bounds, the shape's coverage only along their edges.
        let (inside, edges) = clipsToShape ? insideAndEdges(of: record, in: box) : ([], [box])
        for (pieces, clipped) in [(edges, clipsToShape), (inside, false)] where !pieces.isEmpty {
            guard use(.image, clipped ? shape(of: record) : .none, filtered: !exact) else { return }
            if clipped, !setShape(of: record) { return }
            gl.glUniform1f(program.opacity, record.opacity)
            gl.glUniform4f(program.textureMap, GLfloat(sx), GLfloat(sy), GLfloat(CGFloat(crop.x0) - rect.minX * sx),
                           GLfloat(CGFloat(crop.y0) - rect.minY * sy))
            bind(texture, crop: crop)
            drawPieces(pieces, of: record, whole: box, quad: quad)
        }
    }

    /// The shadow in its colour: a rounded rectangle blurred by the shader where the shape
    /// is one (`blurredShape(of:)`), else the compositor's `ShadowMask` of it.
    private func drawShadow(_ record: RenderRecord, area: PixelRect) {
        let blurred = blurredShape(of: record)
        // Continuous corners' inset profile: without it, the compositor's mask.
        let profile = blurred?.smoothing.flatMap { cornerProfiles.profile(smoothing: $0) }
            .flatMap { textures.alphaTexture(for: $0) }
        if let (shape, sigma, smoothing) = blurred, smoothing == nil || profile != nil {
            guard use(.fill, profile != nil ? .blurredContinuousRect : sigma > 0 ? .blurredRoundedRect : .roundedRect)
            else { return }
            scissor(area)
            setColor(record.color, opacity: record.opacity)
            set(shape, pixelScale: RecordPainter.maskScale(of: record))
            gl.glUniform1f(program.sigma, GLfloat(sigma))
            if let profile {
                bindSampledBetweenPixels(profile, unit: 2, sampler: program.corner)
                gl.glUniform2f(program.cornerSize, GLfloat(profile.textureWidth), GLfloat(profile.height))
            }
            drawQuad(shape.rect, toScreen: record.toScreen, margin: 3 * sigma + 2 / RecordPainter.maskScale(of: record))
            return
        }
        compositorMaskDraws += 1
        guard let shadowMask = RecordPainter.shadowMask(of: record), let mask = shadowMask.mask,
              let placement = RecordPainter.shadowPlacement(of: record, layout: ShadowMask.Layout(
                  origin: shadowMask.origin, width: mask.width, height: mask.height, box: 0)),
              let texture = textures.alphaTexture(for: mask) else { return }
        let t = placement.toScreen
        let exact = RecordPainter.isIntegerTranslation(t.fraction)
        guard use(.alphaImage, .none, filtered: !exact) else { return }
        scissor(area)
        setColor(record.color, opacity: record.opacity)
        gl.glUniform4f(program.textureMap, 1, 1, 0, 0)
        bind(texture, crop: PixelRect(x0: 0, y0: 0, x1: mask.width, y1: mask.height))
        var toScreen = t.fraction
        toScreen.tx += CGFloat(t.x)
        toScreen.ty += CGFloat(t.y)
        let rect = CGRect(x: 0, y: 0, width: CGFloat(mask.width), height: CGFloat(mask.height))
        drawQuad(exact ? rect : rect.insetBy(dx: -1, dy: -1), toScreen: toScreen)
    }

    /// The shadow's shape and the gaussian's sigma (layer coordinates) when the shader can
    /// draw it: the layer's filled background, or a `shadowPath` that is a rectangle, a
    /// rounded rectangle or a circle (`CGPath.roundedRect`). Sigma is that of the
    /// compositor's three box blurs (`BoxBlur.size`), whose whole-pixel boxes it matches, so
    /// both renderers blur alike; 0 for a sharp shadow. Continuous corners come with their
    /// smoothing (`ContinuousCorners.smoothing`) and the shape's radii are their reaches
    /// along the edges; they are blurred only (a sharp shadow of them takes the mask).
    private func blurredShape(of record: RenderRecord) -> (GLESRoundedRect, sigma: CGFloat, smoothing: CGFloat?)? {
        guard let shadow = record.shadow, shadow.radius.isFinite, shadow.offset.width.isFinite,
              shadow.offset.height.isFinite else { return nil }
        var rect: CGRect, radius: CGFloat, style: CornerStyle
        if let path = shadow.path {
            guard let r = roundedRect(of: path) else { return nil }
            (rect, radius) = (r.rect, r.radius)
            style = CornerStyle(corners: UInt8(r.corners.rawValue), continuous: r.continuous)
        } else {
            guard shadow.fillsBackground, record.imageIdentity == nil else { return nil }
            (rect, radius, style) = (record.bounds, record.cornerRadius, record.corners)
        }
        guard GLESRoundedRect.isFinite(rect, radius: radius) else { return nil }
        let scale = RecordPainter.maskScale(of: record)
        let box = CGFloat(BoxBlur.size(sigma: shadow.radius / 2 * scale))
        // Three boxes of d pixels: a variance of 3 (d² - 1) / 12.
        let sigma = ((box * box - 1) / 4).squareRoot() / scale
        var smoothing: CGFloat?
        if GLESRoundedRect.hasContinuousCorners(radius: radius, style: style) {
            guard sigma > 0 else { return nil }
            let limit = min(rect.width, rect.height) / 2
            smoothing = ContinuousCorners.smoothing(radius: min(radius, limit), limit: limit)
            radius = ContinuousCorners.reach(radius: radius, in: rect)
            style.continuous = false
        }
        var shape = GLESRoundedRect(rect, radius: radius, style: style)
        shape.rect = shape.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        return (shape, sigma, smoothing)
    }

    /// `path.roundedRect`, read once per path (`pathShapes`).
    private func roundedRect(of path: CGPath) -> PathShape? {
        let key = ObjectIdentifier(path)
        if let cached = pathShapes[key], cached.path === path {
            pathShapes[key]?.lastUse = framesRendered
            return cached.shape
        }
        let shape = path.roundedRect
        pathShapes[key] = (path, shape, framesRendered)
        return shape
    }

    /// Binds the texture sampled as the current program's variant says (`filtered`).
    private func bind(_ texture: GLESTextureCache.Texture, crop: PixelRect) {
        gl.glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
        let filter = program.filtered ? GL_LINEAR : GL_NEAREST
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        gl.glUniform2f(program.textureSize, GLfloat(texture.textureWidth), GLfloat(texture.height))
        gl.glUniform4f(program.crop, GLfloat(crop.x0), GLfloat(crop.y0), GLfloat(crop.x1), GLfloat(crop.y1))
    }

    /// Premultiplied 0xAARRGGBB as the bytes B, G, R, A (see `GLESProgram`).
    private func setColor(_ argb: UInt32, opacity: Float) {
        func channel(_ shift: UInt32) -> GLfloat { GLfloat((argb >> shift) & 0xFF) / 255 }
        gl.glUniform4f(program.color, channel(0), channel(8), channel(16), channel(24))
        gl.glUniform1f(program.opacity, opacity)
    }

    /// The rounded rectangle of the record's bounds (per-corner radii from `maskedCorners`),
    /// and for continuous corners their masks (texture units 2 and, for a ring's inner
    /// edge, 3); false when one cannot be made.
    private func setShape(of record: RenderRecord) -> Bool {
        let b = record.bounds, scale = RecordPainter.maskScale(of: record)
        let shape = GLESRoundedRect(b, radius: record.cornerRadius, style: record.corners)
        set(shape, pixelScale: scale)
        let border = min(record.borderWidth, min(b.width, b.height) / 2)
        gl.glUniform1f(program.border, GLfloat(border))
        guard program.corner >= 0 else { return true }
        guard bindCorner(of: shape, scale: scale, unit: 2, sampler: program.corner, reach: program.cornerReach,
                         size: program.cornerSize) else { return false }
        guard program.innerCorner >= 0 else { return true }
        // The inner edge as the compositor cuts it: the bounds inset, the radius less the border.
        let inner = GLESRoundedRect(b.insetBy(dx: border, dy: border), radius: max(record.cornerRadius - border, 0),
                                    style: record.corners)
        return bindCorner(of: inner, scale: scale, unit: 3, sampler: program.innerCorner,
                          reach: program.innerCornerReach, size: program.innerCornerSize)
    }

    /// Binds the corner mask of `shape` to texture `unit` and sets its uniforms; a shape
    /// without rounded corners gets a reach of 0 (straight edges only).
    private func bindCorner(of shape: GLESRoundedRect, scale: CGFloat, unit: Int32, sampler: GLint, reach: GLint,
                            size: GLint) -> Bool {
        let r = shape.radii
        guard max(r.0, r.1, r.2, r.3) > 0, shape.rect.width > 0, shape.rect.height > 0 else {
            gl.glUniform1f(reach, 0)
            return true
        }
        guard let corner = cornerMasks.mask(for: shape, scale: scale),
              let texture = textures.alphaTexture(for: corner.mask) else { return false }
        bindSampledBetweenPixels(texture, unit: unit, sampler: sampler)
        gl.glUniform1f(reach, GLfloat(corner.reach))
        gl.glUniform2f(size, GLfloat(texture.textureWidth), GLfloat(texture.height))
        return true
    }

    /// Binds `texture` to texture `unit` for `sampler`, filtered: a coverage at the
    /// fragment's exact place, between the mask's pixels.
    private func bindSampledBetweenPixels(_ texture: GLESTextureCache.Texture, unit: Int32, sampler: GLint) {
        gl.glActiveTexture(GLenum(GL_TEXTURE0 + unit))
        gl.glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        gl.glActiveTexture(GLenum(GL_TEXTURE0))
        gl.glUniform1i(sampler, GLint(unit))
    }

    private func set(_ shape: GLESRoundedRect, pixelScale: CGFloat) {
        let b = shape.rect, r = shape.radii
        gl.glUniform4f(program.rect, GLfloat(b.minX), GLfloat(b.minY), GLfloat(b.width), GLfloat(b.height))
        gl.glUniform4f(program.radii, r.0, r.1, r.2, r.3)
        gl.glUniform1f(program.pixelScale, GLfloat(pixelScale))
    }

    /// Draws `rect` (local coordinates, grown by `margin`) through `toScreen`.
    private func drawQuad(_ rect: CGRect, toScreen t: CGAffineTransform, margin: CGFloat = 0) {
        drawRects([rect.insetBy(dx: -margin, dy: -margin)], toScreen: t)
    }

    /// Draws `rects` (local coordinates) through `toScreen` in one draw: a software
    /// rasteriser keeps state for each draw until the frame is done (the dashboard's first
    /// frame with a scissored draw for each piece of its cards took llvmpipe 24 MB more).
    private func drawRects(_ rects: [CGRect], toScreen t: CGAffineTransform) {
        var vertices: [GLfloat] = []
        vertices.reserveCapacity(rects.count * 12)
        for r in rects where r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite {
            let x0 = GLfloat(r.minX), y0 = GLfloat(r.minY), x1 = GLfloat(r.maxX), y1 = GLfloat(r.maxY)
            vertices += [x0, y0, x1, y0, x0, y1, x0, y1, x1, y0, x1, y1]
        }
        guard !vertices.isEmpty else { return }
        gl.glUniform3f(program.toScreenRow0, GLfloat(t.a), GLfloat(t.c), GLfloat(t.tx))
        gl.glUniform3f(program.toScreenRow1, GLfloat(t.b), GLfloat(t.d), GLfloat(t.ty))
        vertices.withUnsafeBufferPointer { pointer in
            gl.glVertexAttribPointer(GLESProgram.positionAttribute, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0,
                                     pointer.baseAddress)
            gl.glEnableVertexAttribArray(GLESProgram.positionAttribute)
            gl.glDrawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(vertices.count / 2))
        }
    }

    // MARK: Rotation and read-back

    /// Turns `rects` (screen pixels) of the screen texture into the panel texture.
    private func turn(_ rects: [PixelRect], rotation: DisplayRotation) -> GLESFramebuffer? {
        let panel = rotation.panelSize(screenWidth: pixelWidth, height: pixelHeight)
        if panelTarget?.width != panel.width || panelTarget?.height != panel.height {
            panelTarget = try? GLESFramebuffer(gl: gl, width: panel.width, height: panel.height)
        }
        guard let panelTarget,
              copy(rects, rotation: rotation, into: panelTarget.framebuffer, size: panel, swapsRedAndBlue: false,
                   flipsRows: false) else {
            return nil
        }
        return panelTarget
    }

    /// Draws `rects` (screen pixels) of the screen texture into `framebuffer` (panel-sized),
    /// turned by `rotation`. `swapsRedAndBlue` for a display's buffer: its GL red is the
    /// memory's R where the textures keep B (see `GLESProgram`). `flipsRows` for a window
    /// surface, whose row 0 is the bottom one. False when the program does not compile.
    private func copy(_ rects: [PixelRect], rotation: DisplayRotation, into framebuffer: GLuint,
                      size: (width: Int, height: Int), swapsRedAndBlue: Bool, flipsRows: Bool) -> Bool {
        gl.glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        viewportSize = size
        recordClip = .none
        guard use(swapsRedAndBlue ? .imageRedBlueSwapped : .image, .none) else { return false }
        gl.glUniform1f(program.opacity, 1)
        gl.glUniform4f(program.textureMap, 1, 1, 0, 0)
        gl.glUniform2f(program.textureSize, GLfloat(pixelWidth), GLfloat(pixelHeight))
        gl.glBindTexture(GLenum(GL_TEXTURE_2D), screenTarget.texture)
        // Quarter turns sampled nearest land on pixel centres: an exact copy.
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        gl.glEnable(GLenum(GL_SCISSOR_TEST))
        var toPanel = rotation.screenToPanel(screenWidth: pixelWidth, height: pixelHeight)
        let rows = Int32(size.height)
        if flipsRows { toPanel = toPanel.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(rows))) }
        for rect in rects {
            let panelRect = rotation.panelRect(rect, screenWidth: pixelWidth, height: pixelHeight)
            scissor(flipsRows ? PixelRect(x0: panelRect.x0, y0: rows - panelRect.y1, x1: panelRect.x1, y1: rows - panelRect.y0)
                              : panelRect)
            drawQuad(CGRect(x: 0, y: 0, width: CGFloat(pixelWidth), height: CGFloat(pixelHeight)), toScreen: toPanel)
        }
        gl.glDisable(GLenum(GL_SCISSOR_TEST))
        return true
    }

    /// A copy of `box` (screen pixels) of the last frame, read from the screen texture: a
    /// transition's snapshot. Nil when the memory for it cannot be had.
    private func readPreviousFrame(_ box: PixelRect) -> PixelBuffer? {
        guard let image = PixelBuffer.allocate(Int(box.width), height: Int(box.height), for: "a transition's snapshot") else {
            return nil
        }
        readBack(box, from: screenTarget, into: image, offset: (-box.x0, -box.y0))
        TransitionSnapshot.makeOpaque(image)
        return image
    }

    /// Copies `rect` (panel pixels) of `source` into `target`, moved by `offset` (none: the
    /// same pixels). The texture's RGBA bytes are ARGB32's B, G, R, A (see `GLESProgram`):
    /// no conversion.
    private func readBack(_ rect: PixelRect, from source: GLESFramebuffer, into target: PixelBuffer,
                          offset: (x: Int32, y: Int32) = (0, 0)) {
        let r = rect.intersection(PixelRect(x0: 0, y0: 0, x1: Int32(source.width), y1: Int32(source.height)))
            .intersection(PixelRect(x0: -offset.x, y0: -offset.y,
                                    x1: Int32(target.width) - offset.x, y1: Int32(target.height) - offset.y))
        guard !r.isEmpty else { return }
        source.bind(gl)
        gl.glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        let rowBytes = Int(r.width) * 4
        // Where row `row` of `r` goes in the target.
        func destination(_ row: Int) -> UnsafeMutableRawPointer {
            target.data + (Int(r.y0 + offset.y) + row) * target.bytesPerRow + Int(r.x0 + offset.x) * 4
        }
        if r.x0 + offset.x == 0, rowBytes == target.bytesPerRow {
            gl.glReadPixels(r.x0, r.y0, r.width, r.height, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), destination(0))
            return
        }
        // GLES 2 has no GL_PACK_ROW_LENGTH: read the rows packed, then place them.
        let count = rowBytes * Int(r.height)
        if (readScratch?.byteCount ?? 0) < count {
            readScratch = nil
            readScratch = ScratchBuffer(byteCount: count, for: "reading GPU pixels back (read a row at a time instead)")
        }
        guard let base = readScratch?.bytes else {
            // Slower, but it needs no memory: each row straight into its place (issue 29).
            rowByRowReadBacks += 1
            for row in 0..<Int(r.height) {
                gl.glReadPixels(r.x0, r.y0 + Int32(row), r.width, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), destination(row))
            }
            return
        }
        gl.glReadPixels(r.x0, r.y0, r.width, r.height, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), base)
        for row in 0..<Int(r.height) { memcpy(destination(row), base + row * rowBytes, rowBytes) }
    }
}
