import Foundation
@testable import SystemdNotify
import Testing

/// What a Type=notify unit hears from the app (systemd.service(5), "Type=notify"; sd_notify(3):
/// READY=1, STATUS=, STOPPING=1).
@MainActor
struct SystemdServiceTests {
    @Test func statusThenReadyOnceAtTheFirstFrameThenStopping() throws {
        let socket = try NotifySocket()
        let service = SystemdService()
        service.frameShown()  // not started: nothing
        service.start(status: "display KMS card0 1024x768@60", environment: ["NOTIFY_SOCKET": socket.name])
        #expect(socket.receive() == "STATUS=display KMS card0 1024x768@60")
        service.frameShown()
        service.frameShown()
        #expect(socket.receive() == "READY=1")
        service.setStatus("paused")
        #expect(socket.receive() == "STATUS=paused")
        service.stopping()
        #expect(socket.receive() == "STOPPING=1")
        #expect(socket.receive(timeout: 0.2) == nil)
    }

    /// The periodic pings are SystemdWatchdogTests'; here the service starts them.
    @Test func withWatchdogUSecTheWatchdogStarts() throws {
        let socket = try NotifySocket()
        let service = SystemdService()
        service.start(status: "headless", environment: ["NOTIFY_SOCKET": socket.name, "WATCHDOG_USEC": "100000"])
        #expect(socket.receive() == "STATUS=headless")
        #expect(socket.receive() == "WATCHDOG=1")  // the first ping goes at once
        service.stopping()
    }

    @Test func withoutSystemdNothingIsSent() {
        let service = SystemdService()
        service.start(status: "x", environment: [:])
        service.frameShown()
        service.stopping()
    }
}
