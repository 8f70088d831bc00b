import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Animated item updates: in `performBatchUpdates`, items that stay glide from their old
/// place to their new one, inserted items fade in and deleted items fade out (then their
/// cells are reused); a diffable data source's `apply(_:animatingDifferences: true)` animates
/// the same way, keeping each staying item's cell.
@Suite(.serialized)
@MainActor
struct CollectionUpdateTests {
    final class NamedCell: UICollectionViewCell {
        var name: String?
    }

    /// A data source of named items whose cells remember their item.
    final class NamedSource: NSObject, UICollectionViewDataSource {
        var items: [String]
        init(_ items: [String]) { self.items = items }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            (cell as? NamedCell)?.name = items[indexPath.item]
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
    }

    private func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: CollectionScene.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: CollectionScene.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func label(_ collection: UICollectionView, _ item: Int) -> String? {
        (collection.cellForItem(at: IndexPath(item: item, section: 0)) as? NamedCell)?.name
    }

    @Test func batchUpdatesGlideFadeAndReuse() throws {
        let (runtime, collection) = try CollectionScene.make(layout: gridLayout(), source: nil)
        let source = NamedSource(["A", "B", "C", "D", "E", "F"])
        collection.register(NamedCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = source
        runtime.stepFrames(1)
        let cellB = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let cellA = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let cellF = try #require(collection.cellForItem(at: IndexPath(item: 5, section: 0)))
        var finished: [Bool] = []
        // Delete A, insert X at the front, move F to index 1.
        collection.performBatchUpdates({
            source.items = ["X", "F", "B", "C", "D", "E"]
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            collection.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 0))
        }, completion: { finished.append($0) })
        // The cells that stay are the same cells, at their new index paths.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellF)
        #expect(label(collection, 0) == "X")
        #expect(cellB.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        // Halfway: B glides from x 100 to 200, X fades in, A fades out.
        runtime.stepFrames(9)
        let x = try #require(cellB.layer.presentation()?.position.x)
        #expect(x > 160 && x < 240, "\(x)")
        let inserted = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let alpha = try #require(inserted.layer.presentation()?.opacity)
        #expect(alpha > 0.1 && alpha < 0.9, "\(alpha)")
        #expect(cellA.superview === collection)
        #expect(finished.isEmpty)
        runtime.stepUntilIdle()
        #expect(finished == [true])
        #expect(cellA.superview == nil)
        #expect(cellF.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(collection.indexPathsForVisibleItems.count == 6)
        // A's cell is reused for the next new item.
        collection.performBatchUpdates({
            source.items.append("G")
            collection.insertItems(at: [IndexPath(item: 6, section: 0)])
        })
        #expect(collection.cellForItem(at: IndexPath(item: 6, section: 0)) === cellA)
        #expect(label(collection, 6) == "G")
        runtime.stepUntilIdle()
        #expect(cellA.alpha == 1)
    }

    // Apple raises when the counts do not add up; Vitrine logs and shows the new state.
    @Test func updatesThatDoNotMatchTheCountsReload() throws {
        let (runtime, collection) = try CollectionScene.make(layout: gridLayout(), source: nil)
        let source = NamedSource(["A", "B"])
        collection.register(NamedCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = source
        runtime.stepFrames(1)
        source.items = ["A", "B", "C"]
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(label(collection, 2) == "C")
    }

    @Test func anAnimatedDiffableApplyKeepsTheCellsOfItemsThatStay() throws {
        enum Section: Hashable, Sendable { case main }
        let (runtime, collection) = try CollectionScene.make(layout: gridLayout(), source: nil)
        let registration = UICollectionView.CellRegistration<NamedCell, String> { cell, _, item in
            cell.name = item
        }
        var made = 0
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { view, indexPath, item in
            made += 1
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["A", "B", "C", "D"])
        dataSource.apply(snapshot, animatingDifferences: false)
        runtime.stepFrames(1)
        let cellC = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(made == 4)
        var done = false
        snapshot.deleteItems(["A"])
        snapshot.moveItem("D", beforeItem: "B")
        snapshot.appendItems(["E"])
        dataSource.apply(snapshot, animatingDifferences: true) { done = true }
        // D B C E: C's cell moved to index 2 (from 2: stays); only E's cell is new.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellC)
        #expect(label(collection, 0) == "D" && label(collection, 1) == "B" && label(collection, 3) == "E")
        #expect(made == 5)
        runtime.stepFrames(5)
        let d = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let x = try #require(d.layer.presentation()?.position.x)
        #expect(x > 50 && x < 350, "\(x)")
        #expect(!done)
        runtime.stepUntilIdle()
        #expect(done)
        #expect(d.frame.minX == 0)
    }

    // Section changes animate too: the sections that stay glide with their headers (the
    // same views, now under their new index), a deleted section's views leave, an inserted
    // one's come in.
    @Test func sectionInsertionsAndDeletionsAnimate() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = CountingSource([3, 2, 2])
        let (runtime, collection) = try CollectionScene.make(layout: layout, source: source)
        let header = UICollectionView.elementKindSectionHeader
        let headerB = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TitleView)
        let cellB = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        let cellA = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(headerB.frame.minY == 80)
        collection.performBatchUpdates({
            source.counts = [2, 2, 4]
            collection.deleteSections([0])
            collection.insertSections([2])
        })
        // B is section 0 now: its header and cells are the same views, at their new places.
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) === headerB)
        #expect(headerB.label.text == "Header 1" && headerB.frame.minY == 0)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellB)
        #expect(collection.numberOfSections == 3 && collection.numberOfItems(inSection: 2) == 4)
        runtime.stepFrames(9)
        let y = try #require(headerB.layer.presentation()?.position.y)
        #expect(y > 15 && y < 95, "\(y)")
        #expect(cellA.superview === collection)
        let comingIn = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)))
        let opacity = try #require(comingIn.layer.presentation()?.opacity)
        #expect(opacity > 0.1 && opacity < 0.9, "\(opacity)")
        runtime.stepUntilIdle()
        #expect(cellA.superview == nil)
        let inserted = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) as? TitleView)
        #expect(inserted.label.text == "Header 2" && inserted.alpha == 1)
    }
}
