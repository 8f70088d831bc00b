import Foundation

/// An event the kernel sends on a card's descriptor.
package enum DRMEvent: Sendable, Equatable {
    /// A page flip (or atomic commit) requested with an event reached the screen at the
    /// vertical blank at `time` (CLOCK_MONOTONIC seconds).
    case flipComplete(crtc: UInt32, time: TimeInterval, sequence: UInt64)
    /// A vertical blank queued with `drmCrtcQueueSequence` happened.
    case vblank(time: TimeInterval, sequence: UInt64)
}
