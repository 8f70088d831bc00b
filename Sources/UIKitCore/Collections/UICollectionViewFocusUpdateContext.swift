import Foundation

/// A focus change as a collection view's delegate sees it: with the index paths of the
/// items focus left and reached (nil for views that are not its cells).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in collectionView: UICollectionView) {
        func indexPath(of view: UIView?) -> IndexPath? {
            (view as? UICollectionViewCell).flatMap { $0.owningCollectionView === collectionView ? collectionView.indexPath(for: $0) : nil }
        }
        previouslyFocusedIndexPath = indexPath(of: context.previouslyFocusedView)
        nextFocusedIndexPath = indexPath(of: context.nextFocusedView)
        super.init(previouslyFocusedItem: context.previouslyFocusedItem, nextFocusedItem: context.nextFocusedItem,
                   focusHeading: context.focusHeading)
    }
}

extension UICollectionViewCell {
    /// The collection view the cell is shown in.
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }
}
