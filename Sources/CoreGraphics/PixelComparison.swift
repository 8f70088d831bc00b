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
        stride(from: 0, to: 32, by: 8).map { shift in
            abs(Int((lhs >> UInt32(shift)) & 0xFF) - Int((rhs >> UInt32(shift)) & 0xFF))
        }.max()!
    }
}
