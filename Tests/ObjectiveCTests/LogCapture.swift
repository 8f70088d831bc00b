import Logging
@testable import ObjectiveC

/// Collects the ObjectiveC module's log lines while `body` runs.
final class LogCapture: @unchecked Sendable {
    private(set) var messages: [String] = []

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
                 file: String, function: String, line: UInt) {
            capture.messages.append("\(level): \(message)")
        }
    }

    /// Runs `body` with the selector logger writing here; returns the lines.
    @MainActor
    static func lines(during body: () -> Void) -> [String] {
        let capture = LogCapture()
        let previous = Selector.logger
        Selector.logger = Logger(label: "test") { _ in Handler(capture: capture) }
        defer { Selector.logger = previous }
        body()
        return capture.messages
    }
}
