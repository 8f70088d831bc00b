import CCairo

extension CGImage {
    /// Hands `body` a cairo pattern of the pixels placed so that the image fills `rect` in
    /// user space: its first row at `rect.minY`, or at `rect.maxY` with `firstRowAtMaxY`
    /// (CG's y-up orientation). The pattern borrows the pixels for `body` only; `body` is
    /// not called when cairo cannot wrap them. `rect` must be finite and not empty.
    func withCairoPattern(filling rect: CGRect, firstRowAtMaxY: Bool, filter: cairo_filter_t,
                          extend: cairo_extend_t, _ body: (OpaquePointer?) -> Void) {
        let source = cairo_image_surface_create_for_data(pixels.data.assumingMemoryBound(to: UInt8.self),
                                                         pixels.format.cairoFormat, Int32(pixels.width),
                                                         Int32(pixels.height), Int32(pixels.bytesPerRow))
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return }
        let pattern = cairo_pattern_create_for_surface(source)
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is image pixels; the matrix maps user space into it.
        let sx = CGFloat(width) / rect.width, sy = CGFloat(height) / rect.height
        var matrix = firstRowAtMaxY
            ? CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: -rect.minX * sx, ty: rect.maxY * sy).cairoMatrix
            : CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -rect.minX * sx, ty: -rect.minY * sy).cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, extend)
        body(pattern)
    }
}
