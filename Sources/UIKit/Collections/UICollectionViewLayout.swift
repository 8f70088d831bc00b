import Foundation

/// Decides where a collection view's items go. Subclasses compute in `prepare()` and
/// answer `collectionViewContentSize` and the attributes queries; `invalidateLayout()`
/// asks for `prepare()` again at the next layout pass.
@MainActor
open class UICollectionViewLayout {
    /// The collection view the layout places items in.
    open internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Computes the layout; called before the queries after an invalidation.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a new width) needs a new layout.
    /// Default: only when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    var needsPrepare = true

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
