import Foundation

/// Box blurs of 8-bit coverage, whose passes approximate a gaussian: layer shadows
/// (QuartzCore's shadow masks) and text shadows use them.
package enum BoxBlur {
    /// Blurs `width`×`height` bytes (rows `stride` apart) in place with `passes` box blurs
    /// of `size` pixels (odd) along rows, then as many along columns; pixels beyond the
    /// edges count as transparent.
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                             size: Int, passes: Int) {
        guard size > 1, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for y in 0..<height {
            for _ in 0..<passes { blurLine(pixels + y * stride, count: width, step: 1, size: size, scratch: line) }
        }
        for x in 0..<width {
            for _ in 0..<passes { blurLine(pixels + x, count: height, step: stride, size: size, scratch: line) }
        }
    }

    /// The odd box size whose three passes approximate a gaussian of `sigma` pixels
    /// (SVG's feGaussianBlur: d = ⌊sigma·3·√(2π)/4 + 0.5⌋, made odd to stay centred).
    package static func size(sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 1 }
        let d = Int(min(sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5, 1024))
        return d % 2 == 0 ? d + 1 : max(d, 1)
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
