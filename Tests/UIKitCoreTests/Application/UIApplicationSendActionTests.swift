import Testing
import UIKitCore

/// UIApplication's action dispatch. Apple: UIApplication `sendAction(_:to:from:for:)` ("If
/// target is nil, the app sends the message to the first responder, from whence it
/// progresses up the responder chain until it is handled"; returns true "if a responder
/// object handled the action message").
@MainActor
struct UIApplicationSendActionTests {
    @Test func aNilTargetFindsTheFirstResponderUpTheChainThatPerformsIt() throws {
        let (_, window, _) = try Events.makeScene(width: 200, height: 150)
        let outer = ChainView(frame: window.bounds), inner = ChainView(frame: window.bounds)
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        let sender = NSObject()
        #expect(UIApplication.shared.sendAction(Selector("tapped:", ChainView.tapped(_:)), to: nil, from: sender, for: nil))
        #expect(inner.calls == ["chain tapped NSObject"], "the nearest responder that performs it")
        #expect(outer.calls.isEmpty)
        focus.resignFirstResponder()
    }

    @Test func noResponderPerformingTheActionReturnsFalse() throws {
        let (_, window, _) = try Events.makeScene(width: 200, height: 150)
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        #expect(!UIApplication.shared.sendAction(Selector("refresh", ChainView.refresh), to: nil, from: nil, for: nil))
        focus.resignFirstResponder()
    }

    @Test func resignFirstResponderSentToNilDismissesTheKeyboard() throws {
        let (_, window, _) = try Events.makeScene(width: 200, height: 150)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        // iOS apps write: sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        UIApplication.shared.sendAction(Selector("resignFirstResponder", UIResponder.resignFirstResponder),
                                        to: nil, from: nil, for: nil)
        #expect(!field.isFirstResponder)
    }

    @Test func anExplicitTargetGetsTheSenderAndEvent() {
        let target = SelectorTarget()
        let control = UIControl(frame: .zero)
        #expect(UIApplication.shared.sendAction(Selector("tapped:forEvent:", SelectorTarget.tapped(_:forEvent:)),
                                                to: target, from: control, for: UIEvent()))
        #expect(target.calls == ["tapped forEvent 0"])
        #expect(!UIApplication.shared.sendAction(Selector("chainViewOnly", ChainView.refresh), to: target, from: nil, for: nil),
                "a target without a method of that name: logged, false")
        // As in Objective-C, a name is enough: SelectorTarget has its own `refresh` (known
        // once a selector made with it exists).
        _ = Selector("refresh", SelectorTarget.refresh)
        #expect(UIApplication.shared.sendAction(Selector("refresh", ChainView.refresh), to: target, from: nil, for: nil))
        #expect(target.calls.last == "refresh")
    }
}
