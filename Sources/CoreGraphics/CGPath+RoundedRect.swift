extension CGPath {
    /// The axis-aligned rounded rectangle this path is (some or all of its corners rounded
    /// by `radius`, circular or `continuous`), as `CGPath(roundedRect:...)`,
    /// `addRoundedRect`, `UIBezierPath(roundedRect:...)` (continuous), `addRect` or a
    /// circle's `addEllipse` (`UIBezierPath(ovalIn:)` of a square) draw it; nil for any
    /// other path. A renderer can then draw the shape exactly instead of its curves (a
    /// `shadowPath`). Cost: one pass over the elements and one copy of them to compare.
    package var roundedRect: (rect: CGRect, radius: CGFloat, corners: RectCorners, continuous: Bool)? {
        var plain = CGRect.null
        if isRect(&plain) { return (plain, 0, [], false) }
        guard elements.count >= 6, elements.count <= 24, elements.last == .closeSubpath,
              case .moveTo = elements[0] else { return nil }
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
            if matches(circle.elements) { return (rect, rect.width / 2, .all, false) }
        }
        // Both builders draw the corners top-right, bottom-right, bottom-left, top-left: a
        // line to where each starts, then its curves (none for a sharp corner, one for a
        // circular arc, three for a continuous corner).
        var runs: [(start: CGPoint, curves: [PathElement])] = []
        for element in elements.dropFirst().dropLast() {
            switch element {
            case .lineTo(let p): runs.append((p, []))
            case .curveTo where !runs.isEmpty: runs[runs.count - 1].curves.append(element)
            default: return nil
            }
        }
        let order: [(RectCorners, CGPoint)] = [(.topRight, CGPoint(x: rect.maxX, y: rect.minY)),
                                               (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY)),
                                               (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY)),
                                               (.topLeft, CGPoint(x: rect.minX, y: rect.minY))]
        guard runs.count == 4 else { return nil }
        var corners: RectCorners = []
        for (run, corner) in zip(runs, order) where !run.curves.isEmpty { corners.insert(corner.0) }
        let kinds = Set(runs.map(\.curves.count).filter { $0 > 0 })
        guard kinds.count == 1, let kind = kinds.first, kind == 1 || kind == 3,
              let first = zip(runs, order).first(where: { !$0.0.curves.isEmpty }) else { return nil }
        let sharp = first.1.1
        func distance(_ p: CGPoint) -> CGFloat { max(abs(p.x - sharp.x), abs(p.y - sharp.y)) }
        if kind == 1 {
            let radius = distance(first.0.start)
            return matches(PathGeometry.roundedRect(rect, rx: radius, ry: radius, corners: corners))
                ? (rect, radius, corners, false) : nil
        }
        // Continuous: the first control point lies 1.0885 radii from the corner, less as the
        // corner blends towards a circular one (`ContinuousCorners.smoothing`).
        guard case .curveTo(let control, _, _) = first.0.curves[0] else { return nil }
        let c1 = distance(control), limit = min(rect.width, rect.height) / 2
        let k = ContinuousCorners.firstControlGrowth / (ContinuousCorners.extent - 1)
        for radius in [c1 / (1 + ContinuousCorners.firstControlGrowth), (c1 - k * limit) / (1 - k)] where radius > 0 {
            if matches(ContinuousCorners.roundedRect(rect, radius: radius, corners: corners)) {
                return (rect, radius, corners, true)
            }
        }
        return nil
    }
}
