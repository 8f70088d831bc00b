import CCairo
import CPixman

/// Paints render records into a pixman destination with pixman, clipped to a region.
///
/// Plain axis-aligned backgrounds are solid fills of exact pixel rectangles. Rounded or
/// transformed backgrounds and borders are coverage masks rasterised by cairo in layer space
/// (cached by shape: the opacity goes with the colour, so a fading shape keeps its mask) and
/// composited through the layer's transform; shapes too large for such a mask are
/// rasterised in screen space over their visible part only. Images are composited with
/// their transform: nearest sampling for integer translations (pixel-exact), bilinear
/// otherwise; an image's opacity is a mask. Pixman samples each destination pixel
/// independently of the clip, so a partial repaint equals a full one.
@MainActor
package final class RecordPainter {
    private struct MaskKey: Hashable {
        let width: Int32, height: Int32
        /// The shape's origin and size in mask pixels, which the mask's whole pixels round up.
        let shapeX: CGFloat, shapeY: CGFloat
        let shapeWidth: CGFloat, shapeHeight: CGFloat
        let scale: CGFloat, radius: CGFloat, borderWidth: CGFloat
        let corners: CornerStyle
    }

    private final class Mask {
        let mask: AlphaMask
        var lastUse: Int
        init(mask: AlphaMask, lastUse: Int) {
            self.mask = mask
            self.lastUse = lastUse
        }
    }

    /// A mask placed on the destination: mask pixel = destination pixel - (x, y), after
    /// the mask image's own transform.
    private struct MaskPlacement {
        let image: PixmanImage
        let x: Int32
        let y: Int32
    }

    /// A screen-space mask of a shape too large for a layer-space one, over `box`.
    private struct ScreenMaskKey: Hashable {
        let toScreen: CGAffineTransform
        let bounds: CGRect
        let radius: CGFloat, borderWidth: CGFloat
        let corners: CornerStyle
        let boxX0: Int32, boxY0: Int32, boxX1: Int32, boxY1: Int32
    }

    /// Largest layer-space mask side in pixels; larger shapes get screen-space masks.
    private static let maximumMaskDimension: Int32 = 8192

    private var masks: [MaskKey: Mask] = [:]
    private var screenMasks: [ScreenMaskKey: Mask] = [:]
    private let clipMasks = ClipMaskCache()
    /// Per-composite product of a record's own mask and its clip mask.
    private var scratch: AlphaMask?
    /// Where packed stores are unpacked to be painted.
    private var unpackScratch: PixelBuffer?
    /// Largest unpack scratch kept between frames (1 MB); a larger one is freed after the frame.
    private static let keptUnpackScratchBytes = 1 << 20
    private var frame = 0
    private let scratchRegion = PixelRegion()
    private var hasLoggedOversizedMask = false
    /// The record's clip mask while it is painted.
    private var clipMask: MaskPlacement?
    /// The destination clip while a record is painted, and its bounding box.
    private var paintRegion: PixelRegion?
    private var regionExtents = PixelRect.empty
    private let interiorRegion = PixelRegion()
    /// Solid colour images by colour and opacity (pixman allocates each one).
    private var solids: [UInt64: PixmanImage] = [:]

    /// Images skipped because pixman cannot draw them through their transform (for tests:
    /// each one is a visible mistake).
    private(set) var imagesNotDrawn = 0

    /// Coverage below which a pixel rounds to nothing at 8 bits.
    private static let invisibleCoverage: CGFloat = 0.5 / 255
    /// The thinnest scale `withinPixmanRange` keeps: the inverse then stays within ±2^14,
    /// translation included (the fractional transform moves by less than a pixel).
    private static let minimumPixmanScale: CGFloat = 1.0 / 8192

    /// The bytes of the shape masks kept for the next frames (for tests and benchmarks).
    /// Shape masks rasterised so far (tests: a fading shape keeps its mask).
    private(set) var masksRasterized = 0

    var maskBytes: Int {
        (masks.values.map(\.mask) + screenMasks.values.map(\.mask)).reduce(0) { $0 + Int($1.stride) * Int($1.height) }
    }

    /// Forgets masks not used in the last two frames.
    func endFrame() {
        frame += 1
        if let unpackScratch, unpackScratch.bytesPerRow * unpackScratch.height > Self.keptUnpackScratchBytes {
            self.unpackScratch = nil
        }
        masks = masks.filter { frame - $0.value.lastUse <= 2 }
        screenMasks = screenMasks.filter { frame - $0.value.lastUse <= 2 }
        clipMasks.endFrame()
    }

    /// Paints `record` into `destination`, touching only pixels of `region`.
    func paint(_ record: RenderRecord, region: PixelRegion, into destination: PixmanImage) {
        clipMask = nil
        if !record.clipShapes.isEmpty {
            guard let placement = clipMasks.mask(for: record.clipShapes, clip: record.clip) else { return }
            clipMask = MaskPlacement(image: placement.mask.image, x: placement.x, y: placement.y)
        }
        defer { clipMask = nil }
        paintRegion = region
        regionExtents = region.extents
        destination.setClip(region)
        defer {
            destination.setClip(nil)
            paintRegion = nil
        }
        switch record.part {
        case .body, .transitionSnapshot:
            if record.color >> 24 != 0 {
                if record.isAxisAligned && record.cornerRadius == 0 {
                    fill(record.boundsPixels, argb: record.color, opacity: record.opacity, into: destination)
                } else {
                    paintShape(of: record, into: destination)
                }
            }
            if record.hasImage {
                if record.masksToBounds {
                    scratchRegion.set(region)
                    scratchRegion.formIntersection(record.boundsPixels)
                    destination.setClip(scratchRegion)
                }
                paintImage(of: record, into: destination)
            }
        case .border:
            paintShape(of: record, into: destination)
        case .shadow:
            paintShadow(of: record, into: destination)
        }
    }

    /// Fills `rect` with a premultiplied colour: SRC when opaque, OVER otherwise.
    func fill(_ rect: PixelRect, argb: UInt32, opacity: Float = 1, into destination: PixmanImage) {
        guard !rect.isEmpty else { return }
        let source = solid(argb, opacity: opacity)
        let op = argb >> 24 == 0xFF && opacity == 1 && clipMask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        composite(op, source: source, sourceX: 0, sourceY: 0, mask: nil, box: rect, into: destination)
    }

    // MARK: Geometry shared with the record builder

    /// Image pixels (of the shown crop) to screen pixels.
    package static func imageToScreen(of record: RenderRecord) -> PixelSplitTransform {
        let rect = record.imageRect
        let local = CGAffineTransform(a: rect.width / CGFloat(record.imageCrop.width), b: 0, c: 0,
                                      d: rect.height / CGFloat(record.imageCrop.height), tx: rect.minX, ty: rect.minY)
        return placed(local, on: record.screenSplit)
    }

    /// The pixels that the image of `record` can touch.
    static func imagePixels(of record: RenderRecord) -> PixelRect {
        pixels(width: record.imageCrop.width, height: record.imageCrop.height, to: imageToScreen(of: record))
    }

    /// Pixels per point of the record's coverage masks: the scale of its screen transform.
    package static func maskScale(of record: RenderRecord) -> CGFloat {
        maskScale(of: record.toScreen)
    }

    /// Pixels per point through `t` (the square root of its area scale), kept within 1/8 and 16.
    nonisolated package static func maskScale(of t: CGAffineTransform) -> CGFloat {
        min(max(abs(t.a * t.d - t.b * t.c).squareRoot(), 0.125), 16)
    }

    /// Mask pixels to screen pixels.
    package static func maskToScreen(of record: RenderRecord) -> PixelSplitTransform {
        let s = maskScale(of: record)
        let local = CGAffineTransform(a: 1 / s, b: 0, c: 0, d: 1 / s, tx: record.bounds.minX, ty: record.bounds.minY)
        return placed(local, on: record.screenSplit)
    }

    /// The key of the shadow mask of a shadow record.
    /// The layer's blurred shape for its shadow, made again when what it depends on changed
    /// (kept on the layer, shared by the CPU and GPU renderers).
    package static func shadowMask(of record: RenderRecord) -> ShadowMask? {
        let key = shadowKey(of: record)
        let layer = record.layer
        if layer.shadowMask?.key != key {
            var image: PixelBuffer?, contents: AnyObject?
            if key.imageIdentity != nil {
                if let cgImage = layer.contents as? CGImage {
                    image = cgImage.pixels
                    contents = cgImage.pixels
                } else {
                    image = layer.storePixels ?? layer.packedStore?.unpacked()
                }
            }
            layer.shadowMask = ShadowMask(key: key, image: image, contents: contents)
        }
        return layer.shadowMask
    }

    package static func shadowKey(of record: RenderRecord) -> ShadowMask.Key {
        ShadowMask.Key(scale: maskScale(of: record), radius: record.shadow?.radius ?? 0, bounds: record.bounds,
                       cornerRadius: record.cornerRadius, corners: record.corners, borderWidth: record.borderWidth,
                       fillsBackground: record.shadow?.fillsBackground ?? false, path: record.shadow?.path,
                       imageIdentity: record.imageIdentity, imageVersion: record.imageVersion,
                       imageCrop: record.imageCrop, imageRect: record.imageRect, masksToBounds: record.masksToBounds)
    }

    /// Shadow mask pixels to screen pixels, and the mask's size; nil for an empty shape.
    package static func shadowPlacement(of record: RenderRecord, layout: ShadowMask.Layout? = nil)
        -> (toScreen: PixelSplitTransform, width: Int32, height: Int32)? {
        guard let layout = layout ?? ShadowMask.layout(of: shadowKey(of: record)) else { return nil }
        let s = maskScale(of: record), offset = record.shadow?.offset ?? .zero
        let local = CGAffineTransform(a: 1 / s, b: 0, c: 0, d: 1 / s, tx: layout.origin.x + offset.width,
                                      ty: layout.origin.y + offset.height)
        return (placed(local, on: record.screenSplit), layout.width, layout.height)
    }

    /// The pixels that the shadow of a shadow record can touch.
    static func shadowPixels(of record: RenderRecord) -> PixelRect {
        guard let placement = shadowPlacement(of: record) else { return .empty }
        return pixels(width: placement.width, height: placement.height, to: placement.toScreen)
    }

    /// `local` then the layer's transform, computed from the fractional part only so that
    /// whole-pixel moves of the layer give the same numbers at another offset.
    private static func placed(_ local: CGAffineTransform, on layer: PixelSplitTransform) -> PixelSplitTransform {
        var split = PixelSplitTransform(local.concatenating(layer.fraction))
        split.x &+= layer.x
        split.y &+= layer.y
        return split
    }

    /// Where a record's shape mask lies: its size in pixels, the shape's origin in it and
    /// mask pixels to screen pixels.
    struct ShapeMaskLayout {
        let width: Int32, height: Int32
        let shapeX: CGFloat, shapeY: CGFloat
        let toScreen: PixelSplitTransform
    }

    /// The shape at the mask's origin, the mask placed by the layer's transform; but an
    /// axis-aligned, unscaled shape off the pixel grid is drawn into the mask where the
    /// screen puts it (to 1/256 of a pixel) and the mask placed at whole pixels. Moved by
    /// bilinear filtering instead, an edge already partial in the mask was filtered twice:
    /// a card at x 20.4, 140.3 wide, had the right edge of its 1-point border spread over
    /// three pixels (32%, 37%, 14% where the areas are 30%, 70%, 0%), and rounded corners
    /// were softened. It is cheaper too: cairo draws a 1280x800 mask in 0.05 ms, where
    /// pixman composites it through a bilinear filter in 4.2 ms (0.1 ms nearest; C probe,
    /// 2026-11-30), so a shape moving by fractions draws a mask a frame. Moved by whole
    /// pixels, a shape keeps its mask.
    static func shapeMaskLayout(of record: RenderRecord) -> ShapeMaskLayout {
        let s = maskScale(of: record), t = maskToScreen(of: record), f = t.fraction
        let width = record.bounds.width * s, height = record.bounds.height * s
        // Clamped before the conversion, which would trap on huge or NaN sizes.
        let limit = CGFloat(Int32.max / 2)
        func side(_ v: CGFloat) -> Int32 {
            let pixels = v.rounded(.up)
            return pixels.isNaN ? 0 : Int32(min(max(pixels, -limit), limit))
        }
        let unscaled = abs(f.a - 1) < 1e-9 && f.b == 0 && f.c == 0 && abs(f.d - 1) < 1e-9
        guard unscaled, f.tx.isFinite, f.ty.isFinite, f.tx != 0 || f.ty != 0 else {
            return ShapeMaskLayout(width: side(width), height: side(height), shapeX: 0, shapeY: 0, toScreen: t)
        }
        let x = (f.tx * 256).rounded() / 256, y = (f.ty * 256).rounded() / 256
        var placed = t
        placed.fraction = .identity
        return ShapeMaskLayout(width: side(x + width), height: side(y + height), shapeX: x, shapeY: y, toScreen: placed)
    }

    /// The pixels that the background shape or border of `record` can touch.
    static func decorationPixels(of record: RenderRecord) -> PixelRect {
        let layout = shapeMaskLayout(of: record)
        guard layout.width <= maximumMaskDimension, layout.height <= maximumMaskDimension else {
            // Rasterised in screen space: the covering box of the bounds, without filtering.
            return record.screenSplit.pixels(of: record.bounds, rounded: false, margin: 1)
        }
        return pixels(width: layout.width, height: layout.height, to: layout.toScreen)
    }

    /// The pixels touched by a `width`×`height` source drawn through `t`: exact for integer
    /// translations, else the covering box grown by the reach of bilinear filtering.
    static func pixels(width: Int32, height: Int32, to t: PixelSplitTransform) -> PixelRect {
        let f = t.fraction
        if isIntegerTranslation(f) {
            return PixelRect(x0: t.x, y0: t.y, x1: t.x + width, y1: t.y + height)
        }
        return t.pixels(of: CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)), rounded: false,
                        margin: filterReach(of: f))
    }

    /// The thinnest extent, in destination pixels, of a `width`×`height` image drawn through
    /// `t`: its area over its longest side. No pixel is covered by more than √2 times it.
    static func thickness(width: Int32, height: Int32, through t: CGAffineTransform) -> CGFloat {
        let w = CGFloat(width), h = CGFloat(height)
        let longest = max(w * (t.a * t.a + t.b * t.b).squareRoot(), h * (t.c * t.c + t.d * t.d).squareRoot())
        guard longest > 0, longest.isFinite else { return 0 }
        return abs(t.a * t.d - t.b * t.c) * w * h / longest
    }

    /// `t` with its singular values raised to at least `minimumPixmanScale` (same rotations,
    /// same translation), so that pixman's fixed-point inverse can hold it.
    static func withinPixmanRange(_ t: CGAffineTransform) -> CGAffineTransform {
        // Closed-form SVD of [a c; b d] = rotation(phi) · diag(s1, s2) · rotation(theta).
        let e = (t.a + t.d) / 2, f = (t.a - t.d) / 2, g = (t.b + t.c) / 2, h = (t.b - t.c) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let a1 = atan2(g, f), a2 = atan2(h, e)
        let theta = (a2 - a1) / 2, phi = (a2 + a1) / 2
        func raised(_ s: CGFloat) -> CGFloat { s < 0 ? min(s, -minimumPixmanScale) : max(s, minimumPixmanScale) }
        let s1 = raised(q + r), s2 = raised(q - r)
        let (cp, sp, ct, st) = (cos(phi), sin(phi), cos(theta), sin(theta))
        // rotation(phi) · diag(s1, s2) · rotation(theta), columns (a, b) and (c, d).
        return CGAffineTransform(a: cp * s1 * ct - sp * s2 * st, b: sp * s1 * ct + cp * s2 * st,
                                 c: -cp * s1 * st - sp * s2 * ct, d: -sp * s1 * st + cp * s2 * ct,
                                 tx: t.tx, ty: t.ty)
    }

    /// How far (in destination pixels) bilinear filtering through `t` reaches past the shape.
    static func filterReach(of t: CGAffineTransform) -> CGFloat {
        0.5 * max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d)) + 1
    }

    /// True for a fractional transform that maps pixels onto pixels (no translation left).
    package static func isIntegerTranslation(_ t: CGAffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0
    }

    // MARK: Painting

    private func paintImage(of record: RenderRecord, into destination: PixmanImage) {
        let t = Self.imageToScreen(of: record)
        var box = Self.imagePixels(of: record).intersection(record.clip)
        if let packed = record.packedImage {
            // Transparent pixels change nothing under OVER: only the content is unpacked and painted.
            box = box.intersection(Self.contentPixels(of: packed, crop: record.imageCrop, through: t))
        }
        guard !box.isEmpty else { return }
        guard let buffer = record.image ?? unpackedRows(of: record, for: box, through: t),
              let source = PixmanImage(wrapping: buffer, crop: record.imageCrop) else { return }
        // With masksToBounds, the background shape clips the image unless the bounds are
        // an exact pixel rectangle (then the destination clip does).
        var mask: MaskPlacement?
        if record.masksToBounds && (record.cornerRadius > 0 || !record.isAxisAligned) {
            guard let shape = shapeMask(for: record) else { return }
            mask = shape
        } else if record.opacity < 1 {
            mask = MaskPlacement(image: solid(0xFF00_0000, opacity: record.opacity), x: 0, y: 0)
        }
        // Source coordinates count from the whole-pixel offset; the transform has the rest.
        let sourceX = box.x0 - t.x, sourceY = box.y0 - t.y
        if !Self.isIntegerTranslation(t.fraction) {
            // Seen edge-on (a flip at a quarter turn), an image is thinner than any pixel
            // could show: skipping it loses nothing, whatever pixman would make of it.
            let thickness = Self.thickness(width: record.imageCrop.width, height: record.imageCrop.height,
                                           through: t.fraction)
            guard thickness * 2.squareRoot() * CGFloat(record.opacity) >= Self.invisibleCoverage else { return }
            // Nearly edge-on, the inverse pixman needs can exceed its 16.16 numbers while a
            // sliver still shows: draw it at the nearest thinness pixman takes, which moves
            // its edges by far less than a pixel.
            guard source.setTransform(sourceToDestination: t.fraction, bilinear: true)
                || source.setTransform(sourceToDestination: Self.withinPixmanRange(t.fraction), bilinear: true) else {
                imagesNotDrawn += 1
                layerLogger.warning("Compositor: layer transform out of pixman's range, image not drawn")
                return
            }
        }
        composite(PIXMAN_OP_OVER, source: source, sourceX: sourceX, sourceY: sourceY, mask: mask, box: box,
                  into: destination)
    }

    /// The rows of a packed store that painting `box` through `t` reads, unpacked into the
    /// same rows of a scratch buffer of the store's size (kept for the next store when
    /// small, see `endFrame`).
    private func unpackedRows(of record: RenderRecord, for box: PixelRect, through t: PixelSplitTransform) -> PixelBuffer? {
        guard let packed = record.packedImage else { return nil }
        let crop = record.imageCrop
        // Filtered (scaled, turned or fractional), the box's samples reach rows past the
        // content, transparent in the store but not in the scratch: all rows are unpacked.
        var rows = Int(crop.y0)..<Int(crop.y1)
        if Self.isIntegerTranslation(t.fraction) {
            // Pixel for pixel: only the rows behind the painted part of the box.
            let painted = box.intersection(regionExtents)
            guard !painted.isEmpty else { return nil }
            rows = rows.clamped(to: Int(crop.y0 + painted.y0 - t.y)..<Int(crop.y0 + painted.y1 - t.y))
        }
        if unpackScratch == nil || unpackScratch!.width < packed.width || unpackScratch!.height < packed.height {
            // Sized by a layer: without the memory the store is not painted this frame.
            unpackScratch = PixelBuffer.allocate(max(packed.width, unpackScratch?.width ?? 0),
                                                 height: max(packed.height, unpackScratch?.height ?? 0),
                                                 for: "unpacking a packed backing store")
        }
        guard let scratch = unpackScratch else { return nil }
        packed.unpack(rows: rows, into: scratch)
        return PixelBuffer(wrapping: scratch.data, width: packed.width, height: packed.height,
                           bytesPerRow: scratch.bytesPerRow, format: .argb32Premultiplied)
    }

    /// The screen pixels the non-transparent part of a packed store (within `crop`) can touch.
    private static func contentPixels(of packed: PackedPixels, crop: PixelRect, through t: PixelSplitTransform) -> PixelRect {
        let content = packed.contentBox.intersection(crop)
        guard !content.isEmpty else { return .empty }
        let local = PixelRect(x0: content.x0 - crop.x0, y0: content.y0 - crop.y0, x1: content.x1 - crop.x0, y1: content.y1 - crop.y0)
        if isIntegerTranslation(t.fraction) { return local.offsetBy(x: t.x, y: t.y) }
        let rect = CGRect(x: CGFloat(local.x0), y: CGFloat(local.y0), width: CGFloat(local.width), height: CGFloat(local.height))
        return t.pixels(of: rect, rounded: false, margin: filterReach(of: t.fraction))
    }

    /// Paints the shadow in its colour through the layer's blurred shape.
    private func paintShadow(of record: RenderRecord, into destination: PixmanImage) {
        guard let shadowMask = Self.shadowMask(of: record), let mask = shadowMask.mask,
              let placement = Self.shadowPlacement(of: record, layout: ShadowMask.Layout(
                  origin: shadowMask.origin, width: mask.width, height: mask.height, box: 0)) else { return }
        let box = Self.pixels(width: placement.width, height: placement.height, to: placement.toScreen)
            .intersection(record.clip)
        guard !box.isEmpty else { return }
        let t = placement.toScreen
        if Self.isIntegerTranslation(t.fraction) {
            pixman_image_set_transform(mask.image.pointer, nil)
            pixman_image_set_filter(mask.image.pointer, PIXMAN_FILTER_NEAREST, nil, 0)
        } else {
            guard mask.image.setTransform(sourceToDestination: t.fraction, bilinear: true)
                || mask.image.setTransform(sourceToDestination: Self.withinPixmanRange(t.fraction), bilinear: true) else {
                return
            }
        }
        composite(PIXMAN_OP_OVER, source: solid(record.color, opacity: record.opacity), sourceX: 0, sourceY: 0,
                  mask: MaskPlacement(image: mask.image, x: t.x, y: t.y), box: box, into: destination)
    }

    /// Paints the background shape (body) or border ring (border) in the record's colour.
    private func paintShape(of record: RenderRecord, into destination: PixmanImage) {
        guard let mask = shapeMask(for: record) else { return }
        let box = Self.decorationPixels(of: record).intersection(record.clip)
        guard !box.isEmpty else { return }
        // The opacity goes with the colour, not the mask: a fading shape keeps its mask.
        let source = solid(record.color, opacity: record.opacity)
        let interior = record.isAxisAligned && record.opacity == 1 ? Self.maskFreeInterior(of: record) : []
        guard !interior.isEmpty, let region = paintRegion else {
            composite(PIXMAN_OP_OVER, source: source, sourceX: 0, sourceY: 0, mask: mask, box: box, into: destination)
            return
        }
        // Inside the shape the mask is exactly full (body) or empty (the border's hole):
        // the mask only matters near the edges, and the result is the same pixel for pixel.
        let inside = interiorRegion
        inside.clear()
        for rect in interior { inside.formUnion(rect) }
        scratchRegion.set(region)
        scratchRegion.subtract(inside)
        destination.setClip(scratchRegion)
        composite(PIXMAN_OP_OVER, source: source, sourceX: 0, sourceY: 0, mask: mask, box: box, into: destination)
        if record.part == .body {
            scratchRegion.set(region)
            scratchRegion.formIntersection(inside)
            destination.setClip(scratchRegion)
            let op = record.color >> 24 == 0xFF && clipMask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
            composite(op, source: source, sourceX: 0, sourceY: 0, mask: nil, box: box, into: destination)
        }
        destination.setClip(region)
    }

    /// Screen rectangles well inside the shape of an axis-aligned record, where its mask
    /// is exactly full (body) or exactly empty (border): a cross of two rectangles.
    package static func maskFreeInterior(of record: RenderRecord) -> [PixelRect] {
        let b = record.bounds
        let radius = record.corners.reach(radius: record.cornerRadius, in: b)
        let crosses: [CGRect]
        if record.part == .body {
            crosses = [b.insetBy(dx: radius, dy: 0), b.insetBy(dx: 0, dy: radius)]
        } else {
            let width = record.borderWidth, inner = max(radius, record.borderWidth)
            crosses = [b.insetBy(dx: inner, dy: width), b.insetBy(dx: width, dy: inner)]
        }
        // Mask pixels straddling the edge and bilinear filtering reach inside by less than this.
        let split = record.screenSplit
        let margin = 2 * filterReach(of: split.fraction)
        return crosses.compactMap { rect in
            guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
            let m = rect.applying(split.fraction)
            guard max(abs(m.minX), abs(m.maxX), abs(m.minY), abs(m.maxY)) < PixelRect.limit else { return nil }
            let inner = PixelRect(x0: Int32((m.minX + margin).rounded(.up)), y0: Int32((m.minY + margin).rounded(.up)),
                                  x1: Int32((m.maxX - margin).rounded(.down)), y1: Int32((m.maxY - margin).rounded(.down)))
            return inner.isEmpty ? nil : inner.offsetBy(x: split.x, y: split.y)
        }
    }

    /// A solid colour image, cached.
    private func solid(_ argb: UInt32, opacity: Float = 1) -> PixmanImage {
        let key = UInt64(argb) << 32 | UInt64(opacity.bitPattern)
        if let image = solids[key] { return image }
        if solids.count >= 256 { solids.removeAll(keepingCapacity: true) }
        let image = PixmanImage(solid: argb, opacity: opacity)
        solids[key] = image
        return image
    }

    /// Composites `source` (its pixel (sourceX, sourceY) at the box origin) through `mask`
    /// and the record's clip mask onto the `box` pixels of `destination`.
    private func composite(_ op: pixman_op_t, source: PixmanImage, sourceX: Int32, sourceY: Int32,
                           mask: MaskPlacement?, box fullBox: PixelRect, into destination: PixmanImage) {
        // Only the painted region can change: cropping to it keeps every coordinate within
        // pixman's 16-bit range, however far a huge layer extends off screen.
        let box = fullBox.intersection(regionExtents)
        guard !box.isEmpty else { return }
        // A solid source keeps (0, 0): pixman refuses source coordinates beyond 16 bits.
        let sourceX = source.isSolid ? 0 : sourceX + box.x0 - fullBox.x0
        let sourceY = source.isSolid ? 0 : sourceY + box.y0 - fullBox.y0
        guard let clipMask else {
            pixman_image_composite32(op, source.pointer, mask?.image.pointer, destination.pointer, sourceX, sourceY,
                                     box.x0 - (mask?.x ?? 0), box.y0 - (mask?.y ?? 0), box.x0, box.y0,
                                     box.width, box.height)
            return
        }
        // Only one mask per composite: multiply the two into a scratch mask over the part
        // of the box that the destination clip lets through.
        let area = box.intersection(regionExtents)
        guard !area.isEmpty, let product = scratchMask(width: area.width, height: area.height) else { return }
        pixman_image_composite32(PIXMAN_OP_SRC, clipMask.image.pointer, nil, product.image.pointer,
                                 area.x0 - clipMask.x, area.y0 - clipMask.y, 0, 0, 0, 0, area.width, area.height)
        if let mask {
            pixman_image_composite32(PIXMAN_OP_IN, mask.image.pointer, nil, product.image.pointer,
                                     area.x0 - mask.x, area.y0 - mask.y, 0, 0, 0, 0, area.width, area.height)
        }
        pixman_image_composite32(op, source.pointer, product.image.pointer, destination.pointer,
                                 sourceX + area.x0 - box.x0, sourceY + area.y0 - box.y0, 0, 0, area.x0, area.y0,
                                 area.width, area.height)
    }

    /// A scratch mask of at least `width`×`height` pixels (grown when needed).
    private func scratchMask(width: Int32, height: Int32) -> AlphaMask? {
        if let scratch, scratch.width >= width, scratch.height >= height { return scratch }
        scratch = AlphaMask(width: max(width, scratch?.width ?? 0), height: max(height, scratch?.height ?? 0))
        return scratch
    }

    /// The coverage mask of the record's shape (its opacity goes with the colour), with its
    /// transform set, and the offset of its origin in destination pixels when it is not
    /// transformed.
    private func shapeMask(for record: RenderRecord) -> MaskPlacement? {
        let layout = Self.shapeMaskLayout(of: record)
        guard layout.width > 0, layout.height > 0 else { return nil }
        guard layout.width <= Self.maximumMaskDimension, layout.height <= Self.maximumMaskDimension,
              !Self.isMostlyHidden(record, maskSize: (layout.width, layout.height)) else {
            return screenShapeMask(for: record)
        }
        let scale = Self.maskScale(of: record)
        let key = MaskKey(width: layout.width, height: layout.height, shapeX: layout.shapeX, shapeY: layout.shapeY,
                          shapeWidth: record.bounds.width * scale,
                          shapeHeight: record.bounds.height * scale, scale: scale, radius: record.cornerRadius,
                          borderWidth: record.part == .border ? record.borderWidth : 0, corners: record.corners)
        let mask: AlphaMask
        if let cached = masks[key] {
            mask = cached.mask
            cached.lastUse = frame
        } else {
            guard let created = AlphaMask(width: layout.width, height: layout.height) else { return nil }
            created.draw { Self.rasterize(key, into: $0) }
            masksRasterized += 1
            mask = created
            masks[key] = Mask(mask: created, lastUse: frame)
        }
        let t = layout.toScreen
        if Self.isIntegerTranslation(t.fraction) {
            pixman_image_set_transform(mask.image.pointer, nil)
            pixman_image_set_filter(mask.image.pointer, PIXMAN_FILTER_NEAREST, nil, 0)
        } else {
            guard mask.image.setTransform(sourceToDestination: t.fraction, bilinear: true) else { return nil }
        }
        return MaskPlacement(image: mask.image, x: t.x, y: t.y)
    }

    /// Whether a layer-space mask of `maskSize` would be large and mostly outside the
    /// record's clip: a tall section background in a table, say. Its mask then covers only
    /// the part on screen: one on the demo's list page was 13.5 MB, kept by the frame
    /// pipeline and made again by each screenshot (issue 30).
    private static func isMostlyHidden(_ record: RenderRecord, maskSize: (width: Int32, height: Int32)) -> Bool {
        let maskPixels = Int64(maskSize.width) * Int64(maskSize.height)
        guard maskPixels > largeMaskPixels else { return false }
        let shown = decorationPixels(of: record).intersection(record.clip)
        return Int64(shown.width) * Int64(shown.height) * 4 < maskPixels
    }

    /// Masks up to this many pixels (1 MB) are made for the whole layer whatever part shows.
    private static let largeMaskPixels: Int64 = 1 << 20

    /// The screen-space mask of a shape too large for a layer-space one: it covers the part
    /// of the shape's pixels within the record's clip, whatever the region being painted.
    private func screenShapeMask(for record: RenderRecord) -> MaskPlacement? {
        let box = Self.decorationPixels(of: record).intersection(record.clip)
        guard !box.isEmpty else { return nil }
        let key = ScreenMaskKey(toScreen: record.toScreen, bounds: record.bounds, radius: record.cornerRadius,
                                borderWidth: record.part == .border ? record.borderWidth : 0, corners: record.corners,
                                boxX0: box.x0, boxY0: box.y0, boxX1: box.x1, boxY1: box.y1)
        let mask: AlphaMask
        if let cached = screenMasks[key] {
            mask = cached.mask
            cached.lastUse = frame
        } else {
            guard let created = ScreenShapeMask.rasterize(record, over: box) else {
                if !hasLoggedOversizedMask {
                    hasLoggedOversizedMask = true
                    layerLogger.warning("Compositor: layer shape too far beyond the screen to rasterise, not drawn")
                }
                return nil
            }
            masksRasterized += 1
            mask = created
            screenMasks[key] = Mask(mask: created, lastUse: frame)
        }
        pixman_image_set_transform(mask.image.pointer, nil)
        pixman_image_set_filter(mask.image.pointer, PIXMAN_FILTER_NEAREST, nil, 0)
        return MaskPlacement(image: mask.image, x: box.x0, y: box.y0)
    }

    /// Draws the rounded rectangle (or ring, for a border) with cairo, full coverage.
    private static func rasterize(_ key: MaskKey, into cr: OpaquePointer) {
        let s = Double(key.scale), width = Double(key.shapeWidth), height = Double(key.shapeHeight)
        let radius = Double(key.radius) * s, x = Double(key.shapeX), y = Double(key.shapeY)
        CairoPath.appendRoundedRect(CGRect(x: x, y: y, width: width, height: height), radius: radius,
                                    style: key.corners, to: cr)
        if key.borderWidth > 0 {
            let inset = min(Double(key.borderWidth) * s, min(width, height) / 2)
            CairoPath.appendRoundedRect(CGRect(x: x + inset, y: y + inset, width: width - 2 * inset,
                                               height: height - 2 * inset),
                                        radius: max(radius - inset, 0), style: key.corners, to: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_fill(cr)
    }
}
