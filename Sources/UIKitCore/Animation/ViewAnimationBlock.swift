import Foundation

/// One UIView animation block while it collects changes: a block of the block API
/// (`UIView.animate…`) or of the older `beginAnimations`/`commitAnimations` API.
///
/// While a block is open, a view's layer reports each change of an animatable property
/// here (through `UIView.action(for:forKey:)`) with the values before it, and the change
/// applies to the model at once. When the outermost block closes, each changed property
/// gets one animation from its value before the first change (or the value on screen,
/// with `beginsFromCurrentState`) to its model value now, with the settings of the block
/// that changed it last. So nested blocks start when the outermost one commits, and
/// settings made after the changes (`setAnimationDuration` before `commitAnimations`)
/// still apply.
///
/// An animation is added under its key path ("position", "opacity"…): it replaces one in
/// flight for the same property, whose block hears it finished false. A spring block makes
/// `CASpringAnimation`s, a keyframe block `CAKeyframeAnimation`s through the values its
/// keyframes reached.
@MainActor
final class ViewAnimationBlock {
    /// A changed property of a view's layer and its values before the change.
    struct Change {
        let layer: CALayer
        let key: String
        /// The model value before the first change in this session.
        let before: AnimatableValue
        /// The value on screen then.
        let shown: AnimatableValue
        /// The block whose settings animate it: the last one that changed it.
        var block: ViewAnimationBlock
    }

    /// The layer keys a view animates inside a block.
    static let animatableKeys: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius"]

    // MARK: Settings

    var duration: TimeInterval
    var delay: TimeInterval = 0
    /// The old API's start date; its distance from now adds to `delay`.
    var startDate: Date?
    var curve: UIView.AnimationCurve
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    var allowsUserInteraction = false
    var layoutsSubviews = false
    /// The spring variant: damping ratio and initial velocity.
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    /// For `animateKeyframes`: how values between keyframes are computed; nil otherwise.
    var calculationMode: CAAnimationCalculationMode?
    /// The values the keyframes added so far reach, and when (fractions of the duration).
    private var keyframes: [(layer: CALayer, key: String, start: Double, end: Double, value: AnimatableValue)] = []

    // MARK: Callbacks

