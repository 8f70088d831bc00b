/// The timing of an animation (or of a layer, whose timing applies to its animations):
/// when it starts, how long it runs, how it repeats and what it shows outside that.
///
/// Local time is `(parentTime - beginTime) × speed + timeOffset`; one iteration lasts
/// `duration` (twice that with `autoreverses`); `repeatCount` or `repeatDuration` set the
/// active duration.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// Start time in the parent's time space; 0 means "now" when the animation is committed.
    var beginTime: CFTimeInterval { get set }
    /// An offset added to local time: the animation starts that far in, wrapping around.
    var timeOffset: CFTimeInterval { get set }
    /// Iterations to play; `.infinity` repeats forever; 0 means once.
    var repeatCount: Float { get set }
    /// Total time to repeat for, overriding `repeatCount` when non-zero.
    var repeatDuration: CFTimeInterval { get set }
    /// Length of one iteration in seconds; 0 means 0.25 s for animations.
    var duration: CFTimeInterval { get set }
    /// Rate of local time relative to the parent's; 0 pauses at `timeOffset`.
    var speed: Float { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}
