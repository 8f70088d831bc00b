import DemoScenes
import Foundation
import UIKit

/// What the tour does on the list page, as a finger would: a quick upward flick in the
/// middle of the list, then a tap in the search field and "104" typed, so that the picture
/// shows the orders found with the keyboard up.
@MainActor
enum ListPageScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: ListPage) -> [Step] {
        page.layoutIfNeeded()   // positions are read now
        let frame = page.tableView.convert(page.tableView.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.maxY - 60)
        let points = (0...6).map { CGPoint(x: start.x, y: start.y - CGFloat($0) * 45) }
        let field = page.searchField.convert(CGPoint(x: page.searchField.bounds.midX, y: page.searchField.bounds.midY), to: nil)
        let fling: [Step] = [{ $0.touchDown(at: start) }] + points.dropFirst().map { point in { $0.touchMove(to: point) } }
            + [{ $0.touchUp() }]
        let settle: [Step] = Array(repeating: { _ in }, count: 20)
        return fling + settle + [{ $0.touchDown(at: field) }, { $0.touchUp() }, { _ in page.searchField.insertText("104") }]
    }
}
