import Foundation
import Synchronization

/// The display's clock, as `CACurrentMediaTime()` reports it: CLOCK_MONOTONIC (the clock of
/// KMS vblank timestamps), or the stepped clock of a headless display, which the runtime
/// hands over when it starts on one, so that animation tests are deterministic.
package enum MediaClock {
    private static let stepped = Mutex<SteppedClock?>(nil)

    /// The display's time now, in seconds.
    package static func now() -> TimeInterval {
        stepped.withLock { $0 }?.now ?? MonotonicClock.now()
    }

    /// Makes `now()` read `clock` (a stepped display's), or, with nil, the monotonic clock.
    package static func use(_ clock: SteppedClock?) {
        stepped.withLock { $0 = clock }
    }
}
