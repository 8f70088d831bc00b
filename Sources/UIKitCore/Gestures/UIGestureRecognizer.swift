import Foundation
import Logging

/// Turns the touches of a view (and its subviews) into a gesture, with Apple's state
/// machine, target-action and delegate.
///
/// An action is a `Selector` carrying the method (`scripts/port` turns iOS's
/// `#selector(handleTap(_:))` into `Selector("handleTap:", ViewController.handleTap(_:))`)
/// or, Vitrine's own form, the unapplied method itself:
/// `UITapGestureRecognizer(target: self, action: Self.handleTap)`. The method takes the
/// recognizer (of any recognizer class) or nothing.
///
/// Subclasses (`UIGestureRecognizerSubclass` on iOS) override the four touch methods,
/// set `state`, and override `reset()`; `scheduleDeadline(after:_:)` gives them time on
/// the display clock.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `objc_setAssociatedObject`'s values for this object (AssociatedObjects).
    nonisolated(unsafe) package final var associatedValuesStorage: AssociatedValues?
    /// The states of a recognizer. Discrete gestures go from `.possible` to `.ended`
    /// (`.recognized`) or `.failed`; continuous ones through `.began`, `.changed` and
    /// `.ended` or `.cancelled`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    /// Recognizers of the hit view and its ancestors get touches before the view. A
    /// recognizer that recognizes cancels the view's touches when this is true. Default true.
    open var cancelsTouchesInView = true
    /// The kinds of touch the recognizer hears (`UITouch.TouchType` raw values): all by
    /// default; others pass it by.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The kinds of press it hears (`UIPress.PressType` raw values; all by default). Other
    /// presses go to responders; a tap recognizer that hears `.select` recognizes when
    /// Return is pressed on its focused view.
    open var allowedPressTypes: [NSNumber] = [0, 1, 2, 3, 4, 5, 6, 30, 31].map { NSNumber(value: $0) }
    /// Holds the view's touchesBegan until the recognizer fails. Default false.
    open var delaysTouchesBegan = false
    /// Holds the view's touchesEnded while the recognizer may still recognize. Default true.
    open var delaysTouchesEnded = true
    /// A disabled recognizer gets no touches; disabling one mid-gesture cancels it.
    /// Default true.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch storedState {
            case .began, .changed: state = .cancelled
            case .possible where isTracking: state = .failed
            default: break
            }
        }
    }
    /// The recognizer's delegate, held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    var storedState = State.possible
    /// The state a recognizer asked for while it waits for others to fail; it stays
    /// `.possible` meanwhile.
    var heldState: State?
    /// Touches being received now, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset, lifted or not: their held deliveries to
    /// views wait for this recognizer's decision.
    var receivedTouches: [UITouch] = []
    /// Whether touches came since the last reset: a recognizer between the taps of a double
    /// tap is still in progress without a touch.
    var isTracking = false
    var ignoredTouches: Set<UITouch> = []
    var failureRequirements: [UIGestureRecognizer] = []
    private var targetActions: [TargetAction] = []
    private var lastScreenCentroid = CGPoint.zero

    public override init() {
        super.init()
    }

    /// A recognizer that calls `action` on `target` (a method taking the recognizer).
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `action` on `target` (a method taking no argument).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that sends `action` to `target` (with the recognizer, when the method
    /// takes an argument). With a nil target or action it has no action yet
    /// (`UITapGestureRecognizer(target: nil, action: nil)`): add them with `addTarget(_:action:)`.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target, let action { addTarget(target, action: action) }
    }

    // MARK: State

    /// The current state. Subclasses set it; the change goes through the arena that decides
    /// between competing recognizers (a recognizer that must wait for another to fail stays
    /// `.possible` until then). Invalid transitions are logged and ignored.
    open var state: State {
        get { storedState }
        set { GestureArena.request(self, newValue) }
    }

    // MARK: Target-action
    // `final` here and on `scheduleDeadline`: see UIControl.addTarget.

    /// Adds a target-action pair; the method takes the recognizer.
    public final func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        targetActions.append(TargetAction(target: target, action: action))
    }

    /// Adds a target-action pair; the method takes no argument.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        targetActions.append(TargetAction(target: target, action: action))
    }

    /// Adds a target-action pair: `action` is sent to `target` (held weakly) with the
    /// recognizer when the method takes an argument. A pair already added is not added again.
    open func addTarget(_ target: Any, action: Selector) {
        let targetAction = TargetAction(target: target, selector: action)
        guard !targetActions.contains(where: { $0.target === targetAction.target && $0.selector == action }) else { return }
        targetActions.append(targetAction)
    }

    /// Removes the target-action pairs of `target` (every target's when nil) and `action`
    /// (matched by name; every action of the target when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let targetObject = target.map { $0 as AnyObject }
        targetActions.removeAll { targetAction in
            if let targetObject, targetAction.target !== targetObject { return false }
            if let action, targetAction.selector != action { return false }
            return true
        }
    }

    /// Removes every action of `target`, or every action when `target` is nil.
    open func removeTarget(_ target: AnyObject?) {
        targetActions.removeAll { target == nil || $0.target == nil || $0.target === target }
    }

    func sendActions() {
        for targetAction in targetActions { targetAction.send(from: self) }
    }

    // MARK: Dependencies

    /// Makes the recognizer wait until `otherGestureRecognizer` fails before it leaves
    /// `.possible`; it fails if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) else { return }
        failureRequirements.append(otherGestureRecognizer)
    }

    /// Whether the recognizer may stop `preventedGestureRecognizer` by recognizing.
    /// Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may stop this one by recognizing. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether the recognizer waits for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches

    /// The number of touches the recognizer is receiving.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's);
    /// after they lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        if !trackedTouches.isEmpty { lastScreenCentroid = screenCentroid }
        guard let window = self.view?.window else { return lastScreenCentroid }
        return window.convert(screenPoint: lastScreenCentroid, to: view)
    }

    /// Where touch number `touchIndex` (0 ..< numberOfTouches) is, in `view`'s coordinates.
    /// An index out of range is logged and gives the zero point.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Logger(label: "vitrine.gestures").error("location(ofTouch: \(touchIndex)) of \(numberOfTouches) touches")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Stops delivering `touch` to the recognizer (it keeps going to the view).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouches.insert(touch)
        trackedTouches.removeAll { $0 === touch }
        receivedTouches.removeAll { $0 === touch }
        // Ignoring every touch it had leaves the recognizer as if it had seen none.
        isTracking = !receivedTouches.isEmpty
        touch.releaseHeldDeliveries()
    }

    /// Called after the recognizer ended, failed or was cancelled and its touches lifted,
    /// before it goes back to `.possible`. Subclasses clear their gesture's state.
    open func reset() {}

    /// Touches began (subclass API). The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved (subclass API). The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted (subclass API). The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled (subclass API). The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Runs `body` after `delay` seconds of the display clock (stepped in tests), replacing
    /// the recognizer's pending deadline; reset cancels it.
    public final func scheduleDeadline(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        GestureTimers.schedule(after: delay, owner: self, body)
    }

    /// Cancels the pending deadline, if any.
    public func cancelDeadline() {
        GestureTimers.cancel(owner: self)
    }

    var screenCentroid: CGPoint { screenCentroid(of: trackedTouches) }

    func noteTouchesDelivered() {
        if !trackedTouches.isEmpty { lastScreenCentroid = screenCentroid }
    }

    /// Back to `.possible` with no touches, after `reset()`.
    func performReset() {
        cancelDeadline()
        reset()
        storedState = .possible
        heldState = nil
        trackedTouches = []
        receivedTouches = []
        ignoredTouches = []
        isTracking = false
    }
}

extension UIGestureRecognizer: AssociatedObjects.Host {}
