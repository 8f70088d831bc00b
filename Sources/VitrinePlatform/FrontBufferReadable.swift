import CoreGraphics

/// A display whose buffer on screen is ordinary memory that can be read back (a headless
/// display, a desktop window), for screenshots. A KMS display's scan-out memory is not.
@MainActor
public protocol FrontBufferReadable: DisplayBackend {
    /// The buffer on screen now, or nil before the first present.
    var frontBuffer: PixelBuffer? { get }
}
