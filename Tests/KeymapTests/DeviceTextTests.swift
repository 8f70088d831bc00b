@testable import Keymap
import Logging
import Testing
import VitrineTestSupport

/// Text bytes from a keymap or compose table: valid UTF-8 comes through as it is; invalid
/// bytes become U+FFFD with one warning, and the text around them is kept.
struct DeviceTextTests {
    @Test func validTextPassesWithoutALogLine() {
        let lines = LogLines()
        let logger = lines.logger()
        #expect(DeviceText.decode(Array("ê€😀".utf8), from: "the keymap", logger: logger) == "ê€😀")
        #expect(lines.lines.isEmpty)
    }

    @Test func invalidBytesBecomeReplacementCharactersWithOneWarning() {
        let lines = LogLines()
        let logger = lines.logger()
        // A lone continuation byte, a truncated 3-byte sequence, an overlong "/".
        let bytes: [UInt8] = [0x61, 0x80, 0x62, 0xE2, 0x82, 0x63, 0xC0, 0xAF]
        let text = DeviceText.decode(bytes, from: "the compose table", logger: logger)
        #expect(text.hasPrefix("a\u{FFFD}b\u{FFFD}c"))
        #expect(!text.contains("/"), "an overlong encoding is not decoded to what it hides")
        #expect(lines.lines == ["warning: input: invalid UTF-8 from the compose table (61 80 62 e2 82 63 c0 af), shown as U+FFFD"])
    }
}
