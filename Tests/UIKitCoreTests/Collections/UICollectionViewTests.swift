import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UICollectionView with UICollectionViewFlowLayout: rows that wrap and spread as UIKit
/// spreads them, only visible items asked for and cells reused, selection by a tap, cell
/// registrations and a diffable data source; a photo-like grid screenshot (scale 2,
/// tolerance 2 levels per channel).
@Suite(.serialized)
@MainActor
struct UICollectionViewTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var count: Int
        var asked = 0
        var selected: [IndexPath] = []
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            let hue = CGFloat(indexPath.item % 12) / 12
            cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.5, brightness: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = 8
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    private func makeGrid(_ source: Source, scale: Int = 1) throws -> (VitrineRuntime, UICollectionView) {
        let display = HeadlessDisplay(pixelWidth: 400 * scale, pixelHeight: 300 * scale, scale: CGFloat(scale), clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        runtime.stepFrames(1)
        return (runtime, grid)
    }

    @Test func aFlowLayoutWrapsAndSpreadsRowsAndReusesCells() throws {
        let source = Source(count: 1000)
        let (runtime, grid) = try makeGrid(source)
        // 360 points between the insets: three 100-point items, spread 30 apart.
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 280)
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 20, y: 130, width: 100, height: 100))
        // 334 rows of 110 points, less the last spacing, and the insets.
        let height: CGFloat = 20 + 334 * 110 - 10 + 20
        #expect(grid.contentSize.height == height, "\(grid.contentSize.height - height)")
        #expect(grid.indexPathForItem(at: CGPoint(x: 160, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 135, y: 150)) == nil)
        #expect(grid.visibleCells.count == 9)
        for step in 1...60 {
            grid.contentOffset.y = CGFloat(step) * 40
            runtime.stepFrames(1)
        }
        #expect(grid.visibleCells.count <= 12)
        #expect(source.asked < 100)
        grid.scrollToItem(at: IndexPath(item: 999, section: 0), at: .bottom, animated: false)
        runtime.stepFrames(1)
        #expect(grid.indexPathsForVisibleItems.contains(IndexPath(item: 999, section: 0)))
    }

    @Test func aTapSelectsAnItem() throws {
        let source = Source(count: 20)
        let (runtime, grid) = try makeGrid(source)
        runtime.tap(at: CGPoint(x: 200, y: 70))
        runtime.stepFrames(2)
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    }

    @Test func registrationsAndADiffableDataSource() throws {
        enum Section: Hashable, Sendable { case main }
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 44)
        layout.minimumLineSpacing = 0
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Espresso", "Tea", "Bagel"])
        dataSource.apply(snapshot)
        runtime.stepFrames(1)
        #expect(list.numberOfItems(inSection: 0) == 3)
        #expect(list.visibleCells.count == 3)
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView.subviews.first is UIListContentView)
        #expect(dataSource.indexPath(for: "Tea") == IndexPath(item: 1, section: 0))
    }

    @Test func aPhotoLikeGrid() throws {
        let source = Source(count: 40)
        let (runtime, _) = try makeGrid(source, scale: 2)
        runtime.stepUntilIdle()
        expectMatchesReference(runtime.renderScreen()!, named: "collection-grid")
    }
}
