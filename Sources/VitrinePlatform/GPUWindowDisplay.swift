/// A desktop window the GPU renderer can present into itself through an EGL window
/// surface, so the frame is not read back into CPU memory and uploaded again (docs/GPU.md).
///
/// The renderer makes its EGL display on `nativeWindow()`'s connection, then asks to
/// present with `presentThroughGPU(_:)`; from then on `acquireBackBuffer()` lends a
/// `gpuBuffer` (the window) beside the CPU buffer. The renderer swaps the window's
/// buffers itself and marks the `gpuBuffer` drawn; `present` then uploads nothing.
@MainActor
public protocol GPUWindowDisplay: DisplayBackend {
    /// The window's native handles for EGL; nil where there are none (a platform EGL is
    /// not used on, an earlier failure), with the reason logged once.
    func nativeWindow() -> GPUNativeWindow?
    /// The renderer presents the frames from the next one on; false, with the reason
    /// logged, when the window cannot hand itself over. The window keeps `presenter`
    /// weakly, for screenshots and for showing the frame again.
    func presentThroughGPU(_ presenter: any GPUWindowPresenter) -> Bool
    /// The renderer cannot present into the window: logs `reason` and takes CPU frames
    /// (uploaded as before) from the next one on.
    func stopPresentingThroughGPU(reason: String)
}
