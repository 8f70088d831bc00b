import ArgumentParser
import DeviceSessions
import Foundation
import VitrinePlatform

/// Opens a device node through each kind of device session and says what it got.
struct SeatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seat",
        abstract: "Opens a DRM card through libseat and through the session chosen for this user.")

    @Option(help: "The node to open.")
    var device = "/dev/dri/card0"

    func run() throws {
        let ok = MainActor.assumeIsolated {
            var ok = report("libseat") { try LibseatSession() }
            ok = report("factory") { try DeviceSessionFactory.makeSession() } && ok
            return ok
        }
        if !ok { throw ExitCode(1) }
    }

    /// Opens `device` through the session `make` returns; prints one RESULT line.
    @MainActor
    private func report(_ name: String, _ make: () throws -> any DeviceSession) -> Bool {
        do {
            let session = try make()
            let fd = try session.openDevice(path: device)
            defer { session.closeDevice(fd) }
            // The descriptor must be the node asked for: same character device.
            var opened = stat(), node = stat()
            let sameNode = fstat(fd, &opened) == 0 && stat(device, &node) == 0
                && opened.st_mode & S_IFMT == S_IFCHR && opened.st_rdev == node.st_rdev
            let ok = sameNode && session.isActive
            print("RESULT seat-\(name) ok=\(ok ? 1 : 0) session=\(type(of: session)) seat=\(session.seatName) "
                  + "active=\(session.isActive ? 1 : 0) device=\(device) fd=\(fd) same_node=\(sameNode ? 1 : 0)")
            return ok
        } catch {
            print("RESULT seat-\(name) ok=0 device=\(device) error=\"\(error)\"")
            return false
        }
    }
}
