import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Editing rows as UIKit documents it, driven by real touches: in editing mode editable
/// rows show a delete control that reveals a Delete button which commits the deletion;
/// rows show reorder controls when the data source implements `moveRowAt` and dragging one
/// moves the row (the data source hears `moveRowAt(from:to:)`); swipe to delete out of
/// editing mode; the section index scrolls to its section; UITableViewController is the
/// table's data source and delegate through overridden methods.
@Suite(.serialized)
@MainActor
struct UITableViewEditingTests {
    /// The Xcode template's editing data source: canEditRowAt, commit, moveRowAt.
    final class EditableSource: NSObject, UITableViewDataSource {
        var rows = (0..<20).map { "Row \($0)" }
        var log: [String] = []
        var movable = true

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            if sourceIndexPath != destinationIndexPath { log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)") }
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    /// A data source with no editing methods at all.
    final class PlainSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    private func makeTable(_ source: any UITableViewDataSource) throws -> (VitrineRuntime, UITableView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 600, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        runtime.stepFrames(1)
        return (runtime, table)
    }

    private func drag(_ runtime: VitrineRuntime, from start: CGPoint, by offset: CGPoint, steps: Int = 12) {
        runtime.touchDown(at: start)
        runtime.stepFrames(1)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            runtime.touchMove(to: CGPoint(x: start.x + offset.x * t, y: start.y + offset.y * t))
            runtime.stepFrames(1)
        }
        runtime.stepFrames(4)
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    @Test func editingModeShowsDeleteAndReorderControlsAndTheContentMovesOver() throws {
        let source = EditableSource()
        let (runtime, table) = try makeTable(source)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row1.contentView.frame.minX == 0)
        table.setEditing(true, animated: true)
        runtime.stepUntilIdle()
        #expect(table.isEditing && row1.isEditing)
        #expect(row1.editingStyle == .delete)
        // Row 0 cannot be edited: no control, no indent; every row can be moved.
        #expect(row0.editingStyle == .none && row0.contentView.frame.minX == 0)
        #expect(row1.contentView.frame.minX == 38)
        #expect(row1.reorderControl?.frame.minX == 356)
        #expect(row1.contentView.frame.maxX == 356)
        table.setEditing(false, animated: false)
        runtime.stepFrames(1)
        #expect(row1.contentView.frame.minX == 0 && row1.contentView.frame.maxX == 400)
    }

