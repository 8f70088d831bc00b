import Foundation

/// A focus change as a table's delegate sees it: with the index paths of the rows focus
/// left and reached (nil for views that are not its cells).
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in tableView: UITableView) {
        func indexPath(of view: UIView?) -> IndexPath? {
            (view as? UITableViewCell).flatMap { $0.owningTableView === tableView ? tableView.indexPath(for: $0) : nil }
        }
        previouslyFocusedIndexPath = indexPath(of: context.previouslyFocusedView)
        nextFocusedIndexPath = indexPath(of: context.nextFocusedView)
        super.init(previouslyFocusedItem: context.previouslyFocusedItem, nextFocusedItem: context.nextFocusedItem,
                   focusHeading: context.focusHeading)
    }
}

extension UITableViewCell {
    /// The table the cell is shown in.
    var owningTableView: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }
}
