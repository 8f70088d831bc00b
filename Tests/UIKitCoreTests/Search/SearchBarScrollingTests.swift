import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UINavigationItem.hidesSearchBarWhenScrolling: the search bar under a large title
/// collapses into the bar as the list scrolls up and comes back as it is pulled down.
@Suite(.serialized)
@MainActor
struct SearchBarScrollingTests {
    final class List: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "City \(indexPath.row)"
            return cell
        }
    }

    private func makeScene(hides: Bool = true) throws -> (VitrineRuntime, UINavigationController, List) {
        let list = List(style: .plain)
        list.title = "Cities"
        list.navigationItem.searchController = UISearchController(searchResultsController: nil)
        list.navigationItem.hidesSearchBarWhenScrolling = hides
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let (runtime, _) = try ControllerScene.make(root: navigation, width: 390, height: 640)
        ControllerScene.settle(runtime)
        return (runtime, navigation, list)
    }

    private func scroll(_ list: List, by distance: CGFloat, _ runtime: VitrineRuntime) {
        let table = list.tableView!
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top + distance)
        runtime.stepFrames(1)
    }

    private func close(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.01 }

    // hidesSearchBarWhenScrolling: "When the value of this property is true, the search bar
    // is visible only when the scroll position equals the top of your content view. As the
    // user scrolls down, the search bar collapses into the navigation bar. Scrolling back
    // to the top reveals the search bar." The default is true.
    @Test func theSearchBarCollapsesAsTheListScrolls() throws {
        #expect(UINavigationItem(title: "x").hidesSearchBarWhenScrolling)
        let (runtime, navigation, list) = try makeScene()
        let bar = navigation.navigationBar
        let searchBar = try #require(list.navigationItem.searchController?.searchBar)
        let full: CGFloat = 44 + 52 + 52
        #expect(close(bar.frame.height, full))
        let safeTop = list.view.safeAreaInsets.top
        scroll(list, by: 20, runtime)
        // The bar's edge follows the content; the search bar is cut and fading.
        #expect(close(bar.frame.height, full - 20))
        #expect(close(searchBar.frame.height, 32))
        #expect(searchBar.alpha < 1 && searchBar.alpha > 0)
        #expect(bar.isAtScrollEdge)
        // The content's safe area does not move, so the content does not jump.
        #expect(list.view.safeAreaInsets.top == safeTop)
        scroll(list, by: 200, runtime)
        #expect(close(bar.frame.height, full - 52))
        #expect(searchBar.alpha == 0)
        #expect(!bar.isAtScrollEdge)
        // Pulled back down to the top, the search bar is whole again.
        scroll(list, by: 0, runtime)
        #expect(close(bar.frame.height, full))
        #expect(close(searchBar.frame.height, 52) && searchBar.alpha == 1)
        #expect(bar.isAtScrollEdge)
    }

    // hidesSearchBarWhenScrolling = false keeps the search bar whatever the scroll position.
    @Test func keepingTheSearchBar() throws {
        let (runtime, navigation, list) = try makeScene(hides: false)
        scroll(list, by: 200, runtime)
        #expect(close(navigation.navigationBar.frame.height, 44 + 52 + 52))
        #expect(list.navigationItem.searchController?.searchBar.alpha == 1)
        #expect(!navigation.navigationBar.isAtScrollEdge)
    }

    // An active search keeps its bar (iOS shows the field while searching).
    @Test func anActiveSearchKeepsItsBar() throws {
        let (runtime, navigation, list) = try makeScene()
        scroll(list, by: 200, runtime)
        let search = try #require(list.navigationItem.searchController)
        search.isActive = true
        ControllerScene.settle(runtime)
        #expect(close(navigation.navigationBar.frame.height, search.searchBar.preferredHeight))
        #expect(search.searchBar.alpha == 1)
    }
}
