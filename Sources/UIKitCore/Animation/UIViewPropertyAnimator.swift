import Foundation

/// Animates view changes with control over their progress: start, pause, scrub
/// (`fractionComplete`), reverse, stop and finish.
///
/// The animations run when the animator starts: their changes apply to the model at once
/// and Core Animation shows the way there. Paused, the views hold still at
/// `fractionComplete` (values in straight proportion between start and end) and no
/// frames are made; resumed, they run from there to the end in the remaining time with
/// the animator's curve. Running animations added with `addAnimations` run over the
/// remaining time.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    private enum Timing {
        case curve(CAMediaTimingFunction)
        case spring(dampingRatio: CGFloat)
    }

    /// One animated property: its values at the start and at the end.
    private struct Track {
        let layer: CALayer
        let key: String
        let start: AnimatableValue
        let end: AnimatableValue

        func value(at fraction: Double) -> AnimatableValue {
            AnimatableValue.interpolate(start, end, fraction) ?? end
        }
    }

    /// The total duration in seconds.
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches meanwhile. Default true.
    open var isUserInteractionEnabled = true
    /// Whether the animator can be paused, reversed and stopped while it runs. Default
    /// true; when false those calls are logged and ignored (iOS raises an exception).
    open var isInterruptible = true
    /// Whether paused scrubbing moves values in straight proportion. Vitrine always does.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, instead of finishing.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving (started and not paused).
    public private(set) var isRunning = false

    private let timing: Timing
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    /// Where the values are between start (0) and end (1) when not running, or where the
    /// current run began.
    private var fraction = 0.0
    /// Counts runs: the animations of a run that was cancelled (by a pause, a reversal or
    /// a stop) no longer count.
    private var runID = 0
    private var reversed = false

    /// An animator with one of the standard curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = ViewAnimationBlock.validated(duration, "duration")
        timing = .curve(curve.timingFunction)
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a cubic Bézier curve through the control points (unit square).
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        self.duration = ViewAnimationBlock.validated(duration, "duration")
        timing = .curve(CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y),
                                              Float(point2.x), Float(point2.y)))
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring of `ratio` (1: no overshoot) settling within `duration`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = ViewAnimationBlock.validated(duration, "duration")
        timing = .spring(dampingRatio: ratio.isFinite && ratio > 0 ? ratio : 1)
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// Makes and starts an animator with the curve of `options`, after `delay`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds changes to animate. Added while active, they run over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active else {
            animations.append(animation)
            return
        }
        let remaining = duration * (1 - fractionComplete)
        UIView.animate(withDuration: remaining, delay: 0, options: curveOptions, animations: animation)
    }

    /// Adds changes that start `delayFactor` (0...1) of the remaining time later.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .active else {
            animations.append(animation)
            return
        }
        let remaining = duration * (1 - fractionComplete)
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        UIView.animate(withDuration: remaining * (1 - factor), delay: remaining * factor, options: curveOptions,
                       animations: animation)
    }

    /// Adds a block called with the position the animations ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private var curveOptions: UIView.AnimationOptions {
        if case .curve(let function) = timing, function == CAMediaTimingFunction(name: .linear) { return .curveLinear }
        return .curveEaseInOut
    }

    // MARK: Controlling

    /// How far the animations are, 0 (start) to 1 (end). Set while paused (or inactive,
    /// which pauses the animator), it moves the views there.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            guard newValue.isFinite else {
                viewLogger.warning("UIViewPropertyAnimator.fractionComplete: ignored \(newValue)")
                return
            }
            guard !isRunning, state != .stopped else { return }
            // Scrubbing an inactive animator starts it, paused.
            if state == .inactive { activate() }
            fraction = Double(min(max(newValue, 0), 1))
            hold()
        }
    }

    /// Whether the animations run back towards their start. Set while running, they turn
    /// around where they are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, allowsInterruption("isReversed") else { return }
            if isRunning {
                fraction = currentFraction
                reversed = newValue
                startRun(delay: 0)
            } else {
                reversed = newValue
            }
        }
    }

    /// Starts (or resumes) the animations now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            viewLogger.warning("UIViewPropertyAnimator.startAnimation: the animator is stopped; call finishAnimation(at:)")
            return
        }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        self.delay = ViewAnimationBlock.validated(delay, "delay")
        startRun(delay: self.delay)
    }

    /// Pauses the animations where they are (starting them paused when inactive).
    open func pauseAnimation() {
        guard state != .stopped, allowsInterruption("pauseAnimation") else { return }
        if state == .inactive { activate() }
        fraction = currentFraction
        hold()
    }

    /// Stops the animations where they are: the views keep their current values. With
    /// `withoutFinishing` true the animator becomes inactive and no completion runs;
    /// otherwise it waits for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, allowsInterruption("stopAnimation") else { return }
        let current = currentFraction
        cancelRun()
        setModel { $0.value(at: current) }
        fraction = current
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: moves the views to `finalPosition` and runs the
    /// completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            viewLogger.warning("UIViewPropertyAnimator.finishAnimation(at:) needs a stopped animator, ignored")
            return
        }
        switch finalPosition {
        case .end: setModel { $0.end }
        case .start: setModel { $0.start }
        case .current: break
        }
        complete(at: finalPosition)
    }

    /// False (logged) when a running animator that is not interruptible is asked to be.
    private func allowsInterruption(_ method: String) -> Bool {
        guard isRunning, !isInterruptible else { return true }
        viewLogger.warning("UIViewPropertyAnimator.\(method): the animator is not interruptible, ignored")
        return false
    }

    // MARK: Runs

    /// Runs the animations to record their changes: the model holds the end values.
    private func activate() {
        state = .active
        let pending = animations
        animations = []
        let changes = ViewAnimationBlock.recordChanges { for animation in pending { animation() } }
        tracks = changes.compactMap { change in
            guard let end = change.layer.modelValues.value(forKeyPath: change.key), end != change.before else { return nil }
            return Track(layer: change.layer, key: change.key, start: change.before, end: end)
        }
        fraction = 0
    }

    /// The fraction now: moving with the run's curve from where it began.
    private var currentFraction: Double {
        guard isRunning, let track = tracks.first, let animation = track.layer.animation(forKey: track.key),
              animation.beginTime > 0 else { return fraction }
        let target: Double = reversed ? 0 : 1
        let span = duration * abs(target - fraction)
        guard span > 0 else { return target }
        let elapsed = min(max((AnimationEngine.shared.presentationTime - animation.beginTime) / span, 0), 1)
        let eased: Double
        if case .curve(let function) = timing {
            eased = function.value(at: elapsed, duration: span)
        } else {
            eased = elapsed
        }
        return fraction + (target - fraction) * eased
    }

    /// Animates from the current fraction to the end (or start, reversed).
    private func startRun(delay: TimeInterval) {
        cancelRun()
        let target: Double = reversed ? 0 : 1
        let span = duration * abs(target - fraction)
        isRunning = true
        runID += 1
        let id = runID
        let tracker = ViewAnimationTracker(allowsUserInteraction: isUserInteractionEnabled, onStop: { [weak self] finished in
            guard let self, self.runID == id else { return }
            self.runEnded(finished: finished)
        })
        for track in tracks where span > 0 {
            let animation: CABasicAnimation
            switch timing {
            case .curve(let function):
                animation = CABasicAnimation(keyPath: track.key)
                animation.timingFunction = function
            case .spring(let ratio):
                animation = ViewAnimationBlock.spring(keyPath: track.key, dampingRatio: ratio, velocity: 0, duration: span)
            }
            animation.fromValue = track.value(at: fraction).anyValue
            animation.toValue = track.value(at: target).anyValue
            animation.duration = span
            if delay > 0 {
                animation.commitDelay = delay
                animation.fillMode = .backwards
            }
            animation.delegate = tracker
            tracker.animationAdded()
            track.layer.add(animation, forKey: track.key)
        }
        // With nothing to move, the run ends at the next frame.
        tracker.seal()
    }

    /// Holds the views still at `fraction`: speed-0 animations, which need no frames.
    private func hold() {
        cancelRun()
        isRunning = false
        let tracker = ViewAnimationTracker(allowsUserInteraction: isUserInteractionEnabled, onStop: nil)
        for track in tracks {
            let still = CABasicAnimation(keyPath: track.key)
            still.fromValue = track.start.anyValue
            still.toValue = track.end.anyValue
            still.duration = 1
            still.speed = 0
            still.timeOffset = fraction
            still.delegate = tracker
            track.layer.add(still, forKey: track.key)
        }
    }

    private func cancelRun() {
        runID += 1
        for track in tracks { track.layer.removeAnimation(forKey: track.key) }
    }

    /// The run's animations ended: at the target, or, when something else removed or
    /// replaced them (`finished` false), where the model is.
    private func runEnded(finished: Bool) {
        isRunning = false
        guard finished else {
            complete(at: .current)
            return
        }
        fraction = reversed ? 0 : 1
        if pausesOnCompletion {
            hold()
            return
        }
        if reversed { setModel { $0.start } }
        complete(at: reversed ? .start : .end)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let blocks = completions
        reset()
        for completion in blocks { completion(position) }
    }

    private func reset() {
        state = .inactive
        isRunning = false
        completions = []
        tracks = []
        fraction = 0
        reversed = false
    }

    /// Sets every animated property's model value without animation.
    private func setModel(_ value: (Track) -> AnimatableValue?) {
        UIView.performWithoutAnimation {
            for track in tracks {
                guard let new = value(track) else { continue }
                Self.set(new, forKey: track.key, on: track.layer)
            }
        }
    }

    /// Sets a model value through the view's setter when the layer is a view's, so that
    /// size changes autoresize and lay out as usual.
    private static func set(_ value: AnimatableValue, forKey key: String, on layer: CALayer) {
        let view = layer.delegate as? UIView
        switch (key, value) {
        case ("position", .point(let p)): if let view { view.center = p } else { layer.position = p }
        case ("bounds", .rect(let r)): if let view { view.bounds = r } else { layer.bounds = r }
        case ("transform", .transform(let t)):
            if let view { view.transform = CATransform3DGetAffineTransform(t) } else { layer.transform = t }
        case ("opacity", .scalar(let v)): layer.opacity = Float(v)
        case ("backgroundColor", .color(let c)):
            if let view { view.backgroundColor = c.map(UIColor.init(cgColor:)) } else { layer.backgroundColor = c }
        case ("cornerRadius", .scalar(let v)): layer.cornerRadius = CGFloat(v)
        default: break
        }
    }
}
