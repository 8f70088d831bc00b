import CInput
import Testing
import VitrinePlatform
@testable import Keymap

/// Real keymaps compiled from the xkb-data files installed on the machine.
@Suite struct XKBKeyboardTests {
    private func code(_ key: Int32) -> UInt32 { UInt32(key) }

    /// Presses and releases `key`; returns the press.
    private func tap(_ keyboard: XKBKeyboard, _ key: Int32) -> InputKey {
        let press = keyboard.key(evdevCode: code(key), isPressed: true)
        _ = keyboard.key(evdevCode: code(key), isPressed: false)
        return press
    }

    @Test func letterWithAndWithoutShift() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout(layout: "us")))
        let a = tap(keyboard, KEY_A)
        #expect(a.characters == "a" && a.charactersIgnoringModifiers == "a")
        #expect(a.hidUsage == 0x04 && a.evdevCode == 30 && a.isPressed && a.modifiers.isEmpty)

        let shift = keyboard.key(evdevCode: code(KEY_LEFTSHIFT), isPressed: true)
        #expect(shift.characters.isEmpty && shift.modifiers == .shift)
        let shiftedA = tap(keyboard, KEY_A)
        #expect(shiftedA.characters == "A" && shiftedA.charactersIgnoringModifiers == "a")
        #expect(shiftedA.modifiers == .shift)
        let shiftedOne = tap(keyboard, KEY_1)
        #expect(shiftedOne.characters == "!" && shiftedOne.charactersIgnoringModifiers == "1")
        _ = keyboard.key(evdevCode: code(KEY_LEFTSHIFT), isPressed: false)
        #expect(tap(keyboard, KEY_A).characters == "a")
    }

    @Test func releaseCarriesTheKeysText() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout()))
        _ = keyboard.key(evdevCode: code(KEY_B), isPressed: true)
        let release = keyboard.key(evdevCode: code(KEY_B), isPressed: false)
        #expect(!release.isPressed && release.characters == "b")
    }

    @Test func capsLockAndModifierFlags() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout()))
        _ = tap(keyboard, KEY_CAPSLOCK)
        let a = tap(keyboard, KEY_A)
        #expect(a.characters == "A" && a.modifiers == .alphaShift)
        _ = tap(keyboard, KEY_CAPSLOCK)

        _ = keyboard.key(evdevCode: code(KEY_LEFTCTRL), isPressed: true)
        _ = keyboard.key(evdevCode: code(KEY_LEFTALT), isPressed: true)
        _ = keyboard.key(evdevCode: code(KEY_LEFTMETA), isPressed: true)
        let combo = tap(keyboard, KEY_X)
        #expect(combo.modifiers == [.control, .alternate, .command])
        #expect(combo.charactersIgnoringModifiers == "x")
    }

    @Test func returnBackspaceEscapeAndTab() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout()))
        let enter = tap(keyboard, KEY_ENTER)
        #expect(enter.characters == "\r" && enter.hidUsage == 0x28)
        let backspace = tap(keyboard, KEY_BACKSPACE)
        #expect(backspace.characters == "\u{8}" && backspace.hidUsage == 0x2A)
        #expect(tap(keyboard, KEY_ESC).characters == "\u{1B}")
        #expect(tap(keyboard, KEY_TAB).characters == "\t")
        let left = tap(keyboard, KEY_LEFT)
        #expect(left.characters.isEmpty && left.hidUsage == 0x50)
    }

    @Test func numericKeypadFollowsNumLock() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout()))
        let plus = tap(keyboard, KEY_KPPLUS)
        #expect(plus.characters == "+" && plus.modifiers.contains(.numericPad) && plus.hidUsage == 0x57)
        // Num lock starts off: keypad 1 is End, which types nothing.
        #expect(tap(keyboard, KEY_KP1).characters.isEmpty)
        _ = tap(keyboard, KEY_NUMLOCK)
        let one = tap(keyboard, KEY_KP1)
        #expect(one.characters == "1" && one.hidUsage == 0x59 && one.modifiers.contains(.numericPad))
        #expect(tap(keyboard, KEY_KPENTER).characters == "\r")
        #expect(!tap(keyboard, KEY_1).modifiers.contains(.numericPad))
    }

    @Test func germanLayoutSwapsYAndZAndHasUmlauts() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout(layout: "de")))
        let y = tap(keyboard, KEY_Y)
        #expect(y.characters == "z" && y.hidUsage == 0x1C)
        #expect(tap(keyboard, KEY_Z).characters == "y")
        #expect(tap(keyboard, KEY_APOSTROPHE).characters == "ä")
        #expect(tap(keyboard, KEY_SEMICOLON).characters == "ö")
        _ = keyboard.key(evdevCode: code(KEY_LEFTSHIFT), isPressed: true)
        let shifted = tap(keyboard, KEY_APOSTROPHE)
        #expect(shifted.characters == "Ä" && shifted.charactersIgnoringModifiers == "ä")
        _ = keyboard.key(evdevCode: code(KEY_LEFTSHIFT), isPressed: false)
        // AltGr+q is @ on German keyboards.
        _ = keyboard.key(evdevCode: code(KEY_RIGHTALT), isPressed: true)
        #expect(tap(keyboard, KEY_Q).characters == "@")
    }

    /// Dead keys compose as on a desktop: on a German keyboard ^ then e types ê, ´ then a
    /// types á; the dead key alone types nothing; a sequence that leads nowhere types nothing.
    @Test func deadKeysCompose() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout(layout: "de")))
        #expect(tap(keyboard, KEY_GRAVE).characters == "", "^ is a dead key")
        #expect(tap(keyboard, KEY_E).characters == "ê")
        #expect(tap(keyboard, KEY_EQUAL).characters == "")
        #expect(tap(keyboard, KEY_A).characters == "á")
        #expect(tap(keyboard, KEY_E).characters == "e", "the sequence ended")
        let french = try #require(XKBKeyboard(layout: KeyboardLayout(layout: "fr")))
        #expect(tap(french, KEY_LEFTBRACE).characters == "")
        #expect(tap(french, KEY_O).characters == "ô")
    }

    @Test func aSecondKeyboardHoldingAKeyLeavesTheStateAlone() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout()))
        _ = keyboard.key(evdevCode: code(KEY_LEFTSHIFT), isPressed: true, updatesState: false)
        #expect(tap(keyboard, KEY_A).characters == "a")
    }

    @Test func modifiersAndLettersRepeatAsTheKeymapSays() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout()))
        #expect(keyboard.repeats(evdevCode: code(KEY_A)))
        #expect(keyboard.repeats(evdevCode: code(KEY_BACKSPACE)))
        #expect(!keyboard.repeats(evdevCode: code(KEY_LEFTSHIFT)))
    }

    @Test func unknownLayoutDoesNotCompile() {
        #expect(XKBKeyboard(layout: KeyboardLayout(layout: "no-such-layout")) == nil)
    }

    /// Ctrl+Alt+F1..F12 are the console's VT switch keys (the keymaps' XF86Switch_VT_n,
    /// as on a Linux console or in a Wayland compositor): F2 alone is no switch.
    @Test func controlAltFunctionKeysAskForAVT() throws {
        let keyboard = try #require(XKBKeyboard(layout: KeyboardLayout(layout: "us")))
        #expect(keyboard.consoleSwitchTarget(evdevCode: code(KEY_F2)) == nil)
        _ = keyboard.key(evdevCode: code(KEY_LEFTCTRL), isPressed: true)
        _ = keyboard.key(evdevCode: code(KEY_LEFTALT), isPressed: true)
        #expect(keyboard.consoleSwitchTarget(evdevCode: code(KEY_F2)) == 2)
        #expect(keyboard.consoleSwitchTarget(evdevCode: code(KEY_F1)) == 1)
        #expect(keyboard.consoleSwitchTarget(evdevCode: code(KEY_F12)) == 12)
        #expect(keyboard.consoleSwitchTarget(evdevCode: code(KEY_A)) == nil)
    }
}
