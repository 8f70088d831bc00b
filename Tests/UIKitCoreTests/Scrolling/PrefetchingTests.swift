import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Prefetch data sources of collection and table views (Apple's
/// UICollectionViewDataSourcePrefetching and UITableViewDataSourcePrefetching): told of
/// the items "in advance of" their cells as scrolling is about to bring them (here the next
/// screenful in the direction of the scroll), and told to cancel those "no longer needed"
/// (the scroll turned back before they came on screen); items that come on screen are not
/// cancelled; `isPrefetchingEnabled` false tells nothing.
@MainActor
@Suite(.serialized)
struct PrefetchingTests {
    final class Recorder: NSObject, UICollectionViewDataSourcePrefetching, UITableViewDataSource,
        UITableViewDataSourcePrefetching {
        var calls: [String] = []

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(Self.describe(indexPaths.map(\.item)))")
        }

        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(Self.describe(indexPaths.map(\.item)))")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(Self.describe(indexPaths.map(\.row)))")
        }

        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(Self.describe(indexPaths.map(\.row)))")
        }

        /// "20...35" for a run of consecutive numbers.
        static func describe(_ numbers: [Int]) -> String {
            guard let first = numbers.first, let last = numbers.last else { return "" }
            return numbers == Array(first...last) ? "\(first)...\(last)" : "\(numbers)"
        }
    }

    /// 90x60 tiles, four to a row, rows 70 points apart, in a 400x300 view.
    @Test func aCollectionViewPrefetchesTheScreenfulAheadAndCancelsWhenTheScrollTurnsBack() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        let (_, collection) = try CollectionScene.make(layout: layout, source: CountingSource([200]))
        let recorder = Recorder()
        collection.prefetchDataSource = recorder
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        // Rows 0-4 on screen (0 to 340); ahead, 300 to 600: rows 4-8, row 4 shown.
        #expect(recorder.calls == ["prefetch 20...35"])
        collection.contentOffset = CGPoint(x: 0, y: 140)
        collection.layoutIfNeeded()
        // Rows 2-6 shown; ahead, 440 to 740: rows 6-10. Rows 5 and 6 came on screen.
        #expect(recorder.calls.last == "prefetch 36...43")
        collection.contentOffset = .zero
        collection.layoutIfNeeded()
        // Back at the top: nothing is ahead any more; what was asked for and never shown
        // (rows 7-10) is cancelled.
        #expect(recorder.calls.last == "cancel 28...43")
        #expect(recorder.calls.count == 3)
        collection.isPrefetchingEnabled = false
        collection.contentOffset = CGPoint(x: 0, y: 700)
        collection.layoutIfNeeded()
        #expect(recorder.calls.count == 3)
    }

    /// 44-point rows in a 300-point table.
    @Test func aTableViewPrefetchesTheRowsAheadAndCancelsThoseSkipped() throws {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        let recorder = Recorder()
        table.dataSource = recorder
        table.prefetchDataSource = recorder
        window.addSubview(table)
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        // Rows 0-6 shown (row 6 from 264); ahead, 300 to 600: rows 6-13.
        #expect(recorder.calls == ["prefetch 7...13"])
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        // Rows 9-15 shown; ahead, 700 to 1000: rows 15-22. Rows 7 and 8 went by unseen.
        #expect(recorder.calls.suffix(2) == ["cancel 7...8", "prefetch 16...22"])
        // A reload forgets what was asked: the rows ahead are asked for again.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(recorder.calls.last == "prefetch 16...22")
    }
}
