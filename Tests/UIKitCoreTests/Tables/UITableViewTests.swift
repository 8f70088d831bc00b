import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UITableView as iOS documents it: the data source is asked for the visible rows only and
/// cells are reused (prepareForReuse before they come back); geometry queries; selection
/// with iOS's delegate order from real taps, none from a drag; bad data sources logged.
/// Screenshots: a plain table with headers and an inset grouped table with the classic
/// cell styles and accessories, at scale 2 (tolerance: 2 levels per channel).
@Suite(.serialized)
@MainActor
struct UITableViewTests {
    class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [(title: String?, rows: [String])]
        var asked: [IndexPath] = []
        var made = 0
        var log: [String] = []
        var style: UITableViewCell.CellStyle = .default

        init(sections: [(title: String?, rows: [String])]) {
            self.sections = sections
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
                made += 1
                return ReuseCountingCell(style: style, reuseIdentifier: "row")
            }()
            cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
        var headerView: ((UITableView, Int) -> UIView?)?
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            headerView?(tableView, section)
        }
        var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration? {
            trailingActions?(indexPath)
        }
    }

    final class ReuseCountingCell: UITableViewCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    private func makeTable(_ source: Source, style: UITableView.Style = .plain, width: Int = 400, height: Int = 300,
                           scale: Int = 1) throws -> (VitrineRuntime, UITableView) {
        let display = HeadlessDisplay(pixelWidth: width * scale, pixelHeight: height * scale, scale: CGFloat(scale), clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        runtime.stepFrames(1)
        return (runtime, table)
    }

    private func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    // Apple: "For performance reasons, a table view's data source should generally reuse
    // UITableViewCell objects"; only the visible rows are asked for.
    @Test func onlyVisibleRowsAreAskedForAndCellsAreReused() throws {
        let source = Source(sections: [(nil, rows(10_000))])
        let (runtime, table) = try makeTable(source)
        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(table.contentSize.height == 440_000)
        // 300 points of 44-point rows: 7 rows.
        #expect(source.asked.count == 7)
        #expect(table.visibleCells.count == 7)
        table.scrollToRow(at: IndexPath(row: 5000, section: 0), at: .top, animated: false)
        runtime.stepFrames(1)
        #expect(table.contentOffset.y == 220_000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5000, section: 0))
        #expect(table.visibleCells.first?.textLabel?.text == "Row 5000")
        for step in 1...40 {
            table.contentOffset.y = 220_000 + CGFloat(step) * 20
            runtime.stepFrames(1)
        }
        #expect(source.made <= 9)
        #expect(table.visibleCells.compactMap { $0 as? ReuseCountingCell }.allSatisfy { $0.reuses > 0 })
        #expect(source.asked.count < 60)
    }

    /// indentationLevel × indentationWidth moves a cell's classic content in; the width is 10
    /// by default (https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth).
    @Test func indentationMovesTheClassicContentIn() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Indented"
        cell.layoutIfNeeded()
        let start = cell.textLabel?.frame.minX ?? 0
        #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect((cell.textLabel?.frame.minX ?? 0) == start + 20)
    }

    /// A cell's content view has the margins iOS 17 gives it on an iPhone (16 points at the
    /// sides, 11 above and below), so that content pinned to them lines up with the labels.
    @Test func aCellsContentViewHasIOSMargins() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    @Test func geometryQueriesAnswerInContentCoordinates() throws {
        let source = Source(sections: [("Drinks", rows(3)), ("Food", rows(4))])
        let (runtime, table) = try makeTable(source)
        // Plain: headers of 28 points above each section's rows.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 400, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 28 + 132 + 28 + 44, width: 400, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        table.scrollToRow(at: IndexPath(row: 3, section: 1), at: .bottom, animated: false)
        runtime.stepFrames(1)
        let bottom: CGFloat = 28 + 132 + 28 + 176 - 300
        #expect(table.contentOffset.y == bottom, "\(table.contentOffset.y - bottom)")
    }

    // A tap selects (willSelect, then the old row's willDeselect/didDeselect, then
    // didSelect); a drag that starts on a row scrolls and selects nothing.
    @Test func tapsSelectInIOSOrderAndDragsDoNot() throws {
        let source = Source(sections: [(nil, rows(50))])
        let (runtime, table) = try makeTable(source)
        runtime.tap(at: CGPoint(x: 200, y: 66))
        runtime.stepFrames(2)
        #expect(source.log == ["willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        source.log = []
        runtime.tap(at: CGPoint(x: 200, y: 150))
        runtime.stepFrames(2)
        #expect(source.log == ["willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        source.log = []
        runtime.touchDown(at: CGPoint(x: 200, y: 250))
        runtime.stepFrames(1)
        for index in 1...10 {
            runtime.touchMove(to: CGPoint(x: 200, y: 250 - CGFloat(index) * 15))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(source.log.isEmpty)
        #expect(table.contentOffset.y > 100)
    }

    @Test func badDataSourcesAreLoggedAndTheTableStaysUsable() throws {
        final class Broken: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "never registered", for: indexPath)
            }
        }
        let broken = Broken()
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        table.dataSource = broken
        window.addSubview(table)
        runtime.stepFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.dequeueReusableCell(withIdentifier: "never registered", for: IndexPath(row: 0, section: 0)).style == .default)
        table.scrollToRow(at: IndexPath(row: 3, section: 7), at: .top, animated: false)
        #expect(table.contentOffset == .zero)
    }

    @Test func aPlainTableWithSectionHeaders() throws {
        let source = Source(sections: [("Drinks", ["Espresso", "Flat White", "Tea"]), ("Food", ["Croissant", "Bagel", "Muffin"])])
        source.style = .value1
        let (runtime, table) = try makeTable(source, width: 390, height: 360, scale: 2)
        for cell in table.visibleCells { cell.detailTextLabel?.text = "3.50 €" }
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .checkmark
        runtime.stepUntilIdle()
        expectMatchesReference(runtime.renderScreen()!, named: "table-plain")
    }

    @Test(arguments: [(UITableView.Style.insetGrouped, "table-inset-grouped"), (.grouped, "table-grouped")])
    func aGroupedTableWithTheClassicCells(style: UITableView.Style, name: String) throws {
        final class Settings: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section == 0 ? "Display" : "About"
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                switch (indexPath.section, indexPath.row) {
                case (0, 0):
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = "Brightness"
                    cell.detailTextLabel?.text = "80%"
                    cell.accessoryType = .disclosureIndicator
                    return cell
                case (0, 1):
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    cell.textLabel?.text = "Night Shift"
                    cell.detailTextLabel?.text = "Off until 22:00"
                    cell.imageView?.image = UIImage(systemName: "moon.fill")
                    return cell
                case (0, 2):
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Auto-Lock"
                    cell.accessoryType = .checkmark
                    return cell
                default:
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = indexPath.row == 0 ? "Version" : "Serial"
                    cell.detailTextLabel?.text = indexPath.row == 0 ? "17.0" : "K1-0042"
                    return cell
                }
            }
        }
        let settings = Settings()
        let display = HeadlessDisplay(pixelWidth: 780, pixelHeight: 720, scale: 2, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.dataSource = settings
        window.addSubview(table)
        runtime.stepUntilIdle()
        expectMatchesReference(runtime.renderScreen()!, named: name)
    }

    // Self-sizing rows (`automaticDimension`): as tall as a content configuration's text,
    // or as the constraints in the content view say; rows below move as rows are measured.
    @Test func selfSizingRowsTakeTheirContentsHeight() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                switch indexPath.row % 3 {
                case 0:
                    var content = cell.defaultContentConfiguration()
                    content.text = "Short"
                    cell.contentConfiguration = content
                case 1:
                    var content = UIListContentConfiguration.subtitleCell()
                    content.text = "A title"
                    content.secondaryText = String(repeating: "A long note that wraps onto more lines. ", count: 4)
                    cell.contentConfiguration = content
                default:
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                        box.heightAnchor.constraint(equalToConstant: 80),
                    ])
                }
                return cell
            }
        }
        let source = Source()
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 600, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = source
        window.addSubview(table)
        runtime.stepFrames(1)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let constrained = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(short.height == 44)
        #expect(long.height > 80)
        #expect(constrained.height == 100)
        #expect(long.minY == short.maxY && constrained.minY == long.maxY)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.isHidden == true)
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        // Scrolled to the end, every row on the way was measured once it showed.
        for _ in 0..<40 {
            table.contentOffset.y = min(table.contentOffset.y + 100, table.contentSize.height - table.bounds.height)
            runtime.stepFrames(1)
        }
        let last = table.rectForRow(at: IndexPath(row: 29, section: 0))
        #expect(last.height == 100)
        #expect(table.contentSize.height == last.maxY)
    }

    // Inserted and deleted rows show (reloaded, offset kept); a count that does not match
    // what the calls announced is logged (Apple raises).
    @Test func insertedAndDeletedRowsShowAndTheOffsetStays() throws {
        let source = Source(sections: [(nil, rows(100))])
        let (runtime, table) = try makeTable(source)
        table.contentOffset.y = 880
        runtime.stepFrames(1)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 20")
        table.performBatchUpdates {
            source.sections[0].rows.remove(at: 0)
            source.sections[0].rows.insert("New", at: 21)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 21, section: 0)], with: .automatic)
        }
        runtime.stepFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.contentOffset.y == 880)
        #expect(table.visibleCells.contains { $0.textLabel?.text == "New" })
        source.sections[0].rows.append("Unannounced")
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        runtime.stepFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 101)
    }

    // A button in a cell takes a tap and the row is not selected; a drag that starts on it
    // scrolls. A table of no size shows no cells; a NaN offset is ignored.
    @Test func aButtonInACellAndDegenerateTables() throws {
        final class ButtonSource: Source {
            var taps = 0
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = super.tableView(tableView, cellForRowAt: indexPath)
                if !cell.contentView.subviews.contains(where: { $0 is UIButton }) {
                    let button = UIButton(type: .system)
                    button.setTitle("Add", for: .normal)
                    button.frame = CGRect(x: 300, y: 0, width: 80, height: 44)
                    button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
                    cell.contentView.addSubview(button)
                }
                return cell
            }
        }
        let source = ButtonSource(sections: [(nil, rows(50))])
        let (runtime, table) = try makeTable(source)
        runtime.tap(at: CGPoint(x: 340, y: 66))
        runtime.stepFrames(2)
        #expect(source.taps == 1)
        #expect(source.log.isEmpty && table.indexPathForSelectedRow == nil)
        runtime.touchDown(at: CGPoint(x: 340, y: 250))
        runtime.stepFrames(1)
        for index in 1...10 {
            runtime.touchMove(to: CGPoint(x: 340, y: 250 - CGFloat(index) * 15))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(source.taps == 1)
        #expect(table.contentOffset.y > 100)

        table.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(table.contentOffset.y.isFinite)
        table.frame = .zero
        runtime.stepFrames(1)
        #expect(table.visibleCells.isEmpty)
    }

    // Swiping a row sideways reveals its trailing actions; a tap on one runs its handler,
    // whose completion closes the row; a full swipe runs the first action at once.
    @Test func swipeActionsRevealAndPerform() throws {
        let source = Source(sections: [(nil, rows(20))])
        var performed: [String] = []
        source.trailingActions = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("delete \(indexPath.row)")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                performed.append("flag \(indexPath.row)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        let (runtime, table) = try makeTable(source)
        func swipe(row: Int, by distance: CGFloat) {
            let y = 22 + CGFloat(row) * 44
            runtime.touchDown(at: CGPoint(x: 380, y: y))
            runtime.stepFrames(1)
            for step in 1...10 {
                runtime.touchMove(to: CGPoint(x: 380 - distance * CGFloat(step) / 10, y: y))
                runtime.stepFrames(1)
            }
            runtime.stepFrames(8)
            runtime.touchUp()
            runtime.stepUntilIdle()
        }
        swipe(row: 1, by: 150)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // Open: the row moved left by the two buttons' widths.
        #expect(cell.frame.minX < -140)
        #expect(table.contentOffset.y == 0 && source.log.isEmpty)
        // Apple: the actions show in order from the edge: the first is at the trailing edge,
        // the second beside it, nearer the row.
        runtime.tap(at: CGPoint(x: 400 + cell.frame.minX + 30, y: 66))
        runtime.stepUntilIdle()
        #expect(performed == ["flag 1"])
        #expect(cell.frame.minX == 0)
        swipe(row: 1, by: 150)
        runtime.tap(at: CGPoint(x: 390, y: 66))
        runtime.stepUntilIdle()
        #expect(performed == ["flag 1", "delete 1"])
        #expect(cell.frame.minX == 0)
        // A full swipe performs the first action.
        swipe(row: 3, by: 330)
        #expect(performed == ["flag 1", "delete 1", "delete 3"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0)
    }

    // Custom section headers: registered, dequeued, sized by their content configuration,
    // and in a plain table they stay at the top while their section scrolls.
    @Test func customHeaderViewsAreDequeuedSizedAndSticky() throws {
        let source = Source(sections: [("A", rows(10)), ("B", rows(10))])
        source.headerView = { table, section in
            let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Section \(section)"
            header?.contentConfiguration = content
            return header
        }
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        runtime.stepFrames(1)
        let header = table.rectForHeader(inSection: 0)
        #expect(header.height > 20 && header.height < 40)
        let view = try #require(table.subviews.first { $0 is UITableViewHeaderFooterView && $0.frame.minY == 0 })
        table.contentOffset.y = 200
        runtime.stepFrames(1)
        // Sticky: still at the top of what shows.
        #expect(view.frame.minY == 200)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.height)
    }
}
