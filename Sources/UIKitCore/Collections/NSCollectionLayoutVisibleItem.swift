import Foundation

/// An item of a section in view (a cell, supplementary or decoration view), as a
/// section's `visibleItemsInvalidationHandler` sees it before a layout pass: changing its
/// alpha, transform, z index or center changes how its view shows in that pass.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Before each layout pass of a section in view: its visible items, the scroll offset (an
/// orthogonal section's along its row) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
