import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

@Suite("UIBezierPath")
struct UIBezierPathTests {
    @Test func defaults() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        #expect(path.currentPoint == .zero)
    }

    @Test func rectPathGeometry() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 5, y: 40)))
        #expect(!path.isEmpty)
    }

    @Test func buildingMovesCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 9, y: 6), controlPoint: CGPoint(x: 9, y: 2))
        path.addCurve(to: CGPoint(x: 1, y: 6), controlPoint1: CGPoint(x: 6, y: 10), controlPoint2: CGPoint(x: 3, y: 10))
        #expect(path.currentPoint == CGPoint(x: 1, y: 6))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 8, height: 8))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func clockwiseArcGoesClockwiseOnScreen() {
        // From 3 o'clock towards 6 o'clock: clockwise on screen passes through the
        // lower-right quadrant only.
        let clockwise = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
                                     clockwise: true)
        #expect(abs(clockwise.currentPoint.x - 50) < 1e-9 && abs(clockwise.currentPoint.y - 90) < 1e-9)
        #expect(clockwise.bounds.minY >= 50 - 1e-9 && clockwise.bounds.minX >= 50 - 1e-9)
        let counterClockwise = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0,
                                            endAngle: .pi / 2, clockwise: false)
        #expect(counterClockwise.bounds.minY < 11 && counterClockwise.bounds.minX < 11)
    }

    @Test func arcsReference() {
        let pixels = renderPixels(width: 100, height: 50) { context in
            let cg = context.cgContext
            cg.setStroke(opaqueRed)
            let clockwise = UIBezierPath(arcCenter: CGPoint(x: 25, y: 25), radius: 20, startAngle: 0,
                                         endAngle: .pi / 2, clockwise: true)
            clockwise.lineWidth = 4
            clockwise.stroke()
            cg.setStroke(opaqueBlue)
            let counterClockwise = UIBezierPath(arcCenter: CGPoint(x: 75, y: 25), radius: 20, startAngle: 0,
                                                endAngle: .pi / 2, clockwise: false)
            counterClockwise.lineWidth = 4
            counterClockwise.stroke()
        }
        // Clockwise on screen: only the lower-right quarter of the left circle is drawn.
        #expect(argb(pixels, 25 + 14, 25 + 14) == opaqueRed)
        #expect(argb(pixels, 25 - 14, 25 - 14) == 0)
        #expect(argb(pixels, 25, 5) == 0)
        // Counter-clockwise: three quarters, through the top, not the lower right.
        #expect(argb(pixels, 75, 5) == opaqueBlue)
        #expect(argb(pixels, 75 - 14, 25 + 14) == opaqueBlue)
        #expect(argb(pixels, 75 + 14, 25 + 14) == 0)
        expectMatchesReference(flattenedOnWhite(pixels), named: "bezier-arcs")
    }

    @Test func roundedRectsReference() {
        let pixels = renderPixels(width: 120, height: 60, scale: 2) { context in
            context.cgContext.setFill(opaqueBlue)
            UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 50, height: 50), cornerRadius: 12).fill()
            context.cgContext.setStroke(opaqueRed)
            let partial = UIBezierPath(roundedRect: CGRect(x: 65, y: 5, width: 50, height: 50),
                                       byRoundingCorners: [.topLeft, .bottomRight],
                                       cornerRadii: CGSize(width: 20, height: 20))
            partial.lineWidth = 3
            partial.stroke()
        }
        // Rounded corner: the very corner pixel is empty, the middle of the edge is filled.
        #expect(argb(pixels, 12, 12) == 0)
        #expect(argb(pixels, 60, 12) == opaqueBlue)
        // Partially rounded: top-right corner is sharp and stroked, top-left is not.
        #expect(argb(pixels, 229, 11) == opaqueRed)
        #expect(argb(pixels, 131, 11) == 0)
        expectMatchesReference(flattenedOnWhite(pixels), named: "bezier-rounded-rects")
    }

    /// iOS draws `UIBezierPath(roundedRect:...)` with continuous corners since iOS 7 (not
    /// circular arcs: a shadow path or mask made with it does not line up with a layer's
    /// circular `cornerRadius`), and ignores the height of `cornerRadii`.
    @Test func roundedRectsHaveContinuousCorners() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 16).cgPath
        #expect(all == CGPath(elements: ContinuousCorners.roundedRect(rect, radius: 16, corners: .all)))
        let two = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                               cornerRadii: CGSize(width: 12, height: 30)).cgPath
        #expect(two == CGPath(elements: ContinuousCorners.roundedRect(rect, radius: 12, corners: [.topLeft, .bottomRight])))
        // Continuous corners leave the edge 1.53 radii from the corner: a point on the top
        // edge one radius in is inside a circular corner, outside this one.
        #expect(!all.contains(CGPoint(x: rect.minX + 16, y: rect.minY + 0.05)))
        #expect(all.contains(CGPoint(x: rect.minX + 26, y: rect.minY + 0.5)))
    }

    @Test func roundedRectRadiusIsClamped() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func curvesAndOvalReference() {
        let pixels = renderPixels(width: 100, height: 60) { context in
            context.cgContext.setStroke(opaqueBlack)
            let curve = UIBezierPath()
            curve.move(to: CGPoint(x: 5, y: 55))
            curve.addCurve(to: CGPoint(x: 45, y: 55), controlPoint1: CGPoint(x: 5, y: 0),
                           controlPoint2: CGPoint(x: 45, y: 0))
            curve.addQuadCurve(to: CGPoint(x: 95, y: 55), controlPoint: CGPoint(x: 70, y: 5))
            curve.lineWidth = 2
            curve.lineJoinStyle = .round
            curve.stroke()
            context.cgContext.setFill(opaqueGreen)
            UIBezierPath(ovalIn: CGRect(x: 60, y: 40, width: 30, height: 15)).fill()
        }
        // Curve midpoints: the cubic peaks at (25, 13.75), the quadratic at (70, 30).
        #expect(argb(pixels, 25, 13) >> 24 > 0x80 || argb(pixels, 25, 14) >> 24 > 0x80)
        #expect(argb(pixels, 70, 29) >> 24 > 0x80 || argb(pixels, 70, 30) >> 24 > 0x80)
        #expect(argb(pixels, 25, 30) == 0)
        expectMatchesReference(flattenedOnWhite(pixels), named: "bezier-curves")
    }

    @Test func dashPattern() {
        let pixels = renderPixels(width: 40, height: 4) { context in
            context.cgContext.setStroke(opaqueRed)
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 2))
            line.addLine(to: CGPoint(x: 40, y: 2))
            line.lineWidth = 2
            line.setLineDash([6, 4], count: 2, phase: 0)
            line.stroke()
        }
        for x in 0..<40 {
            let painted = x % 10 < 6
            #expect(argb(pixels, x, 1) == (painted ? opaqueRed : 0), "x = \(x)")
        }
        expectMatchesReference(flattenedOnWhite(pixels), named: "bezier-dash")
    }

    @Test func lineDashRoundTrip() {
        let path = UIBezierPath()
        path.setLineDash([3, 1, 2], count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1.5)
        var lengths = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&lengths, count: nil, phase: nil)
        #expect(lengths == [3, 1, 2])
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test func evenOddFillLeavesHole() {
        func ring(evenOdd: Bool) -> PixelBuffer {
            renderPixels(width: 30, height: 30) { context in
                context.cgContext.setFill(opaqueBlue)
                let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
                path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
                path.usesEvenOddFillRule = evenOdd
                path.fill()
            }
        }
        let evenOdd = ring(evenOdd: true)
        #expect(argb(evenOdd, 15, 15) == 0)
        #expect(argb(evenOdd, 5, 5) == opaqueBlue)
        #expect(inkedPixelCount(evenOdd) == 800)
        #expect(argb(ring(evenOdd: false), 15, 15) == opaqueBlue)
        expectMatchesReference(flattenedOnWhite(evenOdd), named: "bezier-even-odd")

        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = false
        #expect(path.contains(CGPoint(x: 15, y: 15)))
    }

    @Test func reversingKeepsShapeAndFlipsDirection() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 3), controlPoint2: CGPoint(x: 15, y: 7))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.lineWidth == 3)
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
        #expect(reversed.bounds == path.bounds)
        var points: [CGPoint] = []
        reversed.cgPath.applyWithBlock { element in
            let count: Int = switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: 1
            case .addQuadCurveToPoint: 2
            case .addCurveToPoint: 3
            case .closeSubpath: 0
            }
            for index in 0..<count { points.append(element.pointee.points[index]) }
        }
        #expect(points == [CGPoint(x: 10, y: 10), CGPoint(x: 15, y: 7), CGPoint(x: 15, y: 3), CGPoint(x: 10, y: 0),
                           CGPoint(x: 0, y: 0)])
    }

    @Test func applyTransformMovesPoints() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5))
        path.apply(CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 3, y: 4)))
        #expect(path.bounds == CGRect(x: 3, y: 4, width: 20, height: 10))
    }

    @Test func cgPathRoundTripAndCopy() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
        copy.addLine(to: CGPoint(x: 50, y: 50))
        #expect(copy.cgPath != path.cgPath)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func addClipLimitsLaterDrawing() {
        let pixels = renderPixels(width: 20, height: 20) { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            context.cgContext.setFill(opaqueGreen)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(inkedPixelCount(pixels) == 200)
        #expect(argb(pixels, 15, 5) == 0)
    }

    @Test func drawingWithoutContextDoesNothing() {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).stroke()
    }
}
