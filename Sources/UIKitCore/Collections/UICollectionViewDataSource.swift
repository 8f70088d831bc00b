import Foundation

/// What a collection view shows: how many sections and items, each visible item's cell,
/// and each visible supplementary view (section headers and footers).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for a supplementary element the layout places (a header of kind
    /// `UICollectionView.elementKindSectionHeader`), dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

public extension UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Apple raises when the layout has a supplementary view and the data source does not
    /// make it; Vitrine logs and shows an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        scrollLogger.error("UICollectionView: the data source makes no supplementary view of kind \"\(kind)\" (Apple raises); an empty view shown")
        return UICollectionReusableView(frame: .zero)
    }
}
