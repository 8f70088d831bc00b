import Foundation

/// Deadlines of gesture recognizers (the time between the taps of a double tap, a long
/// press) and of controls (a stepper's autorepeat) on the display's clock, so that they
/// run on the stepped clock in tests.
///
/// They are checked at the start of every frame pass; while one is pending, frames keep
/// coming.
@MainActor
enum GestureTimers {
    /// The display clock's time as input delivery last saw it.
    static var now: TimeInterval = 0

    private struct Deadline {
        let time: TimeInterval
        let owner: ObjectIdentifier
        let body: @MainActor () -> Void
    }
    private static var deadlines: [Deadline] = []

    static var hasPending: Bool { !deadlines.isEmpty }
    /// Deadlines pending now (the soak's census, issue 29).
    static var pendingCount: Int { deadlines.count }

    /// Runs `body` once the clock reaches `now + delay`, replacing `owner`'s pending deadline.
    static func schedule(after delay: TimeInterval, owner: AnyObject, _ body: @escaping @MainActor () -> Void) {
        cancel(owner: owner)
        deadlines.append(Deadline(time: now + delay, owner: ObjectIdentifier(owner), body: body))
        FrameScheduler.shared.setNeedsFrame()
    }

    static func cancel(owner: AnyObject) {
        deadlines.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Runs the deadlines due at `time`, earliest first, each at its own time.
    static func fire(upTo time: TimeInterval) {
        while let index = deadlines.indices.filter({ deadlines[$0].time <= time })
            .min(by: { deadlines[$0].time < deadlines[$1].time }) {
            let deadline = deadlines.remove(at: index)
            now = max(now, deadline.time)
            deadline.body()
        }
        now = max(now, time)
    }

    /// Forgets every deadline: a new runtime starts a new clock.
    static func reset(to time: TimeInterval) {
        deadlines = []
        now = time
    }
}
