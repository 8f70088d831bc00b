import Foundation

/// Recent values of a continuous gesture with their times, for its velocity: the change
/// over the last tenth of a second, so that a finger that slows down before lifting
/// reports the speed it had at the end.
struct GestureSamples<Value> {
    typealias Sample = (time: TimeInterval, value: Value)

    /// How far back the velocity looks; a value that did not change for longer is at rest.
    static var window: TimeInterval { 0.1 }

    private var samples: [Sample] = []

    mutating func add(_ value: Value, at time: TimeInterval) {
        // Input timestamps never go back; a stale one is taken as now.
        samples.append((max(time, samples.last?.time ?? time), value))
        let horizon = time - Self.window
        // Keep one sample from before the window, so a slow gesture still has a span.
        while samples.count > 2, samples[1].time < horizon { samples.removeFirst() }
    }

    mutating func removeAll() { samples = [] }

    /// The oldest and newest samples to take the velocity between, or nil when there is
    /// no movement to measure at `now` (fewer than two samples, or the newest one is older
    /// than the window).
    func span(at now: TimeInterval) -> (from: Sample, to: Sample)? {
        guard let first = samples.first, let last = samples.last, last.time > first.time,
              now - last.time <= Self.window else { return nil }
        let from = samples.first { $0.time >= last.time - Self.window && $0.time < last.time } ?? first
        return (from, last)
    }
}
