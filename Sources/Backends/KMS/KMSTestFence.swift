/// Kernel fences the KMS display puts on the GPU renderer's flips where the renderer made
/// none (`VITRINE_DRM_TEST_FENCE`, test only): how the VM check runs the flip's
/// IN_FENCE_FD path on a machine whose EGL makes no native fences (`VgemFenceSource`).
/// `100` signals each fence 100 ms after its commit; `100:8` leaves the 8th fence (counted
/// from the first frame's, the modeset's: `100:1`) to vgem's own 10 s timeout, a GPU whose
/// work hangs; `invalid` hands the commit the fence's dma-buf instead of a sync file,
/// which the kernel refuses.
public struct KMSTestFence: Sendable, Equatable {
    /// Milliseconds from the fence's commit to its signal.
    public var delayMilliseconds: Int
    /// The fence never signalled by the source, counted from 1; nil for none.
    public var hangingFence: Int?
    /// Whether commits get a descriptor that is no sync file (the dma-buf).
    public var isInvalid = false

    public init(delayMilliseconds: Int, hangingFence: Int? = nil, isInvalid: Bool = false) {
        self.delayMilliseconds = delayMilliseconds
        self.hangingFence = hangingFence
        self.isInvalid = isInvalid
    }

    /// Reads `DELAY_MS`, `DELAY_MS:HANGING_FENCE` or `invalid` (fences signalled after 100 ms);
    /// nil for anything else. The delay is at most 5 s (below vgem's timeout).
    public init?(_ text: String) {
        if text == "invalid" {
            self.init(delayMilliseconds: 100, isInvalid: true)
            return
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let delay = Int(parts[0]), (0...5000).contains(delay) else { return nil }
        var hanging: Int?
        if parts.count == 2 {
            guard let number = Int(parts[1]), number >= 1 else { return nil }
            hanging = number
        }
        self.init(delayMilliseconds: delay, hangingFence: hanging)
    }
}
