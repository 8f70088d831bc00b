import Foundation
import Logging

/// Sends service states to systemd as `sd_notify(3)` does: datagrams on the Unix socket
/// named by `$NOTIFY_SOCKET` (a path, or `@name` for an abstract socket). No libsystemd:
/// the protocol is one `sendto` per state.
public final class SystemdNotifier: Sendable {
    /// The socket's address as `$NOTIFY_SOCKET` gave it.
    public let socketName: String
    private let address: Data
    private let fd: Int32
    private let logger = Logger(label: "vitrine.systemd")

    /// Nil where `$NOTIFY_SOCKET` is unset (not started by systemd with `Type=notify`), or
    /// names no usable socket (logged).
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let name = environment["NOTIFY_SOCKET"], !name.isEmpty else { return nil }
        guard let address = Self.address(of: name) else {
            logger.warning("NOTIFY_SOCKET=\(name) is neither a path nor @name: not notifying systemd")
            return nil
        }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else {
            logger.warning("cannot make a socket for systemd: \(String(cString: strerror(errno)))")
            return nil
        }
        socketName = name
        self.address = address
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// The `sockaddr_un` bytes for a `$NOTIFY_SOCKET` value: an absolute path, or `@name`
    /// for the abstract name `\0name`. Nil for anything else or a name too long.
    static func address(of name: String) -> Data? {
        var path = Array(name.utf8)
        guard let first = path.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "@") else { return nil }
        if first == UInt8(ascii: "@") { path[0] = 0 }
        var storage = sockaddr_un()
        let capacity = MemoryLayout.size(ofValue: storage.sun_path)
        // A path needs its terminating zero; an abstract name is counted, not terminated.
        guard path.count < capacity || (first == UInt8(ascii: "@") && path.count <= capacity) else { return nil }
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { bytes in
            bytes.copyBytes(from: path)
        }
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + path.count + (first == UInt8(ascii: "@") ? 0 : 1)
        return withUnsafeBytes(of: &storage) { Data($0.prefix(length)) }
    }

    /// Sends `state` ("READY=1", "WATCHDOG=1", "STATUS=...", several joined by newlines).
    /// Returns whether it went; a failure is logged.
    @discardableResult
    public func send(_ state: String) -> Bool {
        let bytes = Array(state.utf8)
        let sent = address.withUnsafeBytes { address in
            bytes.withUnsafeBytes { payload in
                sendto(fd, payload.baseAddress, payload.count, Int32(MSG_NOSIGNAL),
                       address.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(address.count))
            }
        }
        guard sent == bytes.count else {
            logger.warning("cannot notify systemd (\(state.prefix(40))) on \(socketName): \(String(cString: strerror(errno)))")
            return false
        }
        return true
    }
}
