import Foundation
import VitrinePlatform

/// A timer that calls its target once per frame, in step with the display's refresh.
///
/// The selector carries the target's method (`scripts/port` turns iOS's `#selector(step)`
/// into `Selector("step:", Clock.step(_:))`), or, Vitrine's own form, the method is passed
/// itself, unapplied: `CADisplayLink(target: self, selector: Clock.step)` in a class `Clock`
/// with `func step(_ link: CADisplayLink)` (or `func step()`). As on iOS the link holds its
/// target strongly, and the run loop holds the link until `invalidate()`.
///
/// The link fires at the start of each frame pass, before layout and display, and keeps
/// frames coming while it is added and not paused. A `preferredFramesPerSecond` (or
/// `preferredFrameRateRange`) below the refresh rate skips vblanks: 30 on a 60 Hz display
/// fires every other one.
@preconcurrency @MainActor
open class CADisplayLink {
    /// Holds the target; nil once invalidated.
    private var action: (@MainActor (CADisplayLink) -> Void)?
    private var isAdded = false
    private var lastFireTime: CFTimeInterval?
    /// The target's type, for diagnostics (`AnimationEngine.activeDescriptions`).
    let targetTypeName: String

    /// The presentation time of the last frame shown (the vblank before this callback).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the frame being prepared will be shown: draw for this time.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's refresh interval in seconds.
    public private(set) var duration: CFTimeInterval = 0

    /// Whether the link skips its callbacks (and asks for no frames).
    open var isPaused = false {
        didSet { if isAdded, oldValue, !isPaused { FrameScheduler.shared.setNeedsFrame() } }
    }
    /// The callback rate wanted; 0 (default) means the display's refresh rate.
    open var preferredFramesPerSecond = 0
    /// The callback rates wanted; takes precedence over `preferredFramesPerSecond` when set.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// A link calling `sel`'s method on `target` every frame, with the link when the
    /// method takes an argument. A target without the method is logged, and the link
    /// never fires.
    public init(target: Any, selector sel: Selector) {
        let receiver = target as AnyObject
        targetTypeName = "\(type(of: target))"
        guard sel.isImplemented(by: receiver) else {
            layerLogger.error("CADisplayLink(target:selector:): \(type(of: target)) does not respond to \(sel)")
            return
        }
        action = { link in _ = sel.perform(on: receiver, SelectorMethod.Arguments([link]), caller: "CADisplayLink") }
    }

    /// A link calling `selector(target)(link)` every frame.
    public init<Target: AnyObject>(target: Target, selector sel: @escaping @MainActor (Target) -> (CADisplayLink) -> Void) {
        targetTypeName = "\(type(of: target))"
        action = { link in sel(target)(link) }
    }

    /// A link calling `selector(target)()` every frame.
    public init<Target: AnyObject>(target: Target, selector sel: @escaping @MainActor (Target) -> () -> Void) {
        targetTypeName = "\(type(of: target))"
        action = { _ in sel(target)() }
    }

    /// Starts the callbacks. Vitrine has one run loop and one frame clock, so `runloop`
    /// and `mode` only have to be given.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil else { return }
        isAdded = true
        AnimationEngine.shared.add(self)
    }

    /// Stops the callbacks until added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        // Added again, possibly on another display's clock, it fires at its next frame.
        lastFireTime = nil
        AnimationEngine.shared.remove(self)
    }

    /// Stops the callbacks for good and releases the target.
    public func invalidate() {
        remove(from: .main, forMode: .default)
        action = nil
    }

    /// The callback interval asked for, or nil for every vblank.
    private var preferredInterval: CFTimeInterval? {
        let range = preferredFrameRateRange
        let rate = range != .default ? (range.preferred ?? range.maximum) : Float(preferredFramesPerSecond)
        return rate > 0 && rate.isFinite ? 1 / CFTimeInterval(rate) : nil
    }

    /// Called by the animation engine at the start of a frame pass.
    func tick(_ timing: FrameTiming) {
        guard isAdded, !isPaused else { return }
        let refresh = timing.targetTimestamp - timing.timestamp
        // Within half a refresh of the interval: the vblank closest to the wanted rate.
        if let interval = preferredInterval, let last = lastFireTime,
           timing.targetTimestamp - last < interval - refresh / 2 {
            return
        }
        lastFireTime = timing.targetTimestamp
        timestamp = timing.timestamp
        targetTimestamp = timing.targetTimestamp
        duration = refresh
        action?(self)
    }
}
