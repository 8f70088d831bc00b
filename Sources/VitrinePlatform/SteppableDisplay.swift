/// A display whose vertical blanks happen when its caller steps it (a headless display on a
/// stepped clock), so that tests and tools run frames one at a time.
@MainActor
public protocol SteppableDisplay: DisplayBackend {
    /// The clock `step()` advances; nil when the display runs in real time, where stepping
    /// does nothing.
    var steppedClock: SteppedClock? { get }

    /// Advances the clock by one refresh interval. At that vertical blank the frame handler
    /// runs if a frame was requested. Returns whether it ran.
    @discardableResult
    func step() -> Bool
}
