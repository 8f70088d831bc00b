import CXKB
import Foundation
import Logging
import VitrinePlatform

/// A keymap compiled by xkbcommon and its live state (held modifiers, locks), which
/// turn evdev key codes into `InputKey`s. One for all keyboards of the seat, as in a
/// Wayland compositor: shift on one keyboard shifts the keys of another.
package final class XKBKeyboard {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    /// Dead keys and compose sequences (^ then e types ê), from the locale's Compose file;
    /// nil when the machine has none (libx11-data), and then dead keys type nothing.
    private let compose: OpaquePointer?
    private let logger = Logger(label: "vitrine.input.xkb")

    /// Compiles the keymap from xkb-data; nil when xkbcommon cannot (unknown layout,
    /// xkb-data missing).
    package init?(layout: KeyboardLayout) {
        // The layout comes from our configuration, which already read XKB_DEFAULT_*.
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
        let keymap = "evdev".withCString { rules in
            layout.model.withCString { model in
                layout.layout.withCString { layoutName in
                    layout.variant.withCString { variant in
                        layout.options.withCString { options in
                            var names = xkb_rule_names(rules: rules, model: model, layout: layoutName,
                                                       variant: variant, options: options)
                            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let keymap, let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.keymap = keymap
        self.state = state
        compose = Self.composeLocale.withCString { locale in
            xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
        }.flatMap { table in
            defer { xkb_compose_table_unref(table) }
            return xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
        }
    }

    /// The locale whose Compose file applies: the process's, or en_US.UTF-8 when that is C
    /// or POSIX (a kiosk's service often runs so), whose sequences cover the Latin dead keys.
    private static var composeLocale: String {
        let environment = ProcessInfo.processInfo.environment
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return "en_US.UTF-8" }
        return locale
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The key event for a press or release of `evdevCode`. With `updatesState` false
    /// the modifiers and locks stay as they are: the seat has another keyboard holding
    /// the same key.
    package func key(evdevCode: UInt32, isPressed: Bool, updatesState: Bool = true) -> InputKey {
        let keycode = evdevCode + 8 // xkb keycodes are evdev's plus 8, as X11 had them
        // Text is what the key gives with the modifiers as they were when it went down.
        var characters = utf8(of: keycode)
        if isPressed, updatesState { characters = composed(characters, keycode: keycode) }
        let layoutIndex = xkb_state_key_get_layout(state, keycode)
        let unmodified = layoutIndex == XKB_LAYOUT_INVALID ? "" : levelZeroText(of: keycode, layout: layoutIndex)
        if updatesState {
            xkb_state_update_key(state, keycode, isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        }
        let hidUsage = EvdevHIDUsage.hidUsage(forEvdevCode: evdevCode)
        var modifiers = activeModifiers()
        if Self.keypadUsages.contains(hidUsage) { modifiers.insert(.numericPad) }
        return InputKey(hidUsage: hidUsage, evdevCode: evdevCode, isPressed: isPressed,
                        characters: characters, charactersIgnoringModifiers: unmodified, modifiers: modifiers)
    }

    /// The VT a press of `evdevCode` asks for with the modifiers held now (Ctrl+Alt+F2
    /// gives XF86Switch_VT_2 in the standard keymaps), or nil.
    package func consoleSwitchTarget(evdevCode: UInt32) -> Int? {
        let symbol = xkb_state_key_get_one_sym(state, evdevCode + 8)
        let first = xkb_keysym_t(XKB_KEY_XF86Switch_VT_1), last = xkb_keysym_t(XKB_KEY_XF86Switch_VT_12)
        guard (first...last).contains(symbol) else { return nil }
        return Int(symbol - first) + 1
    }

    /// Whether holding the key repeats it (letters do, modifiers do not).
    package func repeats(evdevCode: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, evdevCode + 8) != 0
    }

    /// A pressed key's text through the compose state: a dead key (or a key in the middle
    /// of a sequence) types nothing, the key that ends a sequence types its result, a
    /// sequence that leads nowhere types nothing; other keys type their own text.
    private func composed(_ text: String, keycode: xkb_keycode_t) -> String {
        guard let compose else { return text }
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        guard xkb_compose_state_feed(compose, symbol) == XKB_COMPOSE_FEED_ACCEPTED else { return text }
        switch xkb_compose_state_get_status(compose) {
        case XKB_COMPOSE_COMPOSING:
            return ""
        case XKB_COMPOSE_COMPOSED:
            defer { xkb_compose_state_reset(compose) }
            let length = Int(xkb_compose_state_get_utf8(compose, nil, 0))
            guard length > 0 else { return "" }
            var buffer = [CChar](repeating: 0, count: length + 1)
            xkb_compose_state_get_utf8(compose, &buffer, buffer.count)
            return DeviceText.decode(buffer.prefix(length).map { UInt8(bitPattern: $0) }, from: "the compose table", logger: logger)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(compose)
            return ""
        default:
            return text
        }
    }

    private func utf8(of keycode: xkb_keycode_t) -> String {
        let length = Int(xkb_state_key_get_utf8(state, keycode, nil, 0))
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: length + 1)
        xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        return DeviceText.decode(buffer.prefix(length).map { UInt8(bitPattern: $0) }, from: "the keymap", logger: logger)
    }

    private func levelZeroText(of keycode: xkb_keycode_t, layout: xkb_layout_index_t) -> String {
        var symbols: UnsafePointer<xkb_keysym_t>?
        let count = Int(xkb_keymap_key_get_syms_by_level(keymap, keycode, layout, 0, &symbols))
        guard count > 0, let symbols else { return "" }
        var text = ""
        for index in 0..<count {
            var buffer = [CChar](repeating: 0, count: 16)
            if xkb_keysym_to_utf8(symbols[index], &buffer, buffer.count) > 0 {
                text += DeviceText.decode(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, from: "the keymap", logger: logger)
            }
        }
        return text
    }

    private func activeModifiers() -> InputModifiers {
        var modifiers: InputModifiers = []
        let names: [(String, InputModifiers)] = [
            (XKB_MOD_NAME_CAPS, .alphaShift), (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CTRL, .control),
            (XKB_MOD_NAME_ALT, .alternate), (XKB_MOD_NAME_LOGO, .command),
        ]
        for (name, modifier) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            modifiers.insert(modifier)
        }
        return modifiers
    }

    /// HID usages of the numeric keypad's keys (UIKit sets `.numericPad` for them).
    private static let keypadUsages: Set<Int> = Set(0x53...0x63).union([0x67, 0x85, 0x86]).union(0xB0...0xDD)
}
