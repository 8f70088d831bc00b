import Foundation

/// Failed reads of libinput's events, grouped into episodes: a descriptor that keeps
/// erroring wakes the backend again at once, so logging every failure would flood the
/// log (issue 29). An episode is logged when it starts and when it ends; every
/// `reopenInterval` failures in a row the devices are closed and opened again, which
/// drops one whose descriptor broke and adds back those still there. Between failures the
/// descriptor is not polled (it stays readable, so each wake-up would fail again at once):
/// the next read comes after `retryDelay`, which doubles from `firstRetryDelay` up to
/// `maximumRetryDelay`.
struct InputReadFailures {
    /// What the backend does after a read.
    enum Action: Equatable {
        case none
        /// The first failure of an episode: log it.
        case started(errorCode: Int32)
        /// Failures went on: reopen the devices (`logged` for the first time in the episode).
        case reopenDevices(logged: Bool)
        /// A read succeeded after `failures` failed ones: log the end of the episode.
        case recovered(failures: Int)
    }

    static let reopenInterval = 8
    static let firstRetryDelay: TimeInterval = 0.1
    static let maximumRetryDelay: TimeInterval = 5

    /// Failed reads in a row.
    private(set) var count = 0

    /// Notes the result of `libinput_dispatch` (0, or a negative errno).
    mutating func record(_ status: Int32) -> Action {
        guard status < 0 else {
            defer { count = 0 }
            return count > 0 ? .recovered(failures: count) : .none
        }
        count += 1
        if count == 1 { return .started(errorCode: -status) }
        if count % Self.reopenInterval == 0 { return .reopenDevices(logged: count == Self.reopenInterval) }
        return .none
    }

    /// How long to wait before reading again after the failures so far (none: read when
    /// the descriptor is readable).
    var retryDelay: TimeInterval? {
        guard count > 0 else { return nil }
        // 0.1 s doubled (count - 1) times; past 2^6 it is capped anyway.
        return min(Self.firstRetryDelay * Double(1 << min(count - 1, 6)), Self.maximumRetryDelay)
    }
}
