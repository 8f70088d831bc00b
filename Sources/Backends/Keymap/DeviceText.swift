import Logging

/// UTF-8 text from a keymap or a compose table, decoded. Invalid bytes (a broken keymap
/// or compose file) become U+FFFD with a log line: the text around them still arrives and
/// the app keeps running.
package enum DeviceText {
    package static func decode(_ bytes: [UInt8], from source: String, logger: Logger) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let hex = bytes.prefix(16).map { String($0, radix: 16) }.joined(separator: " ")
        logger.warning("input: invalid UTF-8 from \(source) (\(hex)), shown as U+FFFD")
        return String(decoding: bytes, as: UTF8.self)
    }
}
