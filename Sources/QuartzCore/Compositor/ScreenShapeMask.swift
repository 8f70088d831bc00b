import CCairo

/// The coverage mask of a record's background shape or border ring over a box of screen
/// pixels, rasterised by cairo directly in screen space: for shapes too large for a mask of
/// the whole layer, of which only the part on screen can be painted.
///
/// A pixel's coverage depends on the record only, not on the box: the rounded rectangle is
/// the same except for edges moved out of the box's reach (cairo's 24.8 fixed point cannot
/// hold coordinates far off screen), and its points are snapped to cairo's 1/256-pixel grid
/// before the whole-pixel offset of the box is taken off, so no rounding depends on it.
enum ScreenShapeMask {
    /// Device coordinates that cairo's fixed point holds with room to spare.
    private static let coordinateLimit: CGFloat = 4_000_000

    /// The mask of `record` over `box` (screen pixels): its coverage, the opacity going with the colour;
    /// nil when the transform is degenerate or the shape cannot be brought within cairo's range.
    static func rasterize(_ record: RenderRecord, over box: PixelRect) -> AlphaMask? {
        let split = record.screenSplit
        let t = split.fraction
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite, !box.isEmpty else { return nil }
        // The box relative to the whole-pixel offset, in layer space. The slack covers the
        // rounding of huge translations, so that moved edges stay out of the box's reach.
        let offsetX = CGFloat(box.x0) - CGFloat(split.x), offsetY = CGFloat(box.y0) - CGFloat(split.y)
        let slack = (abs(t.tx) + abs(t.ty)) * 0x1p-44 + 2
        let window = CGRect(x: offsetX - slack, y: offsetY - slack,
                            width: CGFloat(box.width) + 2 * slack, height: CGFloat(box.height) + 2 * slack)
            .applying(t.inverted())
        let b = record.bounds
        let radius = max(min(record.cornerRadius, b.width / 2, b.height / 2), 0)
        var elements = outline(of: b, radius: radius, corners: record.corners, within: window, through: t)
        if record.part == .border {
            let inset = min(record.borderWidth, min(b.width, b.height) / 2)
            elements += outline(of: b.insetBy(dx: inset, dy: inset), radius: max(radius - inset, 0),
                                corners: record.corners, within: window, through: t)
        }
        var placed: [PathElement] = []
        placed.reserveCapacity(elements.count)
        for element in elements {
            guard let moved = snapped(element, minusX: offsetX, y: offsetY) else { return nil }
            placed.append(moved)
        }
        guard let mask = AlphaMask(width: box.width, height: box.height) else { return nil }
        mask.draw { cr in
            CairoPath.append(placed, to: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_fill(cr)
        }
        return mask
    }

    /// The closed outline of `rect` with corners of `radius` (layer space) through `t`, its
    /// edges that lie beyond `window` moved to just out of its reach: inside `window` the
    /// shape is unchanged, since a corner affects only `radius` from its edges.
    private static func outline(of rect: CGRect, radius: CGFloat, corners: CornerStyle, within window: CGRect,
                                through t: CGAffineTransform) -> [PathElement] {
        guard !rect.isNull, rect.width > 0, rect.height > 0, !window.isNull else { return [] }
        // Twice the radius keeps a moved rectangle at least as wide as its two corners.
        let reach = 2 * radius + 1
        let minX = max(rect.minX, window.minX - reach), maxX = min(rect.maxX, window.maxX + reach)
        let minY = max(rect.minY, window.minY - reach), maxY = min(rect.maxY, window.maxY + reach)
        guard minX < maxX, minY < maxY else { return [] }
        let kept = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard radius > 0, corners.corners != 0 else {
            let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY),
                           CGPoint(x: minX, y: maxY)].map { $0.applying(t) }
            return [.moveTo(corners[0])] + corners.dropFirst().map { .lineTo($0) } + [.closeSubpath]
        }
        if corners.continuous {
            return ContinuousCorners.roundedRect(kept, radius: radius, corners: corners.rectCorners).map { $0.applying(t) }
        }
        return PathGeometry.roundedRect(kept, rx: radius, ry: radius, corners: corners.rectCorners, transform: t)
    }

    /// `element` on cairo's 1/256-pixel grid, then moved by whole pixels; nil when a point is
    /// out of cairo's range.
    private static func snapped(_ element: PathElement, minusX dx: CGFloat, y dy: CGFloat) -> PathElement? {
        var valid = true
        func snap(_ p: CGPoint) -> CGPoint {
            let q = CGPoint(x: (p.x * 256).rounded() / 256 - dx, y: (p.y * 256).rounded() / 256 - dy)
            if !(abs(q.x) < coordinateLimit && abs(q.y) < coordinateLimit) { valid = false }
            return q
        }
        let moved: PathElement = switch element {
        case .moveTo(let p): .moveTo(snap(p))
        case .lineTo(let p): .lineTo(snap(p))
        case .quadCurveTo(let c, let p): .quadCurveTo(control: snap(c), end: snap(p))
        case .curveTo(let c1, let c2, let p): .curveTo(control1: snap(c1), control2: snap(c2), end: snap(p))
        case .closeSubpath: .closeSubpath
        }
        return valid ? moved : nil
    }
}
