import Foundation

extension UICollectionView {
    /// The direction a layout's content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
