import Foundation

/// The reference of the scroll benchmarks: one memcpy of a whole framebuffer between two
/// buffers of its own, the floor of any full-screen update. Timed between the frames it is
/// compared with, so that both see the same machine (a shared host's memory bandwidth
/// drifts by a fifth between runs).
final class FramebufferCopy {
    private let bytes: Int
    private let source: UnsafeMutableRawPointer
    private let destination: UnsafeMutableRawPointer
    private var copies = 0
    private var checksum: UInt8 = 0

    init(bytes: Int) {
        self.bytes = bytes
        source = calloc(bytes, 1)!
        destination = calloc(bytes, 1)!
        memset(source, 0x5A, bytes)
        memset(destination, 0, bytes)
    }

    deinit {
        Measure.sink(checksum)
        free(source)
        free(destination)
    }

    /// Wall time of one copy.
    func time() -> Double {
        copies += 1
        source.storeBytes(of: UInt8(truncatingIfNeeded: copies), toByteOffset: copies % bytes, as: UInt8.self)
        let start = Measure.monotonic()
        memcpy(destination, source, bytes)
        let time = Measure.monotonic() - start
        // Reading the copy keeps the optimizer from dropping it.
        checksum &+= destination.load(fromByteOffset: copies % bytes, as: UInt8.self)
        return time
    }
}
