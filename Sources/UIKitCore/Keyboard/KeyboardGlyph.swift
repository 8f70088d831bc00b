import Foundation

/// The keyboard's SF-like glyphs (shift, caps lock, delete, globe, the emoji key's smiley,
/// the German return arrow), drawn as paths: the symbol font Vitrine has (Material Icons)
/// draws them filled and heavier than iOS's outlines.
enum KeyboardGlyph {
    case shift
    case shiftFill
    case capsLockFill
    case delete
    case globe
    case smiley
    case returnLeft

    /// The glyph's size for keys of `keyHeight` (iOS: about 20 points on 42-point keys).
    static func side(forKeyHeight keyHeight: CGFloat) -> CGFloat {
        (keyHeight * 0.47).rounded()
    }

    /// Draws the glyph centered in `rect` in the current context.
    func draw(in rect: CGRect, color: UIColor) {
        let side = min(rect.width, rect.height)
        let box = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let lineWidth = max(1.2, side * 0.075)
        switch self {
        case .shift, .shiftFill, .capsLockFill:
            let arrow = Self.arrow(in: box, stemBottom: self == .capsLockFill ? 0.72 : 0.9)
            arrow.lineWidth = lineWidth
            arrow.lineJoinStyle = .round
            color.setFill()
            color.setStroke()
            if self == .shift { arrow.stroke() } else { arrow.fill(); arrow.stroke() }
            if self == .capsLockFill {
                let bar = UIBezierPath(roundedRect: CGRect(x: box.minX + side * 0.3, y: box.minY + side * 0.82,
                                                           width: side * 0.4, height: side * 0.1), cornerRadius: side * 0.02)
                bar.fill()
            }
        case .delete:
            let outline = Self.deleteOutline(in: box)
            outline.lineWidth = lineWidth
            outline.lineJoinStyle = .round
            color.setStroke()
            outline.stroke()
            let cross = UIBezierPath()
            let cx = box.minX + side * 0.6, cy = box.midY, arm = side * 0.14
            cross.move(to: CGPoint(x: cx - arm, y: cy - arm))
            cross.addLine(to: CGPoint(x: cx + arm, y: cy + arm))
            cross.move(to: CGPoint(x: cx + arm, y: cy - arm))
            cross.addLine(to: CGPoint(x: cx - arm, y: cy + arm))
            cross.lineWidth = lineWidth
            cross.lineCapStyle = .round
            cross.stroke()
        case .globe:
            color.setStroke()
            for path in Self.globe(in: box.insetBy(dx: side * 0.04, dy: side * 0.04)) {
                path.lineWidth = lineWidth
                path.stroke()
            }
        case .smiley:
            let face = box.insetBy(dx: side * 0.04, dy: side * 0.04)
            let outline = UIBezierPath(ovalIn: face)
            outline.lineWidth = lineWidth
            color.setStroke()
            color.setFill()
            outline.stroke()
            let eye = CGSize(width: side * 0.1, height: side * 0.16)
            for x in [0.36, 0.64] {
                UIBezierPath(ovalIn: CGRect(x: face.minX + face.width * x - eye.width / 2, y: face.minY + face.height * 0.3,
                                            width: eye.width, height: eye.height)).fill()
            }
            let smile = UIBezierPath()
            smile.move(to: CGPoint(x: face.minX + face.width * 0.27, y: face.minY + face.height * 0.6))
            smile.addQuadCurve(to: CGPoint(x: face.minX + face.width * 0.73, y: face.minY + face.height * 0.6),
                               controlPoint: CGPoint(x: face.midX, y: face.minY + face.height * 0.9))
            smile.lineWidth = lineWidth
            smile.lineCapStyle = .round
            smile.stroke()
        case .returnLeft:
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height) }
            let arrow = UIBezierPath()
            arrow.move(to: point(0.85, 0.2))
            arrow.addLine(to: point(0.85, 0.62))
            arrow.addLine(to: point(0.15, 0.62))
            arrow.move(to: point(0.36, 0.41))
            arrow.addLine(to: point(0.15, 0.62))
            arrow.addLine(to: point(0.36, 0.83))
            arrow.lineWidth = lineWidth
            arrow.lineCapStyle = .round
            arrow.lineJoinStyle = .round
            color.setStroke()
            arrow.stroke()
        }
    }

    /// The globe's outline, its meridian and its equator and two parallels.
    private static func globe(in box: CGRect) -> [UIBezierPath] {
        let outline = UIBezierPath(ovalIn: box)
        let meridian = UIBezierPath(ovalIn: box.insetBy(dx: box.width * 0.28, dy: 0))
        let lines = UIBezierPath()
        lines.move(to: CGPoint(x: box.midX, y: box.minY))
        lines.addLine(to: CGPoint(x: box.midX, y: box.maxY))
        lines.move(to: CGPoint(x: box.minX, y: box.midY))
        lines.addLine(to: CGPoint(x: box.maxX, y: box.midY))
        for y in [0.2, 0.8] {
            let inset = box.width * 0.1
            lines.move(to: CGPoint(x: box.minX + inset, y: box.minY + box.height * y))
            lines.addLine(to: CGPoint(x: box.maxX - inset, y: box.minY + box.height * y))
        }
        return [outline, meridian, lines]
    }

    /// The upward arrow of shift: a triangle head on a stem.
    private static func arrow(in box: CGRect, stemBottom: CGFloat) -> UIBezierPath {
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        let path = UIBezierPath()
        path.move(to: point(0.5, 0.1))
        path.addLine(to: point(0.92, 0.52))
        path.addLine(to: point(0.7, 0.52))
        path.addLine(to: point(0.7, stemBottom))
        path.addLine(to: point(0.3, stemBottom))
        path.addLine(to: point(0.3, 0.52))
        path.addLine(to: point(0.08, 0.52))
        path.close()
        return path
    }

    /// The left-pointing key outline of delete.left.
    private static func deleteOutline(in box: CGRect) -> UIBezierPath {
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        let path = UIBezierPath()
        path.move(to: point(0.02, 0.5))
        path.addLine(to: point(0.3, 0.2))
        path.addLine(to: point(0.92, 0.2))
        path.addQuadCurve(to: point(1, 0.28), controlPoint: point(1, 0.2))
        path.addLine(to: point(1, 0.72))
        path.addQuadCurve(to: point(0.92, 0.8), controlPoint: point(1, 0.8))
        path.addLine(to: point(0.3, 0.8))
        path.close()
        return path
    }
}
