import Foundation

/// Why a device session could not be opened or could not open a device.
public enum DeviceSessionError: Error, Equatable, CustomStringConvertible {
    /// libseat found no seat manager it could use (seatd, logind, or its builtin one as root).
    case noSeat(errno: Int32)
    /// The seat is disabled (another session has it); devices open again once it is enabled.
    case inactive(path: String)
    /// The node could not be opened.
    case openFailed(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .noSeat(let code):
            return "no seat (\(String(cString: strerror(code)))): libseat reached neither seatd nor logind. "
                + "Install and enable seatd (apt install seatd; systemctl enable --now seatd; add the user "
                + "to the group of /run/seatd.sock), or start the app in a logind session (a getty or "
                + "systemd unit with PAMName=login), or run it as root"
        case .inactive(let path):
            return "cannot open \(path): the seat is disabled (another session has it)"
        case .openFailed(let path, let code):
            return "cannot open \(path): \(String(cString: strerror(code)))"
        }
    }
}