    /// The block API's completion.
    var completion: ((Bool) -> Void)?
    /// The old API's identification and delegate, told through its two selectors.
    var animationID: String?
    var context: UnsafeMutableRawPointer?
    var delegate: Any?
    var willStartSelector: ((Any?, String?, UnsafeMutableRawPointer?) -> Void)?
    var didStopSelector: ((Any?, String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    /// Whether `UIView.setAnimationsEnabled` was on when the old API's block began: its
    /// commit restores it.
    var animationsEnabledAtBegin = true

    private(set) var tracker: ViewAnimationTracker?

    init(duration: TimeInterval, curve: UIView.AnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// A block with `options`, inheriting the enclosing block's duration, curve and options
    /// unless `options` override them, as nested UIKit blocks do.
    convenience init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.init(duration: Self.validated(duration, "duration"), curve: options.curve)
        self.delay = Self.validated(delay, "delay")
        var options = options
        if let outer = Self.current {
            if !options.contains(.overrideInheritedDuration) { self.duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) && !options.contains(.overrideInheritedOptions) {
                curve = outer.curve
            }
            if !options.contains(.overrideInheritedOptions) { options.formUnion(outer.options) }
        }
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        allowsUserInteraction = options.contains(.allowUserInteraction)
        layoutsSubviews = options.contains(.layoutSubviews)
    }

    /// The inheritable options the block runs with.
    private var options: UIView.AnimationOptions {
        var options: UIView.AnimationOptions = []
        if repeatCount.isInfinite { options.insert(.repeat) }
        if autoreverses { options.insert(.autoreverse) }
        if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        if allowsUserInteraction { options.insert(.allowUserInteraction) }
        if layoutsSubviews { options.insert(.layoutSubviews) }
        return options
    }

    static func validated(_ seconds: TimeInterval, _ name: String) -> TimeInterval {
        guard seconds.isFinite, seconds >= 0 else {
            viewLogger.warning("UIView animation: \(name) \(seconds) is not a finite, non-negative number; 0 used")
            return 0
        }
        return seconds
    }

    // MARK: The open blocks

    private static var open: [ViewAnimationBlock] = []
    /// Blocks closed inside the outermost one, waiting for it.
    private static var closed: [ViewAnimationBlock] = []
    private static var changes: [Change] = []
    /// Entries of the open and closed blocks' lists now (the soak's census, issue 29).
    static var listCount: Int { open.count + closed.count + changes.count }
    /// `UIView.setAnimationsEnabled`.
    static var animationsEnabled = true
    /// Depth of `performWithoutAnimation` calls.
    static var withoutAnimationDepth = 0

    /// The innermost open block.
    static var current: ViewAnimationBlock? { open.last }

    /// Whether changes made now animate.
    static var areAnimationsEnabled: Bool { animationsEnabled && withoutAnimationDepth == 0 }

    /// Opens `block`: changes from now on belong to it.
    static func begin(_ block: ViewAnimationBlock) {
        open.append(block)
    }

    /// Closes the innermost block; closing the outermost one adds the animations.
    static func commit() {
        guard let block = open.last else {
            viewLogger.warning("UIView.commitAnimations without a matching beginAnimations, ignored")
            return
        }
        if block.layoutsSubviews {
            // Laid out while the block is open, so the layout's changes animate with it.
            for view in views(changedBy: block) { view.layoutIfNeeded() }
        }
        open.removeLast()
        closed.append(block)
        guard open.isEmpty else { return }
        let blocks = closed, session = changes
        closed = []
        changes = []
        for block in blocks { block.tracker = block.makeTracker() }
        for change in merged(session) { change.block.animate(change) }
        for block in blocks { block.tracker?.seal() }
    }

    /// Runs `changes` in a new block with `options` and commits it.
    static func run(_ block: ViewAnimationBlock, _ changes: () -> Void) {
        begin(block)
        changes()
        commit()
    }

    /// Runs `body` and returns the changes it made to views' animatable properties,
    /// without animating them: how a property animator learns what its animations do.
    static func recordChanges(_ body: () -> Void) -> [Change] {
        let saved = (open, closed, changes)
        let recorder = ViewAnimationBlock(duration: 0, curve: .linear)
        (open, closed, changes) = ([recorder], [], [])
        body()
        let recorded = merged(changes)
        (open, closed, changes) = saved
        return recorded
    }

    /// Runs the changes of one keyframe of this (keyframe) block, reached between `start`
    /// and `start + duration` (fractions of the block's duration).
    func addKeyframe(start: Double, duration: Double, _ body: () -> Void) {
        let start = start.isFinite ? min(max(start, 0), 1) : 0
        let end = duration.isFinite ? min(max(start + duration, start), 1) : 1
        let first = Self.changes.count
        body()
        for change in Self.merged(Array(Self.changes[first...])) {
            guard let value = change.layer.modelValues.value(forKeyPath: change.key) else { continue }
            keyframes.append((change.layer, change.key, start, end, value))
        }
    }

    /// The action of a view's layer for a change of `key` about to apply: inside an open
    /// block with animations enabled, an animation as the block would make it now, which
    /// records the change when Core Animation runs it; nil otherwise.
    static func action(for layer: CALayer, forKey key: String) -> ViewPropertyAnimation? {
        guard let block = current, areAnimationsEnabled, animatableKeys.contains(key),
              let before = layer.modelValues.value(forKeyPath: key),
              let shown = layer.presentationValues(at: AnimationEngine.shared.presentationTime).value(forKeyPath: key)
        else { return nil }
        let animation = ViewPropertyAnimation(keyPath: key)
        animation.change = Change(layer: layer, key: key, before: before, shown: shown, block: block)
        animation.fromValue = (block.beginsFromCurrentState ? shown : before).anyValue
        animation.duration = block.duration
        animation.timingFunction = block.curve.timingFunction
        return animation
    }

    /// Records a change reported by its action.
    static func record(_ change: Change) {
        changes.append(change)
    }

    private static func views(changedBy block: ViewAnimationBlock) -> [UIView] {
        var seen = Set<ObjectIdentifier>()
        return changes.filter { $0.block === block && seen.insert(ObjectIdentifier($0.layer)).inserted }
            .compactMap { $0.layer.delegate as? UIView }
    }

    /// One change per layer and key: the first values before, the last block.
    private static func merged(_ changes: [Change]) -> [Change] {
        struct Key: Hashable {
            let layer: ObjectIdentifier
            let key: String
        }
        var result: [Change] = []
        var index: [Key: Int] = [:]
        for change in changes {
            let id = Key(layer: ObjectIdentifier(change.layer), key: change.key)
            if let i = index[id] {
                result[i].block = change.block
            } else {
                index[id] = result.count
                result.append(change)
            }
        }
        return result
    }

    // MARK: Animations

    private func makeTracker() -> ViewAnimationTracker {
        var onStart: (() -> Void)?
        if let willStartSelector {
            onStart = { [delegate, animationID, context] in willStartSelector(delegate, animationID, context) }
        }
        let completion = completion
        let didStopSelector = didStopSelector
        let onStop: (Bool) -> Void = { [delegate, animationID, context] finished in
            didStopSelector?(delegate, animationID, finished, context)
            completion?(finished)
        }
        return ViewAnimationTracker(allowsUserInteraction: allowsUserInteraction, onStart: onStart, onStop: onStop)
    }

    /// Adds the animation of `change` to its layer, unless nothing moves.
    private func animate(_ change: Change) {
        guard let tracker, duration > 0,
              let to = change.layer.modelValues.value(forKeyPath: change.key) else { return }
        let from = beginsFromCurrentState ? change.shown : change.before
        // Keyframes may leave and come back.
        guard from != to || calculationMode != nil else { return }
        let animation = makeAnimation(keyPath: change.key, layer: change.layer, from: from, to: to)
        animation.delegate = tracker
        tracker.animationAdded()
        change.layer.add(animation, forKey: change.key)
    }

    private func makeAnimation(keyPath: String, layer: CALayer, from: AnimatableValue,
                               to: AnimatableValue) -> CAPropertyAnimation {
        let animation: CAPropertyAnimation
        if let calculationMode {
            animation = keyframeAnimation(keyPath: keyPath, layer: layer, from: from, to: to, mode: calculationMode)
        } else {
            let basic = spring.map {
                Self.spring(keyPath: keyPath, dampingRatio: $0.dampingRatio, velocity: $0.velocity, duration: duration)
            } ?? CABasicAnimation(keyPath: keyPath)
            basic.fromValue = from.anyValue
            basic.toValue = to.anyValue
            animation = basic
        }
        animation.duration = duration
        if spring == nil { animation.timingFunction = curve.timingFunction }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        let delay = delay + max(startDate?.timeIntervalSinceNow ?? 0, 0)
        if delay > 0 {
            animation.commitDelay = delay
            // The start value shows during the delay.
            animation.fillMode = .backwards
        }
        return animation
    }

    /// The values of `keyPath` on `layer` through this block's keyframes: each value is
    /// held until the next keyframe starts and reached at its end (discrete: shown from its
    /// start).
    private func keyframeAnimation(keyPath: String, layer: CALayer, from: AnimatableValue, to: AnimatableValue,
                                   mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
        let frames = keyframes.filter { $0.layer === layer && $0.key == keyPath }.sorted { $0.start < $1.start }
        var values = [from], times = [0.0]
        var last = from
        for frame in frames {
            if mode == .discrete {
                values.append(frame.value)
                times.append(frame.start)
            } else {
                if frame.start > times[times.count - 1] {
                    values.append(last)
                    times.append(frame.start)
                }
                values.append(frame.value)
                times.append(max(frame.end, times[times.count - 1]))
            }
            last = frame.value
        }
        if frames.isEmpty {
            values.append(to)
            times.append(1)
        } else if mode != .discrete, times[times.count - 1] < 1 {
            values.append(last)
            times.append(1)
        }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values.compactMap(\.anyValue)
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        return animation
    }

    /// A spring of `dampingRatio` with mass 1, stiff enough to come within 0.1% of its
    /// target by `duration`, as UIKit's spring animations settle within their duration.
    static func spring(keyPath: String, dampingRatio: CGFloat, velocity: CGFloat,
                       duration: TimeInterval) -> CASpringAnimation {
        let ratio = Double(dampingRatio)
        // The rate the motion's envelope decays at, per unit of natural frequency, and the
        // decay (in e-folds) that leaves 0.1%: (1 + x) e^-x = 0.001 when critically damped.
        let rate = ratio < 1 ? ratio : ratio - (ratio * ratio - 1).squareRoot()
        let folds = ratio < 1 ? log(1000.0) : 9.23
        let omega = folds / (rate * max(duration, 1e-3))
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.stiffness = CGFloat(omega * omega)
        animation.damping = CGFloat(2 * ratio * omega)
        animation.initialVelocity = velocity
        return animation
    }
}
