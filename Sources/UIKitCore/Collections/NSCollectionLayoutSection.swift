import Foundation

/// A section of a compositional layout: its group repeated until the section's items run
/// out, with insets, spacing between groups, headers and footers, and optionally its own
/// scrolling across the layout's direction.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    let group: NSCollectionLayoutGroup
    /// Insets around the section's groups (headers and footers follow the leading and
    /// trailing insets, and sit outside the top and bottom ones).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between one group and the next.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the groups scroll sideways in a row of their own.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout pass while the section is in view (as the collection view
    /// or the section's row scrolls, or the layout changes) with the section's visible
    /// items, which it may fade, transform or reorder in depth for that pass.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list look this section was made with (`list(using:layoutEnvironment:)`).
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section that looks like a list of `configuration`'s appearance: rows across the
    /// container, 44 points or as tall as their content, separators, and the headers and
    /// footers its modes ask for.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        ListSectionFactory.section(for: configuration, in: layoutEnvironment)
    }
}
