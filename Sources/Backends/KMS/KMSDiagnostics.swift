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
}
