import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// The UISearchController options that decide what an active search shows: the Cancel
/// button, the scope bar and when it shows, the dimming and the results controller.
@Suite(.serialized)
@MainActor
struct UISearchControllerOptionsTests {
    final class Content: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    private func makeScene(_ configure: (UISearchController) -> Void = { _ in }) throws -> (VitrineRuntime, UISearchController) {
        let root = Content()
        root.title = "Cities"
        let search = UISearchController(searchResultsController: Content())
        search.searchBar.scopeButtonTitles = ["All", "Europe", "Asia"]
        configure(search)
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        let (runtime, _) = try ControllerScene.make(root: navigation, width: 390, height: 640)
        ControllerScene.settle(runtime)
        return (runtime, search)
    }

    private func activate(_ search: UISearchController, _ runtime: VitrineRuntime) {
        search.isActive = true
        ControllerScene.settle(runtime)
    }

    // Apple's defaults: automaticallyShowsCancelButton, automaticallyShowsScopeBar,
    // obscuresBackgroundDuringPresentation and automaticallyShowsSearchResultsController
    // true; showsSearchResultsController false; scopeBarActivation .automatic.
    @Test func defaults() {
        let search = UISearchController(searchResultsController: nil)
        #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsScopeBar)
        #expect(search.obscuresBackgroundDuringPresentation && search.automaticallyShowsSearchResultsController)
        #expect(!search.showsSearchResultsController)
        #expect(search.scopeBarActivation == .automatic)
    }

    // automaticallyShowsCancelButton: "A Boolean value that indicates whether the search
    // controller manages the visibility of the search bar's cancel button"; the default
    // shows Cancel while the search is active.
    @Test func theCancelButton() throws {
        let (runtime, search) = try makeScene()
        activate(search, runtime)
        #expect(search.searchBar.showsCancelButton)
        search.isActive = false
        ControllerScene.settle(runtime)
        #expect(!search.searchBar.showsCancelButton)
        let (keptRuntime, kept) = try makeScene { $0.automaticallyShowsCancelButton = false }
        activate(kept, keptRuntime)
        #expect(!kept.searchBar.showsCancelButton)
    }

    // scopeBarActivation (iOS 16): .automatic and .onSearchActivation show the scope bar
    // when the search activates, .onTextEntry once there is text, .manual never (the app
    // sets showsScopeBar); automaticallyShowsScopeBar = false leaves it to the app too.
    @Test(arguments: [(UISearchController.ScopeBarActivation.automatic, true), (.onSearchActivation, true),
                      (.onTextEntry, false), (.manual, false)])
    func theScopeBar(activation: UISearchController.ScopeBarActivation, shownOnActivation: Bool) throws {
        let (runtime, search) = try makeScene { $0.scopeBarActivation = activation }
        activate(search, runtime)
        #expect(search.searchBar.showsScopeBar == shownOnActivation)
        search.searchBar.searchTextField.becomeFirstResponder()
        search.searchBar.searchTextField.insertText("Par")
        ControllerScene.settle(runtime)
        #expect(search.searchBar.showsScopeBar == (activation != .manual))
        let (manualRuntime, manual) = try makeScene { $0.automaticallyShowsScopeBar = false }
        activate(manual, manualRuntime)
        #expect(!manual.searchBar.showsScopeBar)
    }

    // obscuresBackgroundDuringPresentation = false: nothing dims the content; with text the
    // results controller shows (automaticallyShowsSearchResultsController).
    @Test func theDimmingAndTheResults() throws {
        let (runtime, search) = try makeScene { $0.obscuresBackgroundDuringPresentation = false }
        activate(search, runtime)
        let overlay = try #require(search.viewIfLoaded as? SearchPresentationView)
        #expect(overlay.dimmingView.isHidden)
        #expect(search.searchResultsController?.viewIfLoaded?.window == nil)
        search.searchBar.searchTextField.becomeFirstResponder()
        search.searchBar.searchTextField.insertText("Par")
        ControllerScene.settle(runtime)
        #expect(search.showsSearchResultsController)
        #expect(search.searchResultsController?.viewIfLoaded?.window != nil)
    }
}
