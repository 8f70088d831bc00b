import Foundation
@testable import SystemdNotify
import Testing

/// The sd_notify protocol as systemd documents it (sd_notify(3), "Notes"): the state is
/// one datagram sent to the AF_UNIX socket in $NOTIFY_SOCKET, a path or, starting with
/// "@", an abstract name.
struct SystemdNotifierTests {
    @Test func sendsADatagramToASocketPath() throws {
        let socket = try NotifySocket()
        let notifier = try #require(SystemdNotifier(environment: ["NOTIFY_SOCKET": socket.name]))
        #expect(notifier.send("READY=1"))
        #expect(socket.receive() == "READY=1")
        #expect(notifier.send("STATUS=display KMS\nREADY=1"))
        #expect(socket.receive() == "STATUS=display KMS\nREADY=1")
    }

    @Test func sendsToAnAbstractSocket() throws {
        let socket = try NotifySocket(abstract: true)
        #expect(socket.name.hasPrefix("@"))
        let notifier = try #require(SystemdNotifier(environment: ["NOTIFY_SOCKET": socket.name]))
        #expect(notifier.send("WATCHDOG=1"))
        #expect(socket.receive() == "WATCHDOG=1")
    }

    @Test func withoutNotifySocketThereIsNoNotifier() {
        #expect(SystemdNotifier(environment: [:]) == nil)
        #expect(SystemdNotifier(environment: ["NOTIFY_SOCKET": ""]) == nil)
        // Neither a path nor @name: logged, not used.
        #expect(SystemdNotifier(environment: ["NOTIFY_SOCKET": "relative/socket"]) == nil)
        #expect(SystemdNotifier(environment: ["NOTIFY_SOCKET": "/" + String(repeating: "x", count: 200)]) == nil)
    }

    /// A socket that is gone: the send fails, is logged, and nothing crashes.
    @Test func aMissingSocketFailsQuietly() throws {
        let notifier = try #require(SystemdNotifier(environment: ["NOTIFY_SOCKET": "/nonexistent/notify"]))
        #expect(!notifier.send("READY=1"))
    }

    @Test func addressesOfPathsAndAbstractNames() throws {
        let header = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)!
        let path = try #require(SystemdNotifier.address(of: "/run/systemd/notify"))
        #expect(path.count == header + "/run/systemd/notify".utf8.count + 1)
        #expect(path.last == 0)
        let abstract = try #require(SystemdNotifier.address(of: "@vitrine"))
        #expect(abstract.count == header + 8)
        #expect(Array(abstract.suffix(8)) == [0] + Array("vitrine".utf8))
    }
}
