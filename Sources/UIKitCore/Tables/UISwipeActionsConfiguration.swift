import Foundation

/// The actions a swipe reveals on one side of a row, the first one nearest the row's edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
