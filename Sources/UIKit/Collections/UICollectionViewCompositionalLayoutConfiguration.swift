import Foundation

/// Settings of a whole compositional layout: its scroll direction and the space between
/// sections.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// Sections follow each other down (`.vertical`) or across.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between one section and the next.
    open var interSectionSpacing: CGFloat = 0

    public init() {}
}
