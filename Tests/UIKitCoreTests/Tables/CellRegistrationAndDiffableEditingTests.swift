import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Registering cell classes given as `AnyClass` (Apple's `register(_:forCellReuseIdentifier:)`
/// and `register(_:forCellWithReuseIdentifier:)` take `AnyClass?`, so apps pass what
/// `NSClassFromString` returns) and the editing answers of UITableViewDiffableDataSource
/// (a subclass overrides `tableView(_:canEditRowAt:)`, `canMoveRowAt` and `moveRowAt`, as
/// Apple's sample "Implementing Modern Collection Views" does).
@MainActor
struct CellRegistrationAndDiffableEditingTests {
    final class NoteCell: UITableViewCell {}
    final class TileCell: UICollectionViewCell {}

    enum Section: Hashable, Sendable { case main }

    /// Rows can be edited and moved; a move applies the new order as a snapshot.
    final class EditableSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath) else { return }
            var items = snapshot().itemIdentifiers
            items.remove(at: sourceIndexPath.row)
            items.insert(item, at: destinationIndexPath.row)
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items)
            apply(snapshot, animatingDifferences: false)
        }
    }

    private func makeTable() throws -> (VitrineRuntime, UITableView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 320, pixelHeight: 240, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        window.makeKeyAndVisible()
        return (runtime, table)
    }

    @Test func anyClassRegistrationsMakeCellsOfThatClass() throws {
        let (_, table) = try makeTable()
        let cellClass: AnyClass = NoteCell.self
        table.register(cellClass, forCellReuseIdentifier: "note")
        #expect(table.dequeueReusableCell(withIdentifier: "note", for: IndexPath(row: 0, section: 0)) is NoteCell)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        let tileClass: AnyClass = TileCell.self
        collection.register(tileClass, forCellWithReuseIdentifier: "tile")
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0)) is TileCell)
    }

    // Apple raises for a class that is not a cell; Vitrine logs and registers nothing.
    @Test func aClassThatIsNotACellIsRefused() throws {
        let (_, table) = try makeTable()
        table.register(UIView.self, forCellReuseIdentifier: "view")
        let cell = table.dequeueReusableCell(withIdentifier: "view", for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == UITableViewCell.self)
    }

    @Test func aDiffableDataSourceRefusesEditingUnlessASubclassAllowsIt() throws {
        let (runtime, table) = try makeTable()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let provider: UITableViewDiffableDataSource<Section, String>.CellProvider = { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["A", "B", "C"])

        let plain = UITableViewDiffableDataSource<Section, String>(tableView: table, cellProvider: provider)
        plain.apply(snapshot, animatingDifferences: false)
        #expect(!plain.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!plain.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))

        let editable = EditableSource(tableView: table, cellProvider: provider)
        editable.apply(snapshot, animatingDifferences: false)
        runtime.stepFrames(1)
        table.setEditing(true, animated: false)
        runtime.stepFrames(1)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.editingStyle == .delete)
        editable.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(editable.snapshot().itemIdentifiers == ["B", "C", "A"])
    }
}
