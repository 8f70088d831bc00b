import HeadlessDisplay
import Testing
@testable import UIKitCore

/// The list engine's row drag (`RowReorder`), driven directly on a plain host: what a
/// table and a collection view list share. As in Apple's "Reordering table view rows"
/// (`tableView(_:moveRowAt:to:)`, `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`)
/// and `UICollectionViewDiffableDataSource.ReorderingHandlers`: the lifted row follows the
/// finger, the rows between its old place and the new one move aside by its height, and it
/// lands where it was let go.
@MainActor
@Suite(.serialized)
struct RowReorderTests {
    /// A runtime made in the test itself (suites run side by side; one runtime at a time
    /// owns the screen) and a host in its window.
    private func makeHost(_ counts: [Int]) throws -> (VitrineRuntime, TestListHost) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 320, pixelHeight: 600, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let host = TestListHost(counts: counts, frame: window.bounds)
        window.addSubview(host)
        return (runtime, host)
    }

    private func frame(_ host: TestListHost, _ item: Int, _ section: Int = 0) -> CGRect {
        host.listRowFrame(at: IndexPath(item: item, section: section)) ?? .null
    }

    @Test func theRowsBetweenMakeRoomAndTheRowLandsWhereLetGo() throws {
        let (runtime, host) = try makeHost([5])
        let source = IndexPath(item: 1, section: 0)
        let cell = try #require(host.cells[source])
        let reorder = RowReorder(host: host, cell: cell, source: source, fingerY: 96)
        #expect(cell.layer.shadowOpacity == RowReorder.liftShadowOpacity)
        #expect(host.subviews.last === cell)
        // Two rows down: the row's middle is over row 3's.
        reorder.follow(fingerY: 96 + 2 * TestListHost.rowHeight)
        runtime.stepUntilIdle()
        #expect(reorder.destination == IndexPath(item: 3, section: 0))
        #expect(cell.frame.minY == frame(host, 1).minY + 2 * TestListHost.rowHeight)
        #expect(host.cells[IndexPath(item: 2, section: 0)]?.frame == frame(host, 1))
        #expect(host.cells[IndexPath(item: 3, section: 0)]?.frame == frame(host, 2))
        #expect(host.cells[IndexPath(item: 0, section: 0)]?.frame == frame(host, 0))
        #expect(host.cells[IndexPath(item: 4, section: 0)]?.frame == frame(host, 4))
        let landing = reorder.finish()
        #expect(landing.source == source && landing.destination == IndexPath(item: 3, section: 0))
        #expect(cell.layer.shadowOpacity == 0)
    }

    @Test func aListOpensTheOtherSectionAndItsHeaderMovesAsideUntilSettled() throws {
        let (runtime, host) = try makeHost([3, 3])
        let source = IndexPath(item: 1, section: 0)
        let cell = try #require(host.cells[source])
        let start = frame(host, 1).midY
        let reorder = RowReorder(host: host, cell: cell, source: source, fingerY: start, shadowTakesRowShape: true)
        #expect(cell.layer.shadowPath != nil)
        // The row's top on the other section's first row: bound for the gap after it.
        reorder.follow(fingerY: frame(host, 0, 1).minY + start - frame(host, 1).minY)
        runtime.stepUntilIdle()
        #expect(reorder.destination == IndexPath(item: 1, section: 1))
        let height = TestListHost.rowHeight
        #expect(host.cells[IndexPath(item: 2, section: 0)]?.frame == frame(host, 2).offsetBy(dx: 0, dy: -height))
        #expect(host.headers[1]?.frame == host.headerFrame(1).offsetBy(dx: 0, dy: -height))
        #expect(host.cells[IndexPath(item: 0, section: 1)]?.frame == frame(host, 0, 1).offsetBy(dx: 0, dy: -height))
        #expect(host.cells[IndexPath(item: 1, section: 1)]?.frame == frame(host, 1, 1))
        _ = reorder.finish()
        #expect(cell.layer.shadowPath == nil)
        reorder.settle()
        #expect(host.headers[1]?.frame == host.headerFrame(1))
    }

    @Test func aTableKeepsTheOtherSectionInPlaceUntilTheRowLands() throws {
        let (runtime, host) = try makeHost([3, 3])
        host.opensOtherSections = false
        host.useRowUnderMiddle = true
        let source = IndexPath(item: 1, section: 0)
        let cell = try #require(host.cells[source])
        let reorder = RowReorder(host: host, cell: cell, source: source, fingerY: frame(host, 1).midY)
        reorder.follow(fingerY: frame(host, 1, 1).midY)
        runtime.stepUntilIdle()
        #expect(reorder.destination == IndexPath(item: 1, section: 1))
        for (indexPath, other) in host.cells where other !== cell { #expect(other.frame == host.listRowFrame(at: indexPath)) }
        #expect(host.headers[1]?.frame == host.headerFrame(1))
    }

    @Test func anOutlineRowCarriesItsVisibleChildren() throws {
        let (runtime, host) = try makeHost([6])
        let source = IndexPath(item: 1, section: 0)
        host.descendants[source] = 2
        let cell = try #require(host.cells[source])
        let reorder = RowReorder(host: host, cell: cell, source: source, fingerY: frame(host, 1).midY)
        #expect(reorder.blockHeight == 3 * TestListHost.rowHeight)
        reorder.follow(fingerY: frame(host, 1).midY + 10)
        runtime.stepUntilIdle()
        #expect(reorder.destination == source)
        #expect(host.cells[IndexPath(item: 2, section: 0)]?.frame == frame(host, 2).offsetBy(dx: 0, dy: 10))
        #expect(host.cells[IndexPath(item: 3, section: 0)]?.frame == frame(host, 3).offsetBy(dx: 0, dy: 10))
        #expect(host.cells[IndexPath(item: 4, section: 0)]?.frame == frame(host, 4))
        // The children stay above the rows they pass, the row above them.
        let children = [2, 3].compactMap { host.cells[IndexPath(item: $0, section: 0)].map(ObjectIdentifier.init) }
        #expect(host.subviews.last === cell)
        #expect(Set(host.subviews.dropLast().suffix(2).map(ObjectIdentifier.init)) == Set(children))
    }
}
