import Foundation

/// Builds the outline of `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`:
/// clockwise on screen from the end of the top-left corner, with quarter-ellipse arcs at
/// the chosen corners and sharp corners elsewhere.
enum RoundedRectPath {
    static func add(to path: CGMutablePath, rect r: CGRect, corners: UIRectCorner, radii: CGSize) {
        let rx = min(max(radii.width, 0), r.width / 2)
        let ry = min(max(radii.height, 0), r.height / 2)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
            path.addRect(r)
            return
        }
        // Each corner: the sharp point, and the centre and start angle of its arc, in
        // drawing order (clockwise on a y-down screen).
        let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        path.move(to: CGPoint(x: corners.contains(.topLeft) ? r.minX + rx : r.minX, y: r.minY))
        for (corner, sharpPoint, center, startAngle) in plan {
            if corners.contains(corner) {
                let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
                path.addRelativeArc(center: .zero, radius: 1, startAngle: startAngle, delta: .pi / 2,
                                    transform: ellipse)
            } else {
                path.addLine(to: sharpPoint)
            }
        }
        path.closeSubpath()
    }
}
