import Foundation

/// Where a collection view shows one item (or supplementary view): its frame, and how it
/// looks there.
@preconcurrency @MainActor
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
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var alpha: CGFloat = 1
    /// The view's transform about its center (the layer's transform, as on iOS); setting
    /// `transform` sets it too.
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    /// The axes along which the layout only estimated the size: the view is measured.
    var selfSizingAxes: (width: Bool, height: Bool) = (false, false)
    /// Whether a supplementary view belongs to an item (a badge) rather than a section.
    var belongsToItem = false
    /// How a list layout places the element (nil: not in a list).
    var listPlacement: ListPlacement?

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

    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    private init(copying other: UICollectionViewLayoutAttributes) {
        indexPath = other.indexPath
        frame = other.frame
        alpha = other.alpha
        transform3D = other.transform3D
        zIndex = other.zIndex
        isHidden = other.isHidden
        representedElementCategory = other.representedElementCategory
        representedElementKind = other.representedElementKind
        selfSizingAxes = other.selfSizingAxes
        belongsToItem = other.belongsToItem
        listPlacement = other.listPlacement
    }

    /// An independent copy, as NSCopying's `copy()`.
    open func copy() -> Any {
        UICollectionViewLayoutAttributes(copying: self)
    }

    func copied() -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(copying: self)
    }
}
