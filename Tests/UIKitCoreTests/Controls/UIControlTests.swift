import Logging
import Testing
import UIKitCore

/// A control that logs its tracking calls and the events it sends.
@MainActor
final class LoggingControl: UIControl {
    var log: [String] = []
    var continuesTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return continuesTracking
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
    override func cancelTracking(with event: UIEvent?) { log.append("cancel") }

    /// Adds an action per event that appends the event's name to `log`.
    func logEvents(_ events: [(String, UIControl.Event)]) {
        for (name, event) in events {
            addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
        }
    }

    static let touchEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel-event", .touchCancel),
    ]
}

/// An iOS-style action target: methods taking nothing, the sender, or sender and event.
@MainActor
final class ActionTarget {
    var calls: [String] = []
    func refresh() { calls.append("refresh") }
    func tapped(_ sender: UIControl) { calls.append("tapped(sender)") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent) { calls.append("tapped(sender, event)") }
    func buttonOnly(_ sender: UILabel) { calls.append("label") }
}

@MainActor
@Suite("UIControl")
struct UIControlTests {
    private func makeControl() throws -> (VitrineRuntime, LoggingControl) {
        let (runtime, window, _) = try Events.makeScene(width: 400, height: 300)
        let control = LoggingControl(frame: CGRect(x: 150, y: 100, width: 100, height: 50))
        window.addSubview(control)
        control.logEvents(LoggingControl.touchEvents)
        return (runtime, control)
    }

