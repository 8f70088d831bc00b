import Foundation

/// Told ahead of time which items a collection view will soon show (the next screenful in
/// the direction of scrolling), to start loading their data before their cells are asked
/// for; and which of those it no longer expects to show.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items not on screen yet that scrolling will soon bring.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items prefetched before that are no longer expected soon.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
