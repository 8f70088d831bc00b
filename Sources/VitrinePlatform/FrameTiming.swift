import Foundation

/// When the frame being built will be shown.
public struct FrameTiming: Sendable, Equatable {
    /// Presentation time of the previous vertical blank, in seconds of the
    /// display's clock (CLOCK_MONOTONIC on KMS, virtual when headless and stepped).
    public var timestamp: TimeInterval
    /// When the frame being built reaches the screen: the next vertical blank.
    public var targetTimestamp: TimeInterval
    /// Counts vertical blanks since the display started.
    public var sequence: UInt64

    public init(timestamp: TimeInterval, targetTimestamp: TimeInterval, sequence: UInt64) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.sequence = sequence
    }
}
