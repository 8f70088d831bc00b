import CoreGraphics

/// Counters of a KMS display, for diagnostics and the VM checks (not for app logic).
public struct KMSDiagnostics: Sendable, Equatable {
    /// "atomic" or "legacy".
    public var interface: String
    /// The connector shown on ("HDMI-A-1"), nil while none is connected.
    public var connectorName: String?
    /// Commits the kernel accepted (modesets and page flips).
    public var commitCount: Int
    /// Page flips completed (flip events received).
    public var flipCount: Int
    /// The damage clips of the last page flip, in panel pixels (whole pixels, cut to the
    /// mode); empty when the last commit was a modeset. Sent as FB_DAMAGE_CLIPS when
    /// `sendsDamageClips`.
    public var lastDamageClips: [CGRect]
    /// Whether commits carry FB_DAMAGE_CLIPS: atomic KMS on a primary plane that has the
    /// property (vkms in Linux 6.1 has not).
    public var sendsDamageClips: Bool
    /// Flips per second over the latest run of back-to-back flips (up to 120; idling
    /// starts a new run), nil before two.
    public var flipRate: Double?
    /// Commits that showed a GBM buffer object the GPU renderer drew into (0 when the
    /// frames went through the dumb buffers).
    public var gpuBufferCommits: Int = 0
    /// Commits the kernel accepted with a fence (the plane's IN_FENCE_FD) to wait for.
    public var fencedCommits: Int = 0
    /// The fences of `VITRINE_DRM_TEST_FENCE` against the flips that waited for them; nil
    /// when the setting is off.
    public var testFences: TestFences?
    /// Seconds the last modeset held the run loop: the commit (an atomic one returns at
    /// once), and before a blocking one the CPU's wait for its frame's fence; nil before
    /// the first.
    public var lastModesetDuration: Double?
    /// Dumb buffers allocated: the swap chain's, or one while the GPU draws into GBM buffers.
    public var dumbBufferCount: Int = 0

    /// How the flips waited for the test fences (`VgemFenceSource`). Times are the kernel's
    /// flip event (the vblank's time) and the moment the source began signalling the fence.
    public struct TestFences: Sendable, Equatable {
        /// Fences made (one a flip of a GPU buffer).
        public var made = 0
        /// Flips completed of commits that carried one.
        public var flips = 0
        /// Flips whose event came before their fence was signalled: the kernel did not wait.
        public var flipsBeforeSignal = 0
        /// The least time from a fence's signal to its flip event, and to the display reading
        /// that event; negative at most by a refresh interval when the flip waited (vkms
        /// stamps the event with the vblank's nominal time, which can precede a late timer).
        public var minimumFlipAfterSignal: Double?
        public var minimumReadAfterSignal: Double?
        /// The least time from a fence's making (just before its commit) to its flip event:
        /// at least the delay, less a refresh interval, when every flip waited.
        public var minimumMadeToFlip: Double?
        /// From the making of the fence left unsignalled to its flip (vgem's timeout).
        public var hungFlipWait: Double?
    }
}
