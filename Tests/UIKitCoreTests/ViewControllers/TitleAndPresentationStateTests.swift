import HeadlessDisplay
import Testing
import UIKitCore

/// A controller's title and its navigation item's, and `isBeingPresented` /
/// `isBeingDismissed` through the appearance calls.
@MainActor
struct TitleAndPresentationStateTests {
    final class Watching: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
        override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
        override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
    }

    // UIViewController.title: "If the view controller has a valid navigation item or
    // tab-bar item, assigning a value to this property updates the title text of those objects."
    @Test func theControllersTitleIsItsNavigationItemsTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive" && controller.tabBarItem.title == "Archive")
        controller.navigationItem.title = "Other"
        #expect(controller.title == "Archive", "setting the item's title leaves the controller's")
        let navigation = UINavigationController(rootViewController: controller)
        #expect(navigation.navigationBar.topItem?.title == "Other")
    }

    // isBeingPresented / isBeingDismissed: "true during the presentation/dismissal", which
    // UIKit keeps through viewDidAppear(_:) and viewDidDisappear(_:).
    @Test(arguments: [false, true])
    func beingPresentedAndDismissedHoldThroughTheDidCalls(animated: Bool) throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let modal = Watching()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: animated)
        runtime.stepUntilIdle()
        #expect(!modal.isBeingPresented)
        modal.dismiss(animated: animated)
        runtime.stepUntilIdle()
        #expect(!modal.isBeingDismissed)
        #expect(modal.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
    }
}
