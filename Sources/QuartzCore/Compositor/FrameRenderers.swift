import VitrinePlatform

/// Where the frame pipeline gets its renderer. UIKitCore knows no backend and no GPU: the
/// UIKit shell, which reads `VITRINE_RENDERER`, sets `factory`; without one, the CPU
/// compositor renders.
@MainActor
package enum FrameRenderers {
    /// Makes the renderer for `display`, whose screen has the given pixel size (screen
    /// orientation); the display tells a GPU renderer whether it can draw into its buffers.
    package static var factory: ((_ display: any DisplayBackend, _ pixelWidth: Int, _ pixelHeight: Int) -> any FrameRenderer)?

    package static func make(for display: any DisplayBackend, pixelWidth: Int, pixelHeight: Int) -> any FrameRenderer {
        factory?(display, pixelWidth, pixelHeight) ?? Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
}
