import Testing
import UIKitCore

/// Views that change the tree from inside layoutSubviews() or draw(_:): the frame passes
/// stay bounded, nothing crashes, and the screen ends equal to the scene built directly in
/// its final state.
@MainActor
struct ReentrancyTests {
    /// Runs the frames of `runtime` until idle (failing above `maxFrames`) and compares the
    /// screen with the scene `expected` builds.
    private func expectSettles(_ runtime: VitrineRuntime, maxFrames: Int = 4,
                               equalTo expected: (UIWindow) -> Void,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = runtime.stepUntilIdle(maxFrames: 20)
        #expect(frames <= maxFrames, "took \(frames) frames", sourceLocation: sourceLocation)
        #expect(!runtime.needsFrame, sourceLocation: sourceLocation)
        let shot = runtime.screenshot()!
        let reference = EndToEnd.screenshot(expected)
        let diff = EndToEnd.differences(shot, reference)
        #expect(diff.count == 0, "first difference at \(String(describing: diff.first))", sourceLocation: sourceLocation)
    }

    // MARK: layoutSubviews

    @Test func layoutChangingItsOwnFrame() {
        final class Growing: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                frame = CGRect(x: 10, y: 10, width: 120, height: 80)
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let view = Growing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .blue
        window.addSubview(view)
        expectSettles(runtime) { window in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
            view.backgroundColor = .blue
            window.addSubview(view)
        }
        #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 80))
        #expect(view.layouts <= 3)
    }

    @Test func layoutChangingAnotherViewsFrame() {
        final class Pusher: UIView {
            weak var other: UIView?
            override func layoutSubviews() {
                other?.frame = CGRect(x: bounds.width + 20, y: 10, width: 30, height: 30)
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let other = FilledView(frame: .zero, fill: .red)
        let pusher = Pusher(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        pusher.backgroundColor = .green
        pusher.other = other
        window.addSubview(other)
        window.addSubview(pusher)
        runtime.stepUntilIdle()
        pusher.frame.size.width = 140
        expectSettles(runtime) { window in
            window.addSubview(FilledView(frame: CGRect(x: 160, y: 10, width: 30, height: 30), fill: .red))
            let pusher = UIView(frame: CGRect(x: 0, y: 60, width: 140, height: 40))
            pusher.backgroundColor = .green
            window.addSubview(pusher)
        }
        #expect(other.drawCount == 1)
    }

    @Test func layoutAddingASubviewEveryTime() {
        final class Adder: UIView {
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                child.backgroundColor = .red
                addSubview(child)
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let adder = Adder(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        adder.backgroundColor = .yellow
        window.addSubview(adder)
        expectSettles(runtime) { window in
            let adder = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
            adder.backgroundColor = .yellow
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            child.backgroundColor = .red
            adder.addSubview(child)
            window.addSubview(adder)
        }
        #expect(adder.subviews.count == 1)
        #expect(adder.layouts <= 5)
    }

    @Test func layoutThatAlwaysInvalidatesItselfDoesNotHang() {
        final class Restless: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                setNeedsLayout()
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let view = Restless(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        window.addSubview(view)
        let passes = runtime.stepFrames(3)
        #expect(passes.count == 3)
        #expect(view.layouts == 3 * LayerTreePass.maximumLayoutSweeps)
    }

    // MARK: draw(_:)

    @Test func drawAskingForOneMoreDisplay() {
        final class Twice: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                (draws == 1 ? UIColor.red : UIColor.blue).setFill()
                UIRectFill(bounds)
                if draws == 1 { setNeedsDisplay() }
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let view = Twice(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        window.addSubview(view)
        expectSettles(runtime, maxFrames: 2) { window in
            window.addSubview(FilledView(frame: CGRect(x: 30, y: 30, width: 50, height: 50), fill: .blue))
        }
        #expect(view.draws == 2)
    }

    @Test func drawAlwaysAskingForDisplayRedrawsOncePerFrame() {
        final class Restless: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                setNeedsDisplay()
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let view = Restless(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        window.addSubview(view)
        #expect(runtime.stepFrames(5).count == 5)
        #expect(view.draws == 5)
    }

    @Test func drawChangingItsOwnBackgroundColor() {
        final class Recolouring: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                backgroundColor = .green
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let view = Recolouring(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        view.backgroundColor = .blue
        window.addSubview(view)
        expectSettles(runtime, maxFrames: 2) { window in
            let view = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
            view.backgroundColor = .green
            let corner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            corner.backgroundColor = .red
            view.addSubview(corner)
            window.addSubview(view)
        }
        #expect(view.draws == 1)
    }

    @Test func drawRemovingItselfFromItsSuperview() {
        final class Leaving: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.red.setFill()
                UIRectFill(bounds)
                removeFromSuperview()
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let sibling = FilledView(frame: CGRect(x: 100, y: 30, width: 40, height: 40), fill: .blue)
        let leaving = Leaving(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        window.addSubview(leaving)
        window.addSubview(sibling)
        expectSettles(runtime) { window in
            window.addSubview(FilledView(frame: CGRect(x: 100, y: 30, width: 40, height: 40), fill: .blue))
        }
        #expect(leaving.superview == nil)
        #expect(leaving.draws == 1)
        #expect(sibling.drawCount == 1)
    }

    @Test func layoutRemovingItself() {
        final class Quitter: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                removeFromSuperview()
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let sibling = FilledView(frame: CGRect(x: 100, y: 30, width: 40, height: 40), fill: .blue)
        let quitter = Quitter(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        quitter.backgroundColor = .red
        window.addSubview(quitter)
        window.addSubview(sibling)
        expectSettles(runtime) { window in
            window.addSubview(FilledView(frame: CGRect(x: 100, y: 30, width: 40, height: 40), fill: .blue))
        }
        #expect(quitter.superview == nil && quitter.layouts == 1)
    }

    @Test func drawAddingASubview() {
        final class Host: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.yellow.setFill()
                UIRectFill(bounds)
                let badge = UIView(frame: CGRect(x: 10, y: 10, width: 15, height: 15))
                badge.backgroundColor = .black
                addSubview(badge)
            }
        }
        let (runtime, window) = EndToEnd.makeScreen()
        let host = Host(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        window.addSubview(host)
        expectSettles(runtime) { window in
            let host = FilledView(frame: CGRect(x: 30, y: 30, width: 60, height: 60), fill: .yellow)
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 15, height: 15))
            badge.backgroundColor = .black
            host.addSubview(badge)
            window.addSubview(host)
        }
        #expect(host.subviews.count == 1)
    }

    @Test func hiddenViewMarkedDirtyDrawsOnceWhenShown() {
        let (runtime, window) = EndToEnd.makeScreen()
        let view = FilledView(frame: CGRect(x: 30, y: 30, width: 60, height: 60), fill: .red)
        view.isHidden = true
        window.addSubview(view)
        runtime.stepUntilIdle()
        #expect(view.drawCount == 0)
        view.fill = .green
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        runtime.stepUntilIdle()
        #expect(view.drawCount == 0)
        view.isHidden = false
        expectSettles(runtime) { window in
            window.addSubview(FilledView(frame: CGRect(x: 30, y: 30, width: 60, height: 60), fill: .green))
        }
        #expect(view.drawCount == 1)
    }
}
