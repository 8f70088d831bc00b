import Logging

/// Collects log lines.
final class LineCapture: @unchecked Sendable {
    private(set) var lines: [String] = []

    struct Handler: LogHandler {
        let capture: LineCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
                 file: String, function: String, line: UInt) {
            capture.lines.append("\(level): \(message)")
        }
    }
}
