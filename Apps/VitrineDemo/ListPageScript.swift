import DemoScenes
import Foundation
import UIKit

/// What the tour does on the list page, as a finger would: a quick upward flick in the
/// middle of the list, so that the picture shows it decelerating with its indicator.
@MainActor
enum ListPageScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: ListPage) -> [Step] {
        page.layoutIfNeeded()   // positions are read now
        let frame = page.tableView.convert(page.tableView.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.maxY - 60)
        let points = (0...6).map { CGPoint(x: start.x, y: start.y - CGFloat($0) * 45) }
        return [{ $0.touchDown(at: start) }] + points.dropFirst().map { point in { $0.touchMove(to: point) } }
            + [{ $0.touchUp() }]
    }
}
