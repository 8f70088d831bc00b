import Foundation
import VitrinePlatform

extension InputEvent {
    /// One line for the event: its kind, then `name=value` fields (the VM checks parse it).
    var checkLine: String {
        let head = "device=\(device) t=\(String(format: "%.6f", timestamp))"
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        func radius(_ value: Double?) -> String { value.map(number) ?? "none" }
        switch kind {
        case .touchDown(let slot, let x, let y, let majorRadius):
            return "touchDown \(head) slot=\(slot) x=\(number(x)) y=\(number(y)) radius=\(radius(majorRadius))"
        case .touchMotion(let slot, let x, let y, let majorRadius):
            return "touchMotion \(head) slot=\(slot) x=\(number(x)) y=\(number(y)) radius=\(radius(majorRadius))"
        case .touchUp(let slot):
            return "touchUp \(head) slot=\(slot)"
        case .touchCancel(let slot):
            return "touchCancel \(head) slot=\(slot)"
        case .touchFrame:
            return "touchFrame \(head)"
        case .pointerMotion(let dx, let dy):
            return "pointerMotion \(head) dx=\(number(dx)) dy=\(number(dy))"
        case .pointerMotionAbsolute(let x, let y):
            return "pointerMotionAbsolute \(head) x=\(number(x)) y=\(number(y))"
        case .pointerButton(let button, let isPressed):
            return "pointerButton \(head) button=\(button) pressed=\(isPressed)"
        case .pointerScroll(let dx, let dy):
            return "pointerScroll \(head) dx=\(number(dx)) dy=\(number(dy))"
        case .pointerScrollStopped:
            return "pointerScrollStopped \(head)"
        case .key(let key):
            let modifiers: [(InputModifiers, String)] = [(.alphaShift, "capslock"), (.shift, "shift"), (.control, "control"),
                                                         (.alternate, "alternate"), (.command, "command"), (.numericPad, "numpad")]
            let names = modifiers.filter { key.modifiers.contains($0.0) }.map(\.1).joined(separator: ",")
            return "key \(head) hid=0x\(String(key.hidUsage, radix: 16)) code=\(key.evdevCode) pressed=\(key.isPressed)"
                + " repeat=\(key.isRepeat) characters=\(key.characters.debugDescription)"
                + " ignoringModifiers=\(key.charactersIgnoringModifiers.debugDescription) modifiers=\(names.isEmpty ? "none" : names)"
        case .deviceAdded(let info):
            return "deviceAdded \(head) name=\(info.name.debugDescription) capabilities=\(capabilities(info))"
        case .deviceRemoved(let info):
            return "deviceRemoved \(head) name=\(info.name.debugDescription) capabilities=\(capabilities(info))"
        }
    }

    private func capabilities(_ info: InputDeviceInfo) -> String {
        let names = [(InputDeviceInfo.Capabilities.touch, "touch"), (.pointer, "pointer"), (.keyboard, "keyboard")]
            .filter { info.capabilities.contains($0.0) }.map(\.1).joined(separator: ",")
        return names.isEmpty ? "none" : names
    }
}
