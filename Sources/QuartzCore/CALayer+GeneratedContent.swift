import CCairo
import Foundation

/// What a layer's generated content (a shape or gradient) was drawn from.
struct GeneratedContentKey: Equatable {
    let values: GeneratedContentValues
    let bounds: CGRect
    let scale: CGFloat
    let masksToBounds: Bool
}

extension CALayer {
    /// Brings the backing store up to date with the shape or gradient of `values`, drawn
    /// at `scale` pixels per point (the screen's, as Core Animation rasterises shapes in
    /// screen space), and returns the rect it covers in layer coordinates; nil when the
    /// layer generates nothing or it covers nothing. Redrawn only when the values, bounds
    /// or scale changed since the last call, so an animated `strokeEnd` redraws this
    /// layer alone, once a frame.
    func updateGeneratedContent(_ values: AnimatableProperties, scale: CGFloat) -> CGRect? {
        guard let generated = values.generated, scale.isFinite, scale > 0 else { return nil }
        let key = GeneratedContentKey(values: generated, bounds: values.bounds, scale: scale, masksToBounds: masksToBounds)
        if key == generatedContentKey, hasBackingStore { return generatedContentRect }
        generatedContentKey = key
        var rect = Self.aligned(Self.contentRect(of: generated, bounds: values.bounds), scale: scale)
        if masksToBounds { rect = rect.intersection(Self.aligned(values.bounds, scale: scale)) }
        let width = (rect.width * scale).rounded(), height = (rect.height * scale).rounded()
        guard !rect.isNull, width >= 1, height >= 1 else {
            dropGeneratedContent()
            return nil
        }
        guard PixelBuffer.fitsDrawingBudget(width: width, height: height) else {
            layerLogger.warning("CALayer: generated content of \(width)x\(height) pixels is too large, not drawn")
            dropGeneratedContent()
            return nil
        }
        let store: PixelBuffer
        if let existing = storePixels, existing.width == Int(width), existing.height == Int(height) {
            store = existing
            memset(store.data, 0, store.bytesPerRow * store.height)
        } else if let allocated = PixelBuffer(allocating: Int(width), height: Int(height), format: .argb32Premultiplied) {
            storeAllocationFailed = false
            store = allocated
        } else {
            if !storeAllocationFailed {
                layerLogger.error("CALayer: no memory for generated content of \(width)x\(height) pixels, not drawn")
            }
            storeAllocationFailed = true
            dropGeneratedContent()
            return nil
        }
        let context = CGContext(pixelBuffer: store)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        switch generated {
        case .shape(let shape): ShapeDrawing.draw(shape, in: context)
        case .gradient(let gradient):
            GradientDrawing.draw(gradient, bounds: values.bounds, in: context, store: store, storeRect: rect, scale: scale)
        }
        context.flush()
        backingStore = store
        storeIsNew = true
        generatedContentRect = rect
        noteGeneratedRedraw()
        return rect
    }

    /// Draws the generated content of `values` into `ctx` (layer coordinates), for
    /// `render(in:)` and masks.
    func drawGeneratedContent(_ values: AnimatableProperties, in ctx: CGContext) {
        switch values.generated {
        case .shape(let shape)?: ShapeDrawing.draw(shape, in: ctx)
        case .gradient(let gradient)?:
            GradientDrawing.draw(gradient, bounds: values.bounds, in: ctx, store: nil, storeRect: .null, scale: 1)
        case nil: break
        }
    }

    private func dropGeneratedContent() {
        generatedContentRect = .null
        guard hasBackingStore else { return }
        backingStore = nil
        noteGeneratedRedraw()
    }

    /// A redraw during a composite: no new frame is asked for, and the damage is the whole
    /// content (the history's rects map the bounds to the store, which this store is not).
    private func noteGeneratedRedraw() {
        contentVersion += 1
        redrawHistory.removeAll()
    }

    /// The rect the content can touch, in layer coordinates.
    private static func contentRect(of generated: GeneratedContentValues, bounds: CGRect) -> CGRect {
        switch generated {
        case .gradient: return bounds
        case .shape(let shape): return ShapeDrawing.extent(of: shape)
        }
    }

    /// `rect` grown to whole pixels of a grid `1 / scale` apart (the store's pixels then
    /// fall on screen pixels).
    private static func aligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard !rect.isNull, !rect.isInfinite, isValidRect(rect) else { return .null }
        let limit = CGFloat(1 << 24)
        let minX = max((rect.minX * scale).rounded(.down), -limit), minY = max((rect.minY * scale).rounded(.down), -limit)
        let maxX = min((rect.maxX * scale).rounded(.up), limit), maxY = min((rect.maxY * scale).rounded(.up), limit)
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }
}
