import Testing
import UIKitCore

/// Gesture recognizers with selectors. Apple: UIGestureRecognizer `init(target:action:)`,
/// `addTarget(_:action:)`, `removeTarget(_:action:)` ("nil ... to remove all actions").
@MainActor
struct GestureSelectorTests {
    @MainActor
    final class Handler: NSObject {
        var calls: [String] = []
        func tapped(_ sender: UITapGestureRecognizer) { calls.append("tapped \(sender.state)") }
        func tappedAgain() { calls.append("again") }
    }

    private func tap(_ runtime: VitrineRuntime) {
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
    }

    @Test func theActionGetsTheRecognizer() throws {
        let (runtime, window, _) = try Events.makeScene()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("tapped:", Handler.tapped(_:)))
        window.addGestureRecognizer(tap)
        self.tap(runtime)
        #expect(handler.calls == ["tapped ended"])
    }

    @Test func actionsAreAddedOnceAndRemovedByName() throws {
        let (runtime, window, _) = try Events.makeScene()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("tapped:", Handler.tapped(_:)))
        tap.addTarget(handler, action: Selector("tapped:", Handler.tapped(_:)))
        tap.addTarget(handler, action: Selector("tappedAgain", Handler.tappedAgain))
        window.addGestureRecognizer(tap)
        self.tap(runtime)
        #expect(handler.calls == ["tapped ended", "again"])
        tap.removeTarget(handler, action: Selector("tapped:"))
        self.tap(runtime)
        #expect(handler.calls == ["tapped ended", "again", "again"])
        tap.removeTarget(nil, action: nil)
        self.tap(runtime)
        #expect(handler.calls.count == 3)
    }
}
