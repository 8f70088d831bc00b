import Foundation
import Logging

/// How Vitrine's on-screen keyboard is set up, from the environment:
/// `VITRINE_ONSCREEN_KEYBOARD=always|never|auto` (auto, the default: only while no hardware
/// keyboard is attached); `VITRINE_KEYBOARD_LAYOUT=en-US|de|fr`, or several separated by
/// commas, which the globe key goes through (default: the XKB layouts, `VITRINE_XKB_LAYOUT`
/// or `XKB_DEFAULT_LAYOUT`, each mapped to the nearest, else en-US); and
/// `VITRINE_KEYBOARD_PERIOD_SHORTCUT=on|off`, iOS's "." Shortcut setting (on).
struct KeyboardSettings: Equatable, Sendable {
    enum Mode: String, Sendable {
        case always, never, auto
    }

    var mode: Mode = .auto
    /// The keyboards the globe key goes through, the first shown first; never empty.
    var layouts: [OnScreenKeyboardLayout] = [.englishUS]
    /// Whether two spaces after a word type a period and a space.
    var periodShortcut = true

    /// The first keyboard.
    var layout: OnScreenKeyboardLayout { layouts[0] }

    init(mode: Mode = .auto, layout: OnScreenKeyboardLayout = .englishUS) {
        self.mode = mode
        self.layouts = [layout]
    }

    init(mode: Mode = .auto, layouts: [OnScreenKeyboardLayout], periodShortcut: Bool = true) {
        self.mode = mode
        self.layouts = layouts.isEmpty ? [.englishUS] : layouts
        self.periodShortcut = periodShortcut
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
        if let names = environment["VITRINE_KEYBOARD_LAYOUT"], !names.isEmpty {
            let layouts = Self.layouts(named: names) { name in
                logger.error("no on-screen keyboard layout \"\(name)\" (en-US, de, fr)")
            }
            if layouts.isEmpty { logger.error("no on-screen keyboard layout in \"\(names)\"; using en-US") }
            self.layouts = layouts.isEmpty ? [.englishUS] : layouts
        } else if let xkb = [environment["VITRINE_XKB_LAYOUT"], environment["XKB_DEFAULT_LAYOUT"]]
                    .compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            let layouts = Self.layouts(named: xkb) { name in
                logger.info("no on-screen keyboard for the XKB layout \"\(name)\"")
            }
            self.layouts = layouts.isEmpty ? [.englishUS] : layouts
        }
        if let value = environment["VITRINE_KEYBOARD_PERIOD_SHORTCUT"], !value.isEmpty {
            switch value.lowercased() {
            case "on", "1", "yes", "true": periodShortcut = true
            case "off", "0", "no", "false": periodShortcut = false
            default: logger.error("ignoring invalid VITRINE_KEYBOARD_PERIOD_SHORTCUT=\(value) (on or off)")
            }
        }
    }

    /// The layouts of a comma-separated list, each once, in order; `unknown` hears of the
    /// names with none.
    private static func layouts(named list: String, unknown: (String) -> Void) -> [OnScreenKeyboardLayout] {
        var layouts: [OnScreenKeyboardLayout] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let layout = OnScreenKeyboardLayout.named(name) else {
                unknown(name)
                continue
            }
            if !layouts.contains(layout) { layouts.append(layout) }
        }
        return layouts
    }

    static func fromProcess() -> KeyboardSettings {
        KeyboardSettings(environment: ProcessInfo.processInfo.environment)
    }
}
