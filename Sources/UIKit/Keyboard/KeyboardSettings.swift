import Foundation
import Logging

/// How Vitrine's on-screen keyboard is set up, from the environment:
/// `VITRINE_ONSCREEN_KEYBOARD=always|never|auto` (auto, the default: only while no hardware
/// keyboard is attached) and `VITRINE_KEYBOARD_LAYOUT=en-US|de|fr` (default: the XKB layout,
/// `VITRINE_XKB_LAYOUT` or `XKB_DEFAULT_LAYOUT`, mapped to the nearest, else en-US).
struct KeyboardSettings: Equatable, Sendable {
    enum Mode: String, Sendable {
        case always, never, auto
    }

    var mode: Mode = .auto
    var layout: OnScreenKeyboardLayout = .englishUS

    init(mode: Mode = .auto, layout: OnScreenKeyboardLayout = .englishUS) {
        self.mode = mode
        self.layout = layout
    }

    init(environment: [String: String]) {
        let logger = Logger(label: "vitrine.keyboard")
        if let value = environment["VITRINE_ONSCREEN_KEYBOARD"], !value.isEmpty {
            if let mode = Mode(rawValue: value.lowercased()) {
                self.mode = mode
            } else {
                logger.error("ignoring invalid VITRINE_ONSCREEN_KEYBOARD=\(value) (always, never or auto)")
            }
        }
        if let name = environment["VITRINE_KEYBOARD_LAYOUT"], !name.isEmpty {
            if let layout = OnScreenKeyboardLayout.named(name) {
                self.layout = layout
            } else {
                logger.error("no on-screen keyboard layout \"\(name)\" (en-US, de, fr); using en-US")
            }
        } else if let xkb = [environment["VITRINE_XKB_LAYOUT"], environment["XKB_DEFAULT_LAYOUT"]]
                    .compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            if let layout = OnScreenKeyboardLayout.named(xkb) {
                self.layout = layout
            } else {
                logger.info("no on-screen keyboard for the XKB layout \"\(xkb)\"; using en-US")
            }
        }
    }

    static func fromProcess() -> KeyboardSettings {
        KeyboardSettings(environment: ProcessInfo.processInfo.environment)
    }
}
