@testable import ObjectiveC
import VitrineTestSupport

/// The ObjectiveC module's log lines while `body` runs.
enum LogCapture {
    @MainActor
    static func lines(during body: () -> Void) -> [String] {
        let capture = LogLines()
        let previous = Selector.logger
        Selector.logger = capture.logger()
        defer { Selector.logger = previous }
        body()
        return capture.lines
    }
}
