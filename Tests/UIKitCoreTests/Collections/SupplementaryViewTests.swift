import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Supplementary views: flow layout headers and footers (reference sizes, the delegate's
/// sizes, pinned headers), made by the data source with
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` and reused as they
/// scroll away; registrations and a diffable data source's `supplementaryViewProvider`.
@Suite(.serialized)
@MainActor
struct SupplementaryViewTests {
    final class SizingSource: NSObject, UICollectionViewDelegateFlowLayout {
        var shown: [String] = []
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForHeaderInSection section: Int) -> CGSize {
            CGSize(width: 0, height: section == 1 ? 0 : 40)
        }
        func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                            forElementKind elementKind: String, at indexPath: IndexPath) {
            shown.append("\(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        }
    }

    private func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        return layout
    }

    // Apple: "headerReferenceSize: during layout, only the size that corresponds to the
    // appropriate scrolling direction is used" — a vertical layout's header spans the width,
    // above the section's insets; the footer follows the bottom inset.
    @Test func flowLayoutHeadersAndFootersAreReused() throws {
        TitleView.made = 0
        let layout = flowLayout()
        let source = CountingSource(Array(repeating: 3, count: 30))
        let (runtime, collection) = try CollectionScene.make(layout: layout, source: source)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 150, width: 400, height: 20))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 170)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.contentSize.height == 5100)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let first = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? TitleView)
        #expect(first.label.text == "Header 0")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(collection.visibleSupplementaryViews(ofKind: footer).count == 1)
        for step in 1...50 {
            collection.contentOffset.y = CGFloat(step) * 90
            runtime.stepFrames(1)
        }
        // Views that scrolled away came back, after prepareForReuse, for later sections.
        #expect(TitleView.made <= 8, "\(TitleView.made)")
        let shown = collection.visibleSupplementaryViews(ofKind: header).compactMap { $0 as? TitleView }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.reuses > 0 })
        let indexPath = try #require(collection.indexPathsForVisibleSupplementaryElements(ofKind: header).first)
        #expect((collection.supplementaryView(forElementKind: header, at: indexPath) as? TitleView)?.label.text == "Header \(indexPath.section)")
        // Headers stay above the cells.
        let headerIndex = try #require(collection.subviews.firstIndex { $0 === shown[0] })
        #expect(collection.visibleCells.allSatisfy { cell in (collection.subviews.firstIndex { $0 === cell } ?? .max) < headerIndex })
    }

    // The delegate's sizes win over the reference sizes (zero: no header); pinned headers
    // stay at the top until the section's end pushes them up.
    @Test func delegateSizesAndPinnedHeaders() throws {
        let layout = flowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let sizing = SizingSource()
        let source = CountingSource([6, 6, 6])
        let (runtime, collection) = try CollectionScene.make(layout: layout, source: source)
        collection.delegate = sizing
        collection.reloadData()
        runtime.stepFrames(1)
        let header = UICollectionView.elementKindSectionHeader
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame.height == 40)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1)) == nil)
        // Section 0: 40 + 10 + 2 rows (210) + 10 + 20 = 290.
        collection.contentOffset.y = 100
        runtime.stepFrames(1)
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        // A tap on the pinned header selects nothing under it; below it, the item.
        runtime.tap(at: CGPoint(x: 70, y: 20))
        runtime.stepFrames(2)
        #expect(sizing.selected.isEmpty)
        runtime.tap(at: CGPoint(x: 70, y: 60))
        runtime.stepFrames(2)
        #expect(sizing.selected == [IndexPath(item: 3, section: 0)])
        collection.contentOffset.y = 270
        runtime.stepFrames(1)
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 250)
        #expect(sizing.shown.first == "header 0")
    }

    // A registration's handler configures each view; the diffable data source's
    // supplementaryViewProvider makes them; `sectionIdentifier(for:)` names the section.
    @Test func aDiffableDataSourceWithASupplementaryViewProvider() throws {
        enum Section: String, Hashable, Sendable { case fruit = "Fruit", vegetables = "Vegetables" }
        let item = NSCollectionLayoutItem(layoutSize: CollectionScene.size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: CollectionScene.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionScene.size(.fractionalWidth(1), .estimated(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let (runtime, collection) = try CollectionScene.make(layout: UICollectionViewCompositionalLayout(section: section), source: nil,
                                                             height: 400)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var configured: [String] = []
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak dataSource] header, kind, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = dataSource?.sectionIdentifier(for: indexPath.section)?.rawValue
            header.contentConfiguration = content
            configured.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)")
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
        snapshot.appendItems(["Leek"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
        runtime.stepFrames(2)
        #expect(configured == ["header 0", "header 1"])
        #expect(dataSource.index(for: .vegetables) == 1)
        let kind = UICollectionView.elementKindSectionHeader
        let second = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect((second as? UICollectionViewListCell)?.contentConfiguration.flatMap { $0 as? UIListContentConfiguration }?.text == "Vegetables")
        // The header's estimated 30 points became its measured height (4 + a bold 17-point line + 4).
        let height = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame.height)
        #expect(height > 26 && height < 30, "\(height)")
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == height)
        #expect(second.frame.minY == height + 88)
    }
}
