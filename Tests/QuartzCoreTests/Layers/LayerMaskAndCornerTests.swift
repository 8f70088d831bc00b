import Testing
import VitrineTestSupport
@testable import QuartzCore

/// CALayer.mask, maskedCorners and cornerCurve: defaults, their effect on background,
/// border, masksToBounds and shadow, pixels against references at scale 2, and damage.
@MainActor
struct LayerMaskAndCornerTests {
    /// Apple: maskedCorners "Defaults to all four corners", cornerCurve defaults to circular,
    /// mask "The default value of this property is nil".
    @Test func defaultsAreApples() {
        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        #expect(layer.mask == nil)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528) < 0.001)
    }

    /// Continuous corners reach further along the edges than circular ones of the same
    /// radius, and blend into a capsule when the radius is half the side.
    @Test func continuousCornerGeometry() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(abs(ContinuousCorners.reach(radius: 20, in: rect) - 30.573) < 0.01)
        #expect(ContinuousCorners.reach(radius: 50, in: rect) == 50)
        let path = CGPath(elements: ContinuousCorners.roundedRect(rect, radius: 20, corners: .all))
        #expect(path.boundingBoxOfPath == rect)
        // The corner leaves the straight edge 1.528 radii from the corner (a circle at 1)...
        let elements = ContinuousCorners.roundedRect(rect, radius: 20, corners: .all)
        #expect(elements.contains(.lineTo(CGPoint(x: 100 - 20 * 1.52866483, y: 0))))
        // ...and passes the diagonal about where a circle does (Apple's curve differs in
        // how curvature grows, not in the corner's depth).
        let circular = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 20, transform: nil)
        let depth = 20 - 20 / 2.squareRoot()
        #expect(path.contains(CGPoint(x: depth + 0.3, y: depth + 0.3)) && !path.contains(CGPoint(x: depth - 0.3, y: depth - 0.3)))
        #expect(circular.contains(CGPoint(x: depth + 0.3, y: depth + 0.3)))
        // Only the top corners rounded: the bottom ones are sharp.
        let top = CGPath(elements: ContinuousCorners.roundedRect(rect, radius: 20, corners: [.topLeft, .topRight]))
        #expect(top.contains(CGPoint(x: 0.5, y: 99.5)) && !top.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    private func card(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = makeLayer("card", frame: frame, color: color)
        layer.cornerRadius = 16
        return layer
    }

    /// Top corners only (with border and shadow), continuous against circular corners, and
    /// a gradient masked by a rounded rect.
    private func makeScene() -> CALayer {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 320, height: 90), color: CGColor(gray: 0.95, alpha: 1))
        let top = card(CGRect(x: 10, y: 15, width: 60, height: 60), CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1))
        top.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        top.borderWidth = 3
        top.borderColor = CGColor(red: 0, green: 0.2, blue: 0.6, alpha: 1)
        top.shadowOpacity = 0.4
        top.shadowOffset = CGSize(width: 0, height: 3)
        let circular = card(CGRect(x: 85, y: 15, width: 60, height: 60), CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
        circular.cornerRadius = 20
        let continuous = card(CGRect(x: 160, y: 15, width: 60, height: 60), CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
        continuous.cornerRadius = 20
        continuous.cornerCurve = .continuous
        let masked = CAGradientLayer()
        masked.frame = CGRect(x: 240, y: 15, width: 70, height: 60)
        masked.colors = [CGColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 1), CGColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)]
        let child = makeLayer("child", frame: CGRect(x: -10, y: 40, width: 40, height: 30), color: CGColor(red: 1, green: 0.9, blue: 0, alpha: 1))
        masked.addSublayer(child)
        let mask = CALayer()
        mask.frame = CGRect(x: 5, y: 5, width: 60, height: 50)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        mask.cornerRadius = 12
        masked.mask = mask
        for layer in [top, circular, continuous, masked] { root.addSublayer(layer) }
        return root
    }

    @Test func cornersAndMaskMatchReference() {
        let compositor = Compositor(pixelWidth: 640, pixelHeight: 180)
        let target = PixelBuffer(width: 640, height: 180)
        compositor.composite(root: makeScene(), scale: 2, into: target, bufferAge: 0)
        expectMatchesReference(target, named: "corners-and-mask@2x", tolerance: 2)
        // Top-only: the bottom-left corner pixel is the card's (its border), the top-left is not.
        #expect(target.premultipliedARGB(x: 21, y: 148) == 0xFF00_3399)
        #expect(target.premultipliedARGB(x: 21, y: 31) & 0xFF != 0x99)
        // The mask: nothing of the gradient or its child outside the mask's rounded rect.
        #expect(target.premultipliedARGB(x: 482, y: 32) == 0xFFF2_F2F2)
        #expect(target.premultipliedARGB(x: 478, y: 140) == 0xFFF2_F2F2)
        // Inside it, the child shows (sublayers are masked, not hidden).
        #expect(target.premultipliedARGB(x: 500, y: 120) == 0xFFFF_E600)
        // Continuous and circular corners differ near the corners only.
        var differing = 0
        for y in 30..<150 {
            for x in 170..<290 where target.premultipliedARGB(x: x, y: y) != target.premultipliedARGB(x: x + 150, y: y) {
                differing += 1
            }
        }
        #expect(differing > 40 && differing < 600, "\(differing)")
        // render(in:) draws the same scene closely.
        let context = CGContext(pixelBuffer: PixelBuffer(width: 640, height: 180))
        context.scaleBy(x: 2, y: 2)
        makeScene().render(in: context)
        let comparison = PixelComparison(context.pixelBuffer, target, tolerance: 8)
        // Only antialiased edges differ (cairo against pixman's masks); the shadow is not drawn by render(in:).
        #expect(comparison.differingPixels < 2500, "\(comparison.differingPixels) pixels differ")
    }

    /// Changing and animating a mask, corners and curve: every frame equals a full render.
    @Test func maskAndCornerChangesRepaintCorrectly() throws {
        let root = makeScene()
        let compositor = Compositor(pixelWidth: 640, pixelHeight: 180)
        let target = PixelBuffer(width: 640, height: 180)
        compositor.composite(root: root, scale: 2, into: target, bufferAge: 0, targetIsCachedMemory: true)
        let layers = try #require(root.sublayers)
        let changes: [() -> Void] = [
            { layers[0].maskedCorners = [.layerMaxXMaxYCorner] },
            { layers[1].cornerCurve = .continuous },
            { layers[2].cornerRadius = 30 },
            { layers[3].mask?.frame = CGRect(x: 20, y: 0, width: 40, height: 40) },
            { layers[3].mask?.cornerRadius = 20 },
            { layers[3].mask = nil },
            { let mask = CAShapeLayer(); mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 70, height: 60), transform: nil); layers[3].mask = mask },
            { layers[3].position.x -= 7 },
        ]
        for (i, change) in changes.enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            compositor.composite(root: root, scale: 2, into: target, bufferAge: 1, targetIsCachedMemory: true)
            let full = compositor.renderFull(root: root, scale: 2)!
            #expect(firstDifference(target, full) == nil, "change \(i)")
        }
    }
}
