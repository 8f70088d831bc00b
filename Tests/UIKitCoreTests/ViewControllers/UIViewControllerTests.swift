import Testing
import UIKitCore

/// The minimal view controller: view loading, appearance, layout callbacks, children and
/// its place in the responder chain.
@MainActor
struct UIViewControllerTests {
    final class RecordingController: UIViewController {
        let log: EventLog
        var customView: UIView?
        var forwardsTouches = true

        init(log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func loadView() {
            log.entries.append("loadView")
            if let customView { view = customView } else { super.loadView() }
        }
        override func viewDidLoad() { log.entries.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.entries.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.entries.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.entries.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.entries.append("viewDidDisappear") }
        override func viewWillLayoutSubviews() { log.entries.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.entries.append("viewDidLayoutSubviews") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.entries.append("controller began")
            if forwardsTouches { super.touchesBegan(touches, with: event) }
        }
    }

    @Test func theViewLoadsOnFirstAccess() {
        let log = EventLog()
        let controller = RecordingController(log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(log.entries == ["loadView", "viewDidLoad"])
    }

    @Test func aRootControllerFillsItsWindowAndAppearsWithIt() throws {
        let (runtime, window, log) = try Events.makeScene()
        let controller = RecordingController(log: log)
        window.isHidden = true
        window.rootViewController = controller
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(log.take() == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.take() == ["viewWillAppear", "viewDidAppear"])
        runtime.stepFrames(1)
        #expect(log.take() == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        window.isHidden = true
        #expect(log.take() == ["viewWillDisappear", "viewDidDisappear"])
        window.isHidden = false
        let replacement = RecordingController(log: log)
        window.rootViewController = replacement
        #expect(controller.view.superview == nil)
        #expect(log.take() == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                               "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    @Test func childrenHaveTheirParentAndAppearWithIt() throws {
        let (_, window, log) = try Events.makeScene()
        let parent = UIViewController()
        let child = RecordingController(log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children.first === child)
        #expect(child.parent === parent)
        log.entries = []
        window.rootViewController = parent
        #expect(log.take() == ["viewWillAppear", "viewDidAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func anUnhandledTouchGoesFromTheViewToItsControllerThenUp() throws {
        let (runtime, window, log) = try Events.makeScene()
        let controller = RecordingController(log: log)
        let root = TouchRecordingView("root", frame: .zero, log: log)
        root.forwards = true
        controller.customView = root
        window.rootViewController = controller
        let inner = TouchRecordingView("inner", frame: CGRect(x: 10, y: 10, width: 40, height: 40), log: log)
        inner.forwards = true
        root.addSubview(inner)
        #expect(root.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        runtime.stepUntilIdle()
        log.entries = []
        runtime.touchDown(at: CGPoint(x: 20, y: 20))
        runtime.stepFrames(1)
        #expect(log.entries == ["inner began 1", "root began 1", "controller began"])
    }
}
