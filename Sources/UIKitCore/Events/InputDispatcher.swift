import Foundation
import Logging
import VitrinePlatform

/// Turns `InputEvent`s into UIKit events: queued as they arrive, delivered at the start of
/// the next frame pass so that a touch changes the very next frame.
///
/// Motion of a touch is coalesced within a frame (the last position wins; the previous
/// location is the one delivered last time). Panel-normalized positions are mapped to
/// screen points through the display's rotation. A mouse drives a single touch of type
/// `.indirectPointer` while its left button is down.
@MainActor
final class InputDispatcher {
    /// A touch's identity: its device and multitouch slot (the pointer's slot is -1).
    private struct TouchKey: Hashable {
        let device: Int
        let slot: Int
    }

    /// One touch's change waiting in the frame being delivered.
    private struct Change {
        var phase: UITouch.Phase
        var location: CGPoint?
        var majorRadius: Double?
        var timestamp: TimeInterval
        var type: UITouch.TouchType
    }

    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 45
    private static let pointerSlot = -1

    private let display: any DisplayBackend
    private let screen: UIScreen
    private let logger = Logger(label: "vitrine.events")

    private var queue: [InputEvent] = []
    private var touches: [TouchKey: UITouch] = [:]
    /// Touches dropped at touch-down (ignoring interaction, exclusive touch, no window).
    private var droppedTouches: Set<TouchKey> = []
    private var pending: [(key: TouchKey, change: Change)] = []
    private let touchEvent = UIEvent()
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    private var presses: [UInt32: (press: UIPress, device: Int)] = [:]
    /// Keys held that a key command took (their repeats and release go nowhere), with the
    /// device each is held on.
    private var commandKeys: [UInt32: Int] = [:]
    /// Keys held that focus took (their repeats move it again; the release goes nowhere).
    private var focusKeys: Set<UInt32> = []
    private(set) var devices: [Int: InputDeviceInfo] = [:]
    /// Devices that typed a key without announcing a keyboard (a remote's or a scanner's).
    private var typingDevices: Set<Int> = []

    /// Whether a hardware keyboard is there: one was attached, or a device typed a key
    /// (as on iOS, typing on a hardware keyboard hides the on-screen one). A keyboard
    /// announced but not delivered yet (the queue goes at the next frame pass) counts: a
    /// text view made first responder at launch, beside a keyboard libinput has just
    /// announced, would otherwise bring the on-screen keyboard in for one frame's slide.
    var hasHardwareKeyboard: Bool {
        !typingDevices.isEmpty || devices.values.contains { $0.capabilities.contains(.keyboard) }
            || queue.contains { event in
                if case .deviceAdded(let info) = event.kind { info.capabilities.contains(.keyboard) } else { false }
            }
    }
    let cursor: PointerCursor
    private var pointerButtonDevice: Int?
    private var scrollMomentum = ScrollMomentum()

    init(display: any DisplayBackend, screen: UIScreen) {
        self.display = display
        self.screen = screen
        cursor = PointerCursor(screen: screen)
        GestureTimers.reset(to: 0)
    }

    /// Whether something is waiting for a frame: queued events or gesture deadlines.
    var hasPendingWork: Bool { !queue.isEmpty || GestureTimers.hasPending }

    /// Queues an event for the next frame pass and asks for that frame.
    func enqueue(_ event: InputEvent) {
        queue.append(event)
        FrameScheduler.shared.setNeedsFrame()
    }

    // MARK: Delivery

    /// Delivers everything queued, then runs gesture deadlines due at `time`. Returns the
    /// timestamp of the earliest touch, pointer or key event delivered: where the latency to
    /// the screen that shows its effect starts.
    @discardableResult
    func deliverQueuedEvents(at time: TimeInterval) -> TimeInterval? {
        let events = queue
        queue = []
        let earliest = events.filter { !Self.isDeviceChange($0) }.map(\.timestamp).min()
        for event in events {
            // Deadlines that passed before the event happened come first.
            GestureTimers.fire(upTo: event.timestamp)
            handle(event)
        }
        flush()
        GestureTimers.fire(upTo: time)
        return earliest
    }

