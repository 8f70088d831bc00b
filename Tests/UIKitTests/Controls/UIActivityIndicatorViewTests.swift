import Testing
import UIKit
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
        #expect(damaged.count >= 8, "eight steps a turn, one turn a second")
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
