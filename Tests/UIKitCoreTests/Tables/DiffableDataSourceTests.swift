import HeadlessDisplay
import Testing
@testable import UIKitCore

/// NSDiffableDataSourceSnapshot and UITableViewDiffableDataSource as Apple documents them:
/// sections and items by identifier, edits on a copy, `apply` shows it; lookups both ways;
/// operations Apple traps on (duplicates, missing sections) logged and skipped.
@MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case drinks, food }

    @Test func snapshotsEditSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.drinks, .food])
        snapshot.appendItems(["Espresso", "Tea"], toSection: .drinks)
        snapshot.appendItems(["Bagel"])
        snapshot.insertItems(["Latte"], afterItem: "Espresso")
        snapshot.insertItems(["Croissant"], beforeItem: "Bagel")
        #expect(snapshot.itemIdentifiers == ["Espresso", "Latte", "Tea", "Croissant", "Bagel"])
        #expect(snapshot.numberOfItems(inSection: .food) == 2)
        snapshot.moveItem("Tea", beforeItem: "Espresso")
        snapshot.deleteItems(["Latte"])
        #expect(snapshot.itemIdentifiers(inSection: .drinks) == ["Tea", "Espresso"])
        #expect(snapshot.sectionIdentifier(containingItem: "Bagel") == .food)
        #expect(snapshot.indexOfItem("Croissant") == 2)
        // Duplicates and missing sections: Apple raises; logged and skipped here.
        snapshot.appendItems(["Tea"], toSection: .food)
        snapshot.appendSections([.food])
        snapshot.insertItems(["Scone"], afterItem: "Muffin")
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        snapshot.deleteSections([.drinks])
        #expect(snapshot.itemIdentifiers == ["Croissant", "Bagel"])
        snapshot.reconfigureItems(["Bagel"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["Bagel"])
    }

    @Test func aDiffableDataSourceShowsWhatItApplies() throws {
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.drinks, .food])
        snapshot.appendItems(["Espresso", "Tea"], toSection: .drinks)
        snapshot.appendItems(["Bagel"], toSection: .food)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        runtime.stepFrames(1)
        #expect(completed)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Espresso", "Tea", "Bagel"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Bagel")
        #expect(dataSource.indexPath(for: "Tea") == IndexPath(row: 1, section: 0))

        // An animated apply keeps the cells of items that stay (Tea moves to the food
        // section in its own cell) and makes cells only for new items.
        let tea = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var next = dataSource.snapshot()
        next.deleteItems(["Espresso"])
        next.appendItems(["Muffin"], toSection: .food)
        next.moveItem("Tea", afterItem: "Bagel")
        var shown = false
        dataSource.apply(next) { shown = true }
        runtime.stepFrames(1)
        #expect(!shown)
        runtime.stepFrames(30)
        #expect(shown)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Bagel", "Tea", "Muffin"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === tea)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    }
}