    private static func isDeviceChange(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .deviceAdded, .deviceRemoved: true
        default: false
        }
    }

    /// Cancels every touch now (the display was paused).
    func cancelAllTouches() {
        flush()
        cancelTouches { _ in true }
    }

    private func handle(_ event: InputEvent) {
        let device = event.device, time = event.timestamp
        switch event.kind {
        case let .touchDown(slot, x, y, radius):
            stage(TouchKey(device: device, slot: slot),
                  Change(phase: .began, location: screenPoint(x, y), majorRadius: radius, timestamp: time, type: .direct))
        case let .touchMotion(slot, x, y, radius):
            stage(TouchKey(device: device, slot: slot),
                  Change(phase: .moved, location: screenPoint(x, y), majorRadius: radius, timestamp: time, type: .direct))
        case let .touchUp(slot):
            stage(TouchKey(device: device, slot: slot), Change(phase: .ended, timestamp: time, type: .direct))
        case let .touchCancel(slot):
            stage(TouchKey(device: device, slot: slot), Change(phase: .cancelled, timestamp: time, type: .direct))
        case .touchFrame:
            break
        case let .pointerMotion(dx, dy):
            let mapping = display.rotation.panelToScreen(screenSize: screen.bounds.size)
            let nx = dx / Double(max(1, display.mode.pixelWidth)), ny = dy / Double(max(1, display.mode.pixelHeight))
            movePointer(to: CGPoint(x: cursor.location.x + mapping.a * nx + mapping.c * ny,
                                    y: cursor.location.y + mapping.b * nx + mapping.d * ny), at: time)
        case let .pointerMotionAbsolute(x, y):
            movePointer(to: screenPoint(x, y), at: time)
        case let .pointerButton(button, isPressed):
            guard button == .primary else { break }
            if isPressed, pointerButtonDevice == nil {
                pointerButtonDevice = device
                stage(TouchKey(device: device, slot: Self.pointerSlot),
                      Change(phase: .began, location: cursor.location, timestamp: time, type: .indirectPointer))
            } else if !isPressed, pointerButtonDevice == device {
                pointerButtonDevice = nil
                stage(TouchKey(device: device, slot: Self.pointerSlot),
                      Change(phase: .ended, timestamp: time, type: .indirectPointer))
            }
        case let .pointerScroll(dx, dy):
            flush()
            if let scrollView = scroll(dx: dx, dy: dy) { scrollMomentum.record(dx: dx, dy: dy, at: time, on: scrollView) }
        case .pointerScrollStopped:
            scrollMomentum.fingersLifted(at: time)
        case let .key(key):
            flush()
            if device != VitrineRuntime.syntheticDevice { typingDevices.insert(device) }
            deliver(key, device: device, at: time)
        case let .deviceAdded(info):
            devices[info.id] = info
            updateCursor()
        case let .deviceRemoved(info):
            flush()
            devices[info.id] = nil
            typingDevices.remove(info.id)
            updateCursor()
            if pointerButtonDevice == info.id { pointerButtonDevice = nil }
            cancelTouches { $0.device == info.id }
            cancelPresses(ofDevice: info.id, at: time)
        }
    }

    private func screenPoint(_ x: Double, _ y: Double) -> CGPoint {
        guard x.isFinite, y.isFinite else {
            logger.error("input position (\(x), \(y)) is not finite; using the screen's center")
            return CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
        }
        return CGPoint(x: x, y: y).applying(display.rotation.panelToScreen(screenSize: screen.bounds.size))
    }

    private func movePointer(to point: CGPoint, at time: TimeInterval) {
        cursor.move(to: point)
        if let device = pointerButtonDevice {
            stage(TouchKey(device: device, slot: Self.pointerSlot),
                  Change(phase: .moved, location: cursor.location, timestamp: time, type: .indirectPointer))
        }
    }

    /// Shows or hides the cursor for the devices present.
    func updateCursor() {
        cursor.update(devices: devices.values)
    }

    /// Adds a touch change to the batch being built. Motion after motion of the same touch
    /// replaces it; lifting after motion lifts at the moved position; anything else that
    /// would overwrite a change delivers the batch first.
    private func stage(_ key: TouchKey, _ change: Change) {
        if let index = pending.firstIndex(where: { $0.key == key }) {
            let existing = pending[index].change
            switch (existing.phase, change.phase) {
            case (.moved, .moved):
                pending[index].change = change
                return
            case (.moved, .ended), (.moved, .cancelled):
                pending[index].change.phase = change.phase
                pending[index].change.timestamp = change.timestamp
                return
            default:
                flush()
            }
        }
        pending.append((key, change))
    }

    /// Applies the batch to the touches and sends one touch event.
    private func flush() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending = []
        var changed: [UITouch] = []
        var timestamp = touchEvent.timestamp
        for (key, change) in batch {
            timestamp = max(timestamp, change.timestamp)
            if change.phase == .began {
                if let stale = touches[key] {
                    logger.warning("touch down in slot \(key.slot) of device \(key.device), which is down already; the old touch is cancelled")
                    stale.phase = .cancelled
                    changed.append(stale)
                    touches[key] = nil
                }
                droppedTouches.remove(key)
                if let touch = beginTouch(change) {
                    touches[key] = touch
                    changed.append(touch)
                } else {
                    droppedTouches.insert(key)
                }
                continue
            }
            guard let touch = touches[key] else {
                if change.phase == .ended || change.phase == .cancelled { droppedTouches.remove(key) }
                continue
            }
            touch.previousScreenLocation = touch.screenLocation
            if let location = change.location { touch.screenLocation = location }
            if let radius = change.majorRadius { touch.majorRadius = radius / screen.scale }
            touch.phase = change.phase
            touch.timestamp = change.timestamp
            changed.append(touch)
        }
        send(changed, timestamp: timestamp)
    }

    /// A wheel or touchpad scroll goes to the nearest scroll view under the pointer that can
    /// move that way; returns it.
    private func scroll(dx: Double, dy: Double) -> UIScrollView? {
        guard dx.isFinite, dy.isFinite, !UIApplication.shared.isIgnoringInteractionEvents else { return nil }
        let location = cursor.location
        for window in screen.windows.reversed() {
            guard var view = window.hitTest(window.convert(screenPoint: location, to: nil), with: touchEvent) else { continue }
            while true {
                if let scrollView = view as? UIScrollView, scrollView.scroll(by: CGPoint(x: dx, y: dy)) { return scrollView }
                guard let superview = view.superview else { return nil }
                view = superview
            }
        }
        return nil
    }

    /// A new touch at the front-most window's hit view, or nil when it must not be delivered.
    private func beginTouch(_ change: Change) -> UITouch? {
        let application = UIApplication.shared
        guard let location = change.location, !application.isIgnoringInteractionEvents else { return nil }
        for window in screen.windows.reversed() {
            guard let view = window.hitTest(window.convert(screenPoint: location, to: nil), with: touchEvent) else { continue }
            UIMenuController.shared.touchBegan(on: view)
            let live = touches.values.filter { $0.view != nil }
            // Exclusive touch: an exclusive view shares with nobody, in both directions.
            if live.contains(where: { $0.view !== view && ($0.view?.isExclusiveTouch == true || view.isExclusiveTouch) }) {
                return nil
            }
            let touch = UITouch(view: view, window: window, at: location, timestamp: change.timestamp, type: change.type,
                                tapCount: tapCount(at: location, time: change.timestamp),
                                majorRadius: change.majorRadius.map { $0 / screen.scale }, radiusTolerance: 0.5 / screen.scale)
            if !view.isMultipleTouchEnabled, live.contains(where: { $0.view === view && $0.deliversToView }) {
                touch.deliversToView = false
            }
            return touch
        }
        return nil
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multipleTapInterval,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    private func cancelTouches(where matches: (TouchKey) -> Bool) {
        var cancelled: [UITouch] = []
        for (key, touch) in touches where matches(key) {
            touch.previousScreenLocation = touch.screenLocation
            touch.phase = .cancelled
            cancelled.append(touch)
        }
        droppedTouches = droppedTouches.filter { !matches($0) }
        send(cancelled, timestamp: max(touchEvent.timestamp, GestureTimers.now))
    }

    /// Sends the touch event with `changed` touches; the others are stationary. Lifted
    /// touches leave afterwards.
    private func send(_ changed: [UITouch], timestamp: TimeInterval) {
        guard !changed.isEmpty else { return }
        for touch in touches.values where !changed.contains(where: { $0 === touch }) { touch.phase = .stationary }
        GestureTimers.now = max(GestureTimers.now, timestamp)
        touchEvent.timestamp = timestamp
        touchEvent.touches = Set(touches.values).union(changed)
        UIApplication.shared.sendEvent(touchEvent)
        for touch in changed where touch.phase == .ended {
            lastTap = (touch.timestamp, touch.screenLocation, touch.tapCount)
        }
        touches = touches.filter { $0.value.phase != .ended && $0.value.phase != .cancelled }
        touchEvent.touches = Set(touches.values)
    }

    // MARK: Keys

    private func deliver(_ key: InputKey, device: Int, at time: TimeInterval) {
        let responder = UIResponder.firstResponder ?? screen.keyWindow
        // A key command takes its key, repeats and release included.
        if commandKeys[key.evdevCode] != nil {
            if !key.isPressed { commandKeys[key.evdevCode] = nil }
            return
        }
        if key.isPressed, !key.isRepeat, presses[key.evdevCode] == nil,
           KeyCommandDispatch.perform(for: key, firstResponder: UIResponder.firstResponder, keyWindow: screen.keyWindow) {
            commandKeys[key.evdevCode] = device
            return
        }
        // Tab, the arrows and Return move and select focus; their repeats move it again.
        if focusKeys.contains(key.evdevCode) {
            if !key.isPressed { focusKeys.remove(key.evdevCode) } else { _ = screen.keyWindow?.focusSystem.handle(key, firstResponder: responder as? UIResponder) }
            return
        }
        if key.isPressed, !key.isRepeat, presses[key.evdevCode] == nil,
           screen.keyWindow?.focusSystem.handle(key, firstResponder: UIResponder.firstResponder) == true {
            focusKeys.insert(key.evdevCode)
            return
        }
        if key.isPressed {
            insertText(for: key, into: responder)
            // A repeat types again but is the same press.
            guard !key.isRepeat, presses[key.evdevCode] == nil else { return }
            let uiKey = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: key.hidUsage) ?? .keyboardErrorUndefined,
                              characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                              modifierFlags: UIKeyModifierFlags(key.modifiers))
            let press = UIPress(key: uiKey, timestamp: time, window: screen.keyWindow, responder: responder)
            presses[key.evdevCode] = (press, device)
            sendPresses([press], timestamp: time)
        } else if let (press, _) = presses[key.evdevCode] {
            press.phase = .ended
            press.timestamp = time
            sendPresses([press], timestamp: time)
            presses[key.evdevCode] = nil
        }
    }

    /// Text typing into a first responder adopting UIKeyInput.
    private func insertText(for key: InputKey, into responder: UIResponder?) {
        if let editing = responder as? EditingKeyHandling, editing.handleEditingKey(key) { return }
        guard let input = responder as? UIKeyInput else { return }
        if key.hidUsage == UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue {
            input.deleteBackward()
        } else if key.hidUsage == UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue
                    || key.hidUsage == UIKeyboardHIDUsage.keypadEnter.rawValue {
            input.insertText("\n")
        } else if !key.characters.isEmpty, key.modifiers.isDisjoint(with: [.control, .command]),
                  !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            input.insertText(key.characters)
        }
    }

    private func cancelPresses(ofDevice device: Int, at time: TimeInterval) {
        commandKeys = commandKeys.filter { $0.value != device }
        focusKeys.removeAll()
        let cancelled = presses.filter { $0.value.device == device }
        guard !cancelled.isEmpty else { return }
        for (code, entry) in cancelled {
            entry.press.phase = .cancelled
            entry.press.timestamp = time
            presses[code] = nil
        }
        sendPresses(cancelled.values.map(\.press), timestamp: time)
    }

    private func sendPresses(_ changed: [UIPress], timestamp: TimeInterval) {
        let event = UIPressesEvent()
        event.timestamp = timestamp
        for entry in presses.values where !changed.contains(where: { $0 === entry.press }) { entry.press.phase = .stationary }
        event.presses = Set(presses.values.map(\.press)).union(changed)
        UIApplication.shared.sendEvent(event)
    }
}
