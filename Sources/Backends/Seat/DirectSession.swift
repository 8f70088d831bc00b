import Foundation
import VitrinePlatform

/// Opens device nodes itself: for a process running as root, which needs no seat
/// manager. Active unless its locked console (`lockConsole`) was switched away from.
@MainActor
public final class DirectSession: DeviceSession {
    public let seatName = "seat0"
    public private(set) var isActive = true

    private var handlers: [@MainActor (Bool) -> Void] = []
    private var console: VirtualTerminal?

    public init() {}

    public func openDevice(path: String) throws -> Int32 {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw DeviceSessionError.openFailed(path: path, errno: errno) }
        return fd
    }

    public func closeDevice(_ fd: Int32) {
        close(fd)
    }

    /// Handlers are called only when the locked console switches away and back.
    public func addActivityHandler(_ handler: @escaping @MainActor (Bool) -> Void) {
        handlers.append(handler)
    }

    /// Kiosk lockdown (issue 29): the VT shown now goes to graphics mode with its
    /// keyboard off, and VT switches are refused, or with `VITRINE_VT_SWITCH=1` done
    /// (the session is disabled while away). Restored by `unlockConsole()`, at exit and
    /// on a crash. Logs and carries on where there is no VT to lock.
    public func lockConsole(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard console == nil else { return }
        console = VirtualTerminal.lockActive(allowsSwitching: ConsoleSwitchPolicy.allowsSwitching(environment: environment)) { [weak self] active in
            self?.setActive(active)
        }
    }

    /// Gives the console back as it was before `lockConsole()`.
    public func unlockConsole() {
        console?.restore()
        console = nil
    }

    /// Switches to VT `terminal` when the console is locked and switching is allowed.
    public func switchSession(to terminal: Int) -> Bool {
        console?.switchTo(terminal) ?? false
    }

    private func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        for handler in handlers { handler(active) }
    }
}
