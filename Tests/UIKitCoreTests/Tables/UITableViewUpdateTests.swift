import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Batch updates as UIKit documents them ("Batch insertion, deletion, and reloading of rows
/// and sections"): deletions and reloads name index paths before the update, insertions
/// index paths after it; cells of rows that stay are kept (the data source is not asked
/// for them again) and slide to their new places over 0.3 s while inserted rows come in
/// and deleted rows go; `performBatchUpdates`' completion runs when the animation ends;
/// counts that do not add up are logged and the table reloads (Apple raises).
@Suite(.serialized)
@MainActor
struct UITableViewUpdateTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[String]]
        var asked: [IndexPath] = []
        var ended: [String] = []
        var reuses = 0
        var heights: [String: CGFloat] = [:]

        init(_ sections: [[String]]) {
            self.sections = sections
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = sections[indexPath.section][indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            ended.append(text(of: cell))
        }
    }

    final class CountingCell: UITableViewCell {
        nonisolated(unsafe) static var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            CountingCell.reuses += 1
        }
    }

    private static func text(of cell: UITableViewCell) -> String {
        (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
    }

    private func makeTable(_ source: Source, style: UITableView.Style = .plain) throws -> (VitrineRuntime, UITableView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 440, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        runtime.stepFrames(1)
        return (runtime, table)
    }

    private func cell(_ table: UITableView, _ text: String) -> UITableViewCell? {
        table.subviews.compactMap { $0 as? UITableViewCell }.first { Self.text(of: $0) == text }
    }

    @Test func anInsertedRowFadesInWhileTheRowsBelowSlideDown() throws {
        let source = Source([(0..<20).map { "Row \($0)" }])
        let (runtime, table) = try makeTable(source)
        let row3 = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        source.asked = []
        source.sections[0].insert("New", at: 2)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        // The data source is asked for the new row only; row 3 keeps its cell, now row 4.
        runtime.stepFrames(1)
        #expect(source.asked == [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === row3)
        #expect(row3.frame.minY == 176)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        // Part way: row 3 is between its old and new places, the new row half faded in.
        runtime.stepFrames(8)
        let moving = try #require(row3.layer.presentation()).frame.minY
        #expect(moving > 132 && moving < 176)
        let alpha = try #require(inserted.layer.presentation()).opacity
        #expect(alpha > 0.05 && alpha < 0.95)
        runtime.stepFrames(20)
        #expect(try #require(row3.layer.presentation()).frame.minY == 176)
        #expect(try #require(inserted.layer.presentation()).opacity == 1)
    }

    @Test func aDeletedRowGoesWhenTheAnimationEndsAndTheCompletionRunsThen() throws {
        let source = Source([(0..<20).map { "Row \($0)" }])
        let (runtime, table) = try makeTable(source)
        let deleted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var completed: Bool?
        table.performBatchUpdates({
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        }, completion: { completed = $0 })
        runtime.stepFrames(2)
        #expect(completed == nil)
        #expect(deleted.superview === table)
        #expect(source.ended.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)).map(Self.text) == "Row 2")
        runtime.stepFrames(25)
        #expect(completed == true)
        #expect(deleted.superview == nil)
        #expect(source.ended == ["Row 1"])
        // It slid out to the left, and went back for reuse.
        #expect(deleted.frame.minX == -400)
        #expect(table.dequeueReusableCell(withIdentifier: "row") === deleted)
    }

    @Test func sectionsAndMovesInOneBatch() throws {
        let source = Source([["A0", "A1", "A2"], ["B0", "B1"], ["C0"]])
        let (runtime, table) = try makeTable(source)
        let b1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        let a2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        source.asked = []
        table.performBatchUpdates {
            // Old section 1 goes; a new one comes first; A2 moves to the end of C.
            source.sections = [["N0"], ["A0", "A1"], ["C0", "A2"]]
            table.deleteSections([1], with: .fade)
            table.insertSections([0], with: .fade)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 2))
        }
        runtime.stepFrames(30)
        #expect(source.asked == [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) === a2)
        #expect(b1.superview == nil)
        #expect(table.visibleCells.map(Self.text) == ["N0", "A0", "A1", "C0", "A2"])
        #expect(a2.frame == table.rectForRow(at: IndexPath(row: 1, section: 2)))
    }

    @Test func countsThatDoNotAddUpAreRefusedAndTheTableReloads() throws {
        let source = Source([(0..<10).map { "Row \($0)" }])
        let (runtime, table) = try makeTable(source)
        let row5 = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
        source.sections[0] += ["X", "Y"]
        table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .automatic)
        // Refused: nothing animates, every visible cell is made anew from the data source.
        #expect(row5.superview == nil)
        runtime.stepFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 12)
        #expect(table.visibleCells.map(Self.text) == Array(source.sections[0].prefix(10)))
        // Index paths out of range are refused the same way.
        table.deleteRows(at: [IndexPath(row: 40, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 0, section: 7)], with: .automatic)
        runtime.stepFrames(1)
        #expect(table.visibleCells.map(Self.text) == Array(source.sections[0].prefix(10)))
    }

    @Test func reconfiguringKeepsTheCellWithoutPreparingItForReuse() throws {
        let source = Source([(0..<10).map { "Row \($0)" }])
        let (runtime, table) = try makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        let reusesBefore = CountingCell.reuses
        source.sections[0][4] = "Changed"
        table.reconfigureRows(at: [IndexPath(row: 4, section: 0)])
        runtime.stepFrames(1)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        #expect(Self.text(of: cell) == "Changed")
        #expect(CountingCell.reuses == reusesBefore)
        // A reload makes the cell anew: the old one goes, and its replacement was prepared.
        source.sections[0][4] = "Reloaded"
        table.reloadRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        runtime.stepFrames(30)
        let reloaded = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(reloaded !== cell)
        #expect(Self.text(of: reloaded) == "Reloaded")
    }

    @Test func selectionFollowsItsRowAndTheOffsetStays() throws {
        let source = Source([(0..<40).map { "Row \($0)" }])
        let (runtime, table) = try makeTable(source)
        table.contentOffset.y = 300
        table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
        runtime.stepFrames(1)
        source.sections[0].insert(contentsOf: ["a", "b"], at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .top)
        runtime.stepFrames(30)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 12, section: 0))
        #expect(table.contentOffset.y == 300)
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0))?.isSelected == true)
    }

    @Test func withoutAWindowOrAnimationsTheUpdateIsImmediate() throws {
        let source = Source([(0..<10).map { "Row \($0)" }])
        let (runtime, table) = try makeTable(source)
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        source.sections[0].remove(at: 0)
        UIView.performWithoutAnimation { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        #expect(row0.superview == nil)
        runtime.stepFrames(1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)).map(Self.text) == "Row 1")
        #expect(try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.layer.presentation()).frame.minY == 0)
    }

    /// A self-sizing table keeps the measured heights of the rows that stay: inserting a row
    /// at the top does not make the others fall back to the estimate.
    @Test func selfSizingRowsKeepTheirHeights() throws {
        let source = Source([(0..<30).map { $0.isMultiple(of: 2) ? "Row \($0)" : "Row \($0)\nsecond line\nthird line" }])
        let (runtime, table) = try makeTable(source)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 30
        runtime.stepFrames(1)
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(tall > 60)
        source.sections[0].insert("Top", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        runtime.stepFrames(30)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == tall)
    }

    /// A data source that hands out a cell already showing another row (or in another
    /// table) gets an empty cell in that row instead; both rows stay on screen.
    @Test func aCellShowingAnotherRowIsNotTakenTwice() throws {
        final class Sticky: NSObject, UITableViewDataSource {
            let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { shared }
        }
        let source = Sticky()
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 440, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        runtime.stepFrames(1)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.count == 3)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
        #expect(cells[0] === source.shared)
        #expect(cells.allSatisfy { $0.superview === table })
    }
}
