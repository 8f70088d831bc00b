import Foundation

/// The space a compositional layout's section is made for.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// Vitrine's container and environment values, handed to section providers.
struct VitrineLayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}

struct VitrineLayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
