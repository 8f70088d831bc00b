import Testing
import VitrineTestSupport
@testable import QuartzCore

/// Shape and gradient layers, masks and corner styles changing at random: every frame
/// composited incrementally equals a full render, in place and through the shadow buffer.
@MainActor
struct GeneratedContentDamageTests {
    @Test(arguments: [(UInt64(31), 1.0, false), (32, 2.0, true), (33, 2.0, false)])
    func randomChangesMatchFullRenders(seed: UInt64, scale: CGFloat, inPlace: Bool) throws {
        var rng = SeededGenerator(state: seed)
        func random(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }
        func color() -> CGColor {
            CGColor(red: random(0...1), green: random(0...1), blue: random(0...1), alpha: random(0.3...1))
        }
        let size = CGSize(width: 160, height: 120)
        let root = makeLayer("root", frame: CGRect(origin: .zero, size: size), color: CGColor(gray: 1, alpha: 1))
        var shapes: [CAShapeLayer] = [], gradients: [CAGradientLayer] = [], plain: [CALayer] = []
        for i in 0..<3 {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: CGFloat(i) * 50, y: 10, width: 40, height: 40)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.strokeColor = color()
            shape.lineWidth = 4
            shapes.append(shape)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: CGFloat(i) * 50, y: 60, width: 45, height: 45)
            gradient.colors = [color(), color()]
            gradients.append(gradient)
            let card = makeLayer("card\(i)", frame: CGRect(x: CGFloat(i) * 50 + 5, y: 35, width: 40, height: 30), color: color())
            card.cornerRadius = 8
            plain.append(card)
            root.addSublayer(shape)
            root.addSublayer(gradient)
            root.addSublayer(card)
        }
        let compositor = Compositor(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale))
        let buffers = (0..<2).map { _ in PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight, format: .xrgb32) }
        var lastPresented = [-1, -1], presents = 0
        for frame in 0..<80 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let i = Int.random(in: 0..<3, using: &rng)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: shapes[i].strokeEnd = random(0...1)
            case 1: shapes[i].strokeStart = random(0...0.5)
            case 2: shapes[i].path = CGPath(roundedRect: CGRect(x: random(-10...10), y: random(-10...10), width: 40, height: 30),
                                            cornerWidth: 6, cornerHeight: 6, transform: nil)
            case 3: shapes[i].fillColor = Bool.random(using: &rng) ? nil : color()
            case 4: shapes[i].lineDashPattern = Bool.random(using: &rng) ? nil : [NSNumber(value: Double(random(1...8))), 3]
            case 5: gradients[i].type = [.axial, .radial, .conic][Int.random(in: 0..<3, using: &rng)]
            case 6: gradients[i].startPoint = CGPoint(x: random(0...1), y: random(0...1))
            case 7: gradients[i].colors = [color(), color(), color()]
            case 8:
                let mask = CAShapeLayer()
                mask.path = CGPath(ellipseIn: CGRect(x: random(0...10), y: random(0...10), width: 30, height: 30), transform: nil)
                gradients[i].mask = Bool.random(using: &rng) ? nil : mask
            case 9: plain[i].maskedCorners = CACornerMask(rawValue: UInt.random(in: 0...15, using: &rng))
            case 10: plain[i].cornerCurve = Bool.random(using: &rng) ? .continuous : .circular
            default: (Bool.random(using: &rng) ? shapes[i] : gradients[i]).position.x += random(-6...6).rounded()
            }
            CATransaction.commit()
            let index = presents % 2
            let age = lastPresented[index] < 0 ? 0 : presents - lastPresented[index]
            let result = compositor.composite(root: root, scale: scale, into: buffers[index], bufferAge: age,
                                              targetIsCachedMemory: inPlace)
            let shown = result.repaintedDamage.isEmpty ? (presents + 1) % 2 : index
            if !result.repaintedDamage.isEmpty {
                lastPresented[index] = presents
                presents += 1
            }
            let full = compositor.renderFull(root: root, scale: scale)!
            if let d = firstDifference(buffers[shown], full) {
                Issue.record("frame \(frame): differs at (\(d.x), \(d.y)): \(String(d.a, radix: 16)) vs \(String(d.b, radix: 16))")
                return
            }
        }
    }
}
