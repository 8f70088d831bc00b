import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`: called before each layout
/// pass of a section in view with its visible items and the scroll offset (an orthogonal
/// row's along the row); what it changes on the items shows on their views.
@Suite(.serialized)
@MainActor
struct VisibleItemsInvalidationTests {
    private typealias Scene = CollectionScene

    /// What the handler saw in one call.
    struct Call {
        var cells: [Int]
        var frames: [Int: CGRect]
        var offset: CGPoint
        var others: [String]
        var containerWidth: CGFloat
    }

    /// Section 0 a row of 150-point cards 10 apart inside 20-point insets that scrolls
    /// sideways, with a header; section 1 a grid. The row's handler scales each card by
    /// its distance from the row's visible centre and fades card 1.
    private func carousel(recording calls: @escaping @MainActor (Call) -> Void) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.absolute(150), .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 20)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Scene.size(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top)]
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let width = environment.container.contentSize.width
                    let cells = items.filter { $0.representedElementCategory == .cell }
                    calls(Call(cells: cells.map(\.indexPath.item),
                               frames: Dictionary(uniqueKeysWithValues: cells.map { ($0.indexPath.item, $0.frame) }),
                               offset: offset, others: items.filter { $0.representedElementCategory != .cell }.map(\.name),
                               containerWidth: width))
                    for item in cells {
                        let distance = abs(item.frame.midX - offset.x - width / 2)
                        let scale = max(1 - distance / 1000, 0.5)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                        if item.indexPath.item == 1 { item.alpha = 0.5 }
                    }
                }
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(0.25), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    private func scale(ofCardAt minX: CGFloat, offset: CGFloat) -> CGFloat {
        max(1 - abs(minX + 75 - offset - 200) / 1000, 0.5)
    }

    // The handler sees the row's visible cards (unscrolled frames) and its header, with the
    // row's offset; its scale and fade show on the cells, centred where the layout put them.
    @Test func theHandlerSeesTheVisibleItemsAndItsChangesShow() throws {
        var calls: [Call] = []
        let source = CountingSource([12, 40])
        let (runtime, collection) = try Scene.make(layout: carousel { calls.append($0) }, source: source)
        let first = try #require(calls.last)
        #expect(first.cells == [0, 1, 2])
        #expect(first.offset == .zero)
        #expect(first.frames[1] == CGRect(x: 180, y: 30, width: 150, height: 100))
        #expect(first.others == [UICollectionView.elementKindSectionHeader])
        #expect(first.containerWidth == 400)
        let card = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let expected = scale(ofCardAt: 20, offset: 0)
        #expect(abs(card.transform.a - expected) < 0.0001 && abs(card.transform.d - expected) < 0.0001)
        #expect(card.bounds.size == CGSize(width: 150, height: 100))
        #expect(card.center == CGPoint(x: 95, y: 50))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 1)
        // The grid below has no handler: its cells are as laid out.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.transform == .identity)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)

        // The row scrolls: the handler runs again with the row's offset and the cards now in view.
        let row = try #require(collection.subviews.compactMap { $0 as? OrthogonalScrollerView }.first)
        calls = []
        row.contentOffset = CGPoint(x: 200, y: 0)
        runtime.stepFrames(1)
        let scrolled = try #require(calls.last)
        #expect(scrolled.offset == CGPoint(x: 200, y: 0))
        #expect(scrolled.cells == [1, 2, 3])
        #expect(scrolled.frames[3] == CGRect(x: 500, y: 30, width: 150, height: 100))
        let third = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(abs(third.transform.a - scale(ofCardAt: 500, offset: 200)) < 0.0001)
        // Centred in the row's content, where the layout put it.
        #expect(third.center == CGPoint(x: 575, y: 50))
        #expect(third.superview === row)

        // The collection view scrolls: the handler runs with its vertical offset.
        calls = []
        collection.contentOffset.y = 40
        runtime.stepFrames(1)
        let down = try #require(calls.last)
        #expect(down.offset == CGPoint(x: 200, y: 40))
        #expect(down.cells == [1, 2, 3])
    }

    // A cell that scrolls back into view is given the handler's look afresh, and a card
    // whose transform the handler leaves alone shows untransformed.
    @Test func reusedCellsTakeTheLookOfTheirPass() throws {
        var calls = 0
        let source = CountingSource([12, 40])
        let (runtime, collection) = try Scene.make(layout: carousel { _ in calls += 1 }, source: source)
        #expect(calls > 0)
        let row = try #require(collection.subviews.compactMap { $0 as? OrthogonalScrollerView }.first)
        row.contentOffset = CGPoint(x: 1000, y: 0)
        runtime.stepFrames(1)
        row.contentOffset = .zero
        runtime.stepFrames(1)
        let card = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(card.alpha == 0.5)
        #expect(abs(card.transform.a - scale(ofCardAt: 180, offset: 0)) < 0.0001)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 1)
    }
}
