/// Flattens a layer tree into render records in paint order (back to front).
///
/// Hidden and fully transparent subtrees are skipped. Clips from `masksToBounds` of
/// axis-aligned layers without rounded corners are pixel rectangles; the others are clip
/// shapes (rounded and transformed bounds) that the painter turns into coverage masks.
/// Layers are drawn with their presentation values while animated; a layer in a
/// `CATransition` also gets a record of the snapshot of its old content.
@MainActor
package struct RenderRecordBuilder {
    let screen: PixelRect
    /// Copies a box (screen pixels) of the last frame composited, from which transitions
    /// take their snapshots; nil where none is kept. The compositor copies from its buffer
    /// (`TransitionSnapshot.copy`), the GPU renderer reads its screen texture.
    var previousFrame: ((PixelRect) -> PixelBuffer?)?
    /// Whether a layer visited has animations.
    let animations = AnimationsSeen()
    /// Whether layers' remembered records (`RecordMemo`) are used and kept. A reference
    /// render from scratch does without.
    package var remembers = true

    package init(screen: PixelRect, previousFrame: ((PixelRect) -> PixelBuffer?)? = nil) {
        self.screen = screen
        self.previousFrame = previousFrame
    }

    final class AnimationsSeen {
        var any = false
    }

    /// Builds the records of the tree of `root`; returns true when a layer of it has
    /// animations (then its records may change in the next frame without a model change).
    @discardableResult
    package func build(root: CALayer, scale: CGFloat, into records: inout [RenderRecord]) -> Bool {
        records.removeAll(keepingCapacity: true)
        animations.any = false
        visit(root, parentToScreen: CGAffineTransform(scaleX: scale, y: scale), clip: screen, clipShapes: [],
              opacity: 1, records: &records)
        return animations.any
    }

    private func visit(_ layer: CALayer, parentToScreen: CGAffineTransform, clip: PixelRect, clipShapes: [ClipShape],
                       opacity: Float, records: inout [RenderRecord]) {
        if remembers, layer.attachedAnimations.isEmpty, let memo = layer.recordMemo, memo.version == layer.renderVersion {
            guard !layer.isHidden, !clip.isEmpty else { return }
            let toScreen = memo.toSuperlayer.concatenating(parentToScreen)
            let split = PixelSplitTransform(toScreen)
            let storeSize = RecordMemo.storeSize(of: layer)
            if split.fraction == memo.split.fraction, storeSize?.width == memo.storeSize?.width,
               storeSize?.height == memo.storeSize?.height {
                visitRemembered(layer, memo, toScreen: toScreen, split: split, clip: clip, clipShapes: clipShapes,
                                alpha: opacity * memo.opacity, records: &records)
                return
            }
        }
        // Presentation values while animated, model values otherwise.
        let values = layer.renderValues
        if !layer.attachedAnimations.isEmpty { animations.any = true }
        let layerToScreen = values.affineTransformToSuperlayer.concatenating(parentToScreen)
        guard !layer.isHidden, !clip.isEmpty else { return }
        guard let transition = layer.runningTransition(at: AnimationEngine.shared.presentationTime) else {
            visitContent(layer, values: values, toScreen: layerToScreen, clip: clip, clipShapes: clipShapes,
                         alpha: opacity * values.opacity, records: &records)
            return
        }
        let frame = transition.animation.frame(progress: transition.progress, bounds: values.bounds)
        let snapshot = snapshotRecord(of: layer, transition.entry, frame: frame, layerToScreen: layerToScreen,
                                      bounds: values.bounds, clip: clip, clipShapes: clipShapes)
        if let snapshot, !frame.oldOnTop { records.append(snapshot) }
        visitContent(layer, values: values, toScreen: frame.newTransform.concatenating(layerToScreen), clip: clip,
                     clipShapes: clipShapes, alpha: opacity * values.opacity * frame.newAlpha, records: &records)
        if let snapshot, frame.oldOnTop { records.append(snapshot) }
    }

    /// The records of the layer's own content and its sublayers.
    private func visitContent(_ layer: CALayer, values: AnimatableProperties, toScreen: CGAffineTransform,
                              clip outerClip: PixelRect, clipShapes outerShapes: [ClipShape], alpha: Float,
                              records: inout [RenderRecord]) {
        guard alpha > 0 else { return }
        guard toScreen.a * toScreen.d - toScreen.b * toScreen.c != 0 else { return }
        let bounds = values.bounds
        let axisAligned = toScreen.b == 0 && toScreen.c == 0
        let split = PixelSplitTransform(toScreen)
        var clip = outerClip, clipShapes = outerShapes
        if let mask = layer.mask {
            // Everything the layer draws, its shadow and sublayers included, shows through the mask.
            let scale = min(max(abs(toScreen.a * toScreen.d - toScreen.b * toScreen.c).squareRoot(), 0.125), 16)
            guard let image = LayerMaskImage.image(for: layer, mask: mask, bounds: bounds, scale: scale) else { return }
            var shape = ClipShape(toScreen: split, bounds: image.rect, cornerRadius: 0)
            shape.maskImage = image
            clip = clip.intersection(shape.pixels)
            clipShapes.append(shape)
            guard !clip.isEmpty else { return }
        }
        let boundsPixels = split.pixels(of: bounds, rounded: axisAligned, margin: axisAligned ? 0 : 1)

        var body = RenderRecord(layer: layer, part: .body, toScreen: toScreen, bounds: bounds, clip: clip,
                                opacity: alpha, color: values.backgroundColor?.premultipliedARGB32 ?? 0,
                                cornerRadius: values.cornerRadius, borderWidth: 0, image: nil, imageVersion: 0,
                                imageCrop: .empty, imageRect: .null, masksToBounds: layer.masksToBounds)
        body.corners = layer.cornerStyle
        body.boundsPixels = boundsPixels
        body.clipShapes = clipShapes
        setImage(of: layer, values: values, on: &body)
        var childClip = clip, childShapes = clipShapes
        if layer.masksToBounds {
            if axisAligned, values.cornerRadius <= 0 {
                childClip = clip.intersection(boundsPixels)
            } else {
                let shape = ClipShape(toScreen: split, bounds: bounds, cornerRadius: max(values.cornerRadius, 0),
                                      corners: body.corners)
                childClip = clip.intersection(shape.pixels)
                childShapes.append(shape)
            }
        }
        let shadow = shadowRecord(of: layer, values: values, body: body, clip: childClip, clipShapes: childShapes)
        if let shadow { records.append(shadow) }
        // Remembered only when nothing animates (then the values are the model's) and the
        // layer casts no shadow (which the memo does not keep, even one clipped away now).
        let castsShadow = values.shadowOpacity > 0 && (values.shadowColor?.premultipliedARGB32 ?? 0) >> 24 != 0
        let remembers = remembers && layer.attachedAnimations.isEmpty && !castsShadow && layer.mask == nil
        var bodyToRemember: RecordMemo.Part?
        if body.color >> 24 != 0 || body.hasImage {
            // Through a constant: passing `body` while assigning to it would copy it.
            let reach = self.reach(of: body, boundsPixels: boundsPixels)
            if remembers { bodyToRemember = RecordMemo.part(of: body, reach: reach, relativeTo: split) }
            body.boundingBox = reach.intersection(clip)
            if body.color >> 24 == 0xFF, alpha == 1, axisAligned, body.cornerRadius == 0, clipShapes.isEmpty {
                body.opaqueArea = boundsPixels.intersection(clip)
            }
            if !body.boundingBox.isEmpty { records.append(body) }
        }

        for sublayer in layer.sublayersInDrawingOrder {
            visit(sublayer, parentToScreen: toScreen, clip: childClip, clipShapes: childShapes, opacity: alpha,
                  records: &records)
        }

        let borderColor = values.borderColor?.premultipliedARGB32 ?? 0
        var borderToRemember: RecordMemo.Part?
        if values.borderWidth > 0, borderColor >> 24 != 0 {
            var border = RenderRecord(layer: layer, part: .border, toScreen: toScreen, bounds: bounds, clip: clip,
                                      opacity: alpha, color: borderColor, cornerRadius: values.cornerRadius,
                                      borderWidth: values.borderWidth, image: nil, imageVersion: 0,
                                      imageCrop: .empty, imageRect: .null, masksToBounds: false)
            border.corners = body.corners
            border.boundsPixels = boundsPixels
            border.clipShapes = clipShapes
            let reach = self.reach(of: border, boundsPixels: boundsPixels)
            if remembers { borderToRemember = RecordMemo.part(of: border, reach: reach, relativeTo: split) }
            border.boundingBox = reach.intersection(clip)
            if !border.boundingBox.isEmpty { records.append(border) }
        }
        if remembers {
            layer.recordMemo = RecordMemo(version: layer.renderVersion, toSuperlayer: values.affineTransformToSuperlayer,
                                          split: split, opacity: values.opacity, bounds: bounds,
                                          cornerRadius: values.cornerRadius, corners: body.corners,
                                          boundsPixels: boundsPixels.offsetBy(x: -split.x, y: -split.y),
                                          body: bodyToRemember, border: borderToRemember,
                                          storeSize: RecordMemo.storeSize(of: layer))
        }
    }

    /// The records of a layer that did not change since `memo` and moved by whole pixels
    /// (`split` has the memo's fraction): its remembered records, moved and clipped, and
    /// its sublayers' records.
    private func visitRemembered(_ layer: CALayer, _ memo: RecordMemo, toScreen: CGAffineTransform,
                                 split: PixelSplitTransform, clip: PixelRect, clipShapes: [ClipShape], alpha: Float,
                                 records: inout [RenderRecord]) {
        guard alpha > 0 else { return }
        let boundsPixels = memo.boundsPixels.offsetBy(x: split.x, y: split.y)
        let axisAligned = toScreen.b == 0 && toScreen.c == 0
        if let part = memo.body {
            var body = record(of: layer, .body, part, memo: memo, toScreen: toScreen, split: split, clip: clip,
                              clipShapes: clipShapes, alpha: alpha, boundsPixels: boundsPixels)
            if part.imageIdentity != nil {
                // The pixels are read anew: packing swaps a store's buffer for a packed copy.
                if let contents = layer.contents {
                    body.image = (contents as? CGImage)?.pixels
                } else {
                    body.image = layer.storePixels
                    body.packedImage = layer.packedStore
                }
            }
            if body.color >> 24 == 0xFF, alpha == 1, axisAligned, body.cornerRadius == 0, clipShapes.isEmpty {
                body.opaqueArea = boundsPixels.intersection(clip)
            }
            if !body.boundingBox.isEmpty { records.append(body) }
        }
        var childClip = clip, childShapes = clipShapes
        if layer.masksToBounds {
            if axisAligned, memo.cornerRadius <= 0 {
                childClip = clip.intersection(boundsPixels)
            } else {
                let shape = ClipShape(toScreen: split, bounds: memo.bounds, cornerRadius: max(memo.cornerRadius, 0),
                                      corners: memo.corners)
                childClip = clip.intersection(shape.pixels)
                childShapes.append(shape)
            }
        }
        for sublayer in layer.sublayersInDrawingOrder {
            visit(sublayer, parentToScreen: toScreen, clip: childClip, clipShapes: childShapes, opacity: alpha,
                  records: &records)
        }
        if let part = memo.border {
            let border = record(of: layer, .border, part, memo: memo, toScreen: toScreen, split: split, clip: clip,
                                clipShapes: clipShapes, alpha: alpha, boundsPixels: boundsPixels)
            if !border.boundingBox.isEmpty { records.append(border) }
        }
    }

    /// A remembered record of `layer`, moved to `split`'s whole pixels and clipped by `clip`.
    private func record(of layer: CALayer, _ kind: RenderRecord.Part, _ part: RecordMemo.Part, memo: RecordMemo,
                        toScreen: CGAffineTransform, split: PixelSplitTransform, clip: PixelRect, clipShapes: [ClipShape],
                        alpha: Float, boundsPixels: PixelRect) -> RenderRecord {
        var record = RenderRecord(layer: layer, part: kind, toScreen: toScreen, bounds: memo.bounds, clip: clip,
                                  opacity: alpha, color: part.color, cornerRadius: part.cornerRadius,
                                  borderWidth: part.borderWidth, image: nil, imageVersion: part.imageVersion,
                                  imageCrop: part.imageCrop, imageRect: part.imageRect, masksToBounds: part.masksToBounds)
        record.corners = part.corners
        record.imageIdentity = part.imageIdentity
        record.boundsPixels = boundsPixels
        record.clipShapes = clipShapes
        record.boundingBox = part.reach.offsetBy(x: split.x, y: split.y).intersection(clip)
        return record
    }

    /// The record of a transition's snapshot (what the screen showed in the layer's box
    /// when the transition started, taken from the previous frame the first time), moved by
    /// `frame.oldTransform` about the layer.
    private func snapshotRecord(of layer: CALayer, _ entry: AttachedAnimation, frame: TransitionFrame,
                                layerToScreen: CGAffineTransform, bounds: CGRect, clip: PixelRect,
                                clipShapes: [ClipShape]) -> RenderRecord? {
        if entry.snapshot == nil, let previousFrame {
            let box = PixelSplitTransform(layerToScreen).pixels(of: bounds, rounded: true, margin: 0).intersection(screen)
            if !box.isEmpty, let image = previousFrame(box) {
                entry.snapshot = TransitionSnapshot(image: image, origin: (box.x0, box.y0))
            }
        }
        guard let snapshot = entry.snapshot, frame.oldAlpha > 0 else { return nil }
        let size = CGRect(x: 0, y: 0, width: CGFloat(snapshot.image.width), height: CGFloat(snapshot.image.height))
        // Screen pixels to layer coordinates, moved there, and back.
        let moved = layerToScreen.inverted().concatenating(frame.oldTransform).concatenating(layerToScreen)
        let toScreen = CGAffineTransform(translationX: CGFloat(snapshot.origin.x), y: CGFloat(snapshot.origin.y))
            .concatenating(moved)
        var record = RenderRecord(layer: layer, part: .transitionSnapshot, toScreen: toScreen, bounds: size, clip: clip,
                                  opacity: frame.oldAlpha, color: 0, cornerRadius: 0, borderWidth: 0,
                                  image: snapshot.image, imageVersion: 0,
                                  imageCrop: PixelRect(x0: 0, y0: 0, x1: Int32(snapshot.image.width), y1: Int32(snapshot.image.height)),
                                  imageRect: size, masksToBounds: false)
        record.imageIdentity = ObjectIdentifier(snapshot.image)
        let axisAligned = toScreen.b == 0 && toScreen.c == 0
        record.boundsPixels = PixelSplitTransform(toScreen).pixels(of: size, rounded: axisAligned, margin: axisAligned ? 0 : 1)
        record.clipShapes = clipShapes
        record.boundingBox = reach(of: record, boundsPixels: record.boundsPixels).intersection(clip)
        return record.boundingBox.isEmpty ? nil : record
    }

    /// The record of the layer's shadow, below its body (which has the layer's shape):
    /// nil without a visible shadow. `clip` includes the layer's own bounds with
    /// `masksToBounds`, as on iOS, where that hides the shadow outside them.
    private func shadowRecord(of layer: CALayer, values: AnimatableProperties, body: RenderRecord, clip: PixelRect,
                              clipShapes: [ClipShape]) -> RenderRecord? {
        guard values.shadowOpacity > 0, let color = values.shadowColor?.premultipliedARGB32, color >> 24 != 0 else {
            layer.shadowMask = nil
            return nil
        }
        let hasBorder = values.borderWidth > 0 && (values.borderColor?.premultipliedARGB32 ?? 0) >> 24 != 0
        var record = RenderRecord(layer: layer, part: .shadow, toScreen: body.toScreen, bounds: body.bounds, clip: clip,
                                  opacity: body.opacity * values.shadowOpacity, color: color,
                                  cornerRadius: values.cornerRadius, borderWidth: hasBorder ? values.borderWidth : 0,
                                  image: nil, imageVersion: 0, imageCrop: .empty, imageRect: .null,
                                  masksToBounds: layer.masksToBounds)
        record.corners = body.corners
        if values.shadowPath == nil, body.hasImage {
            record.imageIdentity = body.imageIdentity
            record.imageVersion = body.imageVersion
            record.imageCrop = body.imageCrop
            record.imageRect = body.imageRect
        }
        record.shadow = ShadowShape(radius: values.shadowRadius, offset: values.shadowOffset, path: values.shadowPath,
                                    fillsBackground: body.color >> 24 != 0)
        record.clipShapes = clipShapes
        record.boundsPixels = body.boundsPixels
        record.boundingBox = RecordPainter.shadowPixels(of: record).intersection(clip)
        return record.boundingBox.isEmpty ? nil : record
    }

    /// Picks what the layer shows: `contents` when it is an image, else the backing store.
    private func setImage(of layer: CALayer, values: AnimatableProperties, on record: inout RenderRecord) {
        if values.generated != nil {
            // A shape or gradient: its store, drawn at the screen's scale, covers its own rect.
            guard let rect = layer.updateGeneratedContent(values, scale: RecordPainter.maskScale(of: record)),
                  let size = RecordMemo.storeSize(of: layer) else { return }
            record.image = layer.storePixels
            record.packedImage = layer.packedStore
            record.imageIdentity = ObjectIdentifier(layer)
            record.imageVersion = layer.contentVersion
            record.imageCrop = PixelRect(x0: 0, y0: 0, x1: Int32(size.width), y1: Int32(size.height))
            record.imageRect = rect
            return
        }
        var image: PixelBuffer?, packed: PackedPixels?
        let identity: ObjectIdentifier
        if let contents = layer.contents {
            guard let cgImage = contents as? CGImage else { return }
            image = cgImage.pixels
            identity = ObjectIdentifier(cgImage.pixels)
        } else if layer.hasBackingStore {
            image = layer.storePixels
            packed = layer.packedStore
            identity = ObjectIdentifier(layer)
            record.imageVersion = layer.contentVersion
        } else {
            return
        }
        let pixelWidth = image?.width ?? packed?.width ?? 0, pixelHeight = image?.height ?? packed?.height ?? 0
        let unit = values.contentsRect
        let w = CGFloat(pixelWidth), h = CGFloat(pixelHeight)
        let crop = PixelRect.rounding(CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h))
            .intersection(PixelRect(x0: 0, y0: 0, x1: Int32(pixelWidth), y1: Int32(pixelHeight)))
        guard !crop.isEmpty else { return }
        let scale = layer.contentsScale
        let size = CGSize(width: CGFloat(crop.width) / scale, height: CGFloat(crop.height) / scale)
        record.image = image
        record.packedImage = packed
        record.imageIdentity = identity
        record.imageCrop = crop
        // An animated size stretches the store drawn at the model size, as Core Animation does.
        record.imageRect = layer.contentsGravity.rect(for: size, in: values.bounds)
    }

    /// The pixels the record can touch before any clip.
    private func reach(of record: RenderRecord, boundsPixels: PixelRect) -> PixelRect {
        var box = record.color >> 24 != 0 ? boundsPixels : .empty
        if record.hasImage {
            let imageBox = RecordPainter.imagePixels(of: record)
            box = box.union(record.masksToBounds ? imageBox.intersection(boundsPixels) : imageBox)
        }
        if record.part == .border || record.cornerRadius > 0 {
            box = box.union(boundsPixels).union(RecordPainter.decorationPixels(of: record))
        }
        return box
    }
}
