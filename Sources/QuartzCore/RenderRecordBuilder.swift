/// Flattens a layer tree into render records in paint order (back to front).
///
/// Hidden and fully transparent subtrees are skipped. Clips from `masksToBounds` of
/// axis-aligned layers without rounded corners are pixel rectangles; the others are clip
/// shapes (rounded and transformed bounds) that the painter turns into coverage masks.
@MainActor
struct RenderRecordBuilder {
    let screen: PixelRect

    func build(root: CALayer, scale: CGFloat, into records: inout [RenderRecord]) {
        records.removeAll(keepingCapacity: true)
        visit(root, parentToScreen: CGAffineTransform(scaleX: scale, y: scale), clip: screen, clipShapes: [],
              opacity: 1, records: &records)
    }

    private func visit(_ layer: CALayer, parentToScreen: CGAffineTransform, clip: PixelRect, clipShapes: [ClipShape],
                       opacity: Float, records: inout [RenderRecord]) {
        // Presentation values while animated, model values otherwise.
        let values = layer.renderValues
        let alpha = opacity * values.opacity
        guard !layer.isHidden, alpha > 0, !clip.isEmpty else { return }
        let toScreen = values.affineTransformToSuperlayer.concatenating(parentToScreen)
        guard toScreen.a * toScreen.d - toScreen.b * toScreen.c != 0 else { return }
        let bounds = values.bounds
        let axisAligned = toScreen.b == 0 && toScreen.c == 0
        let split = PixelSplitTransform(toScreen)
        let boundsPixels = split.pixels(of: bounds, rounded: axisAligned, margin: axisAligned ? 0 : 1)

        var body = RenderRecord(layer: layer, part: .body, toScreen: toScreen, bounds: bounds, clip: clip,
                                opacity: alpha, color: values.backgroundColor?.premultipliedARGB32 ?? 0,
                                cornerRadius: values.cornerRadius, borderWidth: 0, image: nil, imageVersion: 0,
                                imageCrop: .empty, imageRect: .null, masksToBounds: layer.masksToBounds)
        body.boundsPixels = boundsPixels
        body.clipShapes = clipShapes
        setImage(of: layer, values: values, on: &body)
        if body.color >> 24 != 0 || body.image != nil {
            body.boundingBox = boundingBox(of: body, boundsPixels: boundsPixels)
            if body.color >> 24 == 0xFF, alpha == 1, axisAligned, body.cornerRadius == 0, clipShapes.isEmpty {
                body.opaqueArea = boundsPixels.intersection(clip)
            }
            if !body.boundingBox.isEmpty { records.append(body) }
        }

        var childClip = clip, childShapes = clipShapes
        if layer.masksToBounds {
            if axisAligned, values.cornerRadius <= 0 {
                childClip = clip.intersection(boundsPixels)
            } else {
                let shape = ClipShape(toScreen: split, bounds: bounds, cornerRadius: max(values.cornerRadius, 0))
                childClip = clip.intersection(shape.pixels)
                childShapes.append(shape)
            }
        }
        for sublayer in layer.sublayersInDrawingOrder {
            visit(sublayer, parentToScreen: toScreen, clip: childClip, clipShapes: childShapes, opacity: alpha,
                  records: &records)
        }

        let borderColor = values.borderColor?.premultipliedARGB32 ?? 0
        if values.borderWidth > 0, borderColor >> 24 != 0 {
            var border = RenderRecord(layer: layer, part: .border, toScreen: toScreen, bounds: bounds, clip: clip,
                                      opacity: alpha, color: borderColor, cornerRadius: values.cornerRadius,
                                      borderWidth: values.borderWidth, image: nil, imageVersion: 0,
                                      imageCrop: .empty, imageRect: .null, masksToBounds: false)
            border.boundsPixels = boundsPixels
            border.clipShapes = clipShapes
            border.boundingBox = boundingBox(of: border, boundsPixels: boundsPixels)
            if !border.boundingBox.isEmpty { records.append(border) }
        }
    }

    /// Picks what the layer shows: `contents` when it is an image, else the backing store.
    private func setImage(of layer: CALayer, values: AnimatableProperties, on record: inout RenderRecord) {
        let image: PixelBuffer
        if let contents = layer.contents {
            guard let cgImage = contents as? CGImage else { return }
            image = cgImage.pixels
        } else if let store = layer.backingStore {
            image = store
            record.imageVersion = layer.contentVersion
        } else {
            return
        }
        let unit = values.contentsRect
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let crop = PixelRect.rounding(CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h))
            .intersection(PixelRect(x0: 0, y0: 0, x1: Int32(image.width), y1: Int32(image.height)))
        guard !crop.isEmpty else { return }
        let scale = layer.contentsScale
        let size = CGSize(width: CGFloat(crop.width) / scale, height: CGFloat(crop.height) / scale)
        record.image = image
        record.imageCrop = crop
        // An animated size stretches the store drawn at the model size, as Core Animation does.
        record.imageRect = layer.contentsGravity.rect(for: size, in: values.bounds)
    }

    private func boundingBox(of record: RenderRecord, boundsPixels: PixelRect) -> PixelRect {
        var box = record.color >> 24 != 0 ? boundsPixels : .empty
        if record.image != nil {
            let imageBox = RecordPainter.imagePixels(of: record)
            box = box.union(record.masksToBounds ? imageBox.intersection(boundsPixels) : imageBox)
        }
        if record.part == .border || record.cornerRadius > 0 {
            box = box.union(boundsPixels).union(RecordPainter.decorationPixels(of: record))
        }
        return box.intersection(record.clip)
    }
}
