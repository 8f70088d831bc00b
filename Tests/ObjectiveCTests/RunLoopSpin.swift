import Foundation

/// Runs the run loop of the main actor's thread (the main run loop in an app, which
/// `UIApplicationMain` runs; a thread draining the main queue under the test runner) until
/// `condition` holds or `timeout` seconds pass.
@MainActor
func spinMainRunLoop(timeout: TimeInterval = 1, until condition: () -> Bool = { false }) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition(), Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}
