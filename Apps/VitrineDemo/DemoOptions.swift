import Foundation

/// What the command line asked of the tour.
struct DemoOptions: Sendable {
    var outputDirectory: URL
    var secondsPerPage: TimeInterval
    var loops: Bool
    /// The one page to show until the app is stopped, instead of the tour.
    var page: String? = nil

    @MainActor static var current = DemoOptions(outputDirectory: URL(fileURLWithPath: "out/demo"),
                                                secondsPerPage: 0.5, loops: false)
}
