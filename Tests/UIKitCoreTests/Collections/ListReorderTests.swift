import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Reordering list rows by their `.reorder()` grips, driven by real touches: a row held
/// near the list's top or bottom edge scrolls the list under it (faster the nearer the
/// edge) and lands where it was let go; a row dragged into another section makes room
/// there and moves across sections through the diffable data source's reordering
/// handlers; in an outline a row moves among its siblings with its children, and the
/// section snapshot stays an outline; the lifted row stays under the finger from its
/// first movement.
@Suite(.serialized)
@MainActor
struct ListReorderTests {
    @MainActor
    final class Scene {
        let runtime: VitrineRuntime
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var log: [String] = []

        /// An inset grouped list of `sections` (with "Section n" headers when `headers`),
        /// every row with a reorder grip (and an outline disclosure when it has children in
        /// `outline`), in editing mode.
        init(sections: [[String]], outline: NSDiffableDataSourceSectionSnapshot<String>? = nil, headers: Bool = false,
             height: Int = 400) throws {
            let display = HeadlessDisplay(pixelWidth: 390, pixelHeight: height, clock: .stepped)
            runtime = try VitrineRuntime(display: display)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            if headers { configuration.headerMode = .supplementary }
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collection)
            let parents = Set(outline.map { snapshot in snapshot.items.compactMap { snapshot.parent(of: $0) } } ?? [])
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = parents.contains(item) ? [.outlineDisclosure(), .reorder()] : [.reorder()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = "Section \(indexPath.section)"
                header.contentConfiguration = content
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            for (index, items) in sections.enumerated() {
                snapshot.appendSections([index])
                snapshot.appendItems(items, toSection: index)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            if let outline { dataSource.apply(outline, to: 0, animatingDifferences: false) }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
                self.log.append("will \(transaction.difference.count), shown " + self.dataSource.snapshot().itemIdentifiers.joined(separator: ","))
            }
            dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
                self.log.append("did, shown " + self.dataSource.snapshot().itemIdentifiers.joined(separator: ","))
            }
            collection.isEditing = true
            runtime.stepUntilIdle()
        }

        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) }
        }

        func frame(_ indexPath: IndexPath) -> CGRect {
            collection.layoutAttributesForItem(at: indexPath)?.frame ?? .null
        }

        /// The middle of `item`'s grip, in the window.
        func grip(_ item: String) throws -> CGPoint {
            let grip = try #require((cell(item) as? UICollectionViewListCell)?.reorderGrip)
            return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        }

        /// A finger on `item`'s grip, moved straight to `y` (window points) in 12 steps a
        /// frame apart; it stays down.
        func drag(_ item: String, toY y: CGFloat) throws {
            let start = try grip(item)
            runtime.touchDown(at: start)
            runtime.stepFrames(1)
            for step in 1...12 {
                runtime.touchMove(to: CGPoint(x: start.x, y: start.y + (y - start.y) * CGFloat(step) / 12))
                runtime.stepFrames(1)
            }
        }

        func release() {
            runtime.touchUp()
            runtime.stepUntilIdle()
        }

        func items(_ section: Int) -> [String] { dataSource.snapshot().itemIdentifiers(inSection: section) }
    }

    private static let rows = (0..<30).map { "Row \($0)" }

    @Test func aRowHeldNearTheBottomScrollsTheListAndLandsThere() throws {
        let scene = try Scene(sections: [Self.rows])
        let row2 = try #require(scene.cell("Row 2"))
        // Held in the middle: nothing scrolls.
        try scene.drag("Row 2", toY: 200)
        scene.runtime.stepFrames(10)
        #expect(scene.collection.contentOffset.y == 0)
        // 10 points from the bottom edge: the list scrolls down under the row, never
        // faster than 800 points a second, the row staying under the finger.
        let fingerInRow = 200 - (row2.frame.minY - scene.collection.contentOffset.y)
        scene.runtime.touchMove(to: CGPoint(x: try scene.grip("Row 2").x, y: 390))
        var offsets: [CGFloat] = []
        for _ in 0..<20 {
            scene.runtime.stepFrames(1)
            offsets.append(scene.collection.contentOffset.y)
            #expect(abs(row2.frame.minY - scene.collection.contentOffset.y + fingerInRow - 390) < 0.5, "under the finger")
        }
        // From the second frame on (the first finds the row in the zone).
        let steps = zip(offsets.dropFirst(2), offsets.dropFirst()).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 0 && $0 <= 800.0 / 60 + 0.5 }, "\(steps)")
        #expect(offsets.last! > 150)
        // Still alive though its old place scrolled away, and lifted on a shadow.
        #expect(row2.superview === scene.collection && scene.collection.cellForItem(at: IndexPath(item: 2, section: 0)) === row2)
        #expect(row2.layer.shadowOpacity == 0.25 && row2.layer.shadowRadius == 8)
        // The rows between its place and where it is moved up to make room.
        let landing = try #require(scene.collection.indexPathForItem(at: CGPoint(x: row2.frame.midX, y: row2.frame.midY)))
        #expect(landing.item > 8)
        let passed = try #require(scene.collection.cellForItem(at: IndexPath(item: landing.item, section: 0)))
        #expect(passed.frame.minY == scene.frame(IndexPath(item: landing.item - 1, section: 0)).minY)
        scene.release()
        var expected = Self.rows
        expected.insert(expected.remove(at: 2), at: landing.item)
        #expect(scene.items(0) == expected)
        #expect(scene.log.count == 2 && scene.log.first?.hasPrefix("will 2, shown Row 0,Row 1,Row 2,") == true)
        #expect(row2.layer.shadowOpacity == 0, "put down, the shadow goes")
    }

    @Test func aRowHeldNearTheTopScrollsBackToTheTop() throws {
        let scene = try Scene(sections: [Self.rows])
        scene.collection.contentOffset = CGPoint(x: 0, y: 600)
        scene.runtime.stepUntilIdle()
        let shown = try #require(scene.collection.indexPathsForVisibleItems.dropFirst(2).first)
        let item = try #require(scene.dataSource.itemIdentifier(for: shown))
        try scene.drag(item, toY: 5)
        scene.runtime.stepFrames(90)
        // At the top and no further.
        #expect(scene.collection.contentOffset.y == 0)
        scene.runtime.stepFrames(5)
        #expect(scene.collection.contentOffset.y == 0)
        scene.release()
        #expect(scene.items(0).first == item)
    }

    @Test func aRowDraggedIntoAnotherSectionMovesThereThroughTheHandlers() throws {
        let scene = try Scene(sections: [["A", "B", "C"], ["D", "E", "F"]], headers: true, height: 500)
        var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []
        let logging = scene.dataSource.reorderingHandlers.didReorder
        scene.dataSource.reorderingHandlers.didReorder = { transactions.append($0); logging?($0) }
        let b = try #require(scene.cell("B")), e = try #require(scene.cell("E")), d = try #require(scene.cell("D"))
        let c = try #require(scene.cell("C"))
        let header = try #require(scene.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 1)))
        let headerFrame = header.frame
        let (cFrame, dFrame, eFrame) = (scene.frame(IndexPath(item: 2, section: 0)), scene.frame(IndexPath(item: 0, section: 1)),
                                        scene.frame(IndexPath(item: 1, section: 1)))
        let height = b.frame.height
        // B's middle over D's lower half, nearest the gap between D and E: C, the second
        // section's header and D move up by B's height (the first section closes up, the
        // second opens between D and E); E and F stay.
        let grip = try scene.grip("B")
        try scene.drag("B", toY: grip.y + (eFrame.minY - 10 - b.frame.midY))
        scene.runtime.stepFrames(15)
        #expect(c.frame.minY == cFrame.minY - height && d.frame.minY == dFrame.minY - height)
        #expect(header.frame.minY == headerFrame.minY - height)
        #expect(e.frame == eFrame)
        #expect(b.layer.shadowOpacity == 0.25 && b.layer.shadowPath != nil, "lifted on a shadow the row's shape")
        scene.release()
        #expect(scene.items(0) == ["A", "C"] && scene.items(1) == ["D", "B", "E", "F"])
        #expect(scene.log == ["will 2, shown A,B,C,D,E,F", "did, shown A,C,D,B,E,F"])
        let transaction = try #require(transactions.first)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["A", "B", "C", "D", "E", "F"])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 1) == ["D", "B", "E", "F"])
        #expect(["A", "B", "C", "D", "E", "F"].applying(transaction.difference) == transaction.finalSnapshot.itemIdentifiers)
        // One section transaction per section that changed, each a difference of its own.
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0, 1])
        for change in transaction.sectionTransactions {
            #expect(change.initialSnapshot.items.applying(change.difference) == change.finalSnapshot.items)
            #expect(change.finalSnapshot.items == transaction.finalSnapshot.itemIdentifiers(inSection: change.sectionIdentifier))
        }
        // B lands in its new place; the cells and headers are where the layout puts them.
        #expect(scene.cell("B") === b && b.frame == scene.frame(IndexPath(item: 1, section: 1)))
        #expect(header.frame == scene.collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame)
        #expect(b.layer.shadowOpacity == 0 && b.layer.shadowPath == nil)
        // F dragged up to just below C: after the last row of the first section.
        let lastFrame = scene.frame(IndexPath(item: 1, section: 0))
        let f = try #require(scene.cell("F"))
        try scene.drag("F", toY: try scene.grip("F").y + (lastFrame.maxY + 8 - f.frame.midY))
        scene.runtime.stepFrames(15)
        scene.release()
        #expect(scene.items(0) == ["A", "C", "F"] && scene.items(1) == ["D", "B", "E"])
        #expect(transactions.count == 2 && transactions.last?.sectionTransactions.map(\.sectionIdentifier) == [0, 1])
    }

    /// Drinks (expanded): Tea (expanded: Green, Black), Coffee, Juice; Food: Soup; Desserts.
    private static func menu() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Drinks", "Food", "Desserts"])
        outline.append(["Tea", "Coffee", "Juice"], to: "Drinks")
        outline.append(["Green", "Black"], to: "Tea")
        outline.append(["Soup"], to: "Food")
        outline.expand(["Drinks", "Tea"])
        return outline
    }

    @Test func reorderingInAnOutlineKeepsItsLevelsAndMovesChildrenAlong() throws {
        let scene = try Scene(sections: [[]], outline: Self.menu(), height: 500)
        var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []
        scene.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        #expect(scene.items(0) == ["Drinks", "Tea", "Green", "Black", "Coffee", "Juice", "Food", "Desserts"])
        // Juice over Tea's row: it goes before Tea, still a child of Drinks.
        let juice = try #require(scene.cell("Juice")), teaFrame = scene.frame(IndexPath(item: 1, section: 0))
        try scene.drag("Juice", toY: try scene.grip("Juice").y + (teaFrame.midY - juice.frame.midY))
        scene.runtime.stepFrames(15)
        scene.release()
        var outline = scene.dataSource.snapshot(for: 0)
        #expect(scene.items(0) == ["Drinks", "Juice", "Tea", "Green", "Black", "Coffee", "Food", "Desserts"])
        #expect(outline.parent(of: "Juice") == "Drinks" && outline.level(of: "Juice") == 1)
        #expect((scene.cell("Juice") as? UICollectionViewListCell)?.indentationLevel == 1)
        // Coffee over Green (in Tea's branch): it goes before Tea, not among Tea's children.
        let coffee = try #require(scene.cell("Coffee")), greenFrame = scene.frame(IndexPath(item: 3, section: 0))
        try scene.drag("Coffee", toY: try scene.grip("Coffee").y + (greenFrame.midY - coffee.frame.midY))
        scene.runtime.stepFrames(15)
        scene.release()
        outline = scene.dataSource.snapshot(for: 0)
        #expect(scene.items(0) == ["Drinks", "Juice", "Coffee", "Tea", "Green", "Black", "Food", "Desserts"])
        #expect(outline.parent(of: "Coffee") == "Drinks" && outline.parent(of: "Green") == "Tea")
        // Drinks, a parent, dragged down by a row: it carries its five visible children,
        // Food moves up above them, and it lands after Food with its children, still expanded.
        let drinks = try #require(scene.cell("Drinks")), juiceCell = try #require(scene.cell("Juice"))
        let food = try #require(scene.cell("Food")), foodFrame = scene.frame(IndexPath(item: 6, section: 0))
        let rowHeight = drinks.frame.height
        try scene.drag("Drinks", toY: try scene.grip("Drinks").y + rowHeight)
        scene.runtime.stepFrames(15)
        #expect(abs(juiceCell.frame.minY - drinks.frame.minY - rowHeight) < 0.001, "the child moves with its parent")
        #expect(food.frame.minY == foodFrame.minY - 6 * rowHeight)
        scene.release()
        outline = scene.dataSource.snapshot(for: 0)
        #expect(outline.rootItems == ["Food", "Drinks", "Desserts"])
        #expect(outline.items == ["Food", "Soup", "Drinks", "Juice", "Coffee", "Tea", "Green", "Black", "Desserts"])
        #expect(outline.isExpanded("Drinks") && outline.isExpanded("Tea") && !outline.isExpanded("Food"))
        #expect(outline.level(of: "Green") == 2)
        #expect(scene.items(0) == ["Food", "Drinks", "Juice", "Coffee", "Tea", "Green", "Black", "Desserts"])
        // The transactions carry the outlines before and after.
        #expect(transactions.count == 3)
        let last = try #require(transactions.last?.sectionTransactions.first)
        #expect(last.initialSnapshot.rootItems == ["Drinks", "Food", "Desserts"])
        #expect(last.finalSnapshot.items == outline.items && last.finalSnapshot.parent(of: "Tea") == "Drinks")
        #expect(last.initialSnapshot.items.applying(last.difference) == last.finalSnapshot.items)
    }

    @Test func anOutlineRowDoesNotLeaveItsSection() throws {
        let scene = try Scene(sections: [[], ["X", "Y"]], outline: Self.menu(), height: 600)
        // Desserts dragged down into the second section stays in the outline.
        let desserts = try #require(scene.cell("Desserts"))
        let yFrame = scene.frame(IndexPath(item: 1, section: 1))
        try scene.drag("Desserts", toY: try scene.grip("Desserts").y + (yFrame.minY + 5 - desserts.frame.midY))
        scene.runtime.stepFrames(15)
        scene.release()
        #expect(scene.items(1) == ["X", "Y"])
        #expect(scene.dataSource.snapshot(for: 0).rootItems == ["Drinks", "Food", "Desserts"])
        #expect(scene.log.isEmpty, "no move, no handlers")
    }

    @Test func theLiftedRowStaysUnderTheFingerFromItsFirstMovement() throws {
        let scene = try Scene(sections: [["A", "B", "C", "D"]])
        let b = try #require(scene.cell("B"))
        let top = b.frame.minY
        let start = try scene.grip("B")
        scene.runtime.touchDown(at: start)
        scene.runtime.stepFrames(1)
        for step in 1...8 {
            let y = start.y + CGFloat(step) * 3
            scene.runtime.touchMove(to: CGPoint(x: start.x, y: y))
            scene.runtime.stepFrames(1)
            // Before the pan begins (10 points) the row has not moved; after, it moved as far as the finger.
            #expect(abs(b.frame.minY - (y - start.y >= 10 ? top + (y - start.y) : top)) < 0.001, "step \(step)")
        }
        scene.release()
    }
}
