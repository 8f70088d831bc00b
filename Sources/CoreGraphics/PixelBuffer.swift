import Foundation

/// A rectangle of pixel memory: the common currency of cairo (drawing), pixman
/// (compositing) and display backends.
///
/// Memory is either owned (zero-filled, so untouched pages cost nothing, and released on
/// deinit) or borrowed from elsewhere, such as a mapped framebuffer. Owned buffers of
/// `directMappingThreshold` bytes or more are mapped straight from the kernel.
/// Rows are `bytesPerRow` apart; owned buffers align rows to 64 bytes.
/// Not synchronised: the owner of the buffer decides which thread touches it.
public final class PixelBuffer: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes between the starts of two consecutive rows.
    public let bytesPerRow: Int
    /// Layout of each pixel.
    public let format: PixelFormat
    /// First byte of the first row.
    public let data: UnsafeMutableRawPointer
    let ownership: Ownership

    /// Who releases `data`, and how.
    enum Ownership {
        case borrowed
        case malloced
        case mapped(byteCount: Int)
    }

    /// Owned buffers at least this large (64 KiB) are mapped with `mmap`: their pages are
    /// zero and free until written, and unmapping returns them at once. Through `calloc`,
    /// freeing a large store raises glibc's dynamic mmap threshold, so the next stores come
    /// from the heap, get memset, and stay resident after they are freed.
    static let directMappingThreshold = 64 * 1024

    /// Allocates a zero-filled (fully transparent) buffer. Cost: one `calloc`, or one
    /// `mmap` from `directMappingThreshold` bytes; pages cost memory only once written.
    /// Traps when the memory cannot be had: where a size comes from outside (an app's
    /// view, a display mode) use `init?(allocating:height:format:)`.
    public convenience init(width: Int, height: Int, format: PixelFormat = .argb32Premultiplied) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        guard let memory = Self.allocateMemory(width: width, height: height, format: format) else {
            preconditionFailure("PixelBuffer: out of memory for \(width)x\(height)")
        }
        self.init(width: width, height: height, format: format, memory: memory)
    }

    /// Allocates as `init(width:height:format:)` does, or nil when the size is negative,
    /// its byte count overflows, or the memory cannot be had (issue 29: a kiosk logs and
    /// draws nothing rather than trapping).
    public convenience init?(allocating width: Int, height: Int, format: PixelFormat = .argb32Premultiplied) {
        guard width >= 0, height >= 0,
              let memory = Self.allocateMemory(width: width, height: height, format: format) else { return nil }
        self.init(width: width, height: height, format: format, memory: memory)
    }

    /// Owned memory: where it starts, its row stride and how it is released.
    private typealias Memory = (data: UnsafeMutableRawPointer, bytesPerRow: Int, ownership: Ownership)

    private init(width: Int, height: Int, format: PixelFormat, memory: Memory) {
        self.width = width
        self.height = height
        self.format = format
        self.data = memory.data
        self.bytesPerRow = memory.bytesPerRow
        self.ownership = memory.ownership
    }

    /// Test seam for failed allocations: owned buffers of more bytes than this are refused
    /// in the task that sets it, as a full memory would refuse them.
    @TaskLocal package static var allocationLimit: Int?

    private static func allocateMemory(width: Int, height: Int, format: PixelFormat) -> Memory? {
        let (unaligned, rowOverflow) = max(width, 1).multipliedReportingOverflow(by: format.bytesPerPixel)
        guard !rowOverflow, unaligned <= Int.max - 63 else { return nil }
        let rowBytes = (unaligned + 63) & ~63
        let (byteCount, overflow) = max(height, 1).multipliedReportingOverflow(by: rowBytes)
        guard !overflow else { return nil }
        if let limit = allocationLimit, byteCount > limit { return nil }
        if byteCount >= directMappingThreshold {
            let memory = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let memory, memory != MAP_FAILED else { return nil }
            return (memory, rowBytes, .mapped(byteCount: byteCount))
        }
        guard let memory = calloc(max(height, 1), rowBytes) else { return nil }
        return (memory, rowBytes, .malloced)
    }

    /// Wraps memory owned by someone else (for example an mmapped framebuffer) without
    /// copying it. The memory must outlive the buffer; it is not freed on deinit.
    public init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int,
                bytesPerRow: Int, format: PixelFormat) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        precondition(bytesPerRow >= width * format.bytesPerPixel, "bytesPerRow too small")
        self.data = data
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
        self.ownership = .borrowed
    }

    /// Takes ownership of `malloc`ed memory, which is freed on deinit.
    package init(adopting data: UnsafeMutableRawPointer, width: Int, height: Int,
                 bytesPerRow: Int, format: PixelFormat) {
        self.data = data
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
        self.ownership = .malloced
    }

    deinit {
        switch ownership {
        case .borrowed: break
        case .malloced: free(data)
        case .mapped(let byteCount): munmap(data, byteCount)
        }
    }

    /// Bytes used by one pixel.
    public var bytesPerPixel: Int { format.bytesPerPixel }

    /// The raw pixel value at (x, y), row 0 at the top: `0xAARRGGBB` for 32-bit formats,
    /// the 16-bit word for `.rgb565`.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
        let row = data + y * bytesPerRow
        switch format {
        case .argb32Premultiplied, .xrgb32:
            return row.load(fromByteOffset: x * 4, as: UInt32.self)
        case .rgb565:
            return UInt32(row.load(fromByteOffset: x * 2, as: UInt16.self))
        }
    }

    /// The pixel at (x, y) as premultiplied `0xAARRGGBB`, whatever the format.
    package func premultipliedARGB(x: Int, y: Int) -> UInt32 {
        format.premultipliedARGB(fromRaw: pixel(x: x, y: y))
    }

    /// Sets every pixel to a raw value of this buffer's format (see `pixel(x:y:)`).
    public func fill(_ value: UInt32) {
        for y in 0..<height {
            let row = data + y * bytesPerRow
            switch format {
            case .argb32Premultiplied, .xrgb32:
                row.withMemoryRebound(to: UInt32.self, capacity: width) { words in
                    words.update(repeating: value, count: width)
                }
            case .rgb565:
                row.withMemoryRebound(to: UInt16.self, capacity: width) { words in
                    words.update(repeating: UInt16(truncatingIfNeeded: value), count: width)
                }
            }
        }
    }

    /// Sets every byte to zero (transparent black).
    public func clear() {
        memset(data, 0, bytesPerRow * height)
    }

    /// A new owned buffer with the same size, format and pixels, or nil when the memory
    /// cannot be had, logged with `purpose` as `allocate(_:height:format:for:)` logs: copies
    /// are sized by an app or the display, and must not trap a kiosk (issue 29).
    package func copy(for purpose: @autoclosure () -> String) -> PixelBuffer? {
        guard let copy = PixelBuffer.allocate(width, height: height, format: format, for: purpose()) else { return nil }
        let rowBytes = width * format.bytesPerPixel
        for y in 0..<height {
            memcpy(copy.data + y * copy.bytesPerRow, data + y * bytesPerRow, rowBytes)
        }
        return copy
    }
}
