/// Vitrine's hook between layer mutations and the display's frame clock.
///
/// Every layer change that needs a new frame calls `setNeedsFrame()`. UIKit's application
/// installs `onNeedsFrame`, which asks the display for the next vsync; coalescing several
/// requests into one frame is the handler's job, so a call here costs one closure call.
@preconcurrency @MainActor
package final class FrameScheduler {
    /// The scheduler every layer reports to.
    package static let shared = FrameScheduler()

    /// Called on every frame request; installed by the application.
    package var onNeedsFrame: (@MainActor () -> Void)?

    /// The number of requests since the scheduler was created (statistics, tests).
    package private(set) var requestCount = 0

    private init() {}

    /// Asks for a new frame to be built at the next vsync.
    package func setNeedsFrame() {
        requestCount &+= 1
        onNeedsFrame?()
    }
}
