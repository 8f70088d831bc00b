import Foundation

/// Items in rows that wrap (a grid, or a list of one column), section by section: sizes,
/// spacings and insets from its properties or the delegate's flow-layout methods.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Rows go down and wrap across (`.vertical`), or columns go across and wrap down.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Header and footer sizes (zero: none); a vertical layout uses their heights.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Not zero: items are measured (`UICollectionViewFlowLayout.automaticSize` or an
    /// estimate); Vitrine uses the estimate as the size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }

    public static let automaticSize = CGSize(width: -1, height: -1)

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    public override init() {
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        attributes = []
        contentSize = .zero
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Along the flow (across a row) and across it (from row to row), in the view's terms.
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let line = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            position += vertical ? headerReferenceSize.height : headerReferenceSize.width
            position += vertical ? inset.top : inset.left
            let start = vertical ? inset.left : inset.top
            let end = extent - (vertical ? inset.right : inset.bottom)
            var rowStart = position, rowDepth: CGFloat = 0, cursor = start
            var placed: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                var size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                    ?? (estimatedItemSize.width > 0 && estimatedItemSize.height > 0 ? estimatedItemSize : itemSize)
                if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 {
                    scrollLogger.error("UICollectionViewFlowLayout: item \(item) of section \(section) has size \(size); zero used")
                    size = .zero
                }
                let along = vertical ? size.width : size.height, across = vertical ? size.height : size.width
                if cursor > start, cursor + along > end {
                    rowStart += rowDepth + line
                    rowDepth = 0
                    cursor = start
                }
                let attribute = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attribute.frame = vertical ? CGRect(x: cursor, y: rowStart, width: size.width, height: size.height)
                                           : CGRect(x: rowStart, y: cursor, width: size.width, height: size.height)
                placed.append(attribute)
                cursor += along + interitem
                rowDepth = max(rowDepth, across)
            }
            spreadRows(&placed, start: start, end: end, vertical: vertical)
            attributes.append(placed)
            position = rowStart + rowDepth + (vertical ? inset.bottom : inset.right)
            position += vertical ? footerReferenceSize.height : footerReferenceSize.width
        }
        contentSize = vertical ? CGSize(width: collectionView.bounds.width, height: position)
                               : CGSize(width: position, height: collectionView.bounds.height)
    }

    /// As UIKit does, each full row's items are spread so that the first and last touch the
    /// section's insets; a row of one item stays at the start.
    private func spreadRows(_ placed: inout [UICollectionViewLayoutAttributes], start: CGFloat, end: CGFloat, vertical: Bool) {
        var index = 0
        while index < placed.count {
            let rowOrigin = vertical ? placed[index].frame.minY : placed[index].frame.minX
            var last = index
            while last + 1 < placed.count, (vertical ? placed[last + 1].frame.minY : placed[last + 1].frame.minX) == rowOrigin { last += 1 }
            let count = last - index + 1
            if count > 1, last < placed.count - 1 {
                let used = placed[index...last].reduce(0) { $0 + (vertical ? $1.frame.width : $1.frame.height) }
                let gap = (end - start - used) / CGFloat(count - 1)
                var cursor = start
                for item in index...last {
                    if vertical { placed[item].frame.origin.x = cursor } else { placed[item].frame.origin.y = cursor }
                    cursor += (vertical ? placed[item].frame.width : placed[item].frame.height) + gap
                }
            }
            index = last + 1
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }
}
