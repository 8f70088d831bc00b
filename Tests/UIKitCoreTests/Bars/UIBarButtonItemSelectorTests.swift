import Testing
@testable import UIKitCore

@MainActor
final class BarTarget: UIResponder {
    var calls: [String] = []
    func add(_ sender: UIBarButtonItem) { calls.append("add \(sender.title ?? "")") }
    func done() { calls.append("done") }
}

/// UIBarButtonItem's target and action. Apple: UIBarButtonItem
/// `init(title:style:target:action:)`, `init(image:style:target:action:)`,
/// `init(image:landscapeImagePhone:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`, `target` ("If nil, the action is sent up
/// the responder chain"), `action`.
@MainActor
struct UIBarButtonItemSelectorTests {
    @Test func aTapSendsTheActionWithTheItem() {
        let target = BarTarget()
        let item = UIBarButtonItem(title: "New", style: .plain, target: target, action: Selector("add:", BarTarget.add(_:)))
        #expect(item.target === target)
        #expect(item.action == Selector("add:"))
        item.performTap()
        #expect(target.calls == ["add New"])
    }

    @Test func everyInitializerKeepsTheTargetAndAction() {
        let target = BarTarget(), done = Selector("done", BarTarget.done)
        let image = UIImage(systemName: "plus"), landscape = UIImage(systemName: "minus")
        let items = [
            UIBarButtonItem(image: image, style: .plain, target: target, action: done),
            UIBarButtonItem(image: image, landscapeImagePhone: landscape, style: .done, target: target, action: done),
            UIBarButtonItem(barButtonSystemItem: .done, target: target, action: done),
        ]
        for item in items { item.performTap() }
        #expect(target.calls == ["done", "done", "done"])
        #expect(items[1].landscapeImagePhone === landscape)
    }

    @Test func theActionCanBeSetLater() {
        let target = BarTarget()
        let item = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
        item.target = target
        item.action = Selector("add:", BarTarget.add(_:))
        item.performTap()
        #expect(target.calls == ["add Later"])
    }

    @Test func aNilTargetSendsUpTheResponderChain() throws {
        let (_, window, _) = try Events.makeScene(width: 200, height: 150)
        let chain = ChainView(frame: window.bounds)
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(chain)
        chain.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        UIBarButtonItem(title: "x", style: .plain, target: nil, action: Selector("refresh", ChainView.refresh)).performTap()
        #expect(chain.calls == ["chain refresh"])
        focus.resignFirstResponder()
    }
}