    /// Editing mode as iOS 17 draws it: red delete controls, grey grips, content moved
    /// over; the Delete button of a row whose control was tapped; a section index. Scale 2,
    /// tolerance 2 levels per channel.
    @Test func editingModeLooksLikeIOS() throws {
        final class Letters: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["A", "B", "C"][section] }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = ["Anna", "Arthur", "Ava", "Ben", "Bella", "Bruno", "Carla", "Chen", "Cleo"][indexPath.section * 3 + indexPath.row]
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
        }
        let source = Letters()
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 780, pixelHeight: 700, scale: 2, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        runtime.tap(at: CGPoint(x: 23, y: 28 + 44 + 22))
        runtime.stepUntilIdle()
        expectMatchesReference(runtime.renderScreen()!, named: "table-editing")
    }

    @Test func theDeleteControlRevealsDeleteWhichCommits() throws {
        let source = EditableSource()
        let (runtime, table) = try makeTable(source)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        let row2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        // The red control is at the leading edge of row 2.
        runtime.tap(at: CGPoint(x: 23, y: 2 * 44 + 22))
        runtime.stepUntilIdle()
        #expect(row2.frame.minX < -60, "the row slid to show Delete")
        #expect(source.log.isEmpty)
        runtime.tap(at: CGPoint(x: 380, y: 2 * 44 + 22))
        runtime.stepUntilIdle()
        #expect(source.log == ["commit delete 2"])
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
    }

    @Test func draggingTheReorderControlMovesTheRow() throws {
        let source = EditableSource()
        let (runtime, table) = try makeTable(source)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // Row 1's grip, dragged down by three rows and a bit.
        drag(runtime, from: CGPoint(x: 378, y: 44 + 22), by: CGPoint(x: 0, y: 3 * 44 + 10))
        #expect(source.log == ["move 1 to 4"])
        #expect(source.rows.prefix(5) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1"])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === row1)
        #expect(row1.frame == table.rectForRow(at: IndexPath(row: 4, section: 0)))
        #expect(table.contentOffset.y == 0, "the drag moved the row, not the table")
        // A row that cannot move has no grip: the same drag scrolls.
        source.movable = false
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reorderControl?.alpha == 0)
    }

    @Test func swipeToDeleteWhenTheDataSourceEditsRows() throws {
        let source = EditableSource()
        let (runtime, table) = try makeTable(source)
        drag(runtime, from: CGPoint(x: 380, y: 3 * 44 + 22), by: CGPoint(x: -150, y: 0), steps: 10)
        let row3 = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(row3.frame.minX < -60)
        runtime.tap(at: CGPoint(x: 385, y: 3 * 44 + 22))
        runtime.stepUntilIdle()
        #expect(source.log == ["commit delete 3"])
        // Row 0 cannot be edited: no swipe.
        drag(runtime, from: CGPoint(x: 380, y: 22), by: CGPoint(x: -150, y: 0), steps: 10)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
    }

    @Test func aDataSourceWithoutEditingMethodsOffersNoSwipeAndNoGrips() throws {
        let source = PlainSource()
        let (runtime, table) = try makeTable(source)
        drag(runtime, from: CGPoint(x: 380, y: 3 * 44 + 22), by: CGPoint(x: -150, y: 0), steps: 10)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        // In editing mode rows still show delete controls (the default style), no grips.
        #expect(cell.editingStyle == .delete)
        #expect(cell.reorderControl?.alpha == 0)
    }

    @Test func theSectionIndexScrollsToItsSection() throws {
        final class Letters: NSObject, UITableViewDataSource {
            let letters = ["A", "B", "C", "D", "E", "F"]
            func numberOfSections(in tableView: UITableView) -> Int { letters.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
        }
        let source = Letters()
        let (runtime, table) = try makeTable(source)
        let index = try #require(table.sectionIndex)
        #expect(index.frame.width == 15 && index.frame.maxX == 400)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).width == 385)
        // The titles are 13 points apart around the middle of the 600-point table: D is the
        // fourth, just below the middle.
        runtime.tap(at: CGPoint(x: 392, y: 300 + 6))
        runtime.stepFrames(1)
        #expect(table.contentOffset.y == table.rect(forSection: 3).minY)
        // The index stays in view as the table scrolls.
        #expect(index.frame.minY == table.contentOffset.y)
    }

    @Test func aTableViewControllerIsItsTablesDataSourceAndDelegate() throws {
        final class Menu: UITableViewController {
            var selected: [Int] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Dish \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        }
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 600, clock: .stepped))
        let menu = Menu(style: .insetGrouped)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = menu
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        #expect(menu.tableView.style == .insetGrouped)
        #expect(menu.tableView.dataSource === menu && menu.tableView.delegate === menu)
        #expect(menu.tableView.visibleCells.count == 5)
        let row2 = menu.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        runtime.tap(at: menu.tableView.convert(CGPoint(x: row2.midX, y: row2.midY), to: window))
        runtime.stepFrames(1)
        #expect(menu.selected == [2])
        // The edit button item puts the table in editing mode.
        menu.setEditing(true, animated: false)
        #expect(menu.tableView.isEditing)
        // Selection is cleared when the view appears again.
        menu.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        menu.viewWillAppear(false)
        #expect(menu.tableView.indexPathsForSelectedRows == nil)
    }

    /// UICollectionViewController: its view is a collection view it serves, through
    /// overridden methods, with a flow layout answered by its own extension.
    @Test func aCollectionViewControllerServesItsCollectionView() throws {
        final class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            var selected: [Int] = []
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                cell.backgroundColor = .systemTeal
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath.item)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
        }
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 600, clock: .stepped))
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        grid.loadViewIfNeeded()
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = grid
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        #expect(grid.collectionView.visibleCells.count == 6)
        #expect(grid.collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 100, height: 100) })
        let second = try #require(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        runtime.tap(at: grid.collectionView.convert(CGPoint(x: second.frame.midX, y: second.frame.midY), to: window))
        runtime.stepFrames(1)
        #expect(grid.selected == [1])
        grid.viewWillAppear(false)
        #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}

/// A dragged row near the table's edge scrolls it (faster the nearer) and stays under the
/// finger from its first movement, and a row swiped in an inset grouped table stays inside
/// its rounded card.
@Suite(.serialized)
@MainActor
struct UITableViewEditingEdgeTests {
    private func makeTable(_ source: any UITableViewDataSource, style: UITableView.Style) throws -> (VitrineRuntime, UITableView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 600, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.dataSource = source
        window.addSubview(table)
        runtime.stepFrames(1)
        return (runtime, table)
    }

    /// Moves a finger from `start` to `end` in steps, then holds it there for `hold` frames.
    private func drag(_ runtime: VitrineRuntime, from start: CGPoint, to end: CGPoint, hold: Int) {
        runtime.touchDown(at: start)
        runtime.stepFrames(1)
        for step in 1...12 {
            let t = CGFloat(step) / 12
            runtime.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            runtime.stepFrames(1)
        }
        runtime.stepFrames(hold)
    }

