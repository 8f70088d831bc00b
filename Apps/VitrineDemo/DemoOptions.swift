import Foundation

/// What the command line asked of the tour.
struct DemoOptions: Sendable {
    var outputDirectory: URL
    var secondsPerPage: TimeInterval
    var loops: Bool

    @MainActor static var current = DemoOptions(outputDirectory: URL(fileURLWithPath: "out/demo"),
                                                secondsPerPage: 0.5, loops: false)
}
