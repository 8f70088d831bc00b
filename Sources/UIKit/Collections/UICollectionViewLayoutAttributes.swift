import Foundation

/// Where a collection view shows one item (or supplementary view): its frame, and how it
/// looks there.
@MainActor
open class UICollectionViewLayoutAttributes {
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }
}
