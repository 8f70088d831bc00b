import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), a pacing
/// curve, a delegate and whether it leaves the layer when done.
///
/// `CALayer.add(_:forKey:)` stores a copy, so changing an animation after adding it has no
/// effect; the copy is what `animation(forKey:)` returns, with `beginTime` set to the time
/// it started when it was added with 0.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    /// The pacing curve; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer once its active duration ends (default true).
    open var isRemovedOnCompletion = true

    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// UIKit's delay: with a `beginTime` of 0, the animation begins this long after the
    /// frame that commits it (so a delayed view animation is timed from the same frame as
    /// an undelayed one).
    package var commitDelay: CFTimeInterval = 0

    public required init() {}

    /// A new animation with default values.
    open class func animation() -> Self { Self.init() }

    /// A copy with the same values (the delegate is shared).
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies every property of `other` into this animation; subclasses add theirs.
    func copyValues(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        duration = other.duration
        speed = other.speed
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        commitDelay = other.commitDelay
    }

    /// Adds the animation to the layer `anObject` under the key `event`: how an animation
    /// serves as a layer's action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            layerLogger.warning("CAAnimation.run(forKey: \(event)): the object is not a CALayer, ignored")
            return
        }
        layer.add(self, forKey: event)
    }

    // MARK: Evaluation

    /// The duration of one iteration: `duration`, or 0.25 s when it is 0 or invalid.
    var effectiveDuration: CFTimeInterval {
        duration.isFinite && duration > 0 ? duration : 0.25
    }

    /// The parent time at which the active duration ends (infinite when repeating forever
    /// or paused).
    var activeEndTime: CFTimeInterval {
        MediaTimingPhase.activeEndTime(of: self, duration: effectiveDuration)
    }

    /// Applies the animation's value at `parentTime` to `values`; `model` holds the layer's
    /// model values (the "current value" of Apple's from/to rules).
    func apply(at parentTime: CFTimeInterval, model: AnimatableProperties, to values: inout AnimatableProperties) {
        let d = effectiveDuration
        let phase = MediaTimingPhase(of: self, parentTime: parentTime, duration: d)
        guard let time = phase.iterationTime else { return }
        let linear = d > 0 ? time / d : 1
        let eased = timingFunction?.value(at: linear, duration: d) ?? linear
        apply(fraction: eased, time: eased * d, iteration: phase.iteration, model: model, to: &values)
    }

    /// Applies the value at `fraction` of an iteration (`time` seconds into it, both after
    /// the timing function). The base animation changes nothing.
    func apply(fraction: Double, time: CFTimeInterval, iteration: Int, model: AnimatableProperties,
               to values: inout AnimatableProperties) {}
}
