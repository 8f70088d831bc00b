import Foundation
import QuartzCore
import Testing
import UIKitCore
import VitrineTestSupport

/// `UIView.transition(with:…)` and `transition(from:to:…)`: snapshots of the old content
/// dissolving or flipping over the new.
@MainActor
struct ViewTransitionTests {
    private typealias Scene = ViewAnimationScene

    /// A 200×100 screen with a 100×80 card at (50, 10): red with a white square on its
    /// left half.
    private func makeCard() -> (VitrineRuntime, UIView) {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let card = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 80))
        card.backgroundColor = .red
        let mark = UIView(frame: CGRect(x: 10, y: 25, width: 30, height: 30))
        mark.backgroundColor = .white
        card.addSubview(mark)
        window.addSubview(card)
        runtime.stepUntilIdle()
        return (runtime, card)
    }

    private func turnBlue(_ card: UIView) {
        card.backgroundColor = .blue
        card.subviews.first?.backgroundColor = .yellow
    }

    @Test func crossDissolveIsHalfAndHalfAtHalfTime() throws {
        let (runtime, card) = makeCard()
        var results: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { self.turnBlue(card) }, completion: { results.append($0) })
        #expect(card.backgroundColor == .blue)
        #expect(card.layer.animationKeys() == ["transition"])
        Scene.start(runtime)
        runtime.stepFrames(30)
        let screen = try #require(runtime.screenshot())
        let pixel = EndToEnd.rgb(screen, 120, 50)
        #expect(abs(Int(pixel >> 16 & 0xFF) - 128) <= 2 && pixel >> 8 & 0xFF == 0 && abs(Int(pixel & 0xFF) - 128) <= 2)
        expectMatchesReference(screen, named: "cross-dissolve-half")
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(card.layer.sublayers?.count == 1)
        #expect(EndToEnd.rgb(try #require(runtime.screenshot()), 120, 50) == 0x0000FF)
    }

    @Test func flipShowsTheOldFaceTurningAtAQuarter() throws {
        let (runtime, card) = makeCard()
        var results: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { self.turnBlue(card) }, completion: { results.append($0) })
        Scene.start(runtime)
        runtime.stepFrames(15)
        let quarter = try #require(runtime.screenshot())
        expectMatchesReference(quarter, named: "flip-quarter")
        // Narrowed to about cos 45°: the card's left and right edges are empty now.
        #expect(EndToEnd.rgb(quarter, 53, 50) == 0xFFFFFF && EndToEnd.rgb(quarter, 146, 50) == 0xFFFFFF)
        #expect(EndToEnd.rgb(quarter, 100, 50) == 0xFF0000)
        runtime.stepFrames(30)
        let threeQuarters = try #require(runtime.screenshot())
        #expect(EndToEnd.rgb(threeQuarters, 100, 50) == 0x0000FF)
        #expect(EndToEnd.rgb(threeQuarters, 53, 50) == 0xFFFFFF)
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(card.superview?.layer.sublayers?.count == 1)
        #expect(EndToEnd.rgb(try #require(runtime.screenshot()), 53, 50) == 0x0000FF)
        #expect(runtime.stepFrames(10).isEmpty)
    }

    /// A flip whose view is removed and freed halfway (a page popped while its card turns,
    /// as the monkey found after 6,250 events): the transition's display link stopped only
    /// when the view's animation told it so, which a freed layer never did, so the app never
    /// went idle again and the flip's slices stayed alive. Now the freed layer's animation
    /// ends unfinished: the completion hears false and the app goes idle.
    @Test func aFlipWhoseViewIsFreedHalfwayEndsAndTheAppGoesIdle() throws {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        var results: [Bool] = []
        weak var freedCard: UIView?
        do {
            let panel = UIView(frame: window.bounds)
            let card = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 80))
            card.backgroundColor = .red
            panel.addSubview(card)
            window.addSubview(panel)
            runtime.stepUntilIdle()
            UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              animations: { self.turnBlue(card) }, completion: { results.append($0) })
            Scene.start(runtime)
            runtime.stepFrames(15)
            panel.removeFromSuperview()
            freedCard = card
        }
        runtime.stepFrames(2)
        #expect(freedCard == nil, "the card is freed mid-flip")
        #expect(runtime.stepUntilIdle() < 10)
        #expect(!runtime.needsFrame && results == [false])
        #expect(!AnimationEngine.shared.activeDescriptions.contains { $0.contains("ViewTransition") })
    }

    /// The frames around the quarter turn of a flip, where the card is seen edge-on: the
    /// compositor logged "layer transform out of pixman's range" for every slice of the
    /// edge-on frame (36 lines per demo tour). Edge-on, nothing of the card shows (iOS shows
    /// nothing of a layer seen exactly edge-on either); a frame before and after, thin
    /// slivers of the old and the new face. Nothing is logged.
    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func flipSeenEdgeOnDrawsNothingAndLogsNothing(scale: CGFloat) throws {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100, scale: scale)
        let card = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 80))
        card.backgroundColor = .red
        let mark = UIView(frame: CGRect(x: 10, y: 25, width: 30, height: 30))
        mark.backgroundColor = .white
        card.addSubview(mark)
        window.addSubview(card)
        runtime.stepUntilIdle()
        var shots: [PixelBuffer] = []
        let log = EndToEnd.capturingLog {
            UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              animations: { self.turnBlue(card) })
            Scene.start(runtime)
            runtime.stepFrames(29)
            for _ in 0..<3 {
                shots.append(runtime.screenshot() ?? PixelBuffer(width: 0, height: 0))
                runtime.stepFrames(1)
            }
            runtime.stepUntilIdle()
        }
        #expect(log.isEmpty, "\(log)")
        for (shot, name) in zip(shots, ["flip-before-edge-on", "flip-edge-on", "flip-after-edge-on"]) {
            expectMatchesReference(shot, named: "\(name)@\(Int(scale))x", tolerance: 0)
        }
        // Edge-on, the whole card's area is the window's white.
        let edgeOn = shots[1]
        for x in stride(from: 50, to: 150, by: 5) {
            #expect(EndToEnd.rgb(edgeOn, Int(CGFloat(x) * scale), Int(50 * scale)) == 0xFFFFFF)
        }
        // Around it, the slivers: red, then blue, at the vertical axis.
        #expect(EndToEnd.rgb(shots[0], Int(100 * scale), Int(50 * scale)) == 0xFF0000)
        #expect(EndToEnd.rgb(shots[2], Int(100 * scale), Int(50 * scale)) == 0x0000FF)
    }

    @Test(arguments: [UIView.AnimationOptions.transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom])
    func everyFlipEndsOnTheNewFace(options: UIView.AnimationOptions) throws {
        let (runtime, card) = makeCard()
        var results: [Bool] = []
        UIView.transition(with: card, duration: 0.5, options: options,
                          animations: { self.turnBlue(card) }, completion: { results.append($0) })
        Scene.start(runtime)
        runtime.stepFrames(8)
        #expect(EndToEnd.rgb(try #require(runtime.screenshot()), 100, 50) == 0xFF0000)
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(EndToEnd.rgb(try #require(runtime.screenshot()), 100, 50) == 0x0000FF)
    }

    @Test func transitionFromToReplacesTheView() throws {
        let (runtime, card) = makeCard()
        let old = try #require(card.subviews.first)
        let new = UIView(frame: old.frame)
        new.backgroundColor = .green
        var results: [Bool] = []
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve,
                          completion: { results.append($0) })
        #expect(old.superview == nil && new.superview === card)
        runtime.stepUntilIdle()
        #expect(results == [true])
        #expect(EndToEnd.rgb(try #require(runtime.screenshot()), 75, 50) == 0x00FF00)

        UIView.transition(from: new, to: old, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(new.isHidden && new.superview === card)
        runtime.stepUntilIdle()
    }
}
