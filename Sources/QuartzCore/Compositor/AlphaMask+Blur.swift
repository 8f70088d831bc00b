extension AlphaMask {
    /// Blurs the mask in place with `passes` box blurs of `size` pixels (odd) along rows,
    /// then as many along columns; pixels beyond the edges count as transparent.
    func boxBlur(size: Int, passes: Int) {
        guard size > 1 else { return }
        let w = Int(width), h = Int(height), stride = Int(self.stride)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(w, h))
        defer { line.deallocate() }
        withPixels { pixels in
            for y in 0..<h {
                for _ in 0..<passes { Self.blurLine(pixels + y * stride, count: w, step: 1, size: size, scratch: line) }
            }
            for x in 0..<w {
                for _ in 0..<passes { Self.blurLine(pixels + x, count: h, step: stride, size: size, scratch: line) }
            }
        }
    }

    /// One box blur of `count` pixels `step` bytes apart: each becomes the rounded mean of
    /// the `size` pixels centred on it (a running sum, so the cost does not grow with size).
    private static func blurLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, size: Int,
                                 scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = p[i * step] }
        let half = size / 2
        var sum = 0
        for i in 0..<min(half, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + half, leaving = i - half - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            p[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
