/// A 32-bit pixel buffer run-length encoded, row by row: how a backing store whose content
/// is not changing is kept. Drawn content is mostly runs (transparent margins around text,
/// flat fills), so it takes a fraction of the pixels' memory, and unpacking a row gives
/// back exactly the pixels packed.
///
/// A row is a sequence of tokens: a word with the high bit set is a run (the count in the
/// other bits, then the repeated pixel), without it a literal (the count, then the pixels).
package final class PackedPixels {
    package let width: Int
    package let height: Int
    /// The pixels that are not transparent (zero): painting with OVER can skip the rest.
    let contentBox: PixelRect
    /// Where each row's tokens start in `words`, with the end as a last entry.
    private let rowStarts: [Int32]
    private let words: [UInt32]

    /// Runs shorter than this are kept in literals: a run costs two words.
    private static let shortestRun = 3
    private static let runFlag: UInt32 = 0x8000_0000

    private init(width: Int, height: Int, contentBox: PixelRect, rowStarts: [Int32], words: [UInt32]) {
        self.width = width
        self.height = height
        self.contentBox = contentBox
        self.rowStarts = rowStarts
        self.words = words
    }

    /// Bytes the packed form takes.
    package var byteCount: Int { words.count * 4 + rowStarts.count * 4 }

    /// Packs a 32-bit `buffer`, or returns nil when the packed form would take more than
    /// `maximumFraction` of the buffer's memory (content that does not compress).
    static func pack(_ buffer: PixelBuffer, maximumFraction: Double) -> PackedPixels? {
        guard buffer.bytesPerPixel == 4, buffer.width > 0, buffer.height > 0,
              buffer.height < Int(Int32.max), buffer.width < Int(runFlag) else { return nil }
        let budget = Int(Double(buffer.bytesPerRow * buffer.height) * maximumFraction) / 4 - buffer.height - 1
        guard budget > 0 else { return nil }
        var words: [UInt32] = []
        var rowStarts: [Int32] = []
        rowStarts.reserveCapacity(buffer.height + 1)
        let width = buffer.width
        var content = PixelRect.empty
        for y in 0..<buffer.height {
            rowStarts.append(Int32(words.count))
            let row = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            var x = 0, literalStart = 0
            func flushLiteral(upTo end: Int) {
                guard end > literalStart else { return }
                words.append(UInt32(end - literalStart))
                for i in literalStart..<end { words.append(row[i]) }
            }
            while x < width {
                let pixel = row[x]
                var end = x + 1
                while end < width, row[end] == pixel { end += 1 }
                if pixel != 0 { content = content.union(PixelRect(x0: Int32(x), y0: Int32(y), x1: Int32(end), y1: Int32(y + 1))) }
                if end - x >= shortestRun {
                    flushLiteral(upTo: x)
                    words.append(runFlag | UInt32(end - x))
                    words.append(pixel)
                    literalStart = end
                }
                x = end
            }
            flushLiteral(upTo: width)
            if words.count > budget { return nil }
        }
        rowStarts.append(Int32(words.count))
        // Exactly as long as needed: appending left spare capacity.
        let exact = [UInt32](unsafeUninitializedCapacity: words.count) { storage, count in
            _ = storage.initialize(from: words)
            count = words.count
        }
        return PackedPixels(width: width, height: buffer.height, contentBox: content, rowStarts: rowStarts, words: exact)
    }

    /// Writes rows `rows` into the same rows of `buffer` (at least as large, 32-bit).
    func unpack(rows: Range<Int>, into buffer: PixelBuffer) {
        let rows = rows.clamped(to: 0..<min(height, buffer.height))
        guard buffer.bytesPerPixel == 4, buffer.width >= width else { return }
        words.withUnsafeBufferPointer { tokens in
            for y in rows {
                var row = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                var i = Int(rowStarts[y])
                let end = Int(rowStarts[y + 1])
                while i < end {
                    let token = tokens[i]
                    let count = Int(token & ~Self.runFlag)
                    if token & Self.runFlag != 0 {
                        row.update(repeating: tokens[i + 1], count: count)
                        i += 2
                    } else {
                        row.update(from: tokens.baseAddress! + i + 1, count: count)
                        i += 1 + count
                    }
                    row += count
                }
            }
        }
    }

    /// A new ARGB buffer with the pixels packed, or nil (logged) when the memory for it
    /// cannot be had.
    package func unpacked() -> PixelBuffer? {
        guard let buffer = PixelBuffer.allocate(width, height: height, for: "unpacking a packed backing store") else {
            return nil
        }
        unpack(rows: 0..<height, into: buffer)
        return buffer
    }
}
