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

    public init(pixels: PixelBuffer, age: Int, index: Int) {
        self.pixels = pixels
        self.age = age
        self.index = index
    }
}
