import DeviceSessions
import Foundation
import Testing

@MainActor
struct DirectSessionTests {
    @Test func opensANodeReadWriteNonBlockingAndCloseOnExec() throws {
        let session = DirectSession()
        let fd = try session.openDevice(path: "/dev/null")
        defer { session.closeDevice(fd) }
        let flags = fcntl(fd, F_GETFL)
        #expect(flags & O_ACCMODE == O_RDWR)
        #expect(flags & O_NONBLOCK != 0)
        #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0)
        #expect(write(fd, "x", 1) == 1)
    }

    @Test func aMissingNodeThrowsWithThePathAndTheReason() {
        let session = DirectSession()
        #expect(throws: DeviceSessionError.openFailed(path: "/dev/dri/card99", errno: ENOENT)) {
            try session.openDevice(path: "/dev/dri/card99")
        }
        let message = DeviceSessionError.openFailed(path: "/dev/dri/card99", errno: ENOENT).description
        #expect(message == "cannot open /dev/dri/card99: No such file or directory")
    }

    @Test func isAlwaysActiveOnSeat0() {
        let session = DirectSession()
        #expect(session.isActive)
        #expect(session.seatName == "seat0")
    }
}
