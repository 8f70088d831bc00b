import Foundation

/// Decides where a collection view's items go. Subclasses compute in `prepare()` and
/// answer `collectionViewContentSize` and the attributes queries; `invalidateLayout()`
/// asks for `prepare()` again at the next layout pass.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view the layout places items in.
    open internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Computes the layout; called before the queries after an invalidation.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (a section header or footer), or nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view (a section background), or nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The class the collection view makes decoration views of `elementKind` with.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = registrableClass(viewClass, as: UICollectionReusableView.self, for: elementKind)
    }

    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether a view's own size (`preferredLayoutAttributesFitting(_:)`) changes the layout;
    /// a layout that says yes keeps the size and lays out again.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

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

    /// What shows behind the sections (a list's background), or nil for the view's own.
    var layoutBackgroundColor: UIColor? { nil }

    /// The collection view reloaded: measured sizes are for old content.
    func forgetMeasuredSizes() {}

    /// Items moved (old index path to new): their measured sizes go with them, the others are forgotten.
    func remapMeasuredSizes(_ moves: [IndexPath: IndexPath]) {}

    /// The actions a list row reveals when swiped from that side (nil: none).
    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? { nil }

    /// Sections that scroll across the layout's direction.
    var orthogonalRegions: [OrthogonalRegion] { [] }

    /// An orthogonal row scrolled.
    func orthogonalOffsetDidChange(_ offset: CGPoint, section: Int) {}

    /// A layout pass is about to show what lies in `rect` (the visible area).
    func prepareVisibleElements(in rect: CGRect) {}

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
