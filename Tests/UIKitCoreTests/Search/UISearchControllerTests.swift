import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UISearchController in a navigation item, as on iOS 17: the bar under the title, the
/// calls to the search bar's delegate, the controller's delegate and the results updater in
/// Apple's order while the user activates, types, picks a scope and cancels; the title row
/// hiding; the results controller shown for non-empty text.
@Suite(.serialized)
@MainActor
struct UISearchControllerTests {
    final class Log {
        var entries: [String] = []
    }

    final class Listener: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
        let log: Log
        init(_ log: Log) { self.log = log }

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.entries.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.entries.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.entries.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.entries.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.entries.append("textDidChange \(searchText)") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.entries.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.entries.append("scope \(selectedScope)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { log.entries.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.entries.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.entries.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.entries.append("didDismiss") }
        func updateSearchResults(for searchController: UISearchController) {
            log.entries.append("update \(searchController.searchBar.text ?? "nil")")
        }
    }

    final class ListController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    struct Scene {
        let runtime: VitrineRuntime
        let navigation: UINavigationController
        let root: UIViewController
        let search: UISearchController
        let results: UIViewController
        let log: Log
        let listener: Listener
    }

    private func makeScene(largeTitles: Bool = false) throws -> Scene {
        let root = ListController()
        root.title = "Cities"
        let results = ListController()
        let search = UISearchController(searchResultsController: results)
        let log = Log()
        let listener = Listener(log)
        search.searchBar.delegate = listener
        search.delegate = listener
        search.searchResultsUpdater = listener
        search.searchBar.scopeButtonTitles = ["All", "Europe", "Asia"]
        root.navigationItem.searchController = search
        root.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let (runtime, _) = try ControllerScene.make(root: navigation, width: 390, height: 640)
        ControllerScene.settle(runtime)
        return Scene(runtime: runtime, navigation: navigation, root: root, search: search, results: results, log: log, listener: listener)
    }

    /// Frames pass through the layer's float geometry: equal to well within a pixel.
    private func close(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.01 }

    private func tapField(_ scene: Scene) {
        let field = scene.search.searchBar.searchTextField
        scene.runtime.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        scene.runtime.stepFrames(1)
    }

    // UINavigationItem.searchController: "the search controller to integrate into your
    // navigation interface"; its bar shows under the title and the bar grows to hold it.
    @Test func theBarSitsUnderTheTitle() throws {
        let scene = try makeScene()
        let bar = scene.navigation.navigationBar
        let searchBar = scene.search.searchBar
        #expect(searchBar.superview === bar)
        #expect(close(bar.frame.height, 44 + 52))
        #expect(searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
        // The content's safe area starts under the grown bar.
        #expect(scene.root.view.safeAreaInsets.top == bar.frame.maxY)
        #expect(!searchBar.showsScopeBar && !searchBar.showsCancelButton)
        let large = try makeScene(largeTitles: true)
        #expect(close(large.navigation.navigationBar.frame.height, 44 + 52 + 52))
    }

