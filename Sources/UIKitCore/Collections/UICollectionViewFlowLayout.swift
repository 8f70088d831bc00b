import Foundation

/// Items in rows that wrap (a grid, or a list of one column), section by section: sizes,
/// spacings and insets from its properties or the delegate's flow-layout methods.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Rows go down and wrap across (`.vertical`), or columns go across and wrap down.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Header and footer sizes (zero: none); a vertical layout uses their heights.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether each section's header stays at the top of the visible area while the section
    /// scrolls under it (and its footer at the bottom).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Not zero: items size themselves (`preferredLayoutAttributesFitting(_:)`: their
    /// content configuration or constraints) when they show, starting from this estimate
    /// (`UICollectionViewFlowLayout.automaticSize`: from `itemSize`).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }

    public static let automaticSize = CGSize(width: -1, height: -1)

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    /// Each section's header and footer (nil: none) and extent along the scroll direction.
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    private var sectionSpans: [ClosedRange<CGFloat>] = []
    private var contentSize: CGSize = .zero
    /// The sizes self-sizing items measured to.
    private var measured: [IndexPath: CGSize] = [:]

    public override init() {
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        attributes = []
        headers = []
        footers = []
        sectionSpans = []
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
            let sectionStart = position
            let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            headers.append(boundary(UICollectionView.elementKindSectionHeader, section: section, size: headerSize, at: position,
                                    extent: extent, vertical: vertical))
            position += vertical ? headerSize.height : headerSize.width
            position += vertical ? inset.top : inset.left
            let start = vertical ? inset.left : inset.top
            let end = extent - (vertical ? inset.right : inset.bottom)
            var rowStart = position, rowDepth: CGFloat = 0, cursor = start
            var placed: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let selfSizing = estimatedItemSize != .zero
                var size: CGSize
                if selfSizing {
                    let estimate = estimatedItemSize.width > 0 && estimatedItemSize.height > 0 ? estimatedItemSize : itemSize
                    size = measured[indexPath] ?? estimate
                } else {
                    size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                }
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
                attribute.selfSizingAxes = (selfSizing, selfSizing)
                attribute.frame = vertical ? CGRect(x: cursor, y: rowStart, width: size.width, height: size.height)
                                           : CGRect(x: rowStart, y: cursor, width: size.width, height: size.height)
                placed.append(attribute)
                cursor += along + interitem
                rowDepth = max(rowDepth, across)
            }
            spreadRows(&placed, start: start, end: end, vertical: vertical)
            attributes.append(placed)
            position = rowStart + rowDepth + (vertical ? inset.bottom : inset.right)
            let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            footers.append(boundary(UICollectionView.elementKindSectionFooter, section: section, size: footerSize, at: position,
                                    extent: extent, vertical: vertical))
            position += vertical ? footerSize.height : footerSize.width
            sectionSpans.append(sectionStart...max(position, sectionStart))
        }
        contentSize = vertical ? CGSize(width: collectionView.bounds.width, height: position)
                               : CGSize(width: position, height: collectionView.bounds.height)
    }

    /// A header or footer across the whole view (a vertical layout uses the height of
    /// `size`, a horizontal one its width); nil when that is zero.
    private func boundary(_ kind: String, section: Int, size: CGSize, at position: CGFloat, extent: CGFloat,
                          vertical: Bool) -> UICollectionViewLayoutAttributes? {
        let length = vertical ? size.height : size.width
        guard length.isFinite, length > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = vertical ? CGRect(x: 0, y: position, width: extent, height: length)
                                    : CGRect(x: position, y: 0, width: length, height: extent)
        return attributes
    }

    /// As UIKit does, each full row's items are spread so that the first and last touch the
    /// section's insets (a row of one item stays at the start), and items shorter than
    /// their row are centred across it.
    private func spreadRows(_ placed: inout [UICollectionViewLayoutAttributes], start: CGFloat, end: CGFloat, vertical: Bool) {
        var index = 0
        while index < placed.count {
            let rowOrigin = vertical ? placed[index].frame.minY : placed[index].frame.minX
            var last = index
            while last + 1 < placed.count, (vertical ? placed[last + 1].frame.minY : placed[last + 1].frame.minX) == rowOrigin { last += 1 }
            let count = last - index + 1
            let depth = placed[index...last].reduce(0) { max($0, vertical ? $1.frame.height : $1.frame.width) }
            for item in index...last {
                let offset = (depth - (vertical ? placed[item].frame.height : placed[item].frame.width)) / 2
                if vertical { placed[item].frame.origin.y += offset } else { placed[item].frame.origin.x += offset }
            }
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
        var found = attributes.flatMap { $0.filter { $0.frame.intersects(rect) } }
        for section in sectionSpans.indices {
            for boundary in [headers[section], footers[section]] {
                if let boundary, let shown = placed(boundary, section: section), shown.frame.intersects(rect) { found.append(shown) }
            }
        }
        return found
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sectionSpans.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let boundary = switch elementKind {
        case UICollectionView.elementKindSectionHeader: headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: footers[indexPath.section]
        default: UICollectionViewLayoutAttributes?.none
        }
        return boundary.flatMap { placed($0, section: indexPath.section) }
    }

    /// A header or footer where it shows now: pinned ones stay at the visible area's edge
    /// while their section is in view.
    private func placed(_ boundary: UICollectionViewLayoutAttributes, section: Int) -> UICollectionViewLayoutAttributes? {
        let isHeader = boundary.representedElementKind == UICollectionView.elementKindSectionHeader
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
              let collectionView else { return boundary }
        let vertical = scrollDirection == .vertical
        let span = sectionSpans[section]
        let inset = collectionView.adjustedContentInset
        let length = vertical ? boundary.frame.height : boundary.frame.width
        let natural = vertical ? boundary.frame.minY : boundary.frame.minX
        let visibleStart = vertical ? collectionView.contentOffset.y + inset.top : collectionView.contentOffset.x + inset.left
        let visibleEnd = vertical ? collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
                                  : collectionView.contentOffset.x + collectionView.bounds.width - inset.right
        let position = isHeader ? min(max(natural, visibleStart), span.upperBound - length)
                                : max(min(natural, visibleEnd - length), span.lowerBound)
        let pinned = boundary.copied()
        if vertical { pinned.frame.origin.y = position } else { pinned.frame.origin.x = position }
        // Above the items.
        pinned.zIndex = 1024
        return pinned
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        let indexPath = originalAttributes.indexPath
        let known = measured[indexPath] ?? originalAttributes.size
        measured[indexPath] = size
        return abs(known.width - size.width) >= 0.5 || abs(known.height - size.height) >= 0.5
    }

    override func forgetMeasuredSizes() {
        measured = [:]
    }

    override func remapMeasuredSizes(_ moves: [IndexPath: IndexPath]) {
        var remapped: [IndexPath: CGSize] = [:]
        for (old, size) in measured { if let new = moves[old] { remapped[new] = size } }
        measured = remapped
    }
}
