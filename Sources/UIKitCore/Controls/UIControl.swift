import Foundation
import Logging

/// The base of controls (buttons, switches, sliders...): states, touch tracking, and the
/// actions it runs for its events.
///
/// Tracking follows iOS: a touch-down highlights the control and sends `.touchDown`; while
/// the finger stays within the tracking area (the bounds extended by
/// `touchTrackingMargin` on every side) the control stays highlighted, and lifting the
/// finger there sends `.touchUpInside`. Subclasses customise tracking with
/// `beginTracking(_:with:)`, `continueTracking(_:with:)` and `endTracking(_:with:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    // Touch-up counts as inside this far beyond the edges, as on iOS, so a finger that
    // wanders a little off a small button still taps it.
    static let touchTrackingMargin: CGFloat = 70

    static let logger = Logger(label: "vitrine.controls")

    /// Whether the control takes touches and shows as enabled. The default is true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected. The default is false.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the control is highlighted: set while a finger is down inside it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The control's state flags, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false

    /// Whether the tracked touch is within the tracking area.
    open private(set) var isTouchInside = false

    /// How the content is placed across the width. The default is `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the content is placed down the height. The default is `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// The horizontal alignment with leading and trailing resolved (left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    private var handlers: [ControlEventHandler] = []

    // MARK: Menus

    /// Whether the control shows its context menu on touch down instead of a long press.
    /// The default is false.
    open var showsMenuAsPrimaryAction = false

    /// Whether the control has a context menu interaction (with itself as its delegate).
    /// The default is false; a button with a menu turns it on.
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenu != nil }
        set {
            if newValue, contextMenu == nil {
                let interaction = UIContextMenuInteraction(delegate: self)
                contextMenu = interaction
                addInteraction(interaction)
            } else if !newValue, let interaction = contextMenu {
                contextMenu = nil
                removeInteraction(interaction)
            }
        }
    }

    /// The control's context menu interaction, while `isContextMenuInteractionEnabled`.
    open var contextMenuInteraction: UIContextMenuInteraction? { contextMenu }

    private var contextMenu: UIContextMenuInteraction?
    /// Set while the touch that opened the menu (touch down, `showsMenuAsPrimaryAction`)
    /// is down: it sends no more events.
    private var touchOpenedMenu = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called after `isEnabled`, `isSelected`, `isHighlighted` or focus changed, for
    /// subclasses that show their state.
    func stateDidChange() {}

    override func focusDidChange() { stateDidChange() }

    // MARK: Tracking

    /// A touch went down in the control. Return false to stop tracking it. The default
    /// returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved. Return false to stop tracking it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch was lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a gesture recognizer of another view may take a touch that began on this
    /// control. Controls whose default action is a single tap return false for single-tap
    /// recognizers, so that a tap recognizer on a superview does not steal a button's tap
    /// (Apple: "default control actions prevent overlapping gesture recognizer behavior").
    func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, defaultActionPrevents(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether a single-finger single tap recognizer: what a button's own tap overrides.
    func isSingleTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    private func isWithinTrackingArea(_ touch: UITouch) -> Bool {
        let margin = Self.touchTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        if showsMenuAsPrimaryAction, let contextMenu, contextMenu.presentMenu(at: touch.location(in: self)) {
            touchOpenedMenu = true
            return
        }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchOpenedMenu { return }
        guard isEnabled, let touch = touches.first else {
            super.touchesMoved(touches, with: event)
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isWithinTrackingArea(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let events: Event
        switch (wasInside, isTouchInside) {
        case (false, true): events = .touchDragEnter
        case (true, true): events = .touchDragInside
        case (true, false): events = .touchDragExit
        case (false, false): events = .touchDragOutside
        }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchOpenedMenu {
            touchOpenedMenu = false
            return
        }
        guard isEnabled, let touch = touches.first else {
            super.touchesEnded(touches, with: event)
            return
        }
        let inside = isWithinTrackingArea(touch)
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if inside { willSendTouchUpInside() }
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchOpenedMenu {
            touchOpenedMenu = false
            return
        }
        guard isEnabled else {
            super.touchesCancelled(touches, with: event)
            return
        }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    /// What a lift inside sends: a button adds `.primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// Called before a lift inside sends its events: a button toggles its selection here.
    func willSendTouchUpInside() {}

    // MARK: Context menu delegate

    /// The control's menu for a touch at `location`. The default is none; `UIButton`
    /// gives its `menu`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                     animator: any UIContextMenuInteractionCommitAnimating) {}

    /// The menu is about to show: the control sends `.menuActionTriggered` and stops tracking.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {
        isHighlighted = false
        sendActions(for: .menuActionTriggered)
    }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// An action of the control's menu was chosen and is about to run: a pop-up button
    /// selects it here.
    func menuWillPerform(_ action: UIAction) {}

    // MARK: Actions

    /// Runs `action` for `controlEvents`. An action with the identifier of one the control
    /// already has replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = handlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            handlers[index].handler = .action(action)
            handlers[index].events.formUnion(controlEvents)
        } else {
            handlers.append(ControlEventHandler(handler: .action(action), events: controlEvents))
        }
    }

    /// Stops running `action` (matched by identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeHandlers(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Calls `action` on `target` for `controlEvents`, with the control (and the event) as
    /// its arguments when the method takes them. A nil target sends the action up the
    /// responder chain (`UIApplication.sendAction(_:to:from:for:)`). The target is held
    /// weakly. A target and action already added are not added again: the events join theirs.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let targetAction = TargetAction(target: target, selector: action)
        if let index = handlers.firstIndex(where: { handler in
            guard case .target(let existing) = handler.handler else { return false }
            return existing.selector == action && existing.hasTarget == targetAction.hasTarget
                && existing.target === targetAction.target
        }) {
            handlers[index].events.formUnion(controlEvents)
            return
        }
        handlers.append(ControlEventHandler(handler: .target(targetAction), events: controlEvents))
    }

    // `final` (no vtable entry): Swift 6.3 names a @preconcurrency class's method with a
    // @MainActor closure parameter one way where it defines it and another in the vtables
    // of its subclasses in this module, which then fail to link.
    /// Calls `action`, a method of `target` taking the control (`Self.tapped` for
    /// `func tapped(_ sender: UIButton)`), for `controlEvents`. The target is held weakly.
    /// Vitrine's form of `addTarget(_:action:for:)` for a Swift method reference.
    public final func addTarget<Target: AnyObject, Sender: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        handlers.append(ControlEventHandler(handler: .target(TargetAction(target: target, action: action)),
                                            events: controlEvents))
    }

    /// Calls `action`, a method of `target` taking no argument, for `controlEvents`.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) {
        handlers.append(ControlEventHandler(handler: .target(TargetAction(target: target, action: action)),
                                            events: controlEvents))
    }

    /// Calls `action`, a method of `target` taking the control and the event
    /// (`func tapped(_ sender: UIButton, forEvent event: UIEvent)`), for `controlEvents`.
    public final func addTarget<Target: AnyObject, Sender: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
    ) {
        handlers.append(ControlEventHandler(handler: .target(TargetAction(target: target, action: action)),
                                            events: controlEvents))
    }

    /// Removes target-action pairs for `controlEvents`: those of `target` (every target's
    /// when nil) and `action` (matched by name; every action of the target when nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let targetObject = target.map { $0 as AnyObject }
        removeHandlers(for: controlEvents) { handler in
            guard case .target(let targetAction) = handler.handler else { return false }
            if let targetObject, targetAction.target !== targetObject { return false }
            if let action, targetAction.selector != action { return false }
            return true
        }
    }

    private func removeHandlers(for controlEvents: Event, where matches: (ControlEventHandler) -> Bool) {
        for index in handlers.indices where matches(handlers[index]) {
            handlers[index].events.subtract(controlEvents)
        }
        handlers.removeAll { $0.events.isEmpty }
    }

    /// The targets of the control's target-action pairs that are still alive. A target
    /// that is not `Hashable` (a Swift class that is not an `NSObject`) is there as its
    /// `ObjectIdentifier`.
    open var allTargets: Set<AnyHashable> {
        Set(handlers.compactMap { handler -> AnyHashable? in
            guard case .target(let targetAction) = handler.handler, let target = targetAction.target else { return nil }
            return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
        })
    }

    /// Every event some action or target is registered for.
    open var allControlEvents: Event {
        handlers.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The names of the actions registered for `target` (nil: those added without a
    /// target) and `controlEvent` (`NSStringFromSelector`), or nil when there is none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let targetObject = target.map { $0 as AnyObject }
        let names = handlers.compactMap { handler -> String? in
            guard case .target(let targetAction) = handler.handler,
                  targetAction.hasTarget == (targetObject != nil), targetAction.target === targetObject,
                  !handler.events.isDisjoint(with: controlEvent) else { return nil }
            return NSStringFromSelector(targetAction.selector)
        }
        return names.isEmpty ? nil : names
    }

    /// Calls `iterator` for every action and target-action pair, in the order they were
    /// added, until it sets `stop`.
    open func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: Event,
                     _ stop: UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for handler in handlers {
            switch handler.handler {
            case .action(let action): iterator(action, nil, handler.events, &stop)
            case .target(let targetAction): iterator(nil, (targetAction.target, targetAction.selector), handler.events, &stop)
            }
            if stop.boolValue { return }
        }
    }

    /// Sends the control's actions for `controlEvents`, as a touch would.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with the control as its `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Calls `action` on `target` (up the responder chain when nil) with the control and
    /// `event`, through `UIApplication.sendAction(_:to:from:for:)`. `sendActions(for:)`
    /// calls it for each target-action pair: override it to see them go.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    // Each event of `controlEvents` in Apple's bit order, and for each the handlers in the
    // order they were added. A handler may add or remove handlers: the list is copied.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let registered = handlers
        var bit: UInt = 1
        while bit != 0, bit <= controlEvents.rawValue {
            let single = Event(rawValue: bit)
            if controlEvents.contains(single) {
                for handler in registered where handler.events.contains(single) {
                    switch handler.handler {
                    case .action(let action): sendAction(action)
                    case .target(let targetAction):
                        // A target that has gone is not replaced by the responder chain.
                        if targetAction.hasTarget, targetAction.target == nil { continue }
                        sendAction(targetAction.selector, to: targetAction.target, for: event)
                    }
                }
            }
            bit <<= 1
        }
    }
}

extension UIControl: UIContextMenuInteractionDelegate {}

/// One registration: a `UIAction` or a target-action pair, and the events it is for.
@MainActor
private struct ControlEventHandler {
    enum Handler {
        case action(UIAction)
        case target(TargetAction)
    }

    var handler: Handler
    var events: UIControl.Event

    var action: UIAction? {
        if case .action(let action) = handler { return action }
        return nil
    }
}
