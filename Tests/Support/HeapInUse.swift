import Foundation

/// Bytes glibc's allocator has handed out and not had back, read from `malloc_info` (as
/// the demo's soak reads it), or nil where the C library is not glibc. For tests that
/// bound what a cache keeps; other tests running meanwhile add their own allocations.
public func heapInUse() -> Int? {
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
    let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { return nil }
    let status = mallocInfo(0, stream)
    fclose(stream)
    defer { free(buffer) }
    guard status == 0, let buffer else { return nil }
    let xml = String(cString: buffer)
    // The totals close the report, after the per-arena sections.
    func last(_ prefix: String) -> Int? {
        guard let range = xml.range(of: prefix, options: .backwards) else { return nil }
        let rest = xml[range.upperBound...]
        guard let start = rest.range(of: "size=\"") else { return nil }
        return Int(rest[start.upperBound...].prefix { $0.isNumber })
    }
    guard let fast = last("<total type=\"fast\""), let rest = last("<total type=\"rest\""),
          let mapped = last("<total type=\"mmap\""), let current = last("<system type=\"current\"") else { return nil }
    return current + mapped - fast - rest
}
