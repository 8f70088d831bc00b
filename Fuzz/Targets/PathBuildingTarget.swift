import Foundation
import UIKitCore

/// Paths built from hostile values (NaN, infinities, 1e300, negative radii), through every
/// way of adding to a path, then measured, hit-tested, filled, stroked and dashed.
@MainActor
enum PathBuildingTarget {
    static func run(_ data: Data) -> [String] {
        var input = FuzzInput(data)
        let path = UIBezierPath()
        var elements = 0
        func point() -> CGPoint { CGPoint(x: input.coordinate(64), y: input.coordinate(64)) }
        while !input.isAtEnd, elements < 64 {
            elements += 1
            switch input.int(below: 10) {
            case 0: path.move(to: point())
            case 1: path.addLine(to: point())
            case 2: path.addQuadCurve(to: point(), controlPoint: point())
            case 3: path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
            case 4: path.addArc(withCenter: point(), radius: CGFloat(input.coordinate(40)) - 5,
                                startAngle: CGFloat(input.coordinate(20)) - 10, endAngle: CGFloat(input.coordinate(20)) - 10,
                                clockwise: input.byte() & 1 == 0)
            case 5: path.append(UIBezierPath(rect: CGRect(origin: point(), size: CGSize(width: input.coordinate(64) - 10, height: input.coordinate(64) - 10))))
            case 6: path.append(UIBezierPath(roundedRect: CGRect(origin: point(), size: CGSize(width: input.coordinate(64), height: input.coordinate(64))),
                                             cornerRadius: CGFloat(input.coordinate(40))))
            case 7: path.append(UIBezierPath(ovalIn: CGRect(origin: point(), size: CGSize(width: input.coordinate(64), height: input.coordinate(64)))))
            case 8: path.close()
            default: path.apply(CGAffineTransform(a: input.unit() * 2, b: input.unit() - 0.5, c: input.unit() - 0.5, d: input.unit() * 2,
                                                  tx: input.coordinate(10), ty: input.coordinate(10)))
            }
        }
        path.lineWidth = CGFloat(input.coordinate(10))
        path.lineCapStyle = CGLineCap(rawValue: Int32(input.int(below: 3))) ?? .butt
        path.lineJoinStyle = CGLineJoin(rawValue: Int32(input.int(below: 3))) ?? .miter
        path.miterLimit = CGFloat(input.coordinate(20))
        if input.byte() & 1 == 0 {
            let pattern = [CGFloat(input.coordinate(8)), CGFloat(input.coordinate(8))]
            path.setLineDash(pattern, count: pattern.count, phase: CGFloat(input.coordinate(8)))
        }
        _ = path.bounds
        _ = path.cgPath.boundingBoxOfPath
        _ = path.contains(point())

        _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
            UIColor.systemBlue.setFill()
            UIColor.systemRed.setStroke()
            path.fill()
            path.stroke()
            path.addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        shape.path = path.cgPath
        shape.lineWidth = CGFloat(input.coordinate(6))
        shape.strokeStart = CGFloat(input.unit())
        shape.strokeEnd = CGFloat(input.unit())
        _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in shape.render(in: context.cgContext) }
        return []
    }
}
