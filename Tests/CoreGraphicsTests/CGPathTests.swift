import CoreGraphics
import Testing

@Suite struct CGPathTests {
    @Test func rectPathBoundsAndElements() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    /// `isRect(_:)`: true for a path that is one axis-aligned rectangle, whichever way round
    /// it is drawn, closed or not; false for anything else (a turned rectangle, a rounded one,
    /// two rectangles).
    @Test func isRectAnswersForOneAxisAlignedRectangle() {
        var rect = CGRect.null
        #expect(CGPath(rect: CGRect(x: 5, y: 6, width: -3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 2, y: 6, width: 3, height: 4))
        let drawnBackwards = CGMutablePath()
        drawnBackwards.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0),
                                          CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10)])
        #expect(drawnBackwards.isRect(&rect))
        #expect(rect == CGRect(x: 0, y: 0, width: 10, height: 10))
        var turn = CGAffineTransform(rotationAngle: 0.3)
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: &turn).isRect(nil))
        #expect(!CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4, cornerHeight: 4,
                        transform: nil).isRect(nil))
        let two = CGMutablePath()
        two.addRects([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 4, y: 0, width: 2, height: 2)])
        #expect(!two.isRect(nil))
        #expect(!CGMutablePath().isRect(nil))
    }

    /// `roundedRect`: the rounded rectangle a path is (how the GPU renderer blurs a
    /// `shadowPath` in its shader): with circular or continuous corners, all or some of them
    /// rounded, clamped radii, circles and plain rectangles; nil for elliptical corners, an
    /// ellipse, a turned shape or a shape with more to it.
    @Test func roundedRectNamesTheShapeOfRoundedRectanglesAndCircles() {
        func expectShape(_ path: CGPath, _ rect: CGRect, radius: CGFloat, corners: RectCorners, continuous: Bool = false,
                         sourceLocation: SourceLocation = #_sourceLocation) {
            let shape = path.roundedRect
            #expect(shape?.rect == rect && abs((shape?.radius ?? -1) - radius) < 1e-9 && shape?.corners == corners
                    && shape?.continuous == continuous,
                    "\(String(describing: shape))", sourceLocation: sourceLocation)
        }
        let card = CGRect(x: 10.5, y: 20, width: 120, height: 44)
        expectShape(CGPath(roundedRect: card, cornerWidth: 12, cornerHeight: 12, transform: nil), card, radius: 12,
                    corners: .all)
        let top = CGMutablePath()
        top.addRoundedRect(card, rx: 16, ry: 16, corners: [.topLeft, .topRight])
        expectShape(top, card, radius: 16, corners: [.topLeft, .topRight])
        let right = CGMutablePath()
        right.addRoundedRect(card, rx: 8, ry: 8, corners: [.topRight, .bottomRight])
        expectShape(right, card, radius: 8, corners: [.topRight, .bottomRight])
        let square = CGRect(x: 0, y: 0, width: 40, height: 40)
        expectShape(CGPath(roundedRect: square, cornerWidth: 30, cornerHeight: 30, transform: nil), square, radius: 20,
                    corners: .all)
        let disc = CGRect(x: 3, y: 4, width: 50, height: 50)
        expectShape(CGPath(ellipseIn: disc, transform: nil), disc, radius: 25, corners: .all)
        expectShape(CGPath(rect: card, transform: nil), card, radius: 0, corners: [])
        // Continuous corners (`UIBezierPath(roundedRect:...)`), full and blending towards a capsule.
        for (radius, corners) in [(CGFloat(10), RectCorners.all), (9, [.topLeft, .bottomRight]), (18, .all), (22, .all)] {
            expectShape(CGPath(elements: ContinuousCorners.roundedRect(card, radius: radius, corners: corners)), card,
                        radius: radius, corners: corners, continuous: true)
        }

        #expect(CGPath(roundedRect: card, cornerWidth: 12, cornerHeight: 6, transform: nil).roundedRect == nil)
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil).roundedRect == nil)
        var turn = CGAffineTransform(rotationAngle: 0.3)
        #expect(CGPath(roundedRect: card, cornerWidth: 12, cornerHeight: 12, transform: &turn).roundedRect == nil)
        let more = CGMutablePath()
        more.addRoundedRect(card, rx: 12, ry: 12, corners: .all)
        more.addLine(to: .zero)
        #expect(more.roundedRect == nil)
        let bottom = CGMutablePath()
        bottom.addRoundedRect(card, rx: 12, ry: 12, corners: [.bottomLeft, .bottomRight])
        expectShape(bottom, card, radius: 12, corners: [.bottomLeft, .bottomRight])
    }

    @Test func ellipseTightBoundsExcludeControlPoints() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func transformIsAppliedToAddedPoints() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(scaleX: 10, y: 5))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 5))
        var move = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.copy(using: &move)?.boundingBox == CGRect(x: 100, y: 0, width: 10, height: 5))
    }

    @Test func windingAndEvenOddDifferForNestedSquares() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
    }

    @Test func arcsFollowCoreGraphicsDirection() {
        let counterClockwise = CGMutablePath()
        counterClockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Increasing angle: a quarter turn through the first quadrant.
        #expect(abs(counterClockwise.boundingBoxOfPath.maxX - 10) < 1e-9)
        #expect(abs(counterClockwise.boundingBoxOfPath.minY) < 1e-9)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Decreasing angle: three quarters, through negative y and negative x.
        let box = clockwise.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY + 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        let end = clockwise.currentPoint
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    }

    @Test func tangentArcEndsOnTheSecondLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let end = path.currentPoint
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
    }

    @Test func roundedRectKeepsItsBoundsAndNaNIsIgnored() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 5, cornerHeight: 5)
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 40) < 1e-9 && abs(box.height - 20) < 1e-9)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        let count = path.elements.count
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(path.elements.count == count)
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull)
    }
}
