import Foundation
import VitrinePlatform

/// When a held key repeats: first after `delay`, then `rate` times a second, until it
/// is released or another key takes over. Pure timing; the backend's timer asks it what
/// is due.
struct KeyRepeatSchedule {
    /// Seconds from the press to the first repeat.
    var delay: TimeInterval
    /// Repeats per second; 0 turns repeating off.
    var rate: Double

    private var held: InputEvent?
    private var nextTime: TimeInterval = 0

    /// After a stall (a suspended process, a busy main thread) the missed repeats are
    /// dropped beyond this many, rather than typed in one burst.
    private static let maximumBurst = 3

    init(delay: TimeInterval, rate: Double) {
        self.delay = delay
        self.rate = rate
    }

    /// When the next repeat is due, in seconds of CLOCK_MONOTONIC; nil when no key repeats.
    var nextDeadline: TimeInterval? { held == nil ? nil : nextTime }

    /// A repeating key went down (`press` is its key event): it repeats from now on,
    /// in place of any other.
    mutating func start(_ press: InputEvent) {
        guard rate > 0, case .key(let key) = press.kind, key.isPressed else { return }
        held = press
        nextTime = press.timestamp + delay
    }

    /// A key went up: if it is the repeating one, repeating stops.
    mutating func release(evdevCode: UInt32, device: Int) {
        guard let held, case .key(let key) = held.kind, key.evdevCode == evdevCode, held.device == device else { return }
        self.held = nil
    }

    /// Stops repeating whatever key repeats.
    mutating func cancel() {
        held = nil
    }

    /// Stops repeating a key of `device` (it is gone).
    mutating func cancel(device: Int) {
        if held?.device == device { held = nil }
    }

    /// The repeats due at `now`, each stamped with the time it was due, `isRepeat` set.
    mutating func due(at now: TimeInterval) -> [InputEvent] {
        guard let held, case .key(var key) = held.kind else { return [] }
        key.isRepeat = true
        let interval = 1 / rate
        guard nextTime <= now else { return [] }
        let missed = Int(((now - nextTime) * rate).rounded(.down)) + 1
        if missed > Self.maximumBurst {
            nextTime += Double(missed - Self.maximumBurst) * interval
        }
        var repeats: [InputEvent] = []
        while nextTime <= now {
            repeats.append(InputEvent(.key(key), device: held.device, timestamp: nextTime))
            nextTime += interval
        }
        return repeats
    }
}