    // UISearchResultsUpdating.updateSearchResults(for:): "Called when the search bar
    // becomes the first responder or when the user makes changes inside the search bar";
    // UISearchControllerDelegate's will/did present bracket the activation.
    @Test func activatingTypingAndCancelling() throws {
        let scene = try makeScene()
        tapField(scene)
        #expect(scene.search.isActive)
        #expect(scene.log.entries == ["shouldBegin", "willPresent", "didBegin", "update "])
        ControllerScene.settle(scene.runtime)
        #expect(scene.log.entries.last == "didPresent")
        // The title row is gone, Cancel and the scope bar show.
        let searchBar = scene.search.searchBar
        #expect(close(scene.navigation.navigationBar.frame.height, 52 + 44))
        #expect(searchBar.frame.minY == 0)
        #expect(searchBar.showsCancelButton && searchBar.showsScopeBar)
        // Empty text: the content is dimmed, the results are not shown yet.
        #expect(scene.search.viewIfLoaded?.window != nil)
        #expect(scene.results.viewIfLoaded?.window == nil)

        scene.log.entries = []
        searchBar.searchTextField.insertText("P")
        searchBar.searchTextField.insertText("a")
        #expect(scene.log.entries == ["textDidChange P", "update P", "textDidChange Pa", "update Pa"])
        #expect(scene.search.showsSearchResultsController)
        #expect(scene.results.viewIfLoaded?.window != nil)
        // The results cover the content under the bar.
        let resultsFrame = scene.results.view.convert(scene.results.view.bounds, to: nil)
        #expect(resultsFrame.minY == scene.navigation.navigationBar.frame.maxY)
        #expect(resultsFrame.maxY == 640)

        scene.log.entries = []
        let cancel = searchBar.cancelButton
        scene.runtime.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        scene.runtime.stepFrames(1)
        #expect(scene.log.entries == ["cancel", "willDismiss", "shouldEnd", "didEnd", "update "])
        #expect(!scene.search.isActive)
        #expect(searchBar.text == "")
        ControllerScene.settle(scene.runtime)
        #expect(scene.log.entries.last == "didDismiss")
        #expect(scene.results.viewIfLoaded?.window == nil)
        #expect(scene.search.viewIfLoaded?.window == nil)
        #expect(close(scene.navigation.navigationBar.frame.height, 44 + 52))
        #expect(!searchBar.showsCancelButton && !searchBar.showsScopeBar)
    }

    // "the search controller calls updateSearchResults(for:)" for a scope change too.
    @Test func aScopeChangeUpdatesTheResults() throws {
        let scene = try makeScene()
        tapField(scene)
        ControllerScene.settle(scene.runtime)
        scene.log.entries = []
        let searchBar = scene.search.searchBar
        let scopeOrigin = searchBar.convert(CGPoint(x: 16, y: 52), to: nil)
        scene.runtime.tap(at: CGPoint(x: scopeOrigin.x + 358 * 3 / 6, y: scopeOrigin.y + 16))
        scene.runtime.stepFrames(1)
        #expect(scene.log.entries == ["scope 1", "update "])
        #expect(searchBar.selectedScopeButtonIndex == 1)
    }

    // UISearchController.isActive: setting it presents or dismisses the search interface,
    // without making the bar the first responder.
    @Test func settingIsActive() throws {
        let scene = try makeScene()
        scene.search.isActive = true
        #expect(scene.log.entries == ["willPresent", "update "])
        ControllerScene.settle(scene.runtime)
        #expect(scene.log.entries == ["willPresent", "update ", "didPresent"])
        #expect(!scene.search.searchBar.isFirstResponder)
        #expect(scene.search.presentingViewController === scene.root)
        scene.log.entries = []
        scene.search.isActive = false
        ControllerScene.settle(scene.runtime)
        #expect(scene.log.entries == ["willDismiss", "update ", "didDismiss"])
        #expect(scene.search.presentingViewController == nil)
    }

    // showsSearchResultsController: "Set this property to true to display the search
    // results controller" (for empty text too); obscuresBackgroundDuringPresentation dims
    // the content under an active search while the results are not shown.
    @Test func showingTheResultsForEmptyTextAndTheDimming() throws {
        let scene = try makeScene()
        scene.search.isActive = true
        ControllerScene.settle(scene.runtime)
        let overlay = try #require(scene.search.viewIfLoaded as? SearchPresentationView)
        #expect(!overlay.dimmingView.isHidden)
        scene.search.showsSearchResultsController = true
        #expect(scene.results.viewIfLoaded?.window != nil)
        #expect(overlay.dimmingView.isHidden)
        scene.search.showsSearchResultsController = false
        scene.search.obscuresBackgroundDuringPresentation = false
        #expect(overlay.dimmingView.isHidden)
        // Nothing over the content: touches reach it.
        #expect(overlay.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)
    }

