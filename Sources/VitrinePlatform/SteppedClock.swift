import Foundation
import Synchronization

/// A clock that moves only when its display steps: the virtual time of a stepped headless
/// display. The runtime hands a display's stepped clock to `CACurrentMediaTime()`, so that
/// animations driven frame by frame (tests, tools) are deterministic.
public final class SteppedClock: Sendable {
    private let time: Mutex<TimeInterval>

    public init(time: TimeInterval = 0) {
        self.time = Mutex(time)
    }

    /// The time of the last step, in seconds.
    public var now: TimeInterval { time.withLock { $0 } }

    /// Sets the clock to `time` (a step, or the display's start).
    public func set(_ time: TimeInterval) {
        self.time.withLock { $0 = time }
    }
}
