import Foundation

/// Pings systemd's watchdog (`WATCHDOG=1`) from a run loop, at half the interval systemd
/// asked for (`$WATCHDOG_USEC`, from the unit's `WatchdogSec=`). The pings come from a
/// timer on the run loop itself: a main thread stuck in app code sends none, and systemd
/// restarts the process.
public final class SystemdWatchdog {
    /// Seconds between pings: half of `$WATCHDOG_USEC`.
    public let interval: TimeInterval
    private let notifier: SystemdNotifier
    private var timer: Timer?

    /// The ping interval systemd asks this process for, or nil: no `$WATCHDOG_USEC` (no
    /// `WatchdogSec=`), a value that is not a positive number, or a `$WATCHDOG_PID` that
    /// names another process (the variables were meant for a parent).
    public static func interval(environment: [String: String] = ProcessInfo.processInfo.environment,
                                processID: pid_t = getpid()) -> TimeInterval? {
        guard let text = environment["WATCHDOG_USEC"], let microseconds = UInt64(text), microseconds > 0 else { return nil }
        if let pid = environment["WATCHDOG_PID"], !pid.isEmpty, pid != String(processID) { return nil }
        return TimeInterval(microseconds) / 1_000_000 / 2
    }

    public init(notifier: SystemdNotifier, interval: TimeInterval) {
        self.notifier = notifier
        self.interval = interval
    }

    /// Pings at once, then every `interval` from `runLoop` (in its common modes: touch
    /// tracking does not stop them).
    public func start(on runLoop: RunLoop = .main) {
        stop()
        notifier.send("WATCHDOG=1")
        let notifier = notifier
        let timer = Timer(timeInterval: interval, repeats: true) { _ in notifier.send("WATCHDOG=1") }
        runLoop.add(timer, forMode: .common)
        self.timer = timer
    }

    public func stop() {
        timer?.invalidate()
        timer = nil
    }
}
