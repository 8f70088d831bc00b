import Foundation

/// Bytes of working memory sized by an app or the display (a row of an image being
/// encoded, a rectangle of pixels read back from the GPU), allocated so that a refusal is
/// nil rather than the trap of a Swift array (issue 29): logged once per purpose as
/// `PixelBuffer.allocate(_:height:format:for:)` logs, refused over
/// `PixelBuffer.allocationLimit` as pixel buffers are. Not zeroed; not synchronised.
package final class ScratchBuffer {
    /// The first byte.
    package let bytes: UnsafeMutableRawPointer
    /// How many bytes there are.
    package let byteCount: Int

    /// `byteCount` bytes (at least one), or nil when the memory cannot be had.
    package init?(byteCount: Int, for purpose: @autoclosure () -> String) {
        let count = max(byteCount, 1)
        var memory: UnsafeMutableRawPointer?
        if byteCount >= 0, PixelBuffer.allocationLimit.map({ count <= $0 }) ?? true { memory = malloc(count) }
        AllocationFailures.note(succeeded: memory != nil, for: purpose) { "no memory for \($0) of \(byteCount) bytes" }
        guard let memory else { return nil }
        bytes = memory
        self.byteCount = count
    }

    deinit {
        free(bytes)
    }
}
