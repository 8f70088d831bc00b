import DemoScenes
import Foundation
import UIKit

/// What the tour does on the search page, as a finger would: a tap in the search field of
/// the navigation bar (the title row slides away, Cancel and the scopes show), "an" typed,
/// then the Europe scope picked, so that the picture shows the cities found.
@MainActor
enum SearchPageScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: SearchPage) -> [Step] {
        let searchBar = page.searchController.searchBar
        let field = searchBar.searchTextField
        let fieldCenter = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        let settle: [Step] = Array(repeating: { _ in }, count: 30)
        // The scope bar's second segment, where it is once the search is active.
        var europe = CGPoint.zero
        return [{ $0.touchDown(at: fieldCenter) }, { $0.touchUp() }] + settle
            + [{ _ in field.insertText("an") }, { _ in
                searchBar.layoutIfNeeded()
                let margin = searchBar.searchTextField.frame.minX
                let segment = (searchBar.bounds.width - 2 * margin) / 4
                europe = searchBar.convert(CGPoint(x: margin + segment * 1.5, y: searchBar.bounds.maxY - 28), to: nil)
            }, { $0.touchDown(at: europe) }, { $0.touchUp() }] + settle
    }
}
