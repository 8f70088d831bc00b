import Foundation

/// The system's monotonic clock (CLOCK_MONOTONIC), which never jumps with wall-clock changes.
package enum MonotonicClock {
    /// Seconds since an arbitrary fixed point (boot); one system call.
    package static func now() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}
