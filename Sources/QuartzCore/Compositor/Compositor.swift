import CPixman
import Glibc
import VitrinePlatform

/// Vitrine's compositor: turns a layer tree into screen pixels, repainting only what changed.
///
/// Each frame it flattens the tree into render records, diffs them against the previous
/// frame's by layer identity to find the damage, repaints the damage (culling what opaque
/// layers hide; when content scrolled by whole pixels, copying the pixels it already
/// composited instead) and brings the target buffer up to date with the damage it missed
/// since it was last shown (its age). Rounded and transformed `masksToBounds` clip their
/// sublayers through coverage masks. Cost is proportional to the tree size (records) plus
/// the damaged pixels.
///
/// Where it paints depends on the target. Into buffers of ordinary memory in the screen's
/// orientation (`targetIsCachedMemory`, the headless display) it paints in place: the
/// damage the target missed is copied from the buffer composited last, which holds the
/// previous frame whole, so no screen-sized buffer of its own is kept. Otherwise (scan-out
/// memory that is slow to read, a turned panel, 16-bit pixels) it paints into a shadow
/// buffer in the screen's orientation and copies the damage into the target, turned by
/// the display's rotation.
@preconcurrency @MainActor
package final class Compositor {
    /// Screen size in pixels.
    package let pixelWidth: Int
    package let pixelHeight: Int

    /// The last composited frame when painting through a shadow buffer; nil while painting
    /// in place (the shadow buffer is then released).
    package private(set) var shadowBuffer: PixelBuffer?
    private var shadowImage: PixmanImage?
    /// The shadow buffer could not be allocated (logged once until it can).
    private var shadowBufferFailed = false
    /// The buffer that received the last frame whole, while painting in place.
    private var previousTarget: PixelBuffer?
    private let painter = RecordPainter()
    private var previousRecords: [RenderRecord] = []
    private var records: [RenderRecord] = []
    private var previousScale: CGFloat?
    private let occlusion = RecordOcclusion()
    /// The records' diff (`RecordDamage`, shared with the GPU renderer), kept for its storage.
    private var recordDamage = RecordDamage()
    /// Which records painted something this frame.
    private var painted: [Bool] = []
    /// Damage of the most recent frames, newest last.
    private var damageHistory: [PixelRegion] = []
    /// Frames that copied scrolled pixels instead of repainting them (for tests).
    private(set) var scrollCopies = 0
    /// Pixels copied from the previous target while painting in place (for tests).
    private(set) var copiedPixels = 0
    /// Images pixman could not draw through their transform (for tests).
    var imagesNotDrawn: Int { painter.imagesNotDrawn }
    private static let maximumBufferAge = 4
    private static let background: UInt32 = 0xFF00_0000

    private var screen: PixelRect { PixelRect(x0: 0, y0: 0, x1: Int32(pixelWidth), y1: Int32(pixelHeight)) }

    /// Creates a compositor for a screen of the given size. It allocates no pixels until
    /// it paints through a shadow buffer (which starts black).
    package init(pixelWidth: Int, pixelHeight: Int) {
        self.pixelWidth = max(pixelWidth, 0)
        self.pixelHeight = max(pixelHeight, 0)
    }

    /// The last composited frame, in screen orientation: the shadow buffer, or the target
    /// painted in place last.
    package var lastFrame: PixelBuffer? { shadowBuffer ?? previousTarget }

    /// The bytes of the shape masks the painter keeps between frames.
    package var shapeMaskBytes: Int { painter.maskBytes }
    /// Shape masks rasterised so far.
    package var shapeMasksRasterized: Int { painter.masksRasterized }

    /// Composites the tree of `root` (points scaled by `scale` to pixels) and brings
    /// `target` up to date: with `bufferAge` n ≥ 1 it gets the damage of the last n frames,
    /// with 0 (unknown contents) or an age older than the compositor remembers, the whole
    /// screen. When nothing changed, it touches nothing and returns empty damage: present
    /// nothing then, the frame is not counted in the age history.
    ///
    /// `target` is the panel: the screen turned by `rotation` (its width and height are
    /// swapped for a quarter turn). The copy turns the pixels, and the returned damage is
    /// in the panel's pixels. `targetIsCachedMemory` says that the target's pixels are
    /// ordinary memory, as cheap to read back as the compositor's own: unturned 32-bit
    /// targets of such memory are painted in place (see the type's documentation). A
    /// target painted in place must stay untouched by others until the next `composite`,
    /// which reads from it what the next target misses.
    @discardableResult
    package func composite(root: CALayer, scale: CGFloat, into target: PixelBuffer, bufferAge: Int,
                          rotation: DisplayRotation = .none, targetIsCachedMemory: Bool = false) -> CompositorResult {
        let inPlace = targetIsCachedMemory && rotation == .none && target.bytesPerPixel == 4
            && target.width == pixelWidth && target.height == pixelHeight
        var modeChanged = false
        if inPlace, shadowBuffer != nil {
            // The target got the last frame whole from the shadow buffer: it can be the source.
            shadowBuffer = nil
            shadowImage = nil
        } else if !inPlace, shadowBuffer == nil {
            guard makeShadowBuffer() else {
                // Skipped: what is shown stays, and the next composite tries again.
                return CompositorResult(damage: [], repaintedDamage: [], layersVisited: 0, layersPainted: 0, isSkipped: true)
            }
            modeChanged = true
        }
        if !inPlace { previousTarget = nil }
        let builder = RenderRecordBuilder(screen: screen, previousFrame: (inPlace ? previousTarget : shadowBuffer).map { frame in
            { box in TransitionSnapshot.copy(box, of: frame) }
        })
        let animating = builder.build(root: root, scale: scale, into: &records)
        let damage = PixelRegion()
        var scroll = ScrollPlanner()
        if previousScale != scale || modeChanged || (inPlace && previousTarget == nil) {
            damage.set(screen)
        } else {
            recordDamage.collect(from: previousRecords, to: records, scroll: &scroll)
            // The boxes are joined at once: a scroll damages every record, and adding hundreds
            // of boxes one by one to a region of many bands costs more than the rest.
            damage.formUnion(recordDamage.boxes)
        }
        damage.formIntersection(screen)
        if damage.isEmpty {
            // Nothing changed: the caller does not present, so this frame must not count
            // in the buffer-age history either.
            swap(&previousRecords, &records)
            records.removeAll(keepingCapacity: true)
            return CompositorResult(damage: [], repaintedDamage: [], layersVisited: previousRecords.count, layersPainted: 0)
        }
        let plan = scroll.plan(damage: damage)
        // The copy may rewrite undamaged pixels (with their own values): they count as damage.
        if let plan { damage.formUnion(plan.copy) }
        painted.removeAll(keepingCapacity: true)
        painted.append(contentsOf: repeatElement(false, count: records.count))
        let paintedCount: Int
        let copied: PixelRegion
        if inPlace {
            guard let image = PixmanImage(wrapping: target) else {
                layerLogger.error("Compositor: cannot wrap a \(target.width)x\(target.height) target")
                return CompositorResult(damage: [], repaintedDamage: [], layersVisited: records.count, layersPainted: 0)
            }
            copied = bringUpToDate(target, age: bufferAge, except: damage)
            if let plan, let source = previousTarget, source !== target {
                // One copy builds the target: what scrolled comes shifted straight from the
                // previous frame (what the target missed came unshifted); then the strip.
                let moved = PixelMover.copy(plan.copy, byX: plan.dx, y: plan.dy, from: source, to: target)
                if moved {
                    scrollCopies += 1
                    copiedPixels += plan.copy.area
                }
                paintedCount = paint(records, damage: moved ? plan.repaint : damage, into: image, marksPainted: true)
            } else {
                // No scroll, or one buffer holding the previous frame: what scrolled moves within it.
                paintedCount = paint(records, damage: damage, scroll: plan, in: target, image: image)
            }
            copied.formUnion(damage)
            previousTarget = target
            remember(damage)
        } else {
            guard let shadowBuffer, let shadowImage else { preconditionFailure("Compositor: no shadow buffer") }
            if let plan, rotation == .none, target.width == pixelWidth, target.height == pixelHeight,
               PixelMover.canCopy(plan.copy, from: shadowBuffer, to: target) {
                // What scrolled goes into the target as it moves in the shadow buffer (one pass
                // over those pixels instead of two); the rest of what the target misses after
                // the repaint.
                PixelMover.move(plan.copy, byX: plan.dx, y: plan.dy, in: shadowBuffer, copyingTo: target)
                scrollCopies += 1
                paintedCount = paint(records, damage: plan.repaint, into: shadowImage, marksPainted: true)
                remember(damage)
                copied = copyRegion(forAge: bufferAge, target: target, rotation: rotation)
                let rest = PixelRegion()
                rest.set(copied)
                rest.subtract(plan.copy)
                copy(rest, into: target, rotation: rotation)
            } else {
                paintedCount = paint(records, damage: damage, scroll: plan, in: shadowBuffer, image: shadowImage)
                remember(damage)
                // Region math stays in screen pixels; only what goes to the panel is turned.
                copied = rotation.panelRegion(copyRegion(forAge: bufferAge, target: target, rotation: rotation),
                                              screenWidth: pixelWidth, height: pixelHeight)
                copy(copied, into: target, rotation: rotation)
            }
        }
        // Stores shown unchanged for a while are packed (after painting: this frame used them).
        StorePacker.frameDidEnd(&records, previous: previousRecords, animating: animating) { painted[$0] }
        swap(&previousRecords, &records)
        records.removeAll(keepingCapacity: true)
        previousScale = scale
        painter.endFrame()
        let presented = rotation.panelRegion(damage, screenWidth: pixelWidth, height: pixelHeight)
        return CompositorResult(damage: copied.rects, repaintedDamage: presented.rects,
                                layersVisited: previousRecords.count, layersPainted: paintedCount)
    }

    private func remember(_ damage: PixelRegion) {
        damageHistory.append(damage)
        if damageHistory.count > Self.maximumBufferAge { damageHistory.removeFirst() }
    }

    /// Makes the shadow buffer, or logs (once until one is made) that the memory for it
    /// cannot be had and returns false: a screen sized by the display must not trap a
    /// kiosk (issue 29).
    private func makeShadowBuffer() -> Bool {
        guard let buffer = PixelBuffer(allocating: pixelWidth, height: pixelHeight, format: .argb32Premultiplied),
              let image = PixmanImage(wrapping: buffer) else {
            if !shadowBufferFailed {
                shadowBufferFailed = true
                layerLogger.error("Compositor: no memory for a \(pixelWidth)x\(pixelHeight) shadow buffer; frames skipped until there is")
            }
            return false
        }
        if shadowBufferFailed {
            shadowBufferFailed = false
            layerLogger.notice("Compositor: \(pixelWidth)x\(pixelHeight) shadow buffer made; frames composited again")
        }
        buffer.fill(Self.background)
        shadowBuffer = buffer
        shadowImage = image
        return true
    }

    /// Moves what scrolled (when `scroll` is set) and repaints the rest of `damage` in `buffer`.
    private func paint(_ records: [RenderRecord], damage: PixelRegion, scroll: ScrollPlanner.Plan?,
                       in buffer: PixelBuffer, image: PixmanImage) -> Int {
        guard let scroll else { return paint(records, damage: damage, into: image, marksPainted: true) }
        PixelMover.move(scroll.copy, byX: scroll.dx, y: scroll.dy, in: buffer)
        scrollCopies += 1
        return paint(records, damage: scroll.repaint, into: image, marksPainted: true)
    }

    /// Copies into `target`, painted in place, what it misses of the previous frame (from
    /// the buffer that holds it), leaving out `except`, which this frame writes anyway.
    /// Returns the region copied.
    private func bringUpToDate(_ target: PixelBuffer, age: Int, except: PixelRegion) -> PixelRegion {
        let missed = PixelRegion()
        guard let source = previousTarget, source !== target else { return missed }
        // The frames after the target's own, up to the previous one.
        if age >= 1, age - 1 <= damageHistory.count {
            for frameDamage in damageHistory.suffix(age - 1) { missed.formUnion(frameDamage) }
        } else {
            missed.set(screen)
        }
        missed.subtract(except)
        guard !missed.isEmpty else { return missed }
        if PixelMover.copy(missed, from: source, to: target) {
            copiedPixels += missed.area
        } else if let sourceImage = PixmanImage(wrapping: source), let targetImage = PixmanImage(wrapping: target) {
            targetImage.setClip(missed)
            pixman_image_composite32(PIXMAN_OP_SRC, sourceImage.pointer, nil, targetImage.pointer, 0, 0, 0, 0, 0, 0,
                                     Int32(pixelWidth), Int32(pixelHeight))
        }
        return missed
    }

    /// Makes the next `composite` repaint and copy the whole screen, for a display whose
    /// buffers lost their contents (session resumed, mode set again).
    package func setNeedsFullRepaint() {
        previousScale = nil
        previousTarget = nil
        damageHistory.removeAll()
    }

    /// Renders the tree of `root` from scratch into a new buffer of the screen size, with
    /// the same painting code as `composite` (a reference for tests); keeps no state and
    /// uses none (not the layers' remembered records either). Nil when the memory for the
    /// buffer cannot be had.
    package func renderFull(root: CALayer, scale: CGFloat) -> PixelBuffer? {
        guard let buffer = PixelBuffer(allocating: pixelWidth, height: pixelHeight, format: .argb32Premultiplied) else {
            return nil
        }
        guard let image = PixmanImage(wrapping: buffer) else { return buffer }
        var fullRecords: [RenderRecord] = []
        var builder = RenderRecordBuilder(screen: screen)
        builder.remembers = false
        builder.build(root: root, scale: scale, into: &fullRecords)
        paint(fullRecords, damage: PixelRegion(screen), into: image)
        return buffer
    }

    // MARK: Painting

    /// Repaints `damage` of `destination` from `records`, skipping what opaque records hide.
    /// Returns how many records painted something.
    @discardableResult
    private func paint(_ records: [RenderRecord], damage: PixelRegion, into destination: PixmanImage,
                       marksPainted: Bool = false) -> Int {
        guard !damage.isEmpty else { return 0 }
        // Front to back: each record paints the damage not hidden by opaque records above it.
        occlusion.assign(records, damage: damage)
        if !occlusion.uncovered.isEmpty {
            destination.setClip(occlusion.uncovered)
            painter.fill(screen, argb: Self.background, into: destination)
            destination.setClip(nil)
        }
        var count = 0
        for i in records.indices where !occlusion.regions[i].isEmpty {
            painter.paint(records[i], region: occlusion.regions[i], into: destination)
            if marksPainted { painted[i] = true }
            count += 1
        }
        return count
    }

    // MARK: Buffer age

    /// The screen pixels `target` misses, in screen pixels.
    private func copyRegion(forAge age: Int, target: PixelBuffer, rotation: DisplayRotation) -> PixelRegion {
        let region = PixelRegion()
        let panel = rotation.panelSize(screenWidth: pixelWidth, height: pixelHeight)
        guard age >= 1, age <= damageHistory.count, target.width == panel.width, target.height == panel.height else {
            region.set(screen)
            return region
        }
        for frameDamage in damageHistory.suffix(age) { region.formUnion(frameDamage) }
        return region
    }

    /// Copies `panelRegion` (panel pixels) of the shadow buffer, turned by `rotation`, into `target`.
    private func copy(_ panelRegion: PixelRegion, into target: PixelBuffer, rotation: DisplayRotation) {
        guard !panelRegion.isEmpty, let shadowBuffer, let shadowImage else { return }
        // Same pixel size: row copies, faster than pixman's blit. Turned: blocked copies, in
        // about half the time of pixman's rotation for a quarter turn (see PixelTurner).
        if rotation == .none ? PixelMover.copy(panelRegion, from: shadowBuffer, to: target)
                             : PixelTurner.copy(panelRegion, turnedBy: rotation, from: shadowBuffer, to: target) { return }
        // Other pixel formats (16-bit panels) go through pixman, which converts.
        guard let targetImage = PixmanImage(wrapping: target) else { return }
        targetImage.setClip(panelRegion)
        let panel = rotation.panelSize(screenWidth: pixelWidth, height: pixelHeight)
        let width = Int32(min(panel.width, target.width)), height = Int32(min(panel.height, target.height))
        guard rotation != .none else {
            pixman_image_composite32(PIXMAN_OP_SRC, shadowImage.pointer, nil, targetImage.pointer, 0, 0, 0, 0, 0, 0,
                                     width, height)
            return
        }
        // Its own image of the shadow buffer, so the transform never touches painting or the
        // unturned copy. Quarter turns sampled nearest land on pixel centres: an exact copy.
        guard let turned = PixmanImage(wrapping: shadowBuffer),
              turned.setTransform(sourceToDestination: rotation.screenToPanel(screenWidth: pixelWidth, height: pixelHeight),
                                  bilinear: false) else {
            layerLogger.error("Compositor: cannot turn the screen by \(rotation) into the panel buffer")
            return
        }
        pixman_image_composite32(PIXMAN_OP_SRC, turned.pointer, nil, targetImage.pointer, 0, 0, 0, 0, 0, 0,
                                 width, height)
    }
}
