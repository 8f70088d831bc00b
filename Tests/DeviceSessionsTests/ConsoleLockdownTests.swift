import CConsole
@testable import DeviceSessions
import Foundation
import Testing

/// The parts of the kiosk lockdown (issue 29) that run without a VT; the lockdown itself
/// (graphics mode, keyboard off, switches refused) is checked on a real VT by the VM
/// check scripts/vm-checks/lockdown.sh. No test here locks a console: as root it would
/// lock this machine's.
@MainActor
struct ConsoleLockdownTests {
    @Test func switchingIsRefusedUnlessVitrineVTSwitchIsOne() {
        #expect(!ConsoleSwitchPolicy.allowsSwitching(environment: [:]))
        #expect(!ConsoleSwitchPolicy.allowsSwitching(environment: ["VITRINE_VT_SWITCH": "0"]))
        #expect(!ConsoleSwitchPolicy.allowsSwitching(environment: ["VITRINE_VT_SWITCH": ""]))
        #expect(ConsoleSwitchPolicy.allowsSwitching(environment: ["VITRINE_VT_SWITCH": "1"]))
        // Anything else is a mistake, refused (and logged): a kiosk stays locked.
        #expect(!ConsoleSwitchPolicy.allowsSwitching(environment: ["VITRINE_VT_SWITCH": "yes"]))
    }

    /// The kernel's /sys/class/tty/tty0/active names the VT shown ("tty1").
    @Test func theActiveVTIsReadFromSysfs() {
        #expect(VirtualTerminal.activeNumber(fromSysfs: "tty1\n") == 1)
        #expect(VirtualTerminal.activeNumber(fromSysfs: "tty12") == 12)
        #expect(VirtualTerminal.activeNumber(fromSysfs: "tty0") == nil)
        #expect(VirtualTerminal.activeNumber(fromSysfs: "ttyS0") == nil)
        #expect(VirtualTerminal.activeNumber(fromSysfs: "tty64") == nil)
        #expect(VirtualTerminal.activeNumber(fromSysfs: "") == nil)
    }

    @Test func anUnlockedSessionSwitchesNothing() {
        let session = DirectSession()
        #expect(!session.switchSession(to: 2))
        #expect(session.isActive)
    }

    /// The kernel asks for a VT switch with signals (VT_PROCESS): they arrive as bytes on
    /// a pipe the main queue reads, 'r' to release the VT, 'a' when it is given back.
    @Test func switchSignalsArriveOnThePipe() throws {
        let pipe = vitrine_console_watch_switch_signals()
        try #require(pipe >= 0)
        #expect(vitrine_console_release_signal() != SIGUSR1 && vitrine_console_release_signal() != SIGUSR2)
        // Sent to the process, as the kernel does: any thread that does not block them
        // takes them.
        kill(getpid(), vitrine_console_release_signal())
        kill(getpid(), vitrine_console_acquire_signal())
        var received: [UInt8] = []
        let deadline = Date() + 2
        while received.count < 2, Date() < deadline {
            var poller = pollfd(fd: pipe, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) == 1 else { continue }
            var bytes = [UInt8](repeating: 0, count: 8)
            let count = read(pipe, &bytes, bytes.count)
            if count > 0 { received += bytes.prefix(count) }
        }
        // Both pending at once, the kernel picks the order.
        #expect(received.sorted() == [UInt8(ascii: "a"), UInt8(ascii: "r")])
    }

    /// A crash with the console locked: the handler restores it (on /dev/null here the
    /// ioctls fail harmlessly), says so with a backtrace, and the process still dies by
    /// the signal, sent (kill) or a fault.
    @Test func aSentFatalSignalIsLoggedAndStillKills() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardErrorContent]) {
            vitrine_console_arm_restore(open("/dev/null", O_RDWR), Int32(K_UNICODE))
            raise(SIGSEGV)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("vitrine: fatal signal 11: console restored"))
    }

    @Test func aFaultIsLoggedAndStillKills() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardErrorContent]) {
            vitrine_console_arm_restore(open("/dev/null", O_RDWR), Int32(K_UNICODE))
            UnsafeMutablePointer<Int>(bitPattern: 16)!.pointee = 1
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("vitrine: fatal signal 11: console restored"))
    }
}
