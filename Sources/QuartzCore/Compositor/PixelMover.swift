import Glibc

/// Copies pixels row by row with the C library's `memcpy`/`memmove`, which outrun pixman's
/// SSE2 blit on a full screen: scrolling within one buffer (sources and destinations
/// overlap), and bringing one buffer up to date from another, shifted or not.
enum PixelMover {
    /// Copies, for every pixel p of `region`, the pixel p - (dx, dy) to p; every source
    /// is read before anything overwrites it.
    ///
    /// With `target` (a distinct buffer of the same pixel layout, see `canCopy`), each row
    /// moved is also copied there at once, while it is still in the cache: the target gets
    /// the region for the price of a write, not of another pass over the buffer.
    static func move(_ region: PixelRegion, byX dx: Int32, y dy: Int32, in buffer: PixelBuffer,
                     copyingTo target: PixelBuffer? = nil) {
        // A row's source is dy rows up (down): with dy > 0 rows go bottom to top, so no row
        // is written before the rows that read it. Within a row the spans dx to the right of
        // their sources go right to left for the same reason (and memmove handles the overlap
        // within one span). The region's rectangles come in bands of equal rows sorted by x,
        // so each band is walked row by row across all its rectangles.
        let rects = region.pixelRects
        let bytesPerPixel = buffer.bytesPerPixel
        var bands: [Range<Int>] = []
        var start = 0
        for i in rects.indices.dropFirst() where rects[i].y0 != rects[start].y0 {
            bands.append(start..<i)
            start = i
        }
        if !rects.isEmpty { bands.append(start..<rects.count) }
        let rowsUp = dy > 0, rightToLeft = dx > 0
        for b in bands.indices {
            let band = bands[rowsUp ? bands.count - 1 - b : b]
            let first = rects[band.lowerBound]
            if target == nil, dx == 0, band.count == 1, first.x0 == 0, Int(first.x1) == buffer.width {
                // Whole rows lie end to end: one memmove (which handles the overlap).
                memmove(buffer.data + Int(first.y0) * buffer.bytesPerRow, buffer.data + Int(first.y0 - dy) * buffer.bytesPerRow,
                        Int(first.y1 - first.y0) * buffer.bytesPerRow)
                continue
            }
            for r in 0..<Int(first.y1 - first.y0) {
                let y = rowsUp ? first.y1 - 1 - Int32(r) : first.y0 + Int32(r)
                for k in 0..<band.count {
                    let span = rects[rightToLeft ? band.upperBound - 1 - k : band.lowerBound + k]
                    let destination = buffer.data + Int(y) * buffer.bytesPerRow + Int(span.x0) * bytesPerPixel
                    let source = buffer.data + Int(y - dy) * buffer.bytesPerRow + Int(span.x0 - dx) * bytesPerPixel
                    memmove(destination, source, Int(span.x1 - span.x0) * bytesPerPixel)
                }
                guard let target else { continue }
                // The row is final (each pixel of the region is written once): copy it on.
                for k in band {
                    let span = rects[k]
                    let offset = Int(span.x0) * bytesPerPixel
                    memcpy(target.data + Int(y) * target.bytesPerRow + offset, buffer.data + Int(y) * buffer.bytesPerRow + offset,
                           Int(span.x1 - span.x0) * bytesPerPixel)
                }
            }
        }
    }

    /// Copies, for every pixel p of `region`, the pixel p - (dx, dy) of `source` to p of
    /// `target` (two distinct buffers whose pixels copy byte for byte). Returns false,
    /// copying nothing, when the formats differ or a pixel lies outside either buffer.
    @discardableResult
    static func copy(_ region: PixelRegion, byX dx: Int32 = 0, y dy: Int32 = 0, from source: PixelBuffer,
                     to target: PixelBuffer) -> Bool {
        guard canCopy(region, byX: dx, y: dy, from: source, to: target) else { return false }
        let bytesPerPixel = target.bytesPerPixel
        let rects = region.pixelRects
        let wholeRows = source.bytesPerRow == target.bytesPerRow && dx == 0
        for rect in rects {
            if wholeRows, rect.x0 == 0, Int(rect.x1) == target.width {
                // Whole rows of both buffers lie end to end: one copy (row padding included).
                memcpy(target.data + Int(rect.y0) * target.bytesPerRow, source.data + Int(rect.y0 - dy) * source.bytesPerRow,
                       Int(rect.y1 - rect.y0) * target.bytesPerRow)
                continue
            }
            let length = Int(rect.x1 - rect.x0) * bytesPerPixel
            var to = target.data + Int(rect.y0) * target.bytesPerRow + Int(rect.x0) * bytesPerPixel
            var from = source.data + Int(rect.y0 - dy) * source.bytesPerRow + Int(rect.x0 - dx) * bytesPerPixel
            for _ in rect.y0..<rect.y1 {
                memcpy(to, from, length)
                to += target.bytesPerRow
                from += source.bytesPerRow
            }
        }
        return true
    }

    /// Whether `copy` can copy `region` shifted by (dx, dy) from `source` to `target`: two
    /// distinct buffers whose pixels copy byte for byte, each holding every pixel involved.
    static func canCopy(_ region: PixelRegion, byX dx: Int32 = 0, y dy: Int32 = 0, from source: PixelBuffer,
                        to target: PixelBuffer) -> Bool {
        // Opaque pixels copy as they are into a format that ignores alpha, not the reverse.
        guard source !== target, source.format == target.format
            || (source.format == .argb32Premultiplied && target.format == .xrgb32) else { return false }
        let bounds = PixelRect(x0: 0, y0: 0, x1: Int32(min(source.width, target.width)),
                               y1: Int32(min(source.height, target.height)))
        let extents = region.extents
        return region.isEmpty || (bounds.contains(extents) && bounds.contains(extents.offsetBy(x: -dx, y: -dy)))
    }
}
