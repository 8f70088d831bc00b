import HeadlessDisplay
import UIKitCore
import VitrinePlatform

extension VitrineRuntime {
    /// A runtime on a stepped headless display, as the UIKit shell's
    /// `VitrineRuntime.headless` makes one: UIKitCore itself knows no backend.
    static func headless(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                         refreshRate: Double = 60, pixelFormat: PixelFormat = .xrgb32,
                         rotation: DisplayRotation = .none, bufferCount: Int = 2) -> VitrineRuntime {
        let display = HeadlessDisplay(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                      refreshRate: refreshRate, pixelFormat: pixelFormat, rotation: rotation,
                                      bufferCount: bufferCount, clock: .stepped)
        do {
            return try VitrineRuntime(display: display)
        } catch {
            preconditionFailure("headless display failed to start: \(error)")
        }
    }
}
