import DeviceSessions
import Foundation
import Testing

/// Serialized: the libseat case sets LIBSEAT_BACKEND for the whole process.
@MainActor @Suite(.serialized)
struct DeviceSessionFactoryTests {
    @Test func rootOpensDevicesDirectly() throws {
        #expect(DeviceSessionFactory.choice(effectiveUserID: 0) == .direct)
        #expect(try DeviceSessionFactory.makeSession(effectiveUserID: 0) is DirectSession)
    }

    @Test func otherUsersGoThroughLibseat() {
        #expect(DeviceSessionFactory.choice(effectiveUserID: 1000) == .libseat)
        #expect(DeviceSessionFactory.choice(effectiveUserID: 65534) == .libseat)
    }

    /// Only seatd is tried (libseat's builtin backend would take this machine's VT), and
    /// this machine runs no seatd: the error says what to install.
    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/run/seatd.sock")))
    func withoutASeatManagerTheErrorSaysWhatToInstall() throws {
        setenv("LIBSEAT_BACKEND", "seatd", 1)
        defer { unsetenv("LIBSEAT_BACKEND") }
        let error = try #require(throws: DeviceSessionError.self) {
            try DeviceSessionFactory.makeSession(effectiveUserID: 1000)
        }
        #expect(error == .noSeat(errno: ENOENT))
        #expect(error.description.contains("apt install seatd"))
        #expect(error.description.contains("logind"))
    }
}
