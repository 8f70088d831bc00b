import Testing
import UIKitCore

/// An action target written as an iOS view controller writes one, its selectors as
/// `scripts/port` emits them from `#selector(...)`.
@MainActor
class SelectorTarget: UIResponder {
    var calls: [String] = []
    func tapped(_ sender: UIControl) { calls.append("tapped \(type(of: sender))") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent) { calls.append("tapped forEvent \(event.allTouches?.count ?? 0)") }
    func refresh() { calls.append("refresh") }
    func labelOnly(_ sender: UILabel) { calls.append("label") }
}

@MainActor
final class SelectorSubTarget: SelectorTarget {
    override func refresh() { calls.append("sub refresh") }
}

/// A view that implements an action, found up the responder chain.
@MainActor
final class ChainView: UIView {
    var calls: [String] = []
    func refresh() { calls.append("chain refresh") }
    func tapped(_ sender: Any?) { calls.append("chain tapped \(sender.map { "\(type(of: $0))" } ?? "nil")") }
}

/// A view that can be first responder, to start the chain from.
@MainActor
final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// UIControl's target-action with selectors. Apple: UIControl `addTarget(_:action:for:)`
/// ("the control does not retain the object in the target parameter"; "If you specify
/// nil for the target object, the control searches the responder chain"),
/// `removeTarget(_:action:for:)`, `actions(forTarget:forControlEvent:)`,
/// `sendAction(_:to:for:)` (forwards to UIApplication).
@MainActor
struct UIControlSelectorTests {
    @Test func aTouchSendsTheActionWithTheSenderAndTheEvent() throws {
        let (runtime, window, _) = try Events.makeScene(width: 200, height: 150)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(button)
        let target = SelectorTarget()
        button.addTarget(target, action: Selector("tapped:", SelectorTarget.tapped(_:)), for: .touchUpInside)
        button.addTarget(target, action: Selector("tapped:forEvent:", SelectorTarget.tapped(_:forEvent:)), for: .touchUpInside)
        runtime.touchDown(at: CGPoint(x: 50, y: 30))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(target.calls == ["tapped UIButton", "tapped forEvent 1"])
    }

    @Test func sendActionsFromCodePassesAnEmptyEventToAMethodThatTakesOne() {
        let control = UIControl(frame: .zero)
        let target = SelectorTarget()
        control.addTarget(target, action: Selector("tapped:forEvent:", SelectorTarget.tapped(_:forEvent:)), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.calls == ["tapped forEvent 0"])
    }

    @Test func anActionIsRemovedByASelectorOfTheSameName() {
        let control = UIControl(frame: .zero)
        let target = SelectorTarget()
        control.addTarget(target, action: Selector("tapped:", SelectorTarget.tapped(_:)), for: .touchUpInside)
        control.addTarget(target, action: Selector("refresh", SelectorTarget.refresh), for: .touchUpInside)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:", "refresh"])
        control.removeTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.calls == ["refresh"])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["refresh"])
    }

    @Test func theSamePairAddedTwiceIsSentOnce() {
        let control = UIControl(frame: .zero)
        let target = SelectorTarget()
        control.addTarget(target, action: Selector("refresh", SelectorTarget.refresh), for: .touchUpInside)
        control.addTarget(target, action: Selector("refresh", SelectorTarget.refresh), for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(target.calls == ["refresh"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func aSubclassTargetRunsItsOverride() {
        let control = UIControl(frame: .zero)
        let target = SelectorSubTarget()
        control.addTarget(target, action: Selector("refresh", SelectorTarget.refresh), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.calls == ["sub refresh"])
    }

    @Test func aNilTargetSendsUpTheResponderChainFromTheFirstResponder() throws {
        let (_, window, _) = try Events.makeScene(width: 200, height: 150)
        let chain = ChainView(frame: window.bounds)
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(chain)
        chain.addSubview(focus)
        let control = UIControl(frame: .zero)
        window.addSubview(control)
        control.addTarget(nil, action: Selector("tapped:", ChainView.tapped(_:)), for: .valueChanged)
        #expect(focus.becomeFirstResponder())
        control.sendActions(for: .valueChanged)
        #expect(chain.calls == ["chain tapped UIControl"])
        #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == ["tapped:"])
        focus.resignFirstResponder()
    }

    @Test func withoutAFirstResponderTheChainStartsAtTheControl() {
        let chain = ChainView(frame: .zero)
        let control = UIControl(frame: .zero)
        chain.addSubview(control)
        control.addTarget(nil, action: Selector("refresh", ChainView.refresh), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(chain.calls == ["chain refresh"])
    }

    /// Each window has its own first responder on iOS: one in a window does not take the
    /// nil-targeted actions of a control in no window (this suite's test above failed when a
    /// test beside it had a first responder).
    @Test func aFirstResponderInAWindowDoesNotTakeTheActionsOfAControlInNone() throws {
        let (_, window, _) = try Events.makeScene(width: 200, height: 150)
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        defer { focus.resignFirstResponder() }
        let chain = ChainView(frame: .zero)
        let control = UIControl(frame: .zero)
        chain.addSubview(control)
        control.addTarget(nil, action: Selector("refresh", ChainView.refresh), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(chain.calls == ["chain refresh"])
    }

    @Test func theTargetIsHeldWeaklyAndNotReplacedByTheChainOnceGone() {
        let chain = ChainView(frame: .zero)
        let control = UIControl(frame: .zero)
        chain.addSubview(control)
        var target: ChainView? = ChainView(frame: .zero)
        weak let weakTarget = target
        control.addTarget(target, action: Selector("refresh", ChainView.refresh), for: .valueChanged)
        target = nil
        #expect(weakTarget == nil)
        control.sendActions(for: .valueChanged)
        #expect(chain.calls.isEmpty)
    }

    @Test func aSenderOfAnotherTypeIsNotPassedAndNothingCrashes() {
        let control = UIControl(frame: .zero)
        let target = SelectorTarget()
        control.addTarget(target, action: Selector("labelOnly:", SelectorTarget.labelOnly(_:)), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.calls.isEmpty)
    }

    @Test func sendActionCallsASelectorTheControlDoesNotHold() {
        let control = UIControl(frame: .zero)
        let target = SelectorTarget()
        control.sendAction(Selector("tapped:", SelectorTarget.tapped(_:)), to: target, for: nil)
        #expect(target.calls == ["tapped UIControl"])
    }

    @Test func methodReferencesAndSelectorsMix() {
        let control = UIControl(frame: .zero)
        let target = SelectorTarget()
        control.addTarget(target, action: SelectorTarget.refresh, for: .valueChanged)
        control.addTarget(target, action: Selector("tapped:", SelectorTarget.tapped(_:)), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.calls == ["refresh", "tapped UIControl"])
        var names: [String] = []
        control.enumerateEventHandlers { _, targetAction, _, _ in
            if let (_, selector) = targetAction { names.append(NSStringFromSelector(selector)) }
        }
        #expect(names.count == 2 && names[1] == "tapped:")
    }
}
