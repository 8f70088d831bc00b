import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// `UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`: headers
/// before the first section and footers after the last, placed as a section's along the
/// layout's direction, with the index path `IndexPath(index: 0)`, made by the data source
/// (or a diffable data source's `supplementaryViewProvider`) like a section's.
@Suite(.serialized)
@MainActor
struct LayoutBoundaryItemTests {
    private typealias Scene = CollectionScene
    private static let layoutHeader = "layout-header"
    private static let layoutFooter = "layout-footer"

    /// Sections of `count` rows 50 points tall with a 30-point header.
    private func rowsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Scene.size(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)]
        return section
    }

    private func attributes(_ collection: UICollectionView, _ kind: String) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(index: 0))?.frame
    }

    private func register(_ collection: UICollectionView) {
        for kind in [Self.layoutHeader, Self.layoutFooter] {
            collection.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
    }

    // In a vertical layout the header comes above the first section and the footer below
    // the last, across the container as their alignment says; pinned, the header stays at
    // the top of the visible area.
    @Test func aVerticalLayoutsHeaderAndFooter() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.fractionalWidth(1), .absolute(40)),
                                                                 elementKind: Self.layoutHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.absolute(100), .absolute(25)),
                                                                 elementKind: Self.layoutFooter, alignment: .bottomTrailing)
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration)
        let source = CountingSource([6, 6])
        let (runtime, collection) = try Scene.make(layout: layout, source: nil)
        register(collection)
        collection.dataSource = source
        runtime.stepFrames(1)
        #expect(attributes(collection, Self.layoutHeader) == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 70, width: 400, height: 50))
        // Section 0 ends at 70 + 300; section 1 follows 10 points on (30 + 300).
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 410)
        #expect(attributes(collection, Self.layoutFooter) == CGRect(x: 300, y: 710, width: 100, height: 25))
        #expect(collection.contentSize == CGSize(width: 400, height: 735))
        #expect(source.supplementariesAsked.contains(Self.layoutHeader))
        let shown = try #require(collection.supplementaryView(forElementKind: Self.layoutHeader, at: IndexPath(index: 0)))
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: Self.layoutHeader) == [IndexPath(index: 0)])
        // Pinned: it stays at the top as the content scrolls, over the sections' headers.
        collection.contentOffset.y = 200
        runtime.stepFrames(1)
        #expect(collection.supplementaryView(forElementKind: Self.layoutHeader, at: IndexPath(index: 0))?.frame.minY == 200)
        collection.contentOffset.y = 435
        runtime.stepFrames(1)
        #expect(collection.supplementaryView(forElementKind: Self.layoutHeader, at: IndexPath(index: 0))?.frame.minY == 435)
        #expect(collection.supplementaryView(forElementKind: Self.layoutFooter, at: IndexPath(index: 0))?.frame.minY == 710)
    }

    // In a horizontal layout the header comes before the first section along the row, the
    // footer after the last; one that does not extend the boundary lies over the end.
    @Test func aHorizontalLayoutsHeaderAndFooter() throws {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: Scene.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.absolute(60), .fractionalHeight(1)),
                                                                 elementKind: Self.layoutHeader, alignment: .leading)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.absolute(40), .absolute(100)),
                                                                 elementKind: Self.layoutFooter, alignment: .bottomTrailing)
        configuration.boundarySupplementaryItems = [footer, header]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let source = CountingSource([4, 2])
        let (runtime, collection) = try Scene.make(layout: layout, source: nil)
        register(collection)
        collection.dataSource = source
        runtime.stepFrames(1)
        #expect(attributes(collection, Self.layoutHeader) == CGRect(x: 0, y: 0, width: 60, height: 300))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 80, y: 0, width: 100, height: 150))
        // Section 0: 20 + 2 groups + 20 = 240 from 60; section 1: 20 + 100 + 20.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 320)
        #expect(attributes(collection, Self.layoutFooter) == CGRect(x: 440, y: 200, width: 40, height: 100))
        #expect(collection.contentSize == CGSize(width: 480, height: 300))
        collection.contentOffset.x = 80
        runtime.stepFrames(1)
        #expect(collection.supplementaryView(forElementKind: Self.layoutFooter, at: IndexPath(index: 0))?.frame.minX == 440)

        footer.extendsBoundary = false
        layout.invalidateLayout()
        collection.setNeedsLayout()
        runtime.stepFrames(1)
        #expect(attributes(collection, Self.layoutFooter) == CGRect(x: 400, y: 200, width: 40, height: 100))
        #expect(collection.contentSize == CGSize(width: 440, height: 300))
    }

    // The diffable data source's supplementaryViewProvider makes the layout's header with
    // its one-index path; an estimated header takes its measured height and the sections
    // follow it; an animated update keeps the header and moves the footer.
    @Test func aDiffableDataSourceMakesTheLayoutsHeaderAndFooter() throws {
        enum Section: Hashable, Sendable { case fruit, vegetables }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.fractionalWidth(1), .estimated(60)),
                                                        elementKind: Self.layoutHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.fractionalWidth(1), .absolute(20)),
                                                        elementKind: Self.layoutFooter, alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration)
        let (runtime, collection) = try Scene.make(layout: layout, source: nil, height: 500)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var asked: [String] = []
        let banners = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: Self.layoutHeader) { view, _, _ in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Market"
            view.contentConfiguration = content
        }
        let titles = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        let notes = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: Self.layoutFooter) { view, _, _ in
            view.label.text = "Prices include tax"
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            asked.append("\(kind) \(indexPath)")
            switch kind {
            case Self.layoutHeader: return view.dequeueConfiguredReusableSupplementary(using: banners, for: indexPath)
            case Self.layoutFooter: return view.dequeueConfiguredReusableSupplementary(using: notes, for: indexPath)
            default: return view.dequeueConfiguredReusableSupplementary(using: titles, for: indexPath)
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
        snapshot.appendItems(["Leek"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
        runtime.stepFrames(2)
        #expect(asked.contains("\(Self.layoutHeader) [0]"))
        #expect(asked.contains("\(Self.layoutFooter) [0]"))
        let banner = try #require(collection.supplementaryView(forElementKind: Self.layoutHeader, at: IndexPath(index: 0)))
        #expect((banner as? UICollectionViewListCell)?.contentConfiguration.flatMap { $0 as? UIListContentConfiguration }?.text == "Market")
        // The estimated 60 points became the measured height; the first section starts there.
        let height = try #require(attributes(collection, Self.layoutHeader)?.height)
        #expect(height > 20 && height < 40, "\(height)")
        #expect(banner.frame.height == height)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame.minY == height)
        // Two sections of a header and their rows, then the footer.
        let footerY = height + 30 + 100 + 30 + 50
        #expect(attributes(collection, Self.layoutFooter)?.minY == footerY)
        #expect(collection.supplementaryView(forElementKind: Self.layoutFooter, at: IndexPath(index: 0))?.frame.minY == footerY)

        snapshot.appendItems(["Plum"], toSection: .fruit)
        dataSource.apply(snapshot, animatingDifferences: true)
        runtime.stepUntilIdle()
        #expect(collection.supplementaryView(forElementKind: Self.layoutHeader, at: IndexPath(index: 0)) === banner)
        #expect(collection.supplementaryView(forElementKind: Self.layoutFooter, at: IndexPath(index: 0))?.frame.minY == footerY + 50)
    }
}
