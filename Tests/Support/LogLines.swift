import Logging

/// Collects what a logger logs, a line per message ("level: message"), for tests that check
/// that a fault is logged once, or not at all.
public final class LogLines: @unchecked Sendable {
    public private(set) var lines: [String] = []

    public init() {}

    /// A logger whose messages land here.
    public func logger(label: String = "test") -> Logger {
        Logger(label: label) { _ in Handler(capture: self) }
    }

    private struct Handler: LogHandler {
        let capture: LogLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            capture.lines.append("\(event.level): \(event.message)")
        }
    }
}
