import Testing
import VitrinePlatform
import VitrineTestSupport
@testable import QuartzCore

/// CAShapeLayer: Apple's defaults, trimming by strokeStart/strokeEnd, animation of its
/// keys, pixels against references at scale 2 and damage of an animated stroke.
@MainActor
struct CAShapeLayerTests {
    /// Apple, CAShapeLayer: fillColor "Defaults to opaque black", strokeColor "Defaults to
    /// nil", lineWidth "Defaults to 1.0", miterLimit "Defaults to 10.0", strokeStart 0,
    /// strokeEnd "Defaults to 1.0", fillRule nonZero, lineCap butt, lineJoin miter.
    @Test func defaultsAreApples() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.fillRule == .nonZero)
        #expect(layer.lineWidth == 1)
        #expect(layer.miterLimit == 10)
        #expect(layer.lineCap == .butt)
        #expect(layer.lineJoin == .miter)
        #expect(layer.lineDashPattern == nil)
        #expect(layer.lineDashPhase == 0)
        #expect(layer.strokeStart == 0)
        #expect(layer.strokeEnd == 1)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CAShapeLayerLineCap.round.rawValue == "round")
    }

    @Test func valuesRoundTripAndBadOnesAreIgnored() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.path = path
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        // Kept as a copy.
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.lineDashPattern = [4, 2]
        #expect(layer.lineDashPattern == [4, 2])
        layer.strokeEnd = 0.4
        layer.strokeEnd = .nan
        #expect(layer.strokeEnd == 0.4)
        layer.lineWidth = -3
        #expect(layer.lineWidth == 0)
        layer.lineWidth = .infinity
        #expect(layer.lineWidth == 0)
        // A presentation copy keeps the shape.
        let copy = CAShapeLayer(layer: layer)
        #expect(copy.strokeEnd == 0.4 && copy.lineDashPattern == [4, 2])
    }

    // MARK: Trimming

    private func points(_ elements: [PathElement]) -> [CGPoint] { elements.flatMap(\.points) }

    @Test func lineIsCutByLength() {
        let line: [PathElement] = [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0))]
        #expect(PathTrimming.trimmed(line, from: 0.25, to: 0.75) == [.moveTo(CGPoint(x: 25, y: 0)), .lineTo(CGPoint(x: 75, y: 0))])
        #expect(PathTrimming.trimmed(line, from: 0, to: 1) == line)
        #expect(PathTrimming.trimmed(line, from: 0.5, to: 0.5).isEmpty)
    }

    /// Apple, strokeStart: "the relative location at which to begin stroking the path"; the
    /// fractions are of the whole path, subpaths in order, a closing segment counted.
    @Test func closedSquareAndSubpathsAreCutAcrossTheirWholeLength() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil).elements
        let half = PathTrimming.trimmed(square, from: 0, to: 0.5)
        #expect(points(half).last == CGPoint(x: 100, y: 100))
        #expect(!half.contains(.closeSubpath))
        // The closing edge is the last quarter.
        let last = PathTrimming.trimmed(square, from: 0.875, to: 1)
        #expect(points(last) == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 0)])
        // Two lines of 100 and 300: 0.5 of 400 is 100 into the second.
        let two: [PathElement] = [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0)),
                                  .moveTo(CGPoint(x: 0, y: 10)), .lineTo(CGPoint(x: 300, y: 10))]
        let cut = PathTrimming.trimmed(two, from: 0.125, to: 0.5)
        #expect(cut == [.moveTo(CGPoint(x: 50, y: 0)), .lineTo(CGPoint(x: 100, y: 0)),
                        .moveTo(CGPoint(x: 0, y: 10)), .lineTo(CGPoint(x: 100, y: 10))])
    }

    @Test func curvesAreCutAtTheirArcLength() {
        // A circle of radius 50 from angle 0, clockwise on screen: half its length ends at the far side.
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil).elements
        let half = points(PathTrimming.trimmed(circle, from: 0, to: 0.5))
        let end = try! #require(half.last)
        let start = try! #require(half.first)
        #expect(abs(end.x + start.x) < 0.2 && abs(end.y + start.y) < 0.2)
        // A quarter ends on the circle, a quarter turn on.
        let quarter = points(PathTrimming.trimmed(circle, from: 0, to: 0.25))
        let q = try! #require(quarter.last)
        #expect(abs(hypot(q.x, q.y) - 50) < 0.1)
        #expect(abs(q.x * start.x + q.y * start.y) < 1)
    }

    // MARK: Animation

    @Test func shapeKeysAnimateAndPathHasNoImplicitAnimation() throws {
        let layer = CAShapeLayer()
        func basic(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from; a.toValue = to; a.duration = 1; a.beginTime = 10
            return a
        }
        layer.add(basic("strokeEnd", from: 0, to: 1), forKey: "end")
        layer.add(basic("lineWidth", from: 2, to: 6), forKey: "width")
        layer.add(basic("strokeColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                        to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), forKey: "colour")
        layer.add(basic("path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                        to: CGPath(rect: CGRect(x: 10, y: 0, width: 30, height: 20), transform: nil)), forKey: "path")
        let mid = try #require(layer.presentationValues(at: 10.5).shape)
        #expect(mid.strokeEnd == 0.5)
        #expect(mid.lineWidth == 4)
        #expect(mid.strokeColor?.rgba.red == 0.5 && mid.strokeColor?.rgba.blue == 0.5)
        // Same elements: point by point.
        #expect(mid.path?.boundingBox == CGRect(x: 5, y: 0, width: 20, height: 15))
        #expect(layer.strokeEnd == 1)
        // Apple, path: "does not support implicit animation"; the others animate implicitly.
        #expect(layer.action(forKey: "path") == nil)
        #expect(layer.action(forKey: "strokeEnd") is CABasicAnimation)
        #expect(layer.action(forKey: "fillColor") is CABasicAnimation)
    }

    // MARK: Pixels

    /// The classic progress ring at strokeEnd 0.3: a grey track and a blue arc from 12
    /// o'clock, round caps; and a dashed rounded rectangle.
    private func makeScene() -> CALayer {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 160, height: 80), color: CGColor(gray: 1, alpha: 1))
        let ring = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60), transform: nil)
        var turn = CGAffineTransform(translationX: 40, y: 40).rotated(by: -.pi / 2).translatedBy(x: -40, y: -40)
        let fromTop = ring.copy(using: &turn)
        let track = CAShapeLayer()
        track.path = fromTop
        track.fillColor = nil
        track.strokeColor = CGColor(gray: 0.9, alpha: 1)
        track.lineWidth = 8
        let progress = CAShapeLayer()
        progress.path = fromTop
        progress.fillColor = nil
        progress.strokeColor = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        progress.lineWidth = 8
        progress.lineCap = .round
        progress.strokeEnd = 0.3
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 90, y: 10, width: 60, height: 60)
        dashed.path = CGPath(roundedRect: CGRect(x: 2, y: 2, width: 56, height: 56), cornerWidth: 12, cornerHeight: 12,
                             transform: nil)
        dashed.fillColor = CGColor(red: 1, green: 0.8, blue: 0, alpha: 0.3)
        dashed.strokeColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        dashed.lineWidth = 2
        dashed.lineDashPattern = [6, 3]
        // The shadow takes the shape's alpha, as on iOS.
        dashed.shadowOpacity = 0.3
        dashed.shadowOffset = CGSize(width: 0, height: 2)
        for layer in [track, progress, dashed] { root.addSublayer(layer) }
        return root
    }

    @Test func progressRingAndDashedRectMatchReference() {
        let compositor = Compositor(pixelWidth: 320, pixelHeight: 160)
        let target = PixelBuffer(width: 320, height: 160)
        compositor.composite(root: makeScene(), scale: 2, into: target, bufferAge: 0)
        expectMatchesReference(target, named: "shape-progress-dashed@2x", tolerance: 2)
        // The arc starts at 12 o'clock and runs clockwise: blue at the top and at 1-2 o'clock,
        // grey track at 9 o'clock.
        #expect(target.premultipliedARGB(x: 80, y: 20) & 0xFF == 0xFF)
        #expect(target.premultipliedARGB(x: 80 + 43, y: 80 - 43) & 0xFF == 0xFF)
        #expect(target.premultipliedARGB(x: 20, y: 80) == 0xFFE6_E6E6)
    }

    /// Every frame of an animated strokeEnd equals a full render, and damages only the
    /// shape layer's area (Apple's "classic" progress animation).
    @Test func animatedStrokeEndDamagesOnlyTheShape() throws {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 100), color: CGColor(gray: 1, alpha: 1))
        let other = makeLayer("other", frame: CGRect(x: 150, y: 10, width: 40, height: 40),
                              color: CGColor(red: 0, green: 0.6, blue: 0, alpha: 1))
        root.addSublayer(other)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.lineWidth = 6
        root.addSublayer(ring)
        let compositor = Compositor(pixelWidth: 400, pixelHeight: 200)
        let target = PixelBuffer(width: 400, height: 200)
        compositor.composite(root: root, scale: 2, into: target, bufferAge: 0, targetIsCachedMemory: true)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.beginTime = 100
        ring.add(animation, forKey: "progress")
        var redraws = Set<Int>()
        for frame in 0...10 {
            let time = 100 + Double(frame) / 10
            AnimationEngine.shared.advance(to: FrameTiming(timestamp: time, targetTimestamp: time, sequence: UInt64(frame)))
            let result = compositor.composite(root: root, scale: 2, into: target, bufferAge: 1, targetIsCachedMemory: true)
            redraws.insert(ring.contentVersion)
            let box = result.repaintedDamage.reduce(CGRect.null) { $0.union($1) }
            // The ring's box (76 points) at scale 2, at most.
            #expect(box.isNull || (box.maxX <= 160 && box.maxY <= 160), "frame \(frame): \(box)")
            let full = compositor.renderFull(root: root, scale: 2)!
            #expect(firstDifference(target, full) == nil, "frame \(frame)")
        }
        #expect(redraws.count >= 10)
        AnimationEngine.shared.displayDidStop()
    }
}
