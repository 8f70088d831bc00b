import Foundation

/// Where a `CAMediaTiming` object stands at a time of its parent: before, during or after
/// its active duration, and the time within the current iteration.
///
/// Core Animation's model: local time is `(parentTime - beginTime) × speed + timeOffset`
/// (the offset wraps around the iteration); the active duration is `repeatDuration`, or
/// `repeatCount` iterations (at least one), an iteration lasting `duration`, twice that with
/// `autoreverses`. Outside the active duration the fill mode decides whether the start or
/// end state shows.
struct MediaTimingPhase {
    enum State { case before, active, after }

    let state: State
    /// Seconds into the iteration (counted back on the way back of an autoreverse), or nil
    /// when the object has no effect.
    let iterationTime: CFTimeInterval?
    /// Completed iterations (for cumulative animations).
    let iteration: Int

    @MainActor
    init(of timing: some CAMediaTiming, parentTime: CFTimeInterval, duration d: CFTimeInterval) {
        let active = Self.activeDuration(of: timing, duration: d)
        let elapsed = (parentTime - timing.beginTime) * Double(timing.speed)
        let fill = timing.fillMode
        if elapsed < 0 {
            state = .before
            let fills = fill == .backwards || fill == .both
            (iterationTime, iteration) = fills ? Self.iterationTime(timing.timeOffset, timing, d, atEnd: false) : (nil, 0)
        } else if elapsed >= active {
            state = .after
            let fills = fill == .forwards || fill == .both
            (iterationTime, iteration) = fills ? Self.iterationTime(active + timing.timeOffset, timing, d, atEnd: true) : (nil, 0)
        } else {
            state = .active
            (iterationTime, iteration) = Self.iterationTime(elapsed + timing.timeOffset, timing, d, atEnd: false)
        }
    }

    /// The active duration in the object's local time.
    @MainActor
    static func activeDuration(of timing: some CAMediaTiming, duration d: CFTimeInterval) -> CFTimeInterval {
        let iteration = d * (timing.autoreverses ? 2 : 1)
        if timing.repeatDuration > 0 { return timing.repeatDuration }
        if timing.repeatCount > 0 { return Double(timing.repeatCount) * iteration }
        return iteration
    }

    /// The parent time at which the active duration ends.
    @MainActor
    static func activeEndTime(of timing: some CAMediaTiming, duration d: CFTimeInterval) -> CFTimeInterval {
        let speed = Double(timing.speed)
        guard speed > 0, speed.isFinite else { return .infinity }
        return timing.beginTime + activeDuration(of: timing, duration: d) / speed
    }

    @MainActor
    private static func iterationTime(_ local: CFTimeInterval, _ timing: some CAMediaTiming, _ d: CFTimeInterval,
                                      atEnd: Bool) -> (CFTimeInterval?, Int) {
        guard d > 0, local.isFinite else { return (atEnd ? d : 0, 0) }
        var count = (local / d).rounded(.down)
        var time = local - count * d
        // The end of the active duration shows the end of the last iteration, not the start of the next.
        if atEnd, time == 0, count > 0 {
            count -= 1
            time = d
        }
        let index = Int(max(min(count, Double(Int32.max)), 0))
        if timing.autoreverses {
            if index % 2 == 1 { time = d - time }
            return (time, index / 2)
        }
        return (time, index)
    }
}
