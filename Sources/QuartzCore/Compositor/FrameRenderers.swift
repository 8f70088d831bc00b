/// Where the frame pipeline gets its renderer. UIKitCore knows no backend and no GPU: the
/// UIKit shell, which reads `VITRINE_RENDERER`, sets `factory`; without one, the CPU
/// compositor renders.
@MainActor
package enum FrameRenderers {
    /// Makes the renderer for a screen of the given pixel size (screen orientation).
    package static var factory: ((_ pixelWidth: Int, _ pixelHeight: Int) -> any FrameRenderer)?

    package static func make(pixelWidth: Int, pixelHeight: Int) -> any FrameRenderer {
        factory?(pixelWidth, pixelHeight) ?? Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
}
