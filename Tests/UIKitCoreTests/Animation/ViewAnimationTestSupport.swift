import Foundation
import Testing
import UIKitCore

/// Scenes for the UIView animation tests on a stepped 60 Hz headless clock. An animation
/// made between frames starts at the presentation time of the next frame, so after
/// `start(runtime)` (that one frame) each further frame is 1/60 s into it.
@MainActor
enum ViewAnimationScene {
    /// A 200×100 white screen with a 20×20 red view whose center is (10, 50), on screen.
    static func make() -> (VitrineRuntime, UIWindow, UIView) {
        let (runtime, window) = EndToEnd.makeScreen(width: 200, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        view.backgroundColor = .red
        window.addSubview(view)
        runtime.stepUntilIdle()
        return (runtime, window, view)
    }

    /// Runs the frame that starts the animations made since the last frame.
    static func start(_ runtime: VitrineRuntime) {
        runtime.stepFrames(1)
    }

    /// The view's center on screen.
    static func shownCenter(_ view: UIView) -> CGPoint {
        view.layer.presentation()?.position ?? .zero
    }

    /// The y of a cubic Bézier timing curve (0,0) c1 c2 (1,1) at time fraction `x`, by
    /// bisection on the curve parameter: an independent check of the timing functions.
    static func bezier(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if coordinate(c1x, c2x, mid) < x { low = mid } else { high = mid }
        }
        return coordinate(c1y, c2y, (low + high) / 2)
    }
}
