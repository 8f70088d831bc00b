import Glibc

/// A scan-out buffer of the display's that the GPU renderer draws into instead of
/// `DisplayBuffer.pixels`: on KMS a GBM buffer object, which the renderer imports as an
/// EGLImage (`EGL_NATIVE_PIXMAP_KHR` on EGL's GBM platform) and the display page-flips.
///
/// The display keeps these objects for as long as the buffers live, so a renderer may
/// keep what it made from one (its framebuffer) under the object's identity.
@MainActor
public final class GPUBuffer {
    /// The native buffer: a `struct gbm_bo *`.
    public let nativeBuffer: UnsafeMutableRawPointer
    public let width: Int
    public let height: Int
    /// How many frames ago the buffer was last shown (0: contents unknown), as `DisplayBuffer.age`.
    public internal(set) var age = 0
    /// Set by the renderer when it drew the frame here: `present` then shows this buffer,
    /// not `DisplayBuffer.pixels`.
    public var isDrawn = false
    /// A sync file that signals when the GPU has finished drawing the frame here
    /// (EGL_ANDROID_native_fence_sync), set by the renderer where the display takes one
    /// (`GPUScanoutDisplay.acceptsRenderFences`), else -1: the renderer waited for the GPU.
    /// The display owns the descriptor: it hands it to the flip and closes it.
    public var renderFence: Int32 = -1

    public init(nativeBuffer: UnsafeMutableRawPointer, width: Int, height: Int) {
        self.nativeBuffer = nativeBuffer
        self.width = width
        self.height = height
    }

    /// Lends the buffer for a frame whose contents are `age` frames old.
    public func lend(age: Int) {
        self.age = age
        isDrawn = false
        closeRenderFence()
    }

    /// Closes the fence, if any (presented, or a frame that was not).
    public func closeRenderFence() {
        if renderFence >= 0 { close(renderFence) }
        renderFence = -1
    }
}