    @Test func aRowHeldNearTheBottomScrollsTheTableAndLandsThere() throws {
        let source = UITableViewEditingTests.EditableSource()
        let (runtime, table) = try makeTable(source, style: .plain)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // Held in the middle: nothing scrolls.
        drag(runtime, from: CGPoint(x: 378, y: 66), to: CGPoint(x: 378, y: 300), hold: 10)
        #expect(table.contentOffset.y == 0)
        // Near the bottom edge the table scrolls down under the row, to its end.
        for step in 1...4 {
            runtime.touchMove(to: CGPoint(x: 378, y: 300 + 72 * CGFloat(step)))
            runtime.stepFrames(1)
        }
        runtime.stepFrames(5)
        let early = table.contentOffset.y
        #expect(early > 0 && early < 280)
        runtime.stepFrames(60)
        #expect(table.contentOffset.y == 280)
        // The row stays under the finger (held within the content) and stays alive though
        // its old place scrolled away.
        #expect(row1.superview === table)
        #expect(row1.frame.maxY == table.contentSize.height)
        // Lifted on a shadow while dragged.
        #expect(row1.layer.shadowOpacity == 0.25 && row1.layer.shadowRadius == 8)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(source.log == ["move 1 to 19"])
        #expect(row1.layer.shadowOpacity == 0, "put down, the shadow goes")
        #expect(source.rows.last == "Row 1")
        #expect(table.cellForRow(at: IndexPath(row: 19, section: 0))?.textLabel?.text == "Row 1")
    }

    @Test func aRowHeldNearTheTopScrollsBackUp() throws {
        let source = UITableViewEditingTests.EditableSource()
        let (runtime, table) = try makeTable(source, style: .plain)
        table.setEditing(true, animated: false)
        table.contentOffset = CGPoint(x: 0, y: 280)
        runtime.stepFrames(1)
        // The last row's grip (row 19 at 836...880, on screen at 556...600), dragged to the top.
        drag(runtime, from: CGPoint(x: 378, y: 578), to: CGPoint(x: 378, y: 10), hold: 80)
        #expect(table.contentOffset.y == 0)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(source.log == ["move 19 to 0"])
        #expect(source.rows.first == "Row 19")
    }

    @Test func theLiftedRowStaysUnderTheFingerFromItsFirstMovement() throws {
        let source = UITableViewEditingTests.EditableSource()
        let (runtime, table) = try makeTable(source, style: .plain)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        runtime.touchDown(at: CGPoint(x: 378, y: 66))
        runtime.stepFrames(1)
        for step in 1...8 {
            let moved = CGFloat(step) * 3
            runtime.touchMove(to: CGPoint(x: 378, y: 66 + moved))
            runtime.stepFrames(1)
            // Still until the pan begins (10 points), then as far as the finger went.
            #expect(abs(row1.frame.minY - (44 + (moved >= 10 ? moved : 0))) < 0.001, "step \(step)")
        }
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    @Test func aSwipedRowInAnInsetGroupedTableIsClippedToItsCard() throws {
        let source = UITableViewEditingTests.EditableSource()
        let (runtime, table) = try makeTable(source, style: .insetGrouped)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let rowRect = table.rectForRow(at: IndexPath(row: 1, section: 0))
        // Swiped open.
        runtime.touchDown(at: CGPoint(x: 360, y: rowRect.midY))
        runtime.stepFrames(1)
        for step in 1...10 {
            runtime.touchMove(to: CGPoint(x: 360 - 15 * CGFloat(step), y: rowRect.midY))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepUntilIdle()
        let clip = try #require(row1.superview)
        #expect(clip !== table)
        #expect(clip.clipsToBounds && clip.layer.cornerRadius == 10)
        // The clip is the section's card: inset 20 points, from the first row to the last.
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(clip.frame.minX == 20 && clip.frame.width == 360 && clip.frame.minY == first.minY)
        #expect(row1.frame.minX < -60, "\(row1.frame)")
        // The Delete button is inside the card: at its trailing edge, not past it.
        let pixels = runtime.renderScreen()!
        let red = pixels.pixel(x: 375, y: Int(rowRect.midY))
        #expect((red >> 16) & 0xFF > 200 && (red >> 8) & 0xFF < 100, "Delete's red at the card's edge")
        let outside = pixels.pixel(x: 385, y: Int(rowRect.midY))
        #expect((outside >> 8) & 0xFF > 200, "the grouped background past the card")
        // Closed, the row is back in the table in its place.
        runtime.tap(at: CGPoint(x: 100, y: 400))
        runtime.stepUntilIdle()
        #expect(row1.superview === table && row1.frame == rowRect)
        #expect(!table.subviews.contains { $0 === clip })
    }
}
