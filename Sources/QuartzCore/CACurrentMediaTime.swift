import VitrinePlatform

/// The display's clock in seconds: CLOCK_MONOTONIC (the clock of KMS vblank timestamps),
/// or the virtual clock of a stepped headless display, so tests are deterministic.
/// Animation times (`beginTime`, `CADisplayLink.timestamp`) are on this clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now()
}
