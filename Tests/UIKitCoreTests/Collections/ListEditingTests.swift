import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// List editing as UIKit documents it: `UICollectionView.isEditing` shows the list cells'
/// `.whenEditing` accessories and hides the `.whenNotEditing` ones; the delete, insert and
/// multiselect accessories sit at the leading edge (the content moves over), the reorder
/// grip at the trailing one; the delete control reveals the trailing swipe actions, the
/// insert control runs its handler; with `allowsMultipleSelectionDuringEditing` taps check
/// and uncheck rows, the circles following.
@Suite(.serialized)
@MainActor
struct ListEditingTests {
    @MainActor
    final class Scene {
        let runtime: VitrineRuntime
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var log: [String] = []

        init(accessories: @escaping (String) -> [UICellAccessory], scale: Int = 1, height: Int = 400) throws {
            let display = HeadlessDisplay(pixelWidth: 390 * scale, pixelHeight: height * scale, scale: CGFloat(scale), clock: .stepped)
            runtime = try VitrineRuntime(display: display)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            var performed: (String) -> Void = { _ in }
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    performed("delete \(indexPath.item)")
                    done(true)
                }])
            }
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            window.addSubview(collection)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = accessories(item)
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            performed = { [unowned self] in self.log.append($0) }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Espresso", "Latte", "Mocha", "Flat white"])
            dataSource.apply(snapshot, animatingDifferences: false)
            runtime.stepUntilIdle()
        }

        func cell(_ item: Int) -> UICollectionViewListCell? {
            collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
        }

        func center(_ item: Int) -> CGPoint {
            let cell = cell(item)!
            return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        }
    }

    private func shownImages(_ cell: UICollectionViewListCell) -> [UIImageView] {
        cell.subviews.compactMap { $0 as? UIImageView }.filter { $0.image != nil }
    }

    @Test func editingSwitchesAccessoriesAndPlacesThemByEdge() throws {
        let scene = try Scene { _ in [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing), .label(text: "2")] }
        let cell = try #require(scene.cell(1))
        // Not editing: the chevron and the label; the content from the leading edge.
        #expect(shownImages(cell).count == 1)
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.configurationState.isEditing)
        scene.collection.isEditing = true
        scene.runtime.stepUntilIdle()
        #expect(cell.configurationState.isEditing)
        let images = shownImages(cell)
        #expect(images.count == 2, "delete and grip; the chevron went")
        let delete = try #require(images.min { $0.frame.minX < $1.frame.minX })
        let grip = try #require(images.max { $0.frame.minX < $1.frame.minX })
        // The delete control centred 23 points in, the content after it; the grip at the
        // trailing edge, the label before it.
        #expect(abs(delete.frame.midX - 23) < 1)
        #expect(cell.contentView.frame.minX >= delete.frame.maxX)
        #expect(grip.frame.maxX > cell.bounds.width - 20)
        let label = try #require(cell.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.frame.maxX < grip.frame.minX)
        scene.collection.isEditing = false
        scene.runtime.stepUntilIdle()
        #expect(shownImages(cell).count == 1 && cell.contentView.frame.minX == 0)
    }

    @Test func theDeleteControlRevealsTheTrailingActions() throws {
        let scene = try Scene { _ in [.delete()] }
        scene.collection.isEditing = true
        scene.runtime.stepUntilIdle()
        let cell = try #require(scene.cell(2))
        let delete = try #require(shownImages(cell).first)
        scene.runtime.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        scene.runtime.stepUntilIdle()
        // Inset 20 points, slid left by the Delete button's width (its title and 30).
        #expect(cell.frame.minX < -50, "the row slid to show Delete: \(cell.frame)")
        #expect(scene.log.isEmpty)
        scene.runtime.tap(at: CGPoint(x: 360, y: scene.center(2).y))
        scene.runtime.stepUntilIdle()
        #expect(scene.log == ["delete 2"])
    }

    @Test func insertRunsItsHandlerAndHandlersReplaceDefaults() throws {
        var taps: [String] = []
        let scene = try Scene { item in
            [.insert(actionHandler: { taps.append("insert \(item)") }), .delete(displayed: .always, actionHandler: { taps.append("delete \(item)") })]
        }
        // Shown out of editing only for `.always`.
        let cell = try #require(scene.cell(0))
        #expect(shownImages(cell).count == 1)
        scene.collection.isEditing = true
        scene.runtime.stepUntilIdle()
        let images = shownImages(cell).sorted { $0.frame.minX < $1.frame.minX }
        #expect(images.count == 2)
        for image in images {
            scene.runtime.tap(at: image.convert(CGPoint(x: image.bounds.midX, y: image.bounds.midY), to: nil))
            scene.runtime.stepUntilIdle()
        }
        // From the leading edge: delete, then insert (Apple's order, whatever the array's).
        #expect(taps == ["delete Espresso", "insert Espresso"])
    }

    @Test func multiselectCirclesFollowTheSelection() throws {
        let scene = try Scene { _ in [.multiselect()] }
        final class Delegate: NSObject, UICollectionViewDelegate {
            var log: [String] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.item)") }
        }
        let delegate = Delegate()
        scene.collection.delegate = delegate
        scene.collection.allowsMultipleSelectionDuringEditing = true
        // Not editing: no circles, and taps select one item.
        #expect(scene.cell(0)?.subviews.contains { $0 is SelectionCircleView } == false)
        scene.collection.isEditing = true
        scene.runtime.stepUntilIdle()
        let circle = try #require(scene.cell(1)?.subviews.compactMap { $0 as? SelectionCircleView }.first)
        #expect(!circle.isSelected && abs(circle.frame.midX - 23) < 1)
        for item in [1, 3, 1] {
            scene.runtime.tap(at: scene.center(item))
            scene.runtime.stepFrames(1)
        }
        #expect(delegate.log == ["select 1", "select 3", "deselect 1"])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(!circle.isSelected)
        #expect(scene.cell(3)?.subviews.compactMap { $0 as? SelectionCircleView }.first?.isSelected == true)
        // Leaving editing clears the checks.
        scene.collection.isEditing = false
        #expect(scene.collection.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func theReorderGripMovesRowsThroughTheReorderingHandlers() throws {
        let scene = try Scene { _ in [.reorder()] }
        var log: [String] = []
        scene.dataSource.reorderingHandlers.canReorderItem = { $0 != "Mocha" }
        scene.dataSource.reorderingHandlers.willReorder = { log.append("will \($0.difference.count)") }
        scene.dataSource.reorderingHandlers.didReorder = { transaction in
            log.append("did " + transaction.finalSnapshot.itemIdentifiers.joined(separator: ","))
            log.append("section " + transaction.sectionTransactions.map { "\($0.sectionIdentifier): \($0.finalSnapshot.items.count)" }.joined())
        }
        scene.collection.isEditing = true
        scene.runtime.stepUntilIdle()
        let espresso = try #require(scene.cell(0))
        let grip = try #require(espresso.reorderGrip)
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        scene.runtime.touchDown(at: start)
        scene.runtime.stepFrames(1)
        for step in 1...12 {
            scene.runtime.touchMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 2 * 44 / 12 + 4))
            scene.runtime.stepFrames(1)
        }
        // Lifted and following the finger; the rows below moved up to make room.
        #expect(abs(espresso.frame.minY - (scene.collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame.minY + 4)) < 0.5)
        #expect(scene.cell(1)?.frame.minY == scene.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY)
        scene.runtime.touchUp()
        scene.runtime.stepUntilIdle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Latte", "Mocha", "Espresso", "Flat white"])
        #expect(log == ["will 2", "did Latte,Mocha,Espresso,Flat white", "section 0: 4"])
        #expect(scene.collection.contentOffset.y == 0, "the drag moved the row, not the list")
        // Mocha cannot move: a drag on its grip does not lift it.
        let mocha = try #require(scene.cell(1))
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Mocha")
        let mochaGrip = try #require(mocha.reorderGrip)
        let mochaStart = mochaGrip.convert(CGPoint(x: mochaGrip.bounds.midX, y: mochaGrip.bounds.midY), to: nil)
        scene.runtime.drag(from: mochaStart, by: CGPoint(x: 0, y: 60), steps: 8)
        scene.runtime.touchUp()
        scene.runtime.stepUntilIdle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Latte", "Mocha", "Espresso", "Flat white"])
    }

    /// A list in editing mode as iOS 17 draws it: red delete discs, grey grips, and a list
    /// with selection circles (two checked). Scale 2, tolerance 2 levels per channel.
    @Test func editingAccessoriesLookLikeIOS() throws {
        let scene = try Scene(accessories: { item in
            item == "Espresso" || item == "Latte" ? [.delete(), .reorder()] : [.multiselect()]
        }, scale: 2, height: 260)
        scene.collection.allowsMultipleSelectionDuringEditing = true
        scene.collection.isEditing = true
        scene.runtime.stepUntilIdle()
        scene.runtime.tap(at: scene.center(3))
        scene.runtime.stepUntilIdle()
        expectMatchesReference(scene.runtime.renderScreen()!, named: "list-editing@2x")
    }
}