    @Test func defaultsAreApples() {
        let control = UIControl(frame: .zero)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal)
        #expect(!control.isTracking && !control.isTouchInside)
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        #expect(control.allControlEvents == [])
        #expect(control.allTargets.isEmpty)
    }

    @Test func stateCombinesTheFlags() {
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isEnabled = false
        control.isHighlighted = true
        #expect(control.state == [.selected, .disabled, .highlighted])
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2
            && UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
    }

    @Test func eventsHaveApplesBitValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel]))
        #expect(UIControl.Event.allEditingEvents.contains(.editingChanged))
    }

    @Test func aTapInsideTracksHighlightsAndSendsTouchUpInside() throws {
        let (runtime, control) = try makeControl()
        runtime.touchDown(at: CGPoint(x: 200, y: 125))
        runtime.stepFrames(1)
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(control.log == ["begin", "touchDown", "end", "upInside"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    // iOS keeps a touch "inside" within about 70 points of the edges: a finger that slips
    // a little off the control still triggers it; farther out it is a touch-up outside.
    @Test func draggingOutAndBackFollowsTheExpandedTrackingArea() throws {
        let (runtime, control) = try makeControl()
        runtime.touchDown(at: CGPoint(x: 200, y: 125))
        runtime.touchMove(to: CGPoint(x: 210, y: 125)); runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 300, y: 125))
        runtime.stepFrames(1)
        #expect(control.isHighlighted, "50 points past the edge is still inside")
        runtime.touchMove(to: CGPoint(x: 330, y: 125))
        runtime.stepFrames(1)
        #expect(!control.isHighlighted && !control.isTouchInside)
        runtime.touchMove(to: CGPoint(x: 340, y: 125)); runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 240, y: 125))
        runtime.stepFrames(1)
        #expect(control.isHighlighted)
        runtime.touchMove(to: CGPoint(x: 200, y: 290)); runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(control.log == ["begin", "touchDown",
                                "continue", "dragInside", "continue", "dragInside",
                                "continue", "dragExit", "continue", "dragOutside",
                                "continue", "dragEnter", "continue", "dragExit",
                                "end", "upOutside"])
    }

    @Test func liftingWithinTheMarginIsATouchUpInside() throws {
        let (runtime, control) = try makeControl()
        runtime.touchDown(at: CGPoint(x: 200, y: 125))
        runtime.touchMove(to: CGPoint(x: 200, y: 210)); runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(control.log.suffix(2) == ["end", "upInside"])
    }

    @Test func aSecondTapSendsTouchDownRepeatAfterTouchDown() throws {
        let (runtime, control) = try makeControl()
        runtime.tap(at: CGPoint(x: 200, y: 125))
        runtime.stepFrames(1)
        control.log.removeAll()
        runtime.tap(at: CGPoint(x: 200, y: 125))
        runtime.stepFrames(1)
        #expect(control.log == ["begin", "touchDown", "touchDownRepeat", "end", "upInside"])
    }

    @Test func aSuperviewPanCancelsTrackingWithTouchCancel() throws {
        let (runtime, control) = try makeControl()
        let pan = UIPanGestureRecognizer()
        control.superview?.addGestureRecognizer(pan)
        runtime.touchDown(at: CGPoint(x: 160, y: 125))
        for x in stride(from: 170, through: 240, by: 10) { runtime.touchMove(to: CGPoint(x: CGFloat(x), y: 125)) }
        runtime.stepFrames(1)
        #expect(pan.state == .began || pan.state == .changed)
        #expect(control.log.contains("cancel") && control.log.last == "cancel-event")
        #expect(!control.isHighlighted && !control.isTracking)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(!control.log.contains("upInside") && !control.log.contains("upOutside"))
    }

    @Test func continueTrackingReturningFalseStopsTrackingButNotTheEvents() throws {
        let (runtime, control) = try makeControl()
        control.continuesTracking = false
        runtime.touchDown(at: CGPoint(x: 200, y: 125))
        runtime.touchMove(to: CGPoint(x: 205, y: 125)); runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 210, y: 125)); runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(control.log == ["begin", "touchDown", "continue", "dragInside", "dragInside", "upInside"])
    }

    @Test func aDisabledControlPassesTouchesOnAndSendsNothing() throws {
        let (runtime, control) = try makeControl()
        let log = EventLog()
        let backdrop = TouchRecordingView("backdrop", frame: CGRect(x: 0, y: 0, width: 400, height: 300), log: log)
        control.superview?.insertSubview(backdrop, at: 0)
        backdrop.addSubview(control)
        control.frame = CGRect(x: 150, y: 100, width: 100, height: 50)
        control.isEnabled = false
        runtime.tap(at: CGPoint(x: 200, y: 125))
        runtime.stepFrames(1)
        #expect(control.log.isEmpty)
        #expect(log.entries == ["backdrop began 1", "backdrop ended 1"])
        #expect(control.state == .disabled)
    }

    @Test func actionsRunInTheOrderAddedWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var calls: [String] = []
        var sender: Any?
        control.addAction(UIAction { action in calls.append("first"); sender = action.sender }, for: .touchUpInside)
        control.addAction(UIAction { _ in calls.append("second") }, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["first", "second"])
        #expect((sender as AnyObject?) === control)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["first", "second", "second"])
    }

    @Test func theSenderIsSetOnlyWhileTheHandlerRuns() {
        let control = UIControl(frame: .zero)
        let action = UIAction { _ in }
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(action.sender == nil)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOld() {
        let control = UIControl(frame: .zero)
        var calls: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in calls.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["new"])
        #expect(control.allControlEvents == [])
    }

    @Test func removingAnActionForSomeEventsKeepsTheOthers() {
        let control = UIControl(frame: .zero)
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(count == 1)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func targetActionsTakeSwiftMethodReferencesOfEveryIOSShape() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.refresh, for: .touchUpInside)
        control.addTarget(target, action: ActionTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(target, action: ActionTarget.tapped(_:forEvent:), for: .touchUpInside)
        control.addTarget(target, action: ActionTarget.buttonOnly, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.calls == ["refresh", "tapped(sender)", "tapped(sender, event)"],
                "a method for another sender type is not called")
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside)?.count == 4)
    }

    @Test func allTargetsHoldsTheTargetObjects() {
        let control = UIControl(frame: .zero)
        let plain = ActionTarget(), object = UIView(frame: .zero)
        control.addTarget(plain, action: ActionTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(object, action: UIView.setNeedsLayout, for: .valueChanged)
        #expect(control.allTargets == [AnyHashable(object), AnyHashable(ObjectIdentifier(plain))])
    }

    @Test func removeTargetWithNilActionRemovesAllOfTheTargetsActions() {
        let control = UIControl(frame: .zero)
        let kept = ActionTarget(), removed = ActionTarget()
        control.addTarget(kept, action: ActionTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(removed, action: ActionTarget.tapped(_:), for: .touchUpInside)
        control.removeTarget(removed, action: nil, for: .allEvents)
        control.sendActions(for: .touchUpInside)
        #expect(kept.calls == ["tapped(sender)"] && removed.calls.isEmpty)
        #expect(control.actions(forTarget: removed, forControlEvent: .allEvents) == nil)
        #expect(control.actions(forTarget: kept, forControlEvent: .touchUpInside)?.count == 1)
    }

    @Test func enumeratedSelectorsCanBeRemovedAndSent() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        var actions: [UIAction] = []
        control.addAction(UIAction { _ in }, for: .valueChanged)
        control.addTarget(target, action: ActionTarget.tapped(_:), for: .touchUpInside)
        var selectors: [Selector] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
            if let action { actions.append(action); #expect(events == .valueChanged) }
            if let (handlerTarget, selector) = targetAction {
                #expect((handlerTarget as AnyObject?) === target)
                #expect(events == .touchUpInside)
                selectors.append(selector)
            }
        }
        #expect(actions.count == 1 && selectors.count == 1)
        control.sendAction(selectors[0], to: target, for: nil)
        #expect(target.calls == ["tapped(sender)"])
        control.removeTarget(target, action: selectors[0], for: .touchUpInside)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func enumerationStopsWhenAsked() {
        let control = UIControl(frame: .zero)
        for _ in 0..<3 { control.addAction(UIAction { _ in }, for: .touchDown) }
        var visited = 0
        control.enumerateEventHandlers { _, _, _, stop in
            visited += 1
            stop.pointee = true
        }
        #expect(visited == 1)
    }

    @Test func theTargetIsHeldWeakly() {
        let control = UIControl(frame: .zero)
        var target: ActionTarget? = ActionTarget()
        weak let weakTarget = target
        control.addTarget(target!, action: ActionTarget.tapped(_:), for: .touchUpInside)
        target = nil
        #expect(weakTarget == nil)
        control.sendActions(for: .touchUpInside)
    }

    @Test func thePrimaryActionInitializerRunsForPrimaryActionTriggered() {
        var ran = false
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran = true })
        control.sendActions(for: .touchUpInside)
        #expect(!ran)
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran)
    }

    @Test func aHandlerMayRemoveActionsWhileTheyAreSent() {
        let control = UIControl(frame: .zero)
        var calls = 0
        let second = UIAction { _ in calls += 1 }
        control.addAction(UIAction { _ in control.removeAction(second, for: .touchUpInside) }, for: .touchUpInside)
        control.addAction(second, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == 1, "the list sent is the one at the start of the send")
    }

    @Test func effectiveAlignmentResolvesLeadingAndTrailing() {
        let control = UIControl(frame: .zero)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }
}
