import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
    // Apple: hidesWhenStopped is true by default; a stopped indicator is hidden.
    @Test func theIndicatorHidesWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(indicator.hidesWhenStopped && !indicator.isAnimating && indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == UIColor.white)
    }

    @Test func spinningDamagesOnlyTheIndicatorAndStoppedCostsNoFrames() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 120)
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 100, y: 60)
        window.addSubview(indicator)
        runtime.stepUntilIdle()
        indicator.startAnimating()
        runtime.stepFrames(1)   // shown: its spokes are drawn once
        let frames = runtime.stepFrames(60)
        let damaged = frames.filter { !$0.damage.isEmpty }
        // A frame pass every vsync while the animation runs, a damaged one per step.
        #expect(frames.count == 60)
        #expect(damaged.count >= 8 && damaged.count <= 9, "eight steps a turn, one turn a second")
        // A turned square covers up to √2 of its side: the damage is that box, grown to whole
        // pixels and by the compositor's one-pixel margin for antialiased edges.
        let reach = indicator.frame.width * 2.squareRoot() / 2 + 2
        let turned = CGRect(x: indicator.center.x - reach, y: indicator.center.y - reach, width: 2 * reach, height: 2 * reach)
        for frame in damaged {
            for rect in frame.damage {
                #expect(rect.minX >= turned.minX && rect.maxX <= turned.maxX && rect.minY >= turned.minY && rect.maxY <= turned.maxY)
            }
        }
        #expect(frames.allSatisfy { $0.layersDisplayed == 0 }, "spinning redraws nothing")
        indicator.stopAnimating()
        runtime.stepUntilIdle()
        #expect(!runtime.needsFrame)
        #expect(runtime.stepUntilIdle() == 0)
    }

    /// The style given to `init(style:)` is the one drawn: thick spokes for `.large`,
    /// white ones for the deprecated `.white`.
    @Test func theInitialStyleIsDrawn() {
        func pixels(_ indicator: UIActivityIndicatorView, on background: UIColor = .white) -> PixelBuffer {
            indicator.hidesWhenStopped = false
            indicator.backgroundColor = background
            indicator.layoutIfNeeded()
            return renderPixels(width: indicator.bounds.width, height: indicator.bounds.height) { context in
                indicator.layer.render(in: context.cgContext)
            }
        }
        let large = pixels(UIActivityIndicatorView(style: .large))
        let restyled = UIActivityIndicatorView(style: .medium)
        restyled.style = .large
        restyled.sizeToFit()
        let expected = pixels(restyled)
        let lit = (0..<37).flatMap { y in (0..<37).map { x in argb(large, x, y) & 0xFF } }.filter { $0 < 0xD0 }.count
        #expect(lit > 50, "the spokes are drawn")
        #expect((0..<37).allSatisfy { y in (0..<37).allSatisfy { x in argb(large, x, y) == argb(expected, x, y) } })
        let white = pixels(UIActivityIndicatorView(style: .white), on: .black)
        let brightest = (0..<20).flatMap { y in (0..<20).map { x in argb(white, x, y) & 0xFF } }.max() ?? 0
        #expect(brightest == 0xFF, "the head spoke is white")
    }

    /// An indicator that is hidden or leaves its window stops asking for frames, and
    /// spins again when it shows: it still animates all along, as on iOS.
    @Test func aHiddenOrRemovedIndicatorCostsNoFrames() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 120)
        defer { runtime.stop() }
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 100, y: 60)
        window.addSubview(indicator)
        indicator.startAnimating()
        runtime.stepFrames(2)
        #expect(runtime.needsFrame, "spinning")
        indicator.isHidden = true
        #expect(runtime.stepUntilIdle() == 1 && !runtime.needsFrame, "one frame to hide it, then none")
        #expect(indicator.isAnimating)
        indicator.isHidden = false
        runtime.stepFrames(61)
        #expect(runtime.needsFrame, "spinning again")
        indicator.removeFromSuperview()
        #expect(runtime.stepUntilIdle() == 1 && !runtime.needsFrame)
        #expect(indicator.isAnimating)
        window.addSubview(indicator)
        let frames = runtime.stepFrames(60)
        #expect(frames.filter { !$0.damage.isEmpty }.count >= 8, "back in the window, it turns")
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 220, height: 60, scale: scale)
            let medium = UIActivityIndicatorView(style: .medium)
            medium.center = CGPoint(x: 30, y: 30)
            let large = UIActivityIndicatorView(style: .large)
            large.center = CGPoint(x: 80, y: 30)
            let colored = UIActivityIndicatorView(style: .large)
            colored.color = .systemBlue
            colored.center = CGPoint(x: 140, y: 30)
            for indicator in [medium, large, colored] {
                indicator.hidesWhenStopped = false
                window.addSubview(indicator)
            }
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "activity-indicator@\(Int(scale))x")
            runtime.stop()
        }
    }
}

