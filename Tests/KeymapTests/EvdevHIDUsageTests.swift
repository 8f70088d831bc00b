import CInput
import Testing
@testable import Keymap

@Suite struct EvdevHIDUsageTests {
    private func usage(_ code: Int32) -> Int { EvdevHIDUsage.hidUsage(forEvdevCode: UInt32(code)) }

    @Test func lettersDigitsAndEditingKeysHaveTheirKeyboardPageUsages() {
        #expect(usage(KEY_A) == 0x04)
        #expect(usage(KEY_Z) == 0x1D)
        #expect(usage(KEY_1) == 0x1E)
        #expect(usage(KEY_0) == 0x27)
        #expect(usage(KEY_ENTER) == 0x28)
        #expect(usage(KEY_ESC) == 0x29)
        #expect(usage(KEY_BACKSPACE) == 0x2A)
        #expect(usage(KEY_TAB) == 0x2B)
        #expect(usage(KEY_SPACE) == 0x2C)
        #expect(usage(KEY_F1) == 0x3A)
        #expect(usage(KEY_F12) == 0x45)
        #expect(usage(KEY_DELETE) == 0x4C)
        #expect(usage(KEY_UP) == 0x52)
    }

    @Test func keypadAndModifiers() {
        #expect(usage(KEY_NUMLOCK) == 0x53)
        #expect(usage(KEY_KPENTER) == 0x58)
        #expect(usage(KEY_KP1) == 0x59)
        #expect(usage(KEY_KPDOT) == 0x63)
        #expect(usage(KEY_LEFTCTRL) == 0xE0)
        #expect(usage(KEY_LEFTSHIFT) == 0xE1)
        #expect(usage(KEY_RIGHTALT) == 0xE6)
        #expect(usage(KEY_RIGHTMETA) == 0xE7)
    }

    @Test func keysGivenByTwoUsagesTakeTheLowest() {
        // 0x31 (backslash) and 0x32 (non-US #) are both KEY_BACKSLASH.
        #expect(usage(KEY_BACKSLASH) == 0x31)
        #expect(usage(KEY_102ND) == 0x64)
        #expect(usage(KEY_MUTE) == 0x7F)
    }

    @Test func keysOutsideTheKeyboardPageHaveNoUsage() {
        #expect(usage(KEY_PLAYPAUSE) == 0)
        #expect(usage(KEY_RESERVED) == 0)
        #expect(EvdevHIDUsage.hidUsage(forEvdevCode: 0x2FF) == 0)
        #expect(EvdevHIDUsage.hidUsage(forEvdevCode: UInt32.max) == 0)
    }
}
