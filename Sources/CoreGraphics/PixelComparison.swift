/// How two images of the same size differ, channel by channel: the pixel tests'
/// reference comparison and the VM checks' screen-against-headless comparison.
package struct PixelComparison {
    /// Pixels with a channel (of premultiplied ARGB) differing by more than the tolerance.
    package private(set) var differingPixels = 0
    /// The largest channel difference over all pixels (0...255).
    package private(set) var worstDistance = 0
    /// The differing pixels in red over dark grey.
    package let diffImage: PixelBuffer

    /// Compares `pixels` with `reference`, which must have the same size.
    package init(_ pixels: PixelBuffer, _ reference: PixelBuffer, tolerance: Int) {
        precondition(pixels.width == reference.width && pixels.height == reference.height,
                     "compared images differ in size")
        diffImage = PixelBuffer(width: pixels.width, height: pixels.height)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let distance = Self.channelDistance(pixels.premultipliedARGB(x: x, y: y),
                                                    reference.premultipliedARGB(x: x, y: y))
                worstDistance = max(worstDistance, distance)
                let isDifferent = distance > tolerance
                if isDifferent { differingPixels += 1 }
                diffImage.data.storeBytes(of: isDifferent ? 0xFFFF_0000 : 0x4000_0000 as UInt32,
                                          toByteOffset: y * diffImage.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
    }

    /// The largest per-channel difference between two ARGB words.
    private static func channelDistance(_ lhs: UInt32, _ rhs: UInt32) -> Int {
        guard lhs != rhs else { return 0 }
        var worst = 0, left = lhs, right = rhs
        for _ in 0..<4 {
            worst = max(worst, abs(Int(left & 0xFF) - Int(right & 0xFF)))
            left >>= 8
            right >>= 8
        }
        return worst
    }
}
