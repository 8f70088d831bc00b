import VitrinePlatform

extension PointerButton {
    /// The button with evdev code `code` (linux/input-event-codes.h: BTN_LEFT 0x110,
    /// BTN_RIGHT 0x111, BTN_MIDDLE 0x112), as libinput reports it.
    init(evdevCode code: UInt32) {
        switch code {
        case 0x110: self = .primary
        case 0x111: self = .secondary
        case 0x112: self = .middle
        default: self = .other(code)
        }
    }
}
