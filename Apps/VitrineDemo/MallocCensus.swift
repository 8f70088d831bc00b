import Foundation

/// What glibc's allocator holds, read from `malloc_info`: the soak prints it beside RSS so
/// that a rising RSS can be told apart as live heap (a leak, or a cache filling) or as
/// freed memory malloc keeps (fragmentation), issue 29.
struct MallocCensus {
    /// Bytes malloc has from the system for its arenas, plus its mapped large blocks.
    let systemBytes: Int
    /// Bytes of free chunks malloc keeps in its arenas (fast bins and the other bins).
    let freeBytes: Int
    /// Bytes the program holds: allocated and not yet freed.
    var inUseBytes: Int { systemBytes - freeBytes }

    /// glibc's `malloc_info`, which Swift's Glibc module does not declare.
    private static let mallocInfo: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32).self)
    }()

    /// The census now, or nil where the C library is not glibc.
    static func now() -> MallocCensus? {
        guard let mallocInfo else { return nil }
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return MallocCensus(xml: String(cString: buffer))
    }

    /// Reads the totals that close the report (after the per-arena sections).
    init?(xml: String) {
        func last(_ prefix: String) -> Int? {
            guard let range = xml.range(of: prefix, options: .backwards) else { return nil }
            let rest = xml[range.upperBound...]
            guard let sizeStart = rest.range(of: "size=\"") else { return nil }
            return Int(rest[sizeStart.upperBound...].prefix { $0.isNumber })
        }
        guard let fast = last("<total type=\"fast\""), let rest = last("<total type=\"rest\""),
              let mapped = last("<total type=\"mmap\""), let current = last("<system type=\"current\"") else { return nil }
        systemBytes = current + mapped
        freeBytes = fast + rest
    }
}
