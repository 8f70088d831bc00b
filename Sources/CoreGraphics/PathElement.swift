import Foundation

/// One drawing instruction of a `CGPath`, kept as a value so cairo can replay it.
package enum PathElement: Sendable, Equatable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(control: CGPoint, end: CGPoint)
    case curveTo(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case closeSubpath

    /// The element with every point mapped through `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .moveTo(let p): .moveTo(p.applying(transform))
        case .lineTo(let p): .lineTo(p.applying(transform))
        case .quadCurveTo(let c, let p): .quadCurveTo(control: c.applying(transform), end: p.applying(transform))
        case .curveTo(let c1, let c2, let p):
            .curveTo(control1: c1.applying(transform), control2: c2.applying(transform), end: p.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }

    /// All points of the element, control points included.
    package var points: [CGPoint] {
        switch self {
        case .moveTo(let p), .lineTo(let p): [p]
        case .quadCurveTo(let c, let p): [c, p]
        case .curveTo(let c1, let c2, let p): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    /// Whether every coordinate is finite.
    package var isFinite: Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
}

/// The kind of a `CGPathElement`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as seen by `CGPath.applyWithBlock(_:)`: its type and its
/// points (1 for move/line, 2 for a quad curve, 3 for a cubic curve, 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How the inside of a self-intersecting or nested path is decided.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}
