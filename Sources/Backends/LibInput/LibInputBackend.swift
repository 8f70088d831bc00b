import CInput
import CUdev
import Foundation
import Keymap
import Logging
import VitrinePlatform

/// Touchscreens, mice and keyboards through libinput's udev backend.
///
/// Devices on the seat come and go with udev; they are opened through the device
/// session (libseat), or directly when there is none (root). libinput's descriptor is
/// read on the main queue and every event handed on as an `InputEvent`. Keys go
/// through an xkb keymap; held keys repeat on a main-queue timer.
@MainActor
public final class LibInputBackend: InputBackend {
    public enum StartError: Error, CustomStringConvertible {
        case udevUnavailable
        case contextFailed
        case seatFailed(String)

        public var description: String {
            switch self {
            case .udevUnavailable: "udev is not available"
            case .contextFailed: "libinput could not create its context"
            case .seatFailed(let seat): "libinput could not enumerate the devices of \(seat)"
            }
        }
    }

    public nonisolated let name: String
    private let session: (any DeviceSession)?
    private let seatName: String
    private let calibration: [Float]?
    private let keyboardLayout: KeyboardLayout
    private var repeatSchedule: KeyRepeatSchedule
    /// Reads still to fail on purpose (`VITRINE_INPUT_FAULT`).
    private(set) var fault: InputFault?
    private var readFailures = InputReadFailures()
    /// Replaced by tests to read what is logged.
    var logger = Logger(label: "vitrine.input")

    private var udev: OpaquePointer?
    private var libinput: OpaquePointer?
    private var interface: UnsafeMutablePointer<libinput_interface>?
    /// Watches libinput's descriptor; nil while reads fail (`retryTimer` reads next).
    private var readSource: DispatchSourceRead?
    /// The next read after a failed one, armed only while reads fail.
    private var retryTimer: DispatchSourceTimer?
    private var repeatTimer: DispatchSourceTimer?
    private var keyboard: XKBKeyboard?
    private var eventHandler: (@MainActor (InputEvent) -> Void)?
    private var devices: [OpaquePointer: InputDeviceInfo] = [:]
    private var nextDeviceID = 1
    private var registeredActivityHandler = false
    private var isSeatAssigned = false

    /// - Parameters:
    ///   - session: opens the devices; nil opens them directly, which needs root.
    ///   - calibration: a matrix for touchscreens, as `LIBINPUT_CALIBRATION_MATRIX`
    ///     ("a b c d e f": x' = a·x + b·y + c, y' = d·x + e·y + f in normalized
    ///     coordinates); nil keeps the device's own (udev's) calibration.
    ///   - keyRepeatRate: repeats per second of a held key; 0 turns repeat off.
    ///   - fault: reads of events to fail on purpose, to check that it is survived.
    public init(session: (any DeviceSession)? = nil, calibration: [Float]? = nil,
                keyboardLayout: KeyboardLayout = KeyboardLayout(),
                keyRepeatDelay: TimeInterval = 0.5, keyRepeatRate: Double = 25, fault: InputFault? = nil) {
        self.session = session
        self.fault = fault
        seatName = session?.seatName ?? "seat0"
        name = "libinput \(seatName)"
        self.calibration = calibration?.count == 6 ? calibration : nil
        self.keyboardLayout = keyboardLayout
        repeatSchedule = KeyRepeatSchedule(delay: keyRepeatDelay, rate: keyRepeatRate)
    }

    isolated deinit {
        stop()
    }

    public func start(eventHandler: @escaping @MainActor (InputEvent) -> Void) throws {
        guard libinput == nil else { return }
        keyboard = XKBKeyboard(layout: keyboardLayout)
        if keyboard == nil {
            logger.error("cannot compile the xkb keymap \(keyboardLayout); using us")
            keyboard = XKBKeyboard(layout: KeyboardLayout())
        }
        guard let udev = udev_new() else { throw StartError.udevUnavailable }
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(to: libinput_interface(open_restricted: openRestricted, close_restricted: closeRestricted))
        guard let libinput = libinput_udev_create_context(interface, Unmanaged.passUnretained(self).toOpaque(), udev) else {
            interface.deallocate()
            udev_unref(udev)
            throw StartError.contextFailed
        }
        self.udev = udev
        self.interface = interface
        self.libinput = libinput
        self.eventHandler = eventHandler
        libinput_log_set_handler(libinput, logLibInputMessage)
        // Info includes lost events (SYN_DROPPED) and devices libinput ignores.
        libinput_log_set_priority(libinput, LIBINPUT_LOG_PRIORITY_INFO)
        if let session, !registeredActivityHandler {
            registeredActivityHandler = true
            session.addActivityHandler { [weak self] isActive in self?.sessionActivityChanged(isActive) }
        }
        // An inactive session cannot open devices: the seat is assigned when it is enabled.
        if session?.isActive ?? true {
            try assignSeat()
        }
        watchDescriptor()
        logger.info("\(name): reading input devices")
        if let fault {
            logger.notice("VITRINE_INPUT_FAULT: the next \(fault.count) reads of events fail (errno \(fault.errorCode))")
        }
        // The devices already present were queued by assign_seat.
        readEvents()
    }

