import Foundation
import Logging

/// The app's conversation with systemd (issue 29), for a unit with `Type=notify` and
/// `WatchdogSec=`: `READY=1` once the first frame is on screen, `WATCHDOG=1` from the main
/// run loop, `STATUS=` lines (the display chosen) and `STOPPING=1` at the end. Does
/// nothing where systemd did not start the process (no `$NOTIFY_SOCKET`).
@MainActor
public final class SystemdService {
    public static let shared = SystemdService()

    private var notifier: SystemdNotifier?
    private var watchdog: SystemdWatchdog?
    private var isReady = false
    private let logger = Logger(label: "vitrine.systemd")

    init() {}

    /// Starts notifying when the environment names systemd's socket: sends `status`,
    /// starts the watchdog when one is asked for.
    public func start(status: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                      runLoop: RunLoop = .main) {
        guard notifier == nil, let notifier = SystemdNotifier(environment: environment) else { return }
        self.notifier = notifier
        notifier.send("STATUS=\(status)")
        if let interval = SystemdWatchdog.interval(environment: environment) {
            let watchdog = SystemdWatchdog(notifier: notifier, interval: interval)
            watchdog.start(on: runLoop)
            self.watchdog = watchdog
        }
        logger.info("notifying systemd on \(notifier.socketName)\(watchdog.map { ", watchdog every \($0.interval) s" } ?? "")")
    }

    /// A frame reached the screen: the first one makes the service ready.
    public func frameShown() {
        guard !isReady, let notifier else { return }
        isReady = true
        notifier.send("READY=1")
    }

    /// A `STATUS=` line for `systemctl status`.
    public func setStatus(_ status: String) {
        notifier?.send("STATUS=\(status)")
    }

    /// The app is ending: systemd shows the unit as deactivating; the watchdog stops.
    public func stopping() {
        watchdog?.stop()
        notifier?.send("STOPPING=1")
    }
}
