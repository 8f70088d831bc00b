import CoreGraphics

/// A back buffer lent by a display for one frame: the compositor writes into
/// `pixels`, then the buffer goes back through `DisplayBackend.present(_:damage:)`.
public struct DisplayBuffer {
    /// The buffer's memory (for KMS, the mmapped dumb buffer).
    public let pixels: PixelBuffer
    /// How many frames ago this buffer was last presented: 1 for the frame just
    /// before, 0 when its contents are unknown (never presented, or reallocated).
    /// The compositor repaints exactly the damage of the last `age` frames.
    public let age: Int
    /// The backend's own index of the buffer in its swap chain.
    public let index: Int
    /// True when `pixels` is ordinary cached memory (the headless display), which the
    /// compositor reads back as fast as its own and so paints in place; false for scan-out
    /// memory that is slow to read (KMS dumb buffers are mapped write-combined).
    public let isCachedMemory: Bool
    /// A scan-out buffer the GPU renderer may draw into instead of `pixels` (a
    /// `GPUScanoutDisplay` lending them); nil for the CPU compositor's displays.
    public let gpuBuffer: GPUBuffer?

    public init(pixels: PixelBuffer, age: Int, index: Int, isCachedMemory: Bool = false, gpuBuffer: GPUBuffer? = nil) {
        self.pixels = pixels
        self.age = age
        self.index = index
        self.isCachedMemory = isCachedMemory
        self.gpuBuffer = gpuBuffer
    }
}
