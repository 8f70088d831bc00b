/// A display whose scan-out buffers the GPU renderer can draw into itself, so the frame
/// is not read back into CPU memory: the KMS display's GBM buffer objects (docs/GPU.md).
///
/// The renderer makes its EGL display on `gbmDevice()` (EGL's GBM platform), then asks
/// for the buffers with `lendGPUBuffers()`; from then on `acquireBackBuffer()` lends a
/// `gpuBuffer` beside the CPU buffer, and `present` page-flips whichever was drawn.
@MainActor
public protocol GPUScanoutDisplay: DisplayBackend {
    /// A `struct gbm_device *` on the display's card, for `eglGetPlatformDisplay(EGL_PLATFORM_GBM_KHR, ...)`;
    /// nil where there is none (no libgbm, a 16-bit scan-out format, an earlier failure),
    /// with the reason logged once.
    func gbmDevice() -> UnsafeMutableRawPointer?
    /// Makes the GPU buffers (the panel's size) and lends them from the next frame on;
    /// false, with the reason logged, when they cannot be made.
    func lendGPUBuffers() -> Bool
    /// Whether the flip can wait for the renderer's fence (`GPUBuffer.renderFence`: the
    /// plane's IN_FENCE_FD in an atomic commit); where not, the renderer waits for the GPU
    /// itself (glFinish) before `present`.
    var acceptsRenderFences: Bool { get }
    /// The renderer cannot draw into the GPU buffers: logs `reason` and lends only CPU
    /// buffers from now on.
    func stopLendingGPUBuffers(reason: String)
}
