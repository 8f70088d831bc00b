import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// `allowsMultipleSelectionDuringEditing` as UIKit documents it: while editing, rows show
/// selection circles at the leading edge instead of delete controls, the content moves
/// over, taps check and uncheck rows (the delegate hears willSelect/didSelect or
/// willDeselect/didDeselect, nothing else is deselected), and `indexPathsForSelectedRows`
/// lists the checked rows.
@Suite(.serialized)
@MainActor
struct UITableViewMultipleSelectionEditingTests {
    final class Mail: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "m") ?? UITableViewCell(style: .default, reuseIdentifier: "m")
            cell.textLabel?.text = ["Invoice", "Delivery", "Lunch", "Rota", "Stock", "Till", "Keys", "Alarm"][indexPath.section * 4 + indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            log.append("canEdit")
            return true
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            log.append("editingStyle")
            return .delete
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.section).\(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.section).\(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.section).\(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.section).\(indexPath.row)")
        }
    }

    private func makeTable(_ source: Mail, style: UITableView.Style = .plain, scale: CGFloat = 1,
                           size: CGSize = CGSize(width: 400, height: 600)) throws -> (VitrineRuntime, UITableView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale),
                                                                  scale: scale, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.dataSource = source
        table.delegate = source
        table.allowsMultipleSelectionDuringEditing = true
        window.addSubview(table)
        runtime.stepFrames(1)
        return (runtime, table)
    }

    private func center(of indexPath: IndexPath, in table: UITableView) -> CGPoint {
        let rect = table.rectForRow(at: indexPath)
        return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
    }

    @Test func rowsShowSelectionCirclesInsteadOfDeleteControls() throws {
        let source = Mail()
        let (runtime, table) = try makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.selectionCircle == nil)
        table.setEditing(true, animated: true)
        runtime.stepUntilIdle()
        let circle = try #require(cell.selectionCircle)
        #expect(circle.alpha == 1 && !circle.isSelected)
        #expect(circle.frame == CGRect(x: 12, y: 11, width: 22, height: 22))
        #expect(cell.contentView.frame.minX == 38)
        // No delete control: the table does not even ask for editing styles.
        #expect(cell.editingStyle == .none)
        #expect(!source.log.contains("canEdit") && !source.log.contains("editingStyle"))
        #expect(cell.subviews.compactMap { $0 as? UIButton }.allSatisfy { $0.alpha == 0 })
        table.setEditing(false, animated: false)
        runtime.stepFrames(1)
        #expect(circle.alpha == 0 && cell.contentView.frame.minX == 0)
    }

    @Test func tapsCheckAndUncheckRowsInIOSOrder() throws {
        let source = Mail()
        let (runtime, table) = try makeTable(source)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        for indexPath in [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1)] {
            runtime.tap(at: center(of: indexPath, in: table))
            runtime.stepFrames(1)
        }
        #expect(source.log == ["willSelect 0.2", "didSelect 0.2", "willSelect 0.0", "didSelect 0.0", "willSelect 1.1", "didSelect 1.1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        let row2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(row2.isSelected && row2.selectionCircle?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.selectionCircle?.isSelected == false)
        // A second tap unchecks the row.
        source.log = []
        runtime.tap(at: center(of: IndexPath(row: 2, section: 0), in: table))
        runtime.stepFrames(1)
        #expect(source.log == ["willDeselect 0.2", "didDeselect 0.2"])
        #expect(!row2.isSelected && row2.selectionCircle?.isSelected == false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1)])
        // Nothing was committed: the circles are not delete controls.
        #expect(!source.log.contains("commit"))
        // Leaving editing mode clears the checks (the delegate is not told, as on iOS).
        source.log = []
        table.setEditing(false, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(source.log.isEmpty)
        // Out of editing, a tap selects one row as usual.
        runtime.tap(at: center(of: IndexPath(row: 1, section: 0), in: table))
        runtime.tap(at: center(of: IndexPath(row: 3, section: 0), in: table))
        runtime.stepFrames(1)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func selectRowInCodeKeepsTheOthersWhileEditingAndLogsBadRows() throws {
        let source = Mail()
        let (runtime, table) = try makeTable(source)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 3, section: 1), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 9, section: 4), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 1)])
        #expect(source.log.isEmpty, "selectRow does not tell the delegate")
        // Rows that scroll into view show their check.
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 1))?.selectionCircle?.isSelected == true)
    }

    /// The editing circles as iOS 17 draws them, at scale 2: grey rings, and blue discs
    /// with white checkmarks on the checked rows (grey behind them), in an inset grouped
    /// table. Tolerance 2 levels per channel.
    @Test func editingCirclesLookLikeIOS() throws {
        let source = Mail()
        let (runtime, table) = try makeTable(source, style: .insetGrouped, scale: 2, size: CGSize(width: 390, height: 420))
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        runtime.tap(at: center(of: IndexPath(row: 1, section: 0), in: table))
        runtime.tap(at: center(of: IndexPath(row: 2, section: 0), in: table))
        runtime.tap(at: center(of: IndexPath(row: 0, section: 1), in: table))
        runtime.stepUntilIdle()
        #expect(table.indexPathsForSelectedRows?.count == 3)
        expectMatchesReference(runtime.renderScreen()!, named: "table-editing-multiple-selection")
    }
}