    // presentSearchController(_:) is called as the search activates; a delegate that sets
    // showsSearchResultsController there shows its results (suggestions) before anything is
    // typed, as Apple's "Using suggested searches with a search controller" sample does.
    @Test func theDelegateShowsTheResultsAsTheSearchActivates() throws {
        final class Suggesting: UISearchControllerDelegate {
            var calls = 0
            func presentSearchController(_ searchController: UISearchController) {
                calls += 1
                searchController.showsSearchResultsController = true
            }
        }
        let scene = try makeScene()
        let suggesting = Suggesting()
        scene.search.delegate = suggesting
        scene.search.isActive = true
        ControllerScene.settle(scene.runtime)
        #expect(suggesting.calls == 1)
        #expect(scene.search.searchBar.text?.isEmpty ?? true)
        #expect(scene.results.viewIfLoaded?.window != nil)
        // The same when the user taps the field.
        scene.search.isActive = false
        ControllerScene.settle(scene.runtime)
        tapField(scene)
        ControllerScene.settle(scene.runtime)
        #expect(suggesting.calls == 2)
        #expect(scene.search.showsSearchResultsController)
        #expect(scene.results.viewIfLoaded?.window != nil)
    }

    // hidesNavigationBarDuringPresentation = false keeps the title row.
    @Test func keepingTheTitleRow() throws {
        let scene = try makeScene()
        scene.search.hidesNavigationBarDuringPresentation = false
        scene.search.isActive = true
        ControllerScene.settle(scene.runtime)
        #expect(close(scene.navigation.navigationBar.frame.height, 44 + 52 + 44))
        #expect(scene.search.searchBar.frame.minY == 44)
    }

    // A search bar as a table header: the presentation covers the controller that
    // `definesPresentationContext` below the bar; the results show there.
    @Test func aSearchBarInATableHeader() throws {
        let table = UITableViewController(style: .plain)
        let results = ListController()
        let search = UISearchController(searchResultsController: results)
        table.tableView.tableHeaderView = search.searchBar
        table.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: table)
        let (runtime, _) = try ControllerScene.make(root: navigation, width: 390, height: 640)
        ControllerScene.settle(runtime)
        let field = search.searchBar.searchTextField
        runtime.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        runtime.stepFrames(1)
        #expect(search.isActive)
        #expect(search.presentingViewController === table)
        field.insertText("x")
        ControllerScene.settle(runtime)
        let barBottom = search.searchBar.convert(search.searchBar.bounds, to: nil).maxY
        let resultsFrame = results.view.convert(results.view.bounds, to: nil)
        #expect(abs(resultsFrame.minY - barBottom) < 0.01)
        #expect(abs(resultsFrame.maxY - 640) < 0.01)
        // The navigation bar keeps its title row: the bar is not in it.
        #expect(abs(navigation.navigationBar.frame.height - 44) < 0.01)
        search.isActive = false
        ControllerScene.settle(runtime)
        #expect(results.viewIfLoaded?.window == nil)
    }

    // A controller pushed over the one whose search is active ends the search.
    @Test func leavingTheTopEndsTheSearch() throws {
        let scene = try makeScene()
        scene.search.isActive = true
        ControllerScene.settle(scene.runtime)
        scene.navigation.pushViewController(ListController(), animated: false)
        ControllerScene.settle(scene.runtime)
        #expect(!scene.search.isActive)
        #expect(scene.search.viewIfLoaded?.window == nil)
        #expect(scene.search.searchBar.superview == nil)
    }

    // A whole search, from a bar made before it had a width (its scope bar laid out at
    // zero width), through typing, a scope and Cancel, logs nothing.
    @Test func aSearchLogsNothing() throws {
        let scene = try makeScene()
        let lines = EndToEnd.capturingLog {
            tapField(scene)
            ControllerScene.settle(scene.runtime)
            scene.search.searchBar.searchTextField.insertText("Lis")
            scene.search.searchBar.selectedScopeButtonIndex = 2
            scene.search.isActive = false
            ControllerScene.settle(scene.runtime)
        }
        #expect(lines.isEmpty, "log: \(lines)")
    }
}