    private func assignSeat() throws {
        guard let libinput else { return }
        guard libinput_udev_assign_seat(libinput, seatName) == 0 else {
            stop()
            throw StartError.seatFailed(seatName)
        }
        isSeatAssigned = true
    }

    public func stop() {
        readSource?.cancel()
        readSource = nil
        retryTimer?.cancel()
        retryTimer = nil
        repeatSchedule.cancel()
        updateRepeatTimer()
        if let libinput { libinput_unref(libinput) }
        libinput = nil
        if let udev { udev_unref(udev) }
        udev = nil
        interface?.deallocate()
        interface = nil
        devices = [:]
        eventHandler = nil
        isSeatAssigned = false
    }

    // MARK: Devices

    fileprivate func openDevice(path: String, flags: Int32) -> Int32 {
        if let session {
            do {
                let fd = try session.openDevice(path: path)
                // libinput reads until EAGAIN: a blocking descriptor would hang the main thread.
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                return fd
            } catch {
                logger.error("cannot open \(path) through the \(seatName) session: \(error)")
                return -EACCES
            }
        }
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            logger.error("cannot open \(path): \(String(cString: strerror(code)))")
            return -code
        }
        return fd
    }

    fileprivate func closeDevice(_ fd: Int32) {
        if let session { session.closeDevice(fd) } else { close(fd) }
    }

    private func sessionActivityChanged(_ isActive: Bool) {
        guard let libinput else { return }
        if isActive, !isSeatAssigned {
            do { try assignSeat() } catch { logger.error("\(name): \(error)") }
        } else if isActive {
            if libinput_resume(libinput) != 0 { logger.error("\(name): devices could not be reopened") }
        } else {
            repeatSchedule.cancel()
            updateRepeatTimer()
            // Suspending removes the devices: their held keys and touches end first.
            libinput_suspend(libinput)
        }
        readEvents()
    }

    private func deviceAdded(_ device: OpaquePointer) {
        var capabilities: InputDeviceInfo.Capabilities = []
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0 { capabilities.insert(.touch) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0 { capabilities.insert(.pointer) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0 { capabilities.insert(.keyboard) }
        let info = InputDeviceInfo(id: nextDeviceID, name: String(cString: libinput_device_get_name(device)),
                                   capabilities: capabilities)
        nextDeviceID += 1
        devices[device] = info
        logger.info("device \(info.id) added: \(info.name) (\(String(cString: libinput_device_get_sysname(device))))")
        if let calibration, libinput_device_config_calibration_has_matrix(device) != 0 {
            if libinput_device_config_calibration_set_matrix(device, calibration) != LIBINPUT_CONFIG_STATUS_SUCCESS {
                logger.error("device \(info.name) refused the calibration matrix \(calibration)")
            }
        }
        emit(.deviceAdded(info), device: info.id, timestamp: MonotonicClock.now())
    }

    private func deviceRemoved(_ device: OpaquePointer) {
        guard let info = devices.removeValue(forKey: device) else { return }
        logger.info("device \(info.id) removed: \(info.name)")
        repeatSchedule.cancel(device: info.id)
        updateRepeatTimer()
        emit(.deviceRemoved(info), device: info.id, timestamp: MonotonicClock.now())
    }

    // MARK: Events

    /// Reads and hands on the events libinput has. Failed reads are logged once an
    /// episode (`InputReadFailures`), not at each of the wake-ups they cause.
    func readEvents() {
        guard let libinput else { return }
        switch readFailures.record(dispatch(libinput)) {
        case .none:
            break
        case .started(let code):
            logger.error("\(name): reading events failed: \(String(cString: strerror(code))); logged again when it ends")
        case .reopenDevices(let logged):
            // With the session away the devices cannot be opened: its return reopens them.
            guard isSeatAssigned, session?.isActive ?? true else { break }
            if logged { logger.warning("\(name): \(readFailures.count) reads failed in a row; reopening the devices") }
            // Suspending closes every device (their touches and keys end); resuming opens
            // those still there, so one whose descriptor broke is dropped or comes back anew.
            repeatSchedule.cancel()
            updateRepeatTimer()
            libinput_suspend(libinput)
            if libinput_resume(libinput) != 0, logged { logger.error("\(name): devices could not be reopened") }
        case .recovered(let failures):
            logger.notice("\(name): reading events again after \(failures) failed reads")
        }
        if let delay = readFailures.retryDelay {
            retryReading(after: delay)
        } else if readSource == nil {
            // A read succeeded while backing off (called directly): poll again.
            retryTimer?.cancel()
            retryTimer = nil
            watchDescriptor()
        }
        while let event = libinput_get_event(libinput) {
            translate(event)
            libinput_event_destroy(event)
        }
    }

    /// Reads whenever libinput's descriptor is readable.
    private func watchDescriptor() {
        guard let libinput, readSource == nil else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: libinput_get_fd(libinput), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readEvents() }
        }
        source.resume()
        readSource = source
    }

    /// After a failed read, stops polling the descriptor, which stays readable and would
    /// wake the main thread again at once (a busy loop), and reads again after `delay`
    /// (issue 29). Nothing is armed while reads succeed: an idle app does not wake.
    private func retryReading(after delay: TimeInterval) {
        readSource?.cancel()
        readSource = nil
        retryTimer?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.libinput != nil else { return }
                self.retryTimer?.cancel()
                self.retryTimer = nil
                self.watchDescriptor()
                self.readEvents()
            }
        }
        timer.schedule(deadline: .now() + delay)
        timer.resume()
        retryTimer = timer
    }

    /// libinput's descriptor (an epoll set of the devices, udev's monitor and timers), for tests.
    var descriptor: Int32? { libinput.map { libinput_get_fd($0) } }

    /// `libinput_dispatch`, or the injected failure while `fault` lasts.
    private func dispatch(_ libinput: OpaquePointer) -> Int32 {
        if var fault, fault.count > 0 {
            fault.count -= 1
            self.fault = fault
            return -fault.errorCode
        }
        return libinput_dispatch(libinput)
    }

    private func translate(_ event: OpaquePointer) {
        let type = libinput_event_get_type(event)
        guard let device = libinput_event_get_device(event) else { return }
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            deviceAdded(device)
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            deviceRemoved(device)
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
             LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            guard let id = devices[device]?.id, let touch = libinput_event_get_touch_event(event) else { return }
            emit(touchKind(type, touch), device: id, timestamp: seconds(libinput_event_touch_get_time_usec(touch)))
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON:
            guard let id = devices[device]?.id, let pointer = libinput_event_get_pointer_event(event) else { return }
            emit(pointerKind(type, pointer), device: id, timestamp: seconds(libinput_event_pointer_get_time_usec(pointer)))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            guard let id = devices[device]?.id, let key = libinput_event_get_keyboard_event(event) else { return }
            keyboardKey(key, device: id)
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER, LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            guard let id = devices[device]?.id, let pointer = libinput_event_get_pointer_event(event) else { return }
            emit(scrollKind(type, pointer), device: id, timestamp: seconds(libinput_event_pointer_get_time_usec(pointer)))
        default:
            // Touchpad gestures, tablets and switches have no InputEvent yet.
            break
        }
    }

    private func touchKind(_ type: libinput_event_type, _ touch: OpaquePointer) -> InputEvent.Kind {
        guard type != LIBINPUT_EVENT_TOUCH_FRAME else { return .touchFrame }
        let slot = Int(libinput_event_touch_get_seat_slot(touch))
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            // Normalized to the panel, the calibration matrix applied. libinput 1.22 has
            // no contact size for touchscreens (only for tablet tools): no radius.
            let x = libinput_event_touch_get_x_transformed(touch, 1)
            let y = libinput_event_touch_get_y_transformed(touch, 1)
            return type == LIBINPUT_EVENT_TOUCH_DOWN
                ? .touchDown(slot: slot, x: x, y: y, majorRadius: nil)
                : .touchMotion(slot: slot, x: x, y: y, majorRadius: nil)
        case LIBINPUT_EVENT_TOUCH_UP: return .touchUp(slot: slot)
        default: return .touchCancel(slot: slot)
        }
    }

    private func pointerKind(_ type: libinput_event_type, _ pointer: OpaquePointer) -> InputEvent.Kind {
        switch type {
        case LIBINPUT_EVENT_POINTER_MOTION:
            return .pointerMotion(dx: libinput_event_pointer_get_dx(pointer), dy: libinput_event_pointer_get_dy(pointer))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            return .pointerMotionAbsolute(x: libinput_event_pointer_get_absolute_x_transformed(pointer, 1),
                                          y: libinput_event_pointer_get_absolute_y_transformed(pointer, 1))
        default:
            return .pointerButton(button: PointerButton(evdevCode: libinput_event_pointer_get_button(pointer)),
                                  isPressed: libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED)
        }
    }

    /// A wheel click (120 units of v120) scrolls 40 points; a touchpad's finger scroll comes
    /// in pixel-like units, taken as points, and ends with a zero on every axis it used
    /// (the fingers lifted).
    private func scrollKind(_ type: libinput_event_type, _ pointer: OpaquePointer) -> InputEvent.Kind {
        if type != LIBINPUT_EVENT_POINTER_SCROLL_WHEEL {
            let axes = [LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL]
                .filter { libinput_event_pointer_has_axis(pointer, $0) != 0 }
            if !axes.isEmpty, axes.allSatisfy({ libinput_event_pointer_get_scroll_value(pointer, $0) == 0 }) { return .pointerScrollStopped }
        }
        func amount(_ axis: libinput_pointer_axis) -> Double {
            guard libinput_event_pointer_has_axis(pointer, axis) != 0 else { return 0 }
            if type == LIBINPUT_EVENT_POINTER_SCROLL_WHEEL {
                return libinput_event_pointer_get_scroll_value_v120(pointer, axis) / 120 * Self.pointsPerWheelClick
            }
            return libinput_event_pointer_get_scroll_value(pointer, axis)
        }
        return .pointerScroll(dx: amount(LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL), dy: amount(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL))
    }

    static let pointsPerWheelClick = 40.0

    private func keyboardKey(_ event: OpaquePointer, device: Int) {
        guard let keyboard else { return }
        let code = libinput_event_keyboard_get_key(event)
        let isPressed = libinput_event_keyboard_get_key_state(event) == LIBINPUT_KEY_STATE_PRESSED
        // The xkb state is the seat's: a key held on two keyboards is pressed once.
        let seatCount = libinput_event_keyboard_get_seat_key_count(event)
        // Ctrl+Alt+F1..F12 (issue 29): a VT switch, made by the session where it allows one.
        if isPressed, let terminal = keyboard.consoleSwitchTarget(evdevCode: code), session?.switchSession(to: terminal) == true { return }
        let key = keyboard.key(evdevCode: code, isPressed: isPressed, updatesState: isPressed ? seatCount == 1 : seatCount == 0)
        let input = InputEvent(.key(key), device: device, timestamp: seconds(libinput_event_keyboard_get_time_usec(event)))
        eventHandler?(input)
        if isPressed {
            if keyboard.repeats(evdevCode: code) { repeatSchedule.start(input) }
        } else {
            repeatSchedule.release(evdevCode: code, device: device)
        }
        updateRepeatTimer()
    }

    private func updateRepeatTimer() {
        guard let deadline = repeatSchedule.nextDeadline else {
            repeatTimer?.cancel()
            repeatTimer = nil
            return
        }
        if repeatTimer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.fireRepeats() }
            }
            timer.resume()
            repeatTimer = timer
        }
        repeatTimer?.schedule(deadline: .now() + max(0, deadline - MonotonicClock.now()))
    }

    private func fireRepeats() {
        for event in repeatSchedule.due(at: MonotonicClock.now()) { eventHandler?(event) }
        updateRepeatTimer()
    }

    private func emit(_ kind: InputEvent.Kind, device: Int, timestamp: TimeInterval) {
        eventHandler?(InputEvent(kind, device: device, timestamp: timestamp))
    }

    private func seconds(_ microseconds: UInt64) -> TimeInterval {
        TimeInterval(microseconds) / 1_000_000
    }
}

