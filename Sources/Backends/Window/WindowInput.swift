import CSDL2
import Foundation
import Keymap
import Logging
import VitrinePlatform

/// The window's mouse, touchscreen and keyboard as a device's input: the mouse is one
/// finger (Alt plus drag adds a second one mirrored about the centre), touchscreen
/// fingers are fingers, and keys go through the same xkb keymap as libinput's, so text,
/// modifiers and layouts are the same as on the device.
@MainActor
public final class WindowInput: InputBackend {
    public nonisolated let name = "window input"
    private let display: WindowDisplay
    private let keyboardLayout: KeyboardLayout
    private var keyboard: XKBKeyboard?
    private var pointer = PointerTouchEmulation()
    /// Touchscreen fingers by SDL's finger id, to their slots.
    private var fingerSlots: [SDL_FingerID: Int] = [:]
    /// Evdev codes of the keys held, released when the window loses the focus.
    private var heldKeys: Set<UInt32> = []
    /// Whether Alt is held as of the last key event read: SDL's own modifier state is
    /// already past the events still queued behind the one being handled.
    private var isAltHeld = false
    private var eventHandler: (@MainActor (InputEvent) -> Void)?
    private let logger = Logger(label: "vitrine.window.input")

    /// Device ids of the events, as libinput numbers its devices.
    static let mouseDevice = 1
    static let touchscreenDevice = 2
    static let keyboardDevice = 3

    public init(display: WindowDisplay, keyboardLayout: KeyboardLayout = KeyboardLayout()) {
        self.display = display
        self.keyboardLayout = keyboardLayout
    }

    public func start(eventHandler: @escaping @MainActor (InputEvent) -> Void) throws {
        keyboard = XKBKeyboard(layout: keyboardLayout)
        if keyboard == nil {
            logger.error("cannot compile the xkb keymap \(keyboardLayout); using us")
            keyboard = XKBKeyboard(layout: KeyboardLayout())
        }
        self.eventHandler = eventHandler
        isAltHeld = SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0
        display.inputSink = { [weak self] event in self?.handle(event) }
    }

    public func stop() {
        display.inputSink = nil
        eventHandler = nil
    }

    private func handle(_ event: SDL_Event) {
        switch vitrine_sdl_event_type([event]) {
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let position = normalized(event.button.x, event.button.y)
            emit(pointer.press(x: position.x, y: position.y, mirrored: isAltHeld), device: Self.mouseDevice)
        case SDL_MOUSEMOTION.rawValue:
            let position = normalized(event.motion.x, event.motion.y)
            emit(pointer.move(x: position.x, y: position.y), device: Self.mouseDevice)
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            emit(pointer.release(), device: Self.mouseDevice)
        case SDL_FINGERDOWN.rawValue:
            let finger = event.tfinger
            let slot = (fingerSlots.values.max() ?? PointerTouchEmulation.mirroredSlot) + 1
            fingerSlots[finger.fingerId] = slot
            emit([.touchDown(slot: slot, x: Double(finger.x), y: Double(finger.y), majorRadius: nil), .touchFrame],
                 device: Self.touchscreenDevice)
        case SDL_FINGERMOTION.rawValue:
            let finger = event.tfinger
            guard let slot = fingerSlots[finger.fingerId] else { return }
            emit([.touchMotion(slot: slot, x: Double(finger.x), y: Double(finger.y), majorRadius: nil), .touchFrame],
                 device: Self.touchscreenDevice)
        case SDL_FINGERUP.rawValue:
            guard let slot = fingerSlots.removeValue(forKey: event.tfinger.fingerId) else { return }
            emit([.touchUp(slot: slot), .touchFrame], device: Self.touchscreenDevice)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            key(event.key)
        case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            focusLost()
        case SDL_MOUSEWHEEL.rawValue:
            // SDL's y is positive away from the user: the content moves back. A click is 40 points.
            let wheel = event.wheel
            let flip: Float = wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            emit([.pointerScroll(dx: Double(wheel.preciseX * flip) * 40, dy: Double(-wheel.preciseY * flip) * 40)],
                 device: Self.mouseDevice)
        default:
            break
        }
    }

    private func key(_ event: SDL_KeyboardEvent) {
        guard let keyboard else { return }
        isAltHeld = UInt32(event.keysym.mod) & KMOD_ALT.rawValue != 0
        // SDL's scancodes are the HID usages of the keyboard page.
        let code = EvdevHIDUsage.evdevCode(forHIDUsage: Int(event.keysym.scancode.rawValue))
        guard code != 0 else { return }
        let isPressed = event.state == UInt8(SDL_PRESSED)
        let isRepeat = event.repeat != 0
        if isPressed { heldKeys.insert(code) } else { heldKeys.remove(code) }
        var key = keyboard.key(evdevCode: code, isPressed: isPressed, updatesState: !isRepeat)
        key.isRepeat = isRepeat
        emit([.key(key)], device: Self.keyboardDevice)
    }

    /// The desktop keeps the releases of keys held while the focus left (Alt-Tab): release
    /// them now so no modifier stays stuck, and lift the mouse's fingers.
    private func focusLost() {
        guard let keyboard else { return }
        for code in heldKeys.sorted() {
            emit([.key(keyboard.key(evdevCode: code, isPressed: false))], device: Self.keyboardDevice)
        }
        heldKeys = []
        isAltHeld = false
        emit(pointer.release(), device: Self.mouseDevice)
    }

    private func normalized(_ x: Int32, _ y: Int32) -> (x: Double, y: Double) {
        // Mouse positions are in the window's coordinates, not its pixels.
        let size = display.windowPointSize
        // A drag captured outside the window stays on the panel's edge, as a finger does.
        return (min(1, max(0, Double(x) / Double(max(1, size.width)))),
                min(1, max(0, Double(y) / Double(max(1, size.height)))))
    }

    private func emit(_ kinds: [InputEvent.Kind], device: Int) {
        let now = MonotonicClock.now()
        for kind in kinds { eventHandler?(InputEvent(kind, device: device, timestamp: now)) }
    }
}
