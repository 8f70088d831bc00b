import Foundation

extension PixelBuffer {
    /// Whether every pixel is zero (fully transparent). Cost: one read of the written part
    /// of the buffer. Pages of a mapped buffer that were never written are zero, known from
    /// /proc/self/pagemap without reading them (a read would fault each one in).
    package var isTransparent: Bool {
        let rowBytes = width * format.bytesPerPixel
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let written = writtenPages(pageSize: pageSize)
        let firstPage = Int(bitPattern: data) / pageSize
        for row in 0..<height {
            var offset = row * bytesPerRow
            let end = offset + rowBytes
            while offset < end {
                let page = (Int(bitPattern: data) + offset) / pageSize
                let segmentEnd = min(end, (page + 1) * pageSize - Int(bitPattern: data))
                if written?[page - firstPage] ?? true, !Self.isZero(data + offset, count: segmentEnd - offset) {
                    return false
                }
                offset = segmentEnd
            }
        }
        return true
    }

    private static func isZero(_ bytes: UnsafeMutableRawPointer, count: Int) -> Bool {
        // Word by word while aligned (rows start 64-byte aligned, pages 4096), then the tail.
        let wordCount = Int(bitPattern: bytes) % 8 == 0 ? count / 8 : 0
        let words = UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt64.self), count: wordCount)
        if words.contains(where: { $0 != 0 }) { return false }
        let tail = UnsafeRawBufferPointer(start: bytes + wordCount * 8, count: count - wordCount * 8)
        return !tail.contains(where: { $0 != 0 })
    }

    /// For a mapped buffer, whether each of its pages may hold data (present in RAM or
    /// swapped out); the others were never written. Nil when not known.
    private func writtenPages(pageSize: Int) -> [Bool]? {
        guard case .mapped(let byteCount) = ownership else { return nil }
        let firstPage = Int(bitPattern: data) / pageSize
        let pageCount = (byteCount + pageSize - 1) / pageSize
        let file = open("/proc/self/pagemap", O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var entries = [UInt64](repeating: 0, count: pageCount)
        let wanted = pageCount * 8
        let count = entries.withUnsafeMutableBytes { pread(file, $0.baseAddress, wanted, off_t(firstPage * 8)) }
        guard count == wanted else { return nil }
        // Bit 63: present in RAM; bit 62: swapped out.
        let presentOrSwapped: UInt64 = 0b11 << 62
        return entries.map { $0 & presentOrSwapped != 0 }
    }
}
