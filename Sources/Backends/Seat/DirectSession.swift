import Foundation
import VitrinePlatform

/// Opens device nodes itself: for a process running as root, which needs no seat
/// manager. Always active: without a seat manager nobody tells it about VT switches.
@MainActor
public final class DirectSession: DeviceSession {
    public let seatName = "seat0"
    public let isActive = true

    public init() {}

    public func openDevice(path: String) throws -> Int32 {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw DeviceSessionError.openFailed(path: path, errno: errno) }
        return fd
    }

    public func closeDevice(_ fd: Int32) {
        close(fd)
    }

    /// The handler is never called: a direct session is never disabled.
    public func addActivityHandler(_ handler: @escaping @MainActor (Bool) -> Void) {}
}
