import CSeat
import Dispatch
import Foundation
import Logging
import VitrinePlatform

private let logger = Logger(label: "vitrine.seat")

/// A seat session through libseat: seatd or logind, or libseat's builtin seat manager
/// when the process is root and neither runs. The seat manager opens the DRM and input
/// nodes for us, and disables the session on a VT switch.
///
/// libseat's descriptor is read on the main queue, so the enable and disable callbacks
/// run on the main actor. A disable is acknowledged after every activity handler has
/// stopped using the devices.
@MainActor
public final class LibseatSession: DeviceSession {
    public private(set) var seatName = "seat0"
    public private(set) var isActive = false

    private var seat: OpaquePointer?
    private var source: DispatchSourceRead?
    private var handlers: [@MainActor (Bool) -> Void] = []
    /// libseat's device id for each descriptor it opened.
    private var deviceIDs: [Int32: Int32] = [:]

    /// Opens the seat (libseat picks seatd, logind or builtin; `LIBSEAT_BACKEND` forces
    /// one). Throws `DeviceSessionError.noSeat`, saying what to install, when none works.
    public init() throws {
        Self.routeLibseatLogs
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let seat = libseat_open_seat(Self.listener, userData) else {
            throw DeviceSessionError.noSeat(errno: errno)
        }
        self.seat = seat
        if let name = libseat_seat_name(seat) { seatName = String(cString: name) }
        let source = DispatchSource.makeReadSource(fileDescriptor: libseat_get_fd(seat), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.dispatch() }
        }
        source.resume()
        self.source = source
        // The seat manager's first "enable" is usually waiting already.
        dispatch()
        logger.info("seat \(seatName) opened through libseat, \(isActive ? "active" : "waiting to be enabled")")
    }

    isolated deinit {
        source?.cancel()
        if let seat { libseat_close_seat(seat) }
    }

    public func openDevice(path: String) throws -> Int32 {
        guard let seat else { throw DeviceSessionError.inactive(path: path) }
        var fd: Int32 = -1
        let id = libseat_open_device(seat, path, &fd)
        guard id >= 0 else {
            let code = errno
            throw isActive ? DeviceSessionError.openFailed(path: path, errno: code) : .inactive(path: path)
        }
        deviceIDs[fd] = id
        return fd
    }

    public func closeDevice(_ fd: Int32) {
        if let seat, let id = deviceIDs.removeValue(forKey: fd), libseat_close_device(seat, id) != 0 {
            logger.error("libseat could not close device \(id): \(String(cString: strerror(errno)))")
        }
        close(fd)
    }

    public func addActivityHandler(_ handler: @escaping @MainActor (Bool) -> Void) {
        handlers.append(handler)
    }

    /// Asks the seat manager for VT `terminal` when `VITRINE_VT_SWITCH=1` allows it: the
    /// seat manager disables this session first.
    public func switchSession(to terminal: Int) -> Bool {
        guard ConsoleSwitchPolicy.allowsSwitching(), let seat else { return false }
        guard libseat_switch_session(seat, Int32(terminal)) == 0 else {
            logger.error("libseat could not switch to VT \(terminal): \(String(cString: strerror(errno)))")
            return false
        }
        logger.notice("switching to VT \(terminal) through the seat")
        return true
    }

    private func dispatch() {
        guard let seat else { return }
        if libseat_dispatch(seat, 0) < 0 {
            logger.error("libseat dispatch failed: \(String(cString: strerror(errno)))")
        }
    }

    private func setActive(_ active: Bool) {
        isActive = active
        logger.info("seat \(seatName) \(active ? "enabled" : "disabled")")
        for handler in handlers { handler(active) }
        if !active, let seat, libseat_disable_seat(seat) != 0 {
            logger.error("libseat could not acknowledge the disable: \(String(cString: strerror(errno)))")
        }
    }

    /// libseat keeps the listener's address for the seat's lifetime: one for the process.
    private static let listener: UnsafeMutablePointer<libseat_seat_listener> = {
        let listener = UnsafeMutablePointer<libseat_seat_listener>.allocate(capacity: 1)
        listener.initialize(to: libseat_seat_listener(
            enable_seat: { _, userData in LibseatSession.callback(userData, active: true) },
            disable_seat: { _, userData in LibseatSession.callback(userData, active: false) }))
        return listener
    }()

    /// Callbacks run inside `libseat_dispatch`, which runs only on the main queue.
    private nonisolated static func callback(_ userData: UnsafeMutableRawPointer?, active: Bool) {
        let address = UInt(bitPattern: userData)
        MainActor.assumeIsolated {
            guard let userData = UnsafeRawPointer(bitPattern: address) else { return }
            Unmanaged<LibseatSession>.fromOpaque(userData).takeUnretainedValue().setActive(active)
        }
    }

    /// libseat's own messages (which backend it chose, why one failed) go to our log.
    /// Its errors are notices: one backend failing before the next works is normal.
    private static let routeLibseatLogs: Void = {
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_INFO)
        libseat_set_log_handler { level, format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            vsnprintf(&buffer, buffer.count, format, arguments)
            let message = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            logger.log(level: level == LIBSEAT_LOG_LEVEL_ERROR ? .notice : .debug, "libseat: \(message)")
        }
    }()
}
