import Glibc

/// Moves pixels inside one buffer, for scrolling: correct when sources and destinations
/// overlap.
enum PixelMover {
    /// Copies, for every pixel p of `region`, the pixel p - (dx, dy) to p; every source
    /// is read before anything overwrites it.
    static func move(_ region: PixelRegion, byX dx: Int32, y dy: Int32, in buffer: PixelBuffer) {
        var spans: [(y: Int32, x0: Int32, x1: Int32)] = []
        for rect in region.pixelRects {
            for y in rect.y0..<rect.y1 { spans.append((y, rect.x0, rect.x1)) }
        }
        // A row's source is dy rows up: write the rows it reads from last. Within a row, the
        // same holds for spans dx apart.
        spans.sort { a, b in
            if a.y != b.y { return dy > 0 ? a.y > b.y : a.y < b.y }
            return dx > 0 ? a.x0 > b.x0 : a.x0 < b.x0
        }
        let bytesPerPixel = buffer.bytesPerPixel
        for span in spans {
            let destination = buffer.data + Int(span.y) * buffer.bytesPerRow + Int(span.x0) * bytesPerPixel
            let source = buffer.data + Int(span.y - dy) * buffer.bytesPerRow + Int(span.x0 - dx) * bytesPerPixel
            // memmove: a horizontal move overlaps within the span.
            memmove(destination, source, Int(span.x1 - span.x0) * bytesPerPixel)
        }
    }
}
