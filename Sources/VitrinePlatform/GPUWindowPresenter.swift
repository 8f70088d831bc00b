import CoreGraphics

/// What presents into a `GPUWindowDisplay` once the GPU renderer took it over: the window
/// asks it for what only the renderer can do there.
@MainActor
public protocol GPUWindowPresenter: AnyObject {
    /// The frame on screen, as the panel shows it (turned by the rotation), read back from
    /// the GPU: screenshots. Nil before the first frame, when the GPU cannot read it, or
    /// when the memory for it cannot be had.
    func readFrame() -> PixelBuffer?
    /// Shows the last frame again: the desktop lost the window's content.
    func presentAgain()
    /// The window and its desktop connection are about to go: let go of every EGL
    /// resource made on them, and present nothing more.
    func windowWillClose()
}
