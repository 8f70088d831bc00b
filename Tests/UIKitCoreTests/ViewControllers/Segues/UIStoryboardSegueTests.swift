import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Storyboard segues made in code (`UIStoryboard.addSegue`, what code generated from a
/// storyboard calls) behave as iOS's: performSegue(withIdentifier:sender:) makes the
/// destination, calls prepare(for:sender:), then performs the segue; a control's or a
/// cell's segue asks shouldPerformSegue(withIdentifier:sender:) first.
@MainActor
@Suite(.serialized)
struct UIStoryboardSegueTests {
    /// A source controller that logs the segue calls it hears.
    final class Source: UIViewController {
        var log: [String] = []
        var allows = true
        var preparedSegue: UIStoryboardSegue?
        var preparedSender: Any?
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "nil")")
            preparedSegue = segue
            preparedSender = sender
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return allows
        }
    }

    final class Destination: UIViewController {
        var item: String?
    }

    // performSegue(withIdentifier:sender:): "Initiates the segue with the specified
    // identifier from the current view controller's storyboard file"; prepare(for:sender:)
    // is called "prior to it being displayed"; a Show segue pushes in a navigation
    // controller (https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:),
    // .../prepare(for:sender:)). shouldPerformSegue is "not called when you trigger segues
    // programmatically".
    @Test func performSeguePreparesThenPushes() throws {
        let source = Source()
        let navigation = UINavigationController(rootViewController: source)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        var made = 0
        UIStoryboard.addSegue(identifier: "ShowDetail", kind: .show, from: source) {
            made += 1
            return Destination()
        }
        source.performSegue(withIdentifier: "ShowDetail", sender: "row 3")
        ControllerScene.settle(runtime)
        let destination = try #require(navigation.topViewController as? Destination)
        #expect(made == 1)
        #expect(source.log == ["prepare ShowDetail"])
        #expect(source.preparedSegue?.source === source)
        #expect(source.preparedSegue?.destination === destination)
        #expect(source.preparedSender as? String == "row 3")
        #expect(navigation.viewControllers.count == 2)
        // Each run makes a new destination.
        source.performSegue(withIdentifier: "ShowDetail", sender: nil)
        ControllerScene.settle(runtime)
        #expect(made == 2)
        #expect(navigation.viewControllers.count == 3)
    }

    /// A controller with an unwind action, which logs it (and may refuse it).
    final class UnwindTarget: UIViewController {
        var log: [String] = []
        var accepts = true
        func unwindHere(_ segue: UIStoryboardSegue) { log.append("unwind from \(type(of: segue.source))") }
        override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
            log.append("can \(action)")
            return accepts
        }
    }

    // Unwind segues ("Dismissing a view controller with an unwind segue",
    // https://developer.apple.com/documentation/uikit/dismissing-a-view-controller-with-an-unwind-segue):
    // UIKit looks back from the source for a controller implementing the action, the source
    // prepares, the destination's action runs, then the controllers above it go: here a
    // sheet presented from a pushed screen unwinds to the navigation stack's root.
    @Test func anUnwindSegueGoesBackToTheControllerWithTheAction() throws {
        let root = UnwindTarget()
        let navigation = UINavigationController(rootViewController: root)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        let middle = UnwindTarget()
        navigation.pushViewController(middle, animated: false)
        ControllerScene.settle(runtime)
        let sheetSource = Source()
        middle.present(UINavigationController(rootViewController: sheetSource), animated: false)
        ControllerScene.settle(runtime)
        // The way back: the sheet's navigation controller, then the screen that presented it, then the stack's root.
        let candidates = UIStoryboard.unwindCandidates(from: sheetSource)
        #expect(candidates.first is UINavigationController && candidates.first !== navigation)
        #expect(candidates.dropFirst().first === middle)
        #expect(candidates.contains { $0 === root })
        middle.accepts = false
        let unwind = UIStoryboard.addUnwindSegue(identifier: "BackToRoot", action: "unwindHere:", from: sheetSource) { candidate in
            if let target = candidate as? UnwindTarget { return { target.unwindHere($0) } }
            return nil
        }
        unwind.trigger(sender: nil)
        ControllerScene.settle(runtime)
        #expect(sheetSource.log == ["should BackToRoot", "prepare BackToRoot"])
        #expect(middle.log == ["can unwindHere:"])
        #expect(root.log == ["can unwindHere:", "unwind from Source"])
        #expect(middle.presentedViewController == nil)
        #expect(navigation.viewControllers == [root])
        // With no controller on the way back implementing it, nothing happens (logged).
        let lone = Source()
        UIStoryboard.addUnwindSegue(identifier: "Nowhere", action: "unwindHere:", from: lone) { _ in nil }
        lone.performSegue(withIdentifier: "Nowhere", sender: nil)
        #expect(lone.log.isEmpty)
    }

    // iOS raises NSInvalidArgumentException "Receiver ... has no segue with identifier";
    // Vitrine logs and does nothing.
    @Test func anUnknownIdentifierDoesNothing() throws {
        let source = Source()
        let navigation = UINavigationController(rootViewController: source)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        UIStoryboard.addSegue(identifier: "Known", kind: .show, from: source) { Destination() }
        source.performSegue(withIdentifier: "Unknown", sender: nil)
        ControllerScene.settle(runtime)
        #expect(source.log.isEmpty)
        #expect(navigation.viewControllers.count == 1)
    }

    // shouldPerformSegue(withIdentifier:sender:): "Determines whether the segue with the
    // specified identifier should be performed"; returning false cancels it
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)).
    @Test func aTriggeredSegueAsksShouldPerformFirst() throws {
        let source = Source()
        let navigation = UINavigationController(rootViewController: source)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        let button = UIButton(type: .system)
        let segue = UIStoryboard.addSegue(identifier: "Next", kind: .show, from: source) { Destination() }
        source.allows = false
        segue.trigger(sender: button)
        ControllerScene.settle(runtime)
        #expect(source.log == ["should Next"])
        #expect(navigation.viewControllers.count == 1)
        source.allows = true
        segue.trigger(sender: button)
        ControllerScene.settle(runtime)
        #expect(source.log == ["should Next", "should Next", "prepare Next"])
        #expect(source.preparedSender as? UIButton === button)
        #expect(navigation.topViewController is Destination)
    }

    // A Present Modally segue presents the destination with the segue's presentation and
    // transition styles (Interface Builder's segue attributes; present(_:animated:completion:)).
    @Test func aModalSeguePresentsWithItsStyles() throws {
        let source = Source()
        let (runtime, _) = try ControllerScene.make(root: source)
        UIStoryboard.addSegue(identifier: "Modal", kind: .presentModally(presentation: .fullScreen, transition: .crossDissolve),
                              from: source) { Destination() }
        source.performSegue(withIdentifier: "Modal", sender: nil)
        ControllerScene.settle(runtime)
        let presented = try #require(source.presentedViewController as? Destination)
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(presented.modalTransitionStyle == .crossDissolve)
    }

    // A Present As Popover segue anchors the popover at the control that triggered it
    // (UIPopoverPresentationController's sourceView and sourceRect).
    @Test func aPopoverSegueAnchorsAtItsSender() throws {
        let source = Source()
        // A regular width: a compact one adapts the popover to a sheet, as on iOS.
        let (runtime, _) = try ControllerScene.make(root: source, width: 1024, height: 768)
        let button = UIButton(frame: CGRect(x: 40, y: 100, width: 80, height: 30))
        source.view.addSubview(button)
        let segue = UIStoryboard.addSegue(identifier: nil, kind: .popoverPresentation, from: source) { Destination() }
        segue.trigger(sender: button)
        ControllerScene.settle(runtime)
        let presented = try #require(source.presentedViewController as? Destination)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(presented.popoverPresentationController?.sourceView === button)
        #expect(presented.popoverPresentationController?.sourceRect == button.bounds)
        // A segue without an identifier does not ask shouldPerformSegue (it has no name to give).
        #expect(source.log == ["prepare nil"])
    }

    // An Embed segue (a container view) makes the destination a child whose view fills
    // the container ("Implementing a Container View Controller": addChild, add the view,
    // didMove(toParent:)).
    @Test func anEmbedSegueAddsAChildFillingTheContainer() throws {
        let source = Source()
        let (runtime, _) = try ControllerScene.make(root: source)
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 120))
        source.view.addSubview(container)
        UIStoryboard.addSegue(identifier: "Embed", kind: .embed(in: container), from: source) { Destination() }
        source.performSegue(withIdentifier: "Embed", sender: nil)
        runtime.stepFrames(1)
        let child = try #require(source.children.first as? Destination)
        #expect(child.parent === source)
        #expect(child.view.superview === container)
        #expect(child.view.frame == container.bounds)
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        container.frame.size = CGSize(width: 300, height: 150)
        container.layoutIfNeeded()
        #expect(child.view.frame.size == CGSize(width: 300, height: 150))
    }

    /// A custom segue: a UIStoryboardSegue subclass whose perform() the app writes.
    final class FadeSegue: UIStoryboardSegue {
        var performed = false
        override func perform() {
            performed = true
            source.present(destination, animated: false)
        }
    }

    // A Custom segue runs its class's perform() ("Subclass UIStoryboardSegue ... override
    // perform()", https://developer.apple.com/documentation/uikit/uistoryboardsegue), after
    // prepare(for:sender:) got the same object.
    @Test func aCustomSegueRunsItsOwnPerform() throws {
        let source = Source()
        let (runtime, _) = try ControllerScene.make(root: source)
        UIStoryboard.addSegue(identifier: "Fade", kind: .custom { FadeSegue(identifier: $0, source: $1, destination: $2) },
                              from: source) { Destination() }
        source.performSegue(withIdentifier: "Fade", sender: nil)
        ControllerScene.settle(runtime)
        let segue = try #require(source.preparedSegue as? FadeSegue)
        #expect(segue.performed)
        #expect(segue.identifier == "Fade")
        #expect(source.presentedViewController === segue.destination)
    }

    // UIStoryboardSegue(identifier:source:destination:performHandler:): "perform() runs the
    // handler" (https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:performhandler:));
    // the base class without one does nothing.
    @Test func aSegueMadeInCodeRunsItsHandler() {
        let source = UIViewController(), destination = UIViewController()
        var ran = 0
        UIStoryboardSegue(identifier: "x", source: source, destination: destination) { ran += 1 }.perform()
        UIStoryboardSegue(identifier: "y", source: source, destination: destination).perform()
        #expect(ran == 1)
    }

    // The template holds its source weakly (the source keeps its templates): a segue whose
    // source is gone does nothing instead of keeping it alive.
    @Test func aTemplateDoesNotKeepItsSourceAlive() {
        var source: Source? = Source()
        let segue = UIStoryboard.addSegue(identifier: "Gone", kind: .show, from: source!) { Destination() }
        weak let weakSource = source
        source = nil
        #expect(weakSource == nil)
        segue.perform(sender: nil)
    }

    // MARK: Selection segues

    final class ListController: UITableViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(PrototypeCell.self, forCellReuseIdentifier: "Prototype")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Prototype", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return true
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            // iOS's master-detail template reads the selected row here: it is selected already.
            let row = tableView.indexPathForSelectedRow?.row ?? -1
            let senderRow = (sender as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }?.row ?? -1
            log.append("prepare \(segue.identifier ?? "nil") selected \(row) sender \(senderRow)")
            (segue.destination as? Destination)?.item = "Row \(senderRow)"
        }
    }

    /// The prototype cell, whose selection segue code generated from the storyboard sets.
    final class PrototypeCell: UITableViewCell {}

    // A segue from a prototype cell runs when the row is tapped, with the cell as sender
    // (prepare(for:sender:): "if the segue originated from a table view, the sender
    // parameter would identify the table view cell that the user tapped"). iOS's order:
    // willSelectRowAt, then the segue (shouldPerformSegue, prepare(for:sender:) with the row
    // already selected), then didSelectRowAt, as Stack Overflow's "prepareForSegue is
    // called before didSelectRowAtIndexPath" and Apple's Master-Detail template (which
    // reads tableView.indexPathForSelectedRow in prepare(for:sender:)) show.
    @Test func aPrototypeCellSegueRunsOnTapBeforeDidSelect() throws {
        let list = ListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let (runtime, window) = try ControllerScene.make(root: navigation)
        let segue = UIStoryboard.addSegue(identifier: "ShowItem", kind: .show, from: list) { Destination() }
        for cell in list.tableView.visibleCells { UIStoryboard.setSelectionSegue(segue, of: cell) }
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        runtime.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window))
        ControllerScene.settle(runtime)
        #expect(list.log == ["willSelect 2", "should ShowItem", "prepare ShowItem selected 2 sender 2", "didSelect 2"])
        #expect((navigation.topViewController as? Destination)?.item == "Row 2")
    }

    final class GridController: UICollectionViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Prototype")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Prototype", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }?.item ?? -1
            log.append("prepare \(segue.identifier ?? "nil") sender \(item)")
        }
    }

    // The same for a collection view cell's segue: the cell is the sender, prepare comes
    // before collectionView(_:didSelectItemAt:).
    @Test func aCollectionCellSegueRunsOnTapBeforeDidSelect() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = GridController(collectionViewLayout: layout)
        let (runtime, window) = try ControllerScene.make(root: grid)
        let segue = UIStoryboard.addSegue(identifier: "Open", kind: .presentModally(presentation: .fullScreen, transition: nil),
                                          from: grid) { Destination() }
        for cell in grid.collectionView.visibleCells { UIStoryboard.setSelectionSegue(segue, of: cell) }
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        runtime.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window))
        ControllerScene.settle(runtime)
        #expect(grid.log == ["prepare Open sender 1", "didSelect 1"])
        #expect(grid.presentedViewController is Destination)
    }
}
