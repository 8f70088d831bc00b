/// One change of what an output shows: a new framebuffer, with a modeset or as a page flip.
package struct KMSCommit {
    package var framebufferID: UInt32
    /// Sets the mode and routes connector, CRTC and plane; otherwise the commit is a page
    /// flip whose completion comes as an event on the card.
    package var isModeset: Bool
    /// For a modeset: returns at once and completes with an event, as a page flip does
    /// (`KMSCommitter.setsModesWithoutBlocking`), instead of blocking until the mode is set.
    package var isNonblocking = false
    /// What changed since the previous frame, for drivers that upload only that.
    package var damage: [DamageClip]
    /// A sync file the flip waits for (the GPU drawing the buffer), or -1; not closed here.
    package var inFence: Int32 = -1
}

/// The way commits reach the kernel: atomic or legacy KMS. Chosen once at start
/// (atomic falls back to legacy for good if the driver refuses it); everything above
/// talks to this protocol only.
package protocol KMSCommitter: AnyObject {
    /// "atomic" or "legacy", for logs.
    var name: String { get }
    /// Whether commits take `KMSCommit.inFence` (atomic, with the plane's IN_FENCE_FD).
    var takesInFence: Bool { get }
    /// Whether a modeset can go without blocking (atomic KMS; `KMSCommit.isNonblocking`).
    var setsModesWithoutBlocking: Bool { get }
    /// Applies `commit`, or with `testOnly` asks whether the driver would accept it
    /// (legacy cannot ask and says yes). Returns 0 or the errno value of the refusal.
    func commit(_ commit: KMSCommit, testOnly: Bool) -> Int32
}
