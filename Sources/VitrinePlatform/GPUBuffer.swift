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

    public init(nativeBuffer: UnsafeMutableRawPointer, width: Int, height: Int) {
        self.nativeBuffer = nativeBuffer
        self.width = width
        self.height = height
    }

    /// Lends the buffer for a frame whose contents are `age` frames old.
    public func lend(age: Int) {
        self.age = age
        isDrawn = false
    }
}
