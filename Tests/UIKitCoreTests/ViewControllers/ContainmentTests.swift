import Testing
import UIKitCore

/// Containment and appearance forwarding, as Apple documents them in "Creating a custom
/// container view controller": addChild calls willMove(toParent:), removeFromParent calls
/// didMove(toParent: nil), and children whose views are in the parent's appear with it.
@MainActor
struct ContainmentTests {
    @Test func addingAChildToAShownParentMakesItAppearWhenItsViewArrives() throws {
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        let (_, _) = try ControllerScene.make(root: parent)
        log.entries = []
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        #expect(log.take() == ["child: willMove(parent)", "child: willAppear", "child: didAppear", "child: didMove(parent)"])

        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["child: willMove(nil)", "child: willDisappear", "child: didDisappear", "child: didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func childrenAppearAndDisappearWithTheirParentParentFirst() throws {
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let (_, window) = try ControllerScene.make(root: parent)
        #expect(log.take().filter { !$0.contains("Move") } == ["parent: willAppear", "child: willAppear",
                                                                "parent: didAppear", "child: didAppear"])
        window.isHidden = true
        #expect(log.take() == ["parent: willDisappear", "child: willDisappear", "parent: didDisappear", "child: didDisappear"])
    }

    @Test func aContainerThatForwardsNothingCallsItsChildrenItself() throws {
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = EventLog()
        let container = ManualContainer()
        let child = LoggingController("child", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let (_, _) = try ControllerScene.make(root: container)
        #expect(log.take() == ["child: willMove(parent)", "child: didMove(parent)"])
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.take() == ["child: willAppear", "child: didAppear"])
    }

    @Test func aChildMovingToAnotherParentLeavesTheFirst() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.first === child && child.parent === second)
    }

    @Test func bothControllersAppearOnlyOnceWhenTheRootIsReplaced() throws {
        let log = EventLog()
        let first = LoggingController("first", log: log)
        let (_, window) = try ControllerScene.make(root: first)
        log.entries = []
        window.rootViewController = LoggingController("second", log: log)
        #expect(log.take() == ["first: willDisappear", "first: didDisappear", "second: willAppear", "second: didAppear"])
    }

    @Test func theSafeAreaAddsTheControllersInsets() throws {
        let controller = UIViewController()
        let (_, _) = try ControllerScene.make(root: controller)
        #expect(controller.view.safeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 5, width: 100, height: 100))
        controller.view.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 15)
        #expect(inner.safeAreaInsets.bottom == 0)
    }
}
