import Foundation

/// When a display that ticks on its own timer (the headless display in real time, the
/// desktop window) runs its frame handler: vertical blanks fall on a fixed grid from
/// `start`, as on a panel, and the one requested frame comes at the next blank, or at the
/// first blank at or after its deadline (`DisplayBackend.requestFrame(notBefore:)`).
public struct RefreshSchedule: Sendable {
    /// The time of the first blank; the grid runs on from it.
    public var start: TimeInterval
    /// Whether a frame was requested and not yet taken.
    public private(set) var isFrameRequested = false
    /// The time before which the requested frame does not come; nil: the next blank.
    public private(set) var deadline: TimeInterval?

    public init(start: TimeInterval = 0) {
        self.start = start
    }

    /// Asks for a frame at the next blank. Returns whether the display must arm its timer
    /// (false when a frame is already asked for at the next blank).
    public mutating func requestFrame() -> Bool {
        guard !isFrameRequested || deadline != nil else { return false }
        isFrameRequested = true
        deadline = nil
        return true
    }

    /// Asks for a frame at the first blank at or after `time`; an earlier request stands.
    /// Returns whether the display must arm its timer.
    public mutating func requestFrame(notBefore time: TimeInterval) -> Bool {
        if isFrameRequested {
            guard let deadline, time < deadline else { return false }
        }
        isFrameRequested = true
        deadline = time
        return true
    }

    /// Drops the request (the display stops).
    public mutating func cancel() {
        isFrameRequested = false
        deadline = nil
    }

    /// At a blank at `time`: whether the requested frame is due; if so it is taken. A request
    /// whose deadline has not come stays (`isFrameRequested`), for the timer to be armed again.
    public mutating func takeFrame(at time: TimeInterval) -> Bool {
        guard isFrameRequested else { return false }
        if let deadline, time < deadline { return false }
        cancel()
        return true
    }

    /// The blank at or before `time`.
    public func blank(atOrBefore time: TimeInterval, interval: TimeInterval) -> TimeInterval {
        start + ((time - start) / interval).rounded(.down) * interval
    }

    /// The blank the display's timer waits for after `now`: the next one, or the first at or
    /// after the request's deadline.
    public func nextWake(after now: TimeInterval, interval: TimeInterval) -> TimeInterval {
        let next = blank(atOrBefore: now, interval: interval) + interval
        guard let deadline, deadline > next else { return next }
        return start + ((deadline - start) / interval).rounded(.up) * interval
    }
}
