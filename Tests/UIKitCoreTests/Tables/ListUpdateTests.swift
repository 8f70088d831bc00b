import Foundation
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// The bookkeeping of batch updates, without a table: Apple's index path rules
/// (deletions at old paths, insertions at new ones, moves from old to new; the rows that
/// stay keep their order) and the changes worked out between two snapshots.
@MainActor
struct ListUpdateTests {
    @Test func rowsThatStayFillThePlacesInsertionsAndMovesLeave() throws {
        var update = ListUpdate()
        update.deletedRows = [IndexPath(row: 0, section: 0)]
        update.insertedRows = [IndexPath(row: 2, section: 0)]
        update.movedRows = [(IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1))]
        let mapping = try update.mapping(oldCounts: [5, 1], newCounts: [4, 2]).get()
        // Old rows 2, 3, 4 of section 0 stay in order around the inserted row 2.
        #expect(mapping.newPaths[0] == [nil, IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 0),
                                        IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(mapping.oldPath(for: IndexPath(row: 2, section: 0)) == nil)
        #expect(mapping.oldPath(for: IndexPath(row: 1, section: 1)) == IndexPath(row: 0, section: 1))
    }

    @Test func sectionsInsertedDeletedAndMoved() throws {
        var update = ListUpdate()
        update.deletedSections = [0]
        update.insertedSections = [2]
        update.movedSections = [(3, 0)]
        let mapping = try update.mapping(oldCounts: [1, 2, 3, 4], newCounts: [4, 2, 7, 3]).get()
        #expect(mapping.sectionMap == [nil, 1, 3, 0])
        #expect(mapping.newPath(for: IndexPath(row: 3, section: 3)) == IndexPath(row: 3, section: 0))
        #expect(mapping.oldPath(for: IndexPath(row: 6, section: 2)) == nil)
    }

    @Test func countsThatDoNotAddUpAreErrors() {
        var update = ListUpdate()
        update.insertedRows = [IndexPath(row: 0, section: 0)]
        #expect(throws: ListUpdateError.self) { try update.mapping(oldCounts: [3], newCounts: [3]).get() }
        #expect(throws: ListUpdateError.self) { try update.mapping(oldCounts: [3], newCounts: [5]).get() }
        update = ListUpdate()
        update.deletedSections = [4]
        #expect(throws: ListUpdateError.self) { try update.mapping(oldCounts: [3], newCounts: []).get() }
        update = ListUpdate()
        update.movedRows = [(IndexPath(row: 0, section: 0), IndexPath(row: 9, section: 0))]
        #expect(throws: ListUpdateError.self) { try update.mapping(oldCounts: [3], newCounts: [3]).get() }
    }

    @Test func theLongestRunThatKeptItsOrderStays() {
        let run = DiffableContents<Int, Int>.longestIncreasingRun([3, 0, 1, 7, 2, 5])
        #expect(run == [1, 2, 4, 5])
        #expect(DiffableContents<Int, Int>.longestIncreasingRun([]).isEmpty)
    }

    /// Random pairs of snapshots: the changes worked out between them, mapped over the
    /// old items, give exactly the new items (every row that stays lands on its item's new
    /// place; every other new place is an insertion), and the counts always add up.
    @Test func changesBetweenRandomSnapshotsMapOldItemsOntoNewOnes() throws {
        var random = SeededGenerator(state: 14)
        for round in 0..<300 {
            let old = randomContents(&random, items: 0..<30)
            var next = randomContents(&random, items: 10..<40)
            if round.isMultiple(of: 3), let item = next.snapshot.itemIdentifiers.randomElement(using: &random) {
                var snapshot = next.snapshot
                snapshot.reloadItems([item])
                next.apply(snapshot)
            }
            let update = old.changes(to: next)
            let mapping = try update.mapping(oldCounts: old.items.map(\.count), newCounts: next.items.map(\.count)).get()
            for (section, entries) in next.items.enumerated() {
                for (row, item) in entries.enumerated() {
                    let new = IndexPath(row: row, section: section)
                    if let oldPath = mapping.oldPath(for: new) {
                        #expect(old.items[oldPath.section][oldPath.row] == item, "round \(round)")
                    } else {
                        #expect(update.insertedRows.contains(new) || update.insertedSections.contains(section), "round \(round)")
                    }
                }
            }
            for path in update.reloadedRows { #expect(next.snapshot.reloadedItemIdentifiers.contains(old.items[path.section][path.row])) }
        }
    }

    private func randomContents(_ random: inout SeededGenerator, items range: Range<Int>) -> DiffableContents<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        let sections = Array((0..<5).shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
        snapshot.appendSections(sections)
        for item in range.shuffled(using: &random) where Bool.random(using: &random) {
            snapshot.appendItems([item], toSection: sections.randomElement(using: &random)!)
        }
        var contents = DiffableContents<Int, Int>()
        contents.apply(snapshot)
        return contents
    }
}
