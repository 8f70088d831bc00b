import Testing
import UIKitCore
import VitrineTestSupport

/// Shape layers, gradients and masks in apps: the frame pipeline on a stepped headless
/// clock at scale 2.
@MainActor
struct ShapeLayerPipelineTests {
    /// A view whose layer is a shape layer, as apps draw progress rings.
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }

    /// The progress ring of apps: a `strokeEnd` CABasicAnimation. Apple, strokeEnd:
    /// "Animatable". Every frame redraws only the ring (its draw(_:) never runs) and
    /// damages only its area; the animation ends at the model value.
    @Test func progressRingAnimatesStrokeEndDamagingOnlyTheRing() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100, scale: 2)
        let ring = RingView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        ring.shapeLayer.path = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 26, startAngle: -.pi / 2,
                                            endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.shapeLayer.fillColor = nil
        ring.shapeLayer.strokeColor = UIColor.systemBlue.cgColor
        ring.shapeLayer.lineWidth = 6
        ring.shapeLayer.lineCap = .round
        ring.shapeLayer.strokeEnd = 0
        window.addSubview(ring)
        let label = UILabel(frame: CGRect(x: 100, y: 30, width: 90, height: 30))
        label.text = "Loading"
        window.addSubview(label)
        runtime.stepUntilIdle()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.5
        ring.shapeLayer.strokeEnd = 1
        ring.shapeLayer.add(animation, forKey: "progress")
        let passes = runtime.stepFrames(40)
        #expect(passes.count > 25 && passes.count < 35)
        for stats in passes.dropFirst() {
            let box = stats.damage.reduce(CGRect.null) { $0.union($1) }
            // The ring's 60-point view plus its stroke's overhang, in pixels.
            #expect(box.isNull || (box.minX >= 10 && box.maxX <= 150 && box.maxY <= 150), "frame \(stats.frameNumber): \(box)")
        }
        #expect(runtime.stepFrames(10).isEmpty)
        let shot = try #require(runtime.screenshot())
        // The whole ring is drawn at the end: its left (9 o'clock) is blue.
        #expect(EndToEnd.rgb(shot, 2 * 14, 2 * 40) & 0xFF > 0xC0)
    }

    /// A standalone shape or gradient layer animates its keys implicitly (Apple:
    /// "Animatable"), from the value on screen, with the transaction's 0.25 s.
    @Test func standaloneShapeAndGradientLayersAnimateImplicitly() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100, scale: 2)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        shape.strokeColor = UIColor.red.cgColor
        shape.strokeEnd = 0
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 100, y: 10, width: 80, height: 80)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        window.layer.addSublayer(shape)
        window.layer.addSublayer(gradient)
        runtime.stepUntilIdle()
        shape.strokeEnd = 1
        gradient.colors = [UIColor.blue.cgColor, UIColor.red.cgColor]
        #expect(shape.animation(forKey: "strokeEnd") is CABasicAnimation)
        runtime.stepFrames(8)
        let end = try #require(shape.presentation()?.strokeEnd)
        #expect(end > 0.2 && end < 0.9)
        let colors = try #require(gradient.presentation()?.colors as? [CGColor])
        #expect(colors[0].rgba.red > 0.1 && colors[0].rgba.red < 0.9)
        runtime.stepUntilIdle()
        #expect(shape.presentation()?.strokeEnd == 1)
        // The path, as on iOS, changes at once.
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(shape.animation(forKey: "path") == nil)
    }

    /// Apple, UIView.mask: "The view's alpha channel determines how much of the view's
    /// content and background shows through." A rounded-rect mask view over an image-like
    /// view with a subview.
    @Test func viewMaskShowsOnlyThroughTheMask() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100, scale: 2)
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 120, height: 80))
        card.backgroundColor = .systemOrange
        let stripe = UIView(frame: CGRect(x: 0, y: 60, width: 120, height: 20))
        stripe.backgroundColor = .systemPurple
        card.addSubview(stripe)
        let mask = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        mask.backgroundColor = .black
        mask.layer.cornerRadius = 16
        card.mask = mask
        window.addSubview(card)
        runtime.stepUntilIdle()
        let shot = try #require(runtime.screenshot())
        expectMatchesReference(shot, named: "view-mask@2x")
        // Outside the mask: the window's white; inside: the card and its subview.
        #expect(EndToEnd.rgb(shot, 2 * 25, 2 * 15) == 0xFFFFFF)
        #expect(EndToEnd.rgb(shot, 2 * 80, 2 * 40) != 0xFFFFFF)
        #expect(EndToEnd.rgb(shot, 2 * 80, 2 * 75) != EndToEnd.rgb(shot, 2 * 80, 2 * 40))
        #expect(EndToEnd.rgb(shot, 2 * 80, 2 * 85) == 0xFFFFFF)
        #expect(card.mask === mask && card.layer.mask === mask.layer)
        card.mask = nil
        runtime.stepUntilIdle()
        let unmasked = try #require(runtime.screenshot())
        #expect(EndToEnd.rgb(unmasked, 2 * 25, 2 * 15) != 0xFFFFFF)
    }
}
