import Foundation

/// A datagram socket standing in for systemd's notify socket: bound at a path or at an
/// abstract name, it collects what the notifier sends.
final class NotifySocket: @unchecked Sendable {
    /// The `$NOTIFY_SOCKET` value that reaches it.
    let name: String
    private let fd: Int32
    private let path: String?

    init(abstract: Bool = false) throws {
        let unique = "vitrine-notify-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        // An abstract name starts with a zero byte and is counted, not terminated.
        let bytes = abstract ? [0] + Array(unique.utf8) : Array((NSTemporaryDirectory() + "/" + unique).utf8) + [0]
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard fd >= 0, bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        self.fd = fd
        if abstract {
            name = "@" + unique
            path = nil
        } else {
            path = NSTemporaryDirectory() + "/" + unique
            name = path!
        }
    }

    deinit {
        close(fd)
        if let path { unlink(path) }
    }

    /// The next datagram, or nil after `timeout` seconds without one.
    func receive(timeout: TimeInterval = 2) -> String? {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, 0)
        return count >= 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : nil
    }
}
