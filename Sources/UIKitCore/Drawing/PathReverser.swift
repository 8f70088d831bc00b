import Foundation

/// Reverses the direction of every subpath of a path, for `UIBezierPath.reversing()`.
/// Subpaths keep their order; a closed subpath stays closed and starts at the same point.
enum PathReverser {
    /// One drawing step ending at `end`, with the controls it used from its start.
    private enum Segment {
        case line
        case quad(CGPoint)
        case cubic(CGPoint, CGPoint)
    }

    private struct Subpath {
        var start: CGPoint
        var steps: [(Segment, CGPoint)] = []
        var isClosed = false
    }

    static func reversed(_ path: CGPath) -> CGMutablePath {
        let result = CGMutablePath()
        for subpath in subpaths(of: path) {
            append(subpath, to: result)
        }
        return result
    }

    private static func subpaths(of path: CGPath) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var lastPoint = CGPoint.zero
        func finish() {
            if let done = current { subpaths.append(done) }
            current = nil
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish()
                current = Subpath(start: p)
                lastPoint = p
            case .lineTo(let p):
                if current == nil { current = Subpath(start: lastPoint) }
                current?.steps.append((.line, p))
                lastPoint = p
            case .quadCurveTo(let c, let p):
                if current == nil { current = Subpath(start: lastPoint) }
                current?.steps.append((.quad(c), p))
                lastPoint = p
            case .curveTo(let c1, let c2, let p):
                if current == nil { current = Subpath(start: lastPoint) }
                current?.steps.append((.cubic(c1, c2), p))
                lastPoint = p
            case .closeSubpath:
                current?.isClosed = true
                if let start = current?.start { lastPoint = start }
                finish()
            }
        }
        finish()
        return subpaths
    }

    private static func append(_ subpath: Subpath, to path: CGMutablePath) {
        var steps = subpath.steps
        // The implicit closing line becomes an explicit first step of the reversed path.
        if subpath.isClosed, let last = steps.last?.1, last != subpath.start {
            steps.append((.line, subpath.start))
        }
        var starts = [subpath.start]
        starts.append(contentsOf: steps.dropLast().map(\.1))
        path.move(to: steps.last?.1 ?? subpath.start)
        for (index, (segment, _)) in steps.enumerated().reversed() {
            let target = starts[index]
            switch segment {
            case .line: path.addLine(to: target)
            case .quad(let c): path.addQuadCurve(to: target, control: c)
            case .cubic(let c1, let c2): path.addCurve(to: target, control1: c2, control2: c1)
            }
        }
        if subpath.isClosed { path.closeSubpath() }
    }
}
