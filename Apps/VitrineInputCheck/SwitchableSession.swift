import Foundation
import VitrinePlatform

/// The process's real session, which the check can also disable and enable itself, as
/// a VT switch away and back would: to see input stop and come back without one.
@MainActor
final class SwitchableSession: DeviceSession {
    private let session: any DeviceSession
    private var handlers: [@MainActor (Bool) -> Void] = []
    private var isEnabled = true

    init(_ session: any DeviceSession) {
        self.session = session
        session.addActivityHandler { [weak self] _ in self?.notify() }
    }

    var seatName: String { session.seatName }
    var isActive: Bool { isEnabled && session.isActive }

    func openDevice(path: String) throws -> Int32 { try session.openDevice(path: path) }
    func closeDevice(_ fd: Int32) { session.closeDevice(fd) }
    func addActivityHandler(_ handler: @escaping @MainActor (Bool) -> Void) { handlers.append(handler) }

    /// Disables or enables the session for its users, whatever the seat manager says.
    func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        notify()
    }

    private func notify() {
        let active = isActive
        for handler in handlers { handler(active) }
    }
}
