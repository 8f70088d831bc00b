import Foundation

/// Settings of a whole compositional layout: its scroll direction, the space between
/// sections, and headers and footers of the whole layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// Sections follow each other down (`.vertical`) or across.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between one section and the next.
    open var interSectionSpacing: CGFloat = 0
    /// Headers before the first section and footers after the last (by their alignment),
    /// placed as a section's are; each has the index path `IndexPath(index: 0)`.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init() {}
}
