import CCairo

/// Feeds `PathElement`s to a cairo context: `CGContext`'s paths and the compositor's masks.
package enum CairoPath {
    /// Appends the finite elements to the current path of `cr`, in its user space (a
    /// non-finite element is skipped). Returns whether any element was appended.
    @discardableResult
    package static func append(_ elements: [PathElement], to cr: OpaquePointer) -> Bool {
        var appended = false
        for element in elements where element.isFinite {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
            case .lineTo(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quadCurveTo(let c, let p):
                let start = currentPoint(of: cr) ?? c
                let (c1, c2) = PathGeometry.cubicControls(start: start, control: c, end: p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .curveTo(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath:
                cairo_close_path(cr)
            }
            appended = true
        }
        return appended
    }

    /// Adds a rectangle with circular corners of `radius` (limited to half the shorter
    /// side; none if not positive) to the current path of `cr`, in its user space. An
    /// empty rectangle adds nothing.
    /// Only `corners` are rounded; `continuous` draws iOS's continuous corners
    /// (`ContinuousCorners`) instead of circular ones.
    package static func appendRoundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorners = .all,
                                          continuous: Bool = false, to cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        if continuous {
            append(ContinuousCorners.roundedRect(rect, radius: r, corners: corners), to: cr)
        } else {
            append(PathGeometry.roundedRect(rect, rx: r, ry: r, corners: corners), to: cr)
        }
    }

    /// The current point of `cr` in user space, nil if its path has none.
    package static func currentPoint(of cr: OpaquePointer) -> CGPoint? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }
}
