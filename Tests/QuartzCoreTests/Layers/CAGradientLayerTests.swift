import Testing
import VitrineTestSupport
@testable import QuartzCore

/// CAGradientLayer: Apple's defaults, animation of colours, locations and points, and the
/// axial, radial and conic kinds against a reference at scale 2.
@MainActor
struct CAGradientLayerTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// Apple, CAGradientLayer: startPoint "The default value is (0.5, 0.0)", endPoint "(0.5,
    /// 1.0)", colors and locations "Defaults to nil", type "Defaults to axial".
    @Test func defaultsAreApples() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        #expect(layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test func valuesRoundTrip() {
        let layer = CAGradientLayer()
        layer.colors = [red, blue]
        layer.locations = [0, 0.25]
        #expect((layer.colors as? [CGColor]) == [red, blue])
        #expect(layer.locations == [0, 0.25])
        layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
    }

    /// Apple: colors, locations, startPoint and endPoint are "Animatable".
    @Test func coloursLocationsAndPointsAnimate() throws {
        let layer = CAGradientLayer()
        layer.colors = [red, blue]
        func basic(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from; a.toValue = to; a.duration = 1; a.beginTime = 10
            return a
        }
        layer.add(basic("colors", from: [red, blue], to: [blue, red]), forKey: "c")
        layer.add(basic("locations", from: [0, 1] as [NSNumber], to: [0.5, 1] as [NSNumber]), forKey: "l")
        layer.add(basic("endPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1)), forKey: "e")
        let mid = try #require(layer.presentationValues(at: 10.5).gradient)
        #expect(mid.colors?.map { $0.rgba.red } == [0.5, 0.5])
        #expect(mid.locations == [0.25, 1])
        #expect(mid.endPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.action(forKey: "colors") is CABasicAnimation)
        #expect(layer.presentation() == nil)
    }

    private func makeScene() -> CALayer {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 70), color: CGColor(gray: 1, alpha: 1))
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 5, y: 5, width: 60, height: 60)
        axial.colors = [CGColor(red: 1, green: 0.6, blue: 0, alpha: 1), CGColor(red: 0.9, green: 0.1, blue: 0.5, alpha: 1)]
        axial.startPoint = CGPoint(x: 0, y: 0)
        axial.endPoint = CGPoint(x: 1, y: 1)
        let radial = CAGradientLayer()
        radial.frame = CGRect(x: 70, y: 5, width: 60, height: 60)
        radial.type = .radial
        radial.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1),
                         CGColor(red: 0, green: 0, blue: 0.3, alpha: 1)]
        radial.locations = [0, 0.7, 1]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        radial.cornerRadius = 30
        radial.masksToBounds = true
        let conic = CAGradientLayer()
        conic.frame = CGRect(x: 135, y: 5, width: 60, height: 60)
        conic.type = .conic
        conic.colors = [red, CGColor(red: 1, green: 1, blue: 0, alpha: 1), green, CGColor(red: 0, green: 1, blue: 1, alpha: 1),
                        blue, CGColor(red: 1, green: 0, blue: 1, alpha: 1), red]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        for layer in [axial, radial, conic] { root.addSublayer(layer) }
        return root
    }

    @Test func axialRadialAndConicMatchReference() {
        let compositor = Compositor(pixelWidth: 400, pixelHeight: 140)
        let target = PixelBuffer(width: 400, height: 140)
        compositor.composite(root: makeScene(), scale: 2, into: target, bufferAge: 0)
        expectMatchesReference(target, named: "gradients-axial-radial-conic@2x", tolerance: 2)
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = target.premultipliedARGB(x: x, y: y)
            return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        }
        // Axial: the first colour at the top-left corner, the last at the bottom-right.
        #expect(rgb(11, 11).0 > 240 && rgb(11, 11).1 > 140)
        #expect(rgb(128, 128).2 > 110 && rgb(128, 128).1 < 40)
        // Radial: white at the centre.
        #expect(rgb(200, 70).0 > 245 && rgb(200, 70).1 > 245)
        // Conic from 12 o'clock clockwise: red just right of the top, green (a third of the
        // way round) at the lower right, blue (two thirds) at the lower left.
        let c = (x: 330, y: 70)
        #expect(rgb(c.x + 2, c.y - 40).0 > 230)
        #expect(rgb(c.x + 35, c.y + 20).1 > 200 && rgb(c.x + 35, c.y + 20).0 < 60)
        #expect(rgb(c.x - 35, c.y + 20).2 > 200 && rgb(c.x - 35, c.y + 20).1 < 60)
    }
}
