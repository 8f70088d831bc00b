import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// A compositional layout as apps build them, against references at scale 1 and 2
/// (tolerance 2 levels per channel): a row of large cards that scrolls sideways with group
/// paging, headers, and a three-column grid.
@Suite(.serialized)
@MainActor
struct CompositionalLookTests {
    /// A section title, as App Store-like layouts set them: bold 22 points.
    final class SectionTitle: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 22)
            label.textColor = .label
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds
        }
    }

    static func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionScene.size(.fractionalWidth(1), .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: CollectionScene.size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: CollectionScene.size(.fractionalWidth(0.85), .absolute(150)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.boundarySupplementaryItems = [header]
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: CollectionScene.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: CollectionScene.size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 5 : 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            let hue = CGFloat((indexPath.item * 2 + indexPath.section * 3) % 12) / 12
            cell.contentView.backgroundColor = UIColor(hue: hue, saturation: indexPath.section == 0 ? 0.55 : 0.35, brightness: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = indexPath.section == 0 ? 14 : 10
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            (view as? SectionTitle)?.label.text = indexPath.section == 0 ? "Featured" : "All Apps"
            return view
        }
    }

    @Test(arguments: [1, 2])
    func aRowOfCardsAndAGrid(scale: Int) throws {
        let display = HeadlessDisplay(pixelWidth: 390 * scale, pixelHeight: 480 * scale, scale: CGFloat(scale), clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: Self.layout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(SectionTitle.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "title")
        let source = Source()
        collection.dataSource = source
        window.addSubview(collection)
        runtime.stepUntilIdle()
        // The row is scrolled to its second card, as after a swipe.
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        // Group 1 starts at 16 + 304.5 + 10; at rest it sits at the leading inset.
        row.contentOffset.x = 304.5 + 10
        runtime.stepUntilIdle()
        expectMatchesReference(runtime.renderScreen()!, named: "compositional-cards-and-grid@\(scale)x", tolerance: 2)
    }
}
