import CConsole
import Dispatch
import Foundation
import Logging

private let logger = Logger(label: "vitrine.console")

/// The virtual terminal (VT) a direct session shows its display on, locked down for a
/// kiosk (issue 29): graphics mode (the console draws nothing), keyboard off (keys reach
/// no tty, Ctrl+Alt+Fn switch nothing), and switches decided by the process (VT_PROCESS):
/// refused, or with `VITRINE_VT_SWITCH=1` done as a seat manager does them (the session is
/// disabled, the display drops DRM master, then the kernel switches).
///
/// Restored (text mode, the keyboard mode it had, VT_AUTO) by `restore()`, at exit and on
/// a fatal signal (CConsole's handlers, async-signal-safe). A SIGKILL leaves it locked:
/// `kbd_mode -u -C /dev/ttyN` gives the keyboard back.
@MainActor
final class VirtualTerminal {
    /// The VT's number (1 for /dev/tty1).
    let number: Int
    private let fd: Int32
    private let allowsSwitching: Bool
    private let activityChanged: @MainActor (Bool) -> Void
    private var switchSource: DispatchSourceRead?
    private var loggedRefusal = false

    /// Locks the VT shown now (the kernel's `/sys/class/tty/tty0/active`). Nil, with a
    /// logged reason, where there is none or it cannot be locked (not a VT, no
    /// permission): the app runs on with the console as it is.
    static func lockActive(allowsSwitching: Bool,
                           activityChanged: @escaping @MainActor (Bool) -> Void) -> VirtualTerminal? {
        let sysfs = "/sys/class/tty/tty0/active"
        guard let text = try? String(contentsOfFile: sysfs, encoding: .utf8), let number = activeNumber(fromSysfs: text) else {
            logger.warning("no active VT (\(sysfs) unreadable): console not locked, Ctrl+Alt+Fn and typed keys reach it")
            return nil
        }
        return VirtualTerminal(number: number, allowsSwitching: allowsSwitching, activityChanged: activityChanged)
    }

    /// The VT number in the kernel's `active` attribute ("tty3\n" is 3); nil for anything
    /// else.
    nonisolated static func activeNumber(fromSysfs text: String) -> Int? {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard name.hasPrefix("tty"), let number = Int(name.dropFirst(3)), (1...63).contains(number) else { return nil }
        return number
    }

    private init?(number: Int, allowsSwitching: Bool, activityChanged: @escaping @MainActor (Bool) -> Void) {
        let path = "/dev/tty\(number)"
        let fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            logger.warning("cannot open \(path) (\(String(cString: strerror(errno)))): console not locked")
            return nil
        }
        var keyboardMode: Int32 = 0
        guard vitrine_console_get_int(fd, UInt(KDGKBMODE), &keyboardMode) == 0 else {
            logger.warning("\(path) is not a VT (\(String(cString: strerror(errno)))): console not locked")
            close(fd)
            return nil
        }
        self.number = number
        self.fd = fd
        self.allowsSwitching = allowsSwitching
        self.activityChanged = activityChanged
        // A keyboard left off (an earlier run killed with SIGKILL) comes back as Unicode.
        vitrine_console_arm_restore(fd, keyboardMode == K_OFF ? Int32(K_UNICODE) : keyboardMode)
        var failures: [String] = []
        if vitrine_console_ioctl_int(fd, UInt(KDSETMODE), Int32(KD_GRAPHICS)) != 0 { failures.append("graphics mode: \(String(cString: strerror(errno)))") }
        if vitrine_console_ioctl_int(fd, UInt(KDSKBMODE), Int32(K_OFF)) != 0 { failures.append("keyboard off: \(String(cString: strerror(errno)))") }
        if vitrine_console_set_vt_mode(fd, 1) != 0 { failures.append("VT_PROCESS: \(String(cString: strerror(errno)))") }
        watchSwitchSignals()
        if failures.isEmpty {
            logger.notice("console \(path) locked: graphics mode, keyboard off, VT switches \(allowsSwitching ? "allowed (VITRINE_VT_SWITCH=1)" : "refused (VITRINE_VT_SWITCH=1 allows them)")")
        } else {
            logger.warning("console \(path) only partly locked: \(failures.joined(separator: "; "))")
        }
    }

    /// Asks the kernel to switch to VT `target` (Ctrl+Alt+Fn seen by libinput). The
    /// release signal that follows disables the session. False when switching is not
    /// allowed or the kernel refuses.
    func switchTo(_ target: Int) -> Bool {
        guard allowsSwitching, target != number else { return false }
        guard vitrine_console_ioctl_int(fd, UInt(VT_ACTIVATE), Int32(target)) == 0 else {
            logger.error("cannot switch to VT \(target): \(String(cString: strerror(errno)))")
            return false
        }
        logger.notice("switching to VT \(target)")
        return true
    }

    /// Gives the console back (text mode, keyboard, VT_AUTO) and stops answering switches.
    func restore() {
        switchSource?.cancel()
        switchSource = nil
        vitrine_console_restore()
        close(fd)
        logger.info("console /dev/tty\(number) restored")
    }

    private func watchSwitchSignals() {
        let pipe = vitrine_console_watch_switch_signals()
        guard pipe >= 0 else {
            logger.error("cannot watch VT switch signals: \(String(cString: strerror(errno)))")
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe, queue: .main)
        source.setEventHandler { [weak self] in
            var bytes = [UInt8](repeating: 0, count: 16)
            let count = read(pipe, &bytes, bytes.count)
            guard count > 0 else { return }
            MainActor.assumeIsolated {
                for byte in bytes.prefix(count) { self?.handleSwitchSignal(byte == UInt8(ascii: "r")) }
            }
        }
        source.resume()
        switchSource = source
    }

    /// The kernel asks for the VT (release: another VT is to be shown) or gives it back
    /// (acquire). A release is answered after the devices are let go, as libseat does.
    private func handleSwitchSignal(_ isRelease: Bool) {
        if isRelease {
            guard allowsSwitching else {
                vitrine_console_ioctl_int(fd, UInt(VT_RELDISP), 0)
                if !loggedRefusal {
                    loggedRefusal = true
                    logger.notice("VT switch away from tty\(number) refused (VITRINE_VT_SWITCH=1 allows it; further refusals not logged)")
                }
                return
            }
            activityChanged(false)
            if vitrine_console_ioctl_int(fd, UInt(VT_RELDISP), 1) != 0 {
                logger.error("cannot release VT \(number): \(String(cString: strerror(errno)))")
            }
        } else {
            if vitrine_console_ioctl_int(fd, UInt(VT_RELDISP), Int32(VT_ACKACQ)) != 0 {
                logger.error("cannot acknowledge VT \(number): \(String(cString: strerror(errno)))")
            }
            activityChanged(true)
        }
    }
}
