import Foundation

/// A view behind a section (a section's background card): made by the collection view
/// from the class registered with the layout's `register(_:forDecorationViewOfKind:)`,
/// covering the whole section (headers and footers too) less its `contentInsets`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Decorations are drawn behind the section's items and supplementary views.
    public var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background behind the whole section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
