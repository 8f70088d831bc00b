import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as on Apple
/// platforms. Angles and "clockwise" follow Core Graphics: measured in the path's own
/// coordinate space, clockwise meaning clockwise in a y-up space (so it appears
/// counter-clockwise on a y-down, UIKit-style screen).
public class CGPath: @unchecked Sendable, Equatable, Hashable {
    // Only CGMutablePath mutates this; a plain CGPath is never changed after init.
    package var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A path made of one closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path made of one closed ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path made of one closed rounded rectangle, optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the subpath's start after a close), or `.zero`.
    public var currentPoint: CGPoint {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p): current = p; subpathStart = p
            case .lineTo(let p), .quadCurveTo(_, let p), .curveTo(_, _, let p): current = p
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }

    /// The smallest rectangle containing every point, control points included; null if empty.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle containing the path's curves themselves (not their control points); null if empty.
    public var boundingBoxOfPath: CGRect {
        PathGeometry.tightBounds(of: elements)
    }

    /// Whether the path is one axis-aligned rectangle (a move, three or four lines back to
    /// the start, closed or not), and which one in `rect`: as `CGPath.isRect(_:)` on Apple's
    /// platforms, which answers for paths made by `addRect` and `init(rect:transform:)`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p) where index == 0: corners.append(p)
            case .lineTo(let p): corners.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        // Edges alternate horizontal and vertical, whichever comes first.
        let horizontalFirst = corners[0].y == corners[1].y && corners[1].x == corners[2].x
            && corners[2].y == corners[3].y && corners[3].x == corners[0].x
        let verticalFirst = corners[0].x == corners[1].x && corners[1].y == corners[2].y
            && corners[2].x == corners[3].x && corners[3].y == corners[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: corners[0].x, y: corners[0].y, width: corners[2].x - corners[0].x,
                               height: corners[2].y - corners[0].y).standardized
        return true
    }

    /// Whether `point` (mapped through `transform`) lies inside the path filled with `rule`.
    /// Open subpaths are treated as closed. Cost: linear in the path's size.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        PathGeometry.contains(point.applying(transform), in: PathGeometry.polygons(of: elements), rule: rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// An immutable copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = elements
        return path
    }

    /// A mutable copy with every point mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let path = CGMutablePath()
        let matrix = transform?.pointee ?? .identity
        path.elements = elements.map { $0.applying(matrix) }
        return path
    }

    /// Calls `block` once per element, in order. The element's points are valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { storage.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .moveTo: type = .moveToPoint
            case .lineTo: type = .addLineToPoint
            case .quadCurveTo: type = .addQuadCurveToPoint
            case .curveTo: type = .addCurveToPoint
            case .closeSubpath: type = .closeSubpath
            }
            for (index, point) in element.points.enumerated() { storage[index] = point }
            var pathElement = CGPathElement(type: type, points: storage)
            block(&pathElement)
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
    }
}
