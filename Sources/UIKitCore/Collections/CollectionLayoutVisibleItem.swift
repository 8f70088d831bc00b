import Foundation

/// A visible item handed to a section's invalidation handler: a copy of the element's
/// attributes for one layout pass, which the handler may change.
@MainActor
final class CollectionLayoutVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    /// The element's kind, or "cell" for a cell.
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
