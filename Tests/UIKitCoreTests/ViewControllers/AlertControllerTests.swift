@testable import UIKitCore
import Testing

/// UIAlertController: presented and dismissed through real taps; handlers run once,
/// after the dismissal (as on iOS, so a handler may present the next controller); the
/// cancel action's place; preferred and disabled actions; text fields; a tap outside an
/// action sheet cancels; references of the iOS 17 look.
@MainActor
struct AlertControllerTests {
    private func present(_ alert: UIAlertController, width: Int = 390, height: Int = 640,
                         scale: CGFloat = 1) throws -> (VitrineRuntime, UIViewController) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let (runtime, _) = try ControllerScene.make(root: root, width: width, height: height, scale: scale)
        root.present(alert, animated: true)
        ControllerScene.settle(runtime)
        return (runtime, root)
    }

    private func buttons(of alert: UIAlertController) -> [AlertActionButton] {
        var found: [AlertActionButton] = []
        func visit(_ view: UIView) {
            if let button = view as? AlertActionButton { found.append(button) }
            view.subviews.forEach(visit)
        }
        visit(alert.view)
        return found
    }

    private func tap(_ button: UIView, in runtime: VitrineRuntime) {
        runtime.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        runtime.stepFrames(1)
    }

    @Test func aTappedActionDismissesThenRunsItsHandlerOnce() throws {
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("handler \(action.title ?? "") presented=\(alert.presentingViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (runtime, root) = try present(alert)
        #expect(root.presentedViewController === alert)
        // Two actions sit side by side, cancel on the left.
        let pair = buttons(of: alert)
        #expect(pair.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(pair[0].frame.minY == pair[1].frame.minY && pair[0].frame.maxX <= pair[1].frame.minX)
        #expect(alert.view.frame.width == 270)
        tap(pair[1], in: runtime)
        #expect(log.isEmpty)
        ControllerScene.settle(runtime)
        #expect(log == ["handler Delete presented=false"])
        #expect(root.presentedViewController == nil)
        tap(pair[1], in: runtime)
        ControllerScene.settle(runtime)
        #expect(log.count == 1)
    }

    @Test func threeActionsStackWithCancelLast() throws {
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        alert.addAction(UIAlertAction(title: "Second cancel", style: .cancel))
        alert.preferredAction = save
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction === save)
        #expect(alert.actions.count == 3)
        let (_, _) = try present(alert)
        let stacked = buttons(of: alert)
        #expect(stacked.map { $0.action.title } == ["Save", "Discard", "Cancel"])
        #expect(stacked[0].frame.maxY <= stacked[1].frame.minY)
    }

    @Test func aDisabledActionIgnoresTaps() throws {
        var ran = false
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
        ok.isEnabled = false
        alert.addAction(ok)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.text = "secret"
            field.isSecureTextEntry = true
        }
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first?.placeholder == "Name")
        let (runtime, root) = try present(alert)
        let button = try #require(buttons(of: alert).first)
        tap(button, in: runtime)
        ControllerScene.settle(runtime)
        #expect(!ran && root.presentedViewController === alert)
        ok.isEnabled = true
        runtime.stepFrames(1)
        tap(try #require(buttons(of: alert).first), in: runtime)
        ControllerScene.settle(runtime)
        #expect(ran)
    }

    @Test func aTapOutsideAnActionSheetCancelsAndOutsideAnAlertDoesNothing() throws {
        var cancelled = 0
        let sheet = UIAlertController(title: nil, message: "Choose a printer", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Lobby", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        let (runtime, root) = try present(sheet)
        // At the bottom, 8 points from the edges, the cancel action in its own card.
        #expect(sheet.view.frame.maxY == 632 && sheet.view.frame.minX == 8)
        runtime.tap(at: CGPoint(x: 200, y: 100))
        ControllerScene.settle(runtime)
        #expect(cancelled == 1 && root.presentedViewController == nil)

        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel) { _ in cancelled += 1 })
        root.present(alert, animated: false)
        runtime.tap(at: CGPoint(x: 200, y: 100))
        ControllerScene.settle(runtime)
        #expect(cancelled == 1 && root.presentedViewController === alert)
    }

    @Test func anActionSheetOnAKioskPointsAtItsSource() throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root, width: 1024, height: 768)
        let source = UIView(frame: CGRect(x: 800, y: 40, width: 100, height: 40))
        root.view.addSubview(source)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Print", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        root.present(sheet, animated: false)
        ControllerScene.settle(runtime)
        let bubble = try #require(sheet.presentationController?.presentedView)
        #expect(bubble is PopoverBubbleView)
        #expect(bubble.frame.minY == 80)
        // No cancel button in a popover: a tap outside cancels.
        #expect(buttons(of: sheet).map { $0.action.title } == ["Print"])
    }
}