// libinput calls these from inside libinput_udev_assign_seat, libinput_dispatch and
// libinput_resume, which the backend calls on the main actor.
private func openRestricted(path: UnsafePointer<CChar>?, flags: Int32, userData: UnsafeMutableRawPointer?) -> Int32 {
    guard let path, let userData else { return -EINVAL }
    let backend = Unmanaged<LibInputBackend>.fromOpaque(userData).takeUnretainedValue()
    let pathString = String(cString: path)
    return MainActor.assumeIsolated { backend.openDevice(path: pathString, flags: flags) }
}

private func closeRestricted(fd: Int32, userData: UnsafeMutableRawPointer?) {
    guard let userData else { return }
    let backend = Unmanaged<LibInputBackend>.fromOpaque(userData).takeUnretainedValue()
    MainActor.assumeIsolated { backend.closeDevice(fd) }
}

private let libinputLogger = Logger(label: "vitrine.input.libinput")

private func logLibInputMessage(_ libinput: OpaquePointer?, _ priority: libinput_log_priority,
                                _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?) {
    guard let format, let arguments else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    vsnprintf(&buffer, buffer.count, format, arguments)
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .trimmingCharacters(in: .newlines)
    let level: Logger.Level = switch priority {
    case LIBINPUT_LOG_PRIORITY_ERROR: .error
    case LIBINPUT_LOG_PRIORITY_INFO: .info
    default: .debug
    }
    libinputLogger.log(level: level, "\(message)")
}
