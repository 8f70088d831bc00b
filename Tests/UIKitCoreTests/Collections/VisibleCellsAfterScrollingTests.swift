import HeadlessDisplay
import Testing
@testable import UIKitCore

/// A collection view has a cell for every item in view once `layoutIfNeeded()` returns
/// after its content offset changed or `scrollToItem(at:at:animated:)` ("layoutIfNeeded:
/// Lays out the subviews immediately, if layout updates are pending"); flow layout centres
/// shorter items in their line, as iOS's does.
@MainActor
@Suite(.serialized)
struct VisibleCellsAfterScrollingTests {
    private func flowLayout(_ direction: UICollectionView.ScrollDirection = .vertical) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.scrollDirection = direction
        return layout
    }

    /// Whether every item the layout places in view has a cell at its frame.
    private func everyItemInViewHasACell(_ collection: UICollectionView) -> Bool {
        let visible = CGRect(origin: collection.contentOffset, size: collection.bounds.size)
        let wanted = (collection.collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) }
        guard !wanted.isEmpty else { return false }
        return wanted.allSatisfy { attributes in
            collection.cellForItem(at: attributes.indexPath).map { close($0.frame, attributes.frame) } ?? false
        } && Set(collection.indexPathsForVisibleItems) == Set(wanted.map(\.indexPath))
    }

    /// Frames equal but for the rounding of the centre and bounds they are set through.
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    @Test func settingTheOffsetShowsTheCellsInViewAfterLayout() throws {
        let (runtime, collection) = try CollectionScene.make(layout: flowLayout(), source: CountingSource([500]))
        _ = runtime
        for y in [1500, 4000, 730, 0] as [CGFloat] {
            collection.contentOffset = CGPoint(x: 0, y: y)
            collection.layoutIfNeeded()
            #expect(everyItemInViewHasACell(collection), "at \(y)")
        }
        collection.setContentOffset(CGPoint(x: 0, y: 2222), animated: false)
        collection.layoutIfNeeded()
        #expect(everyItemInViewHasACell(collection))
        collection.bounds.origin = CGPoint(x: 0, y: 3333)
        collection.layoutIfNeeded()
        #expect(everyItemInViewHasACell(collection))
    }

    @Test func compositionalLayoutsShowTheCellsInViewAfterLayout() throws {
        let grid = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: CollectionScene.size(.fractionalWidth(0.25), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: CollectionScene.size(.fractionalWidth(1), .absolute(90)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        for layout in [grid, list] {
            let (runtime, collection) = try CollectionScene.make(layout: layout, source: CountingSource([120, 80]))
            _ = runtime
            for y in [2100, 600, 3000, 0] as [CGFloat] {
                collection.contentOffset = CGPoint(x: 0, y: y)
                collection.layoutIfNeeded()
                #expect(everyItemInViewHasACell(collection), "at \(y)")
            }
            let indexPath = IndexPath(item: 60, section: 1)
            collection.scrollToItem(at: indexPath, at: .bottom, animated: false)
            collection.layoutIfNeeded()
            #expect(collection.cellForItem(at: indexPath) != nil && everyItemInViewHasACell(collection))
        }
    }

    @Test func scrollingToAnItemShowsItAfterLayout() throws {
        for direction in [UICollectionView.ScrollDirection.vertical, .horizontal] {
            let (runtime, collection) = try CollectionScene.make(layout: flowLayout(direction), source: CountingSource([300]))
            _ = runtime
            let position: UICollectionView.ScrollPosition = direction == .vertical ? .centeredVertically : .centeredHorizontally
            for item in [250, 40, 299, 0] {
                let indexPath = IndexPath(item: item, section: 0)
                collection.scrollToItem(at: indexPath, at: position, animated: false)
                collection.layoutIfNeeded()
                #expect(collection.cellForItem(at: indexPath) != nil, "\(direction) item \(item)")
                #expect(everyItemInViewHasACell(collection), "\(direction) item \(item)")
            }
        }
    }

    // A collection view not yet laid out (made in viewDidLoad) scrolls to an item too.
    @Test func scrollingBeforeTheFirstLayoutWorks() throws {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        _ = runtime
        let source = CountingSource([300])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: flowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = source
        let indexPath = IndexPath(item: 200, section: 0)
        collection.scrollToItem(at: indexPath, at: .top, animated: false)
        collection.layoutIfNeeded()
        #expect(collection.contentOffset.y > 0)
        #expect(collection.cellForItem(at: indexPath) != nil && everyItemInViewHasACell(collection))
    }

    // Flow layout: items shorter than their line are centred in it (iOS's flow layout
    // centres each item on the line's middle across the scrolling direction).
    @Test func shorterItemsAreCentredInTheirLine() throws {
        final class Sizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 80, height: [40, 100, 60, 20][indexPath.item % 4])
            }
        }
        let layout = flowLayout()
        let (_, collection) = try CollectionScene.make(layout: layout, source: nil)
        let sizes = Sizes()
        collection.dataSource = sizes
        collection.delegate = sizes
        collection.reloadData()
        collection.layoutIfNeeded()
        let frames = (0..<8).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        let firstLine = frames.prefix(4)
        #expect(firstLine.allSatisfy { abs($0.midY - 50) < 0.001 }, "\(firstLine)")
        #expect(abs(frames[1].minY) < 0.001 && abs(frames[0].minY - 30) < 0.001 && abs(frames[3].minY - 40) < 0.001)
        #expect(abs(frames[4].minY - (100 + 10 + 30)) < 0.001, "the next line starts below the tallest item")
    }
}
