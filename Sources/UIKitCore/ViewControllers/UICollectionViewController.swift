import Foundation

/// A controller whose view is a collection view it is the data source and delegate of:
/// subclasses override the methods they need (`override func
/// collectionView(_:numberOfItemsInSection:)`); selected items are deselected when the
/// view appears again.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    /// Whether the selection is cleared each time the view is about to appear. Default true.
    open var clearsSelectionOnViewWillAppear = true
    /// Kept as API: items are not reordered by a long press.
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller made from a storyboard, whose collection view uses the layout under
    /// "UICollectionViewLayout" (a flow layout when the coder lacks one).
    public required init?(coder: NSCoder) {
        layout = coder.interfaceBuilderObject(forKey: "UICollectionViewLayout") as? UICollectionViewLayout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The view, a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Takes the storyboard's or the nib's collection view (see UIViewController.loadView),
    /// else makes one with the controller's layout; one without a data source or delegate
    /// gets this controller, as Interface Builder connects them.
    open override func loadView() {
        if loadDesignedView() {
            if let collection = viewIfLoaded as? UICollectionView {
                if collection.dataSource == nil { collection.dataSource = self }
                if collection.delegate == nil { collection.delegate = self }
                return
            }
            scrollLogger.error("UICollectionViewController: \(type(of: self))'s storyboard or nib view is not a collection view (iOS raises); one made")
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = collectionView.indexPathsForSelectedItems {
            for item in selected { collectionView.deselectItem(at: item, animated: animated) }
        }
    }

    // MARK: UICollectionViewDataSource (the protocol's defaults, open to override)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Apple's raises when a subclass does not override this; Vitrine logs and shows an
    /// empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        scrollLogger.error("UICollectionViewController: \(type(of: self)) gives items but does not override collectionView(_:cellForItemAt:)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        scrollLogger.error("UICollectionViewController: \(type(of: self)) makes no supplementary view of kind \"\(kind)\" (Apple raises); an empty view shown")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
