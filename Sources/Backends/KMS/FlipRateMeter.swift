import Foundation

/// The page-flip rate of the latest run of back-to-back flips (up to `window` of them),
/// from their vblank timestamps. A pause of more than ten refresh intervals (an idle
/// app) starts a new run, so the figure is the sustained rate, not an average with idling.
package struct FlipRateMeter: Sendable {
    private var times: [TimeInterval] = []
    private let window: Int

    package init(window: Int = 120) {
        self.window = max(2, window)
    }

    package mutating func record(_ time: TimeInterval, refreshInterval: TimeInterval) {
        if let last = times.last, time - last > 10 * refreshInterval { times.removeAll() }
        if times.count == window { times.removeFirst() }
        times.append(time)
    }

    /// Flips per second; nil before two flips in a run.
    package var rate: Double? {
        guard times.count >= 2, let first = times.first, let last = times.last, last > first else { return nil }
        return Double(times.count - 1) / (last - first)
    }
}
