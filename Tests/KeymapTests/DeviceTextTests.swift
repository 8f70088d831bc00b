@testable import Keymap
import Logging
import Testing

/// Text bytes from a keymap or compose table: valid UTF-8 comes through as it is; invalid
/// bytes become U+FFFD with one warning, and the text around them is kept.
struct DeviceTextTests {
    final class Lines: @unchecked Sendable {
        var messages: [String] = []
    }

    struct Capture: LogHandler {
        let lines: Lines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
                 file: String, function: String, line: UInt) {
            lines.messages.append("\(level): \(message)")
        }
    }

    @Test func validTextPassesWithoutALogLine() {
        let lines = Lines()
        let logger = Logger(label: "test") { _ in Capture(lines: lines) }
        #expect(DeviceText.decode(Array("ê€😀".utf8), from: "the keymap", logger: logger) == "ê€😀")
        #expect(lines.messages.isEmpty)
    }

    @Test func invalidBytesBecomeReplacementCharactersWithOneWarning() {
        let lines = Lines()
        let logger = Logger(label: "test") { _ in Capture(lines: lines) }
        // A lone continuation byte, a truncated 3-byte sequence, an overlong "/".
        let bytes: [UInt8] = [0x61, 0x80, 0x62, 0xE2, 0x82, 0x63, 0xC0, 0xAF]
        let text = DeviceText.decode(bytes, from: "the compose table", logger: logger)
        #expect(text.hasPrefix("a\u{FFFD}b\u{FFFD}c"))
        #expect(!text.contains("/"), "an overlong encoding is not decoded to what it hides")
        #expect(lines.messages == ["warning: input: invalid UTF-8 from the compose table (61 80 62 e2 82 63 c0 af), shown as U+FFFD"])
    }
}
