extension CGPath {
    /// The axis-aligned rectangle with circular corners (some or all of them rounded by
    /// `radius`) that this path is, as `CGPath(roundedRect:...)`, `addRoundedRect`,
    /// `addRect` or a circle's `addEllipse` (`UIBezierPath(ovalIn:)` of a square) draw it;
    /// nil for any other path, `UIBezierPath(roundedRect:...)`'s continuous corners
    /// included. A renderer can then draw the shape exactly instead of its curves (a
    /// `shadowPath`). Cost: a few copies of the path's elements, each compared once.
    package var roundedRect: (rect: CGRect, radius: CGFloat, corners: RectCorners)? {
        var plain = CGRect.null
        if isRect(&plain) { return (plain, 0, []) }
        guard elements.count >= 6, elements.count <= 24, elements.last == .closeSubpath,
              case .moveTo(let start) = elements[0] else { return nil }
        let rect = boundingBox
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
              rect.maxY.isFinite else { return nil }
        // Drawn at the scale of the rectangle's coordinates: a point within this is the same point.
        let tolerance = 1e-9 * max(abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY), 1)
        func matches(_ candidate: [PathElement]) -> Bool {
            candidate.count == elements.count && zip(candidate, elements).allSatisfy { a, b in
                let p = a.points, q = b.points
                return p.count == q.count && zip(p, q).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
                    && (a == .closeSubpath) == (b == .closeSubpath)
            }
        }
        if abs(rect.width - rect.height) <= tolerance {
            let circle = CGMutablePath()
            circle.addEllipse(in: rect)
            if matches(circle.elements) { return (rect, rect.width / 2, .all) }
        }
        // The top-left corner's arc starts the path past the corner; else the first line
        // stops short of the top-right corner by the radius.
        guard case .lineTo(let end) = elements[1] else { return nil }
        let radius = max(start.x - rect.minX, rect.maxX - end.x)
        guard radius > 0 else { return nil }
        for raw in UInt(1)...15 {
            let corners = RectCorners(rawValue: raw)
            if matches(PathGeometry.roundedRect(rect, rx: radius, ry: radius, corners: corners)) {
                return (rect, radius, corners)
            }
        }
        return nil
    }
}
