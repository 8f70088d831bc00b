import HeadlessDisplay
import Testing
import UIKitCore

@MainActor
enum ControlScene {
    /// A stepped runtime of `width`×`height` points at `scale` with a white key window.
    static func make(width: Int, height: Int, scale: CGFloat = 1,
                     background: UIColor = .white) throws -> (VitrineRuntime, UIWindow) {
        let display = HeadlessDisplay(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale),
                                      scale: scale, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = background
        window.makeKeyAndVisible()
        return (runtime, window)
    }

    /// The screen after the runtime settled, for a reference comparison.
    static func settledScreen(_ runtime: VitrineRuntime) -> PixelBuffer {
        runtime.stepUntilIdle()
        return runtime.renderScreen()!
    }

    /// The centre of `view` in screen points.
    static func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}
