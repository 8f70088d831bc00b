import Foundation
import Synchronization

/// The display's clock, as `CACurrentMediaTime()` reports it: CLOCK_MONOTONIC (the clock of
/// KMS vblank timestamps), or the virtual time of a stepped headless display, which sets it
/// at each step so that animation tests are deterministic.
package enum MediaClock {
    private static let virtualTime = Mutex<TimeInterval?>(nil)

    /// The display's time now, in seconds.
    package static func now() -> TimeInterval {
        virtualTime.withLock { $0 } ?? MonotonicClock.now()
    }

    /// Makes `now()` return `time` (a stepped display's clock), or, with nil, the monotonic clock.
    package static func setVirtualTime(_ time: TimeInterval?) {
        virtualTime.withLock { $0 = time }
    }
}
