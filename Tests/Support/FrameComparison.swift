import CoreGraphics
import Foundation

/// How far two frames of the same size are apart, colour channels only (the X byte of
/// XRGB8888 is undefined). The GPU renderer's tests compare its frames with the CPU
/// compositor's through it (docs/GPU.md's tolerance).
public struct FrameComparison: CustomStringConvertible {
    /// Pixels with a channel more than `threshold` levels apart.
    public private(set) var differing = 0
    public private(set) var total = 0
    public private(set) var largest = 0
    public let threshold: Int

    public init(_ a: PixelBuffer, _ b: PixelBuffer, threshold: Int) {
        self.threshold = threshold
        precondition(a.width == b.width && a.height == b.height)
        total = a.width * a.height
        for y in 0..<a.height {
            let rowA = (a.data + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let rowB = (b.data + y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<a.width where (rowA[x] ^ rowB[x]) & 0x00FF_FFFF != 0 {
                var worst = 0
                for shift: UInt32 in [0, 8, 16] {
                    worst = max(worst, abs(Int((rowA[x] >> shift) & 0xFF) - Int((rowB[x] >> shift) & 0xFF)))
                }
                largest = max(largest, worst)
                if worst > threshold { differing += 1 }
            }
        }
    }

    public var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }

    public var description: String {
        "\(differing) of \(total) pixels (\(String(format: "%.3f", fraction * 100))%) differ by more than \(threshold) levels; largest difference \(largest)"
    }
}
