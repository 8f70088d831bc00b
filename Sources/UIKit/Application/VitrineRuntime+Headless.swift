import CoreGraphics
import HeadlessDisplay
import VitrinePlatform

extension VitrineRuntime {
    /// A runtime on a new headless display whose clock moves only when
    /// `stepFrames(_:)` is called. Never fails: the headless display has no device.
    /// `pixelWidth` x `pixelHeight` is the panel; with a quarter-turn `rotation` the
    /// app's screen has them swapped.
    public static func headless(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                                refreshRate: Double = 60, pixelFormat: PixelFormat = .xrgb32,
                                rotation: DisplayRotation = .none, bufferCount: Int = 2) -> VitrineRuntime {
        let display = HeadlessDisplay(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                      refreshRate: refreshRate, pixelFormat: pixelFormat, rotation: rotation,
                                      bufferCount: bufferCount, clock: .stepped)
        RendererSelection.installFromEnvironment()
        do {
            return try VitrineRuntime(display: display)
        } catch {
            preconditionFailure("headless display failed to start: \(error)")
        }
    }
}
