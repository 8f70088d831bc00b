import Foundation
@testable import SystemdNotify
import Testing

/// systemd's watchdog (sd_watchdog_enabled(3), systemd.service(5) "WatchdogSec="): the
/// service sends WATCHDOG=1 more often than $WATCHDOG_USEC (half of it is advised), and
/// only the process named by $WATCHDOG_PID, when set, is meant.
struct SystemdWatchdogTests {
    @Test func pingsAtHalfOfWatchdogUSec() {
        #expect(SystemdWatchdog.interval(environment: ["WATCHDOG_USEC": "20000000"]) == 10)
        #expect(SystemdWatchdog.interval(environment: ["WATCHDOG_USEC": "500000", "WATCHDOG_PID": "42"], processID: 42) == 0.25)
    }

    @Test func noWatchdogWithoutAValidIntervalOrForAnotherProcess() {
        #expect(SystemdWatchdog.interval(environment: [:]) == nil)
        #expect(SystemdWatchdog.interval(environment: ["WATCHDOG_USEC": "0"]) == nil)
        #expect(SystemdWatchdog.interval(environment: ["WATCHDOG_USEC": "ten"]) == nil)
        #expect(SystemdWatchdog.interval(environment: ["WATCHDOG_USEC": "-5"]) == nil)
        #expect(SystemdWatchdog.interval(environment: ["WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "42"], processID: 43) == nil)
    }

    /// The pings come from the run loop: while code the run loop called is stuck, none
    /// goes, so systemd sees the hang and restarts the process; once it returns, they
    /// come again.
    @Test func aStuckRunLoopStopsThePings() throws {
        let socket = try NotifySocket()
        let notifier = try #require(SystemdNotifier(environment: ["NOTIFY_SOCKET": socket.name]))
        let stuckFor: TimeInterval = 1.2
        let interval: TimeInterval = 0.05
        nonisolated(unsafe) var stuckStart = Date.distantFuture, stuckEnd = Date.distantFuture
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let watchdog = SystemdWatchdog(notifier: notifier, interval: interval)
            watchdog.start(on: .current)
            RunLoop.current.run(until: Date() + 0.5)
            // App code called from the run loop that does not return for a while.
            RunLoop.current.perform {
                stuckStart = Date()
                Thread.sleep(forTimeInterval: stuckFor)
                stuckEnd = Date()
            }
            RunLoop.current.run(until: Date() + stuckFor + 0.6)
            watchdog.stop()
            finished.signal()
        }
        thread.start()
        var pings: [Date] = []
        while finished.wait(timeout: .now()) == .timedOut {
            if let message = socket.receive(timeout: 0.1) {
                #expect(message == "WATCHDOG=1")
                pings.append(Date())
            }
        }
        while socket.receive(timeout: 0.05) != nil { pings.append(Date()) }
        let before = pings.filter { $0 < stuckStart }.count
        // A ping queued just as the code got stuck may arrive a moment after it started.
        let during = pings.filter { $0 > stuckStart + 0.1 && $0 < stuckEnd }.count
        let after = pings.filter { $0 > stuckEnd }.count
        #expect(before >= 5, "pings before: \(before)")
        #expect(during == 0, "pings while stuck: \(during)")
        #expect(after >= 3, "pings after: \(after)")
    }
}
