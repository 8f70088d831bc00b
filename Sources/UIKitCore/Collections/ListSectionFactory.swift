import Foundation

/// Makes the compositional sections of list configurations, with iOS 17's metrics: rows
/// 44 points or as tall as their content, cards inset 20 points in inset grouped lists,
/// 20 points above and 16 below each grouped section without header or footer.
@MainActor
enum ListSectionFactory {
    static let rowEstimate: CGFloat = 44
    static let insetGroupedMargin: CGFloat = 20

    static func section(for configuration: UICollectionLayoutListConfiguration,
                        in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .estimated(rowEstimate)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                         heightDimension: .estimated(rowEstimate)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let side = configuration.isInset ? insetGroupedMargin : 0
        var insets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        if configuration.isGrouped {
            if configuration.headerMode != .supplementary { insets.top = configuration.headerTopPadding ?? 20 }
            if configuration.footerMode != .supplementary { insets.bottom = 16 }
        }
        section.contentInsets = insets
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists keep the current section's header in view, as plain tables do.
            header.pinToVisibleBounds = !configuration.isGrouped
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}
