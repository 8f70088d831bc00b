import CCairo

/// Cairo paths of rounded rectangles, shared by the shape and clip masks.
enum RoundedRectPath {
    /// Adds a rectangle with circular corners of `radius` (limited to half the shorter
    /// side) to the current path of `cr`, in its user space.
    static func add(to cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        guard width > 0, height > 0 else { return }
        let r = min(radius, width / 2, height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, width, height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
