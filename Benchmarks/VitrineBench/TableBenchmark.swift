import UIKit

/// Scenario 10: flinging through a table of 10,000 self-sizing rows (list content
/// configurations, `automaticDimension`, measured as they show) on a 1920x1080 kiosk,
/// stepped at 60 Hz: quick upward flicks, each left to decelerate. Every
/// frame is timed (one over the 16.7 ms refresh interval counts as dropped); the cells
/// made are counted (reuse keeps them to what is visible), and RSS is read before, after
/// the first fling and after the last. The reference is a `memcpy` of one 1080p frame,
/// measured in the same run.
@MainActor
struct TableBenchmark {
    static let rows = 10_000
    let maxFlings: Int

    final class Source: NSObject, UITableViewDataSource {
        var made = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { TableBenchmark.rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
                made += 1
                return UITableViewCell(style: .subtitle, reuseIdentifier: "row")
            }()
            var content = cell.defaultContentConfiguration()
            content.text = "Order \(10_001 + indexPath.row)"
            // Every seventh row has a note of two lines: rows differ in height.
            content.secondaryText = "\(1 + indexPath.row % 4) items · table \(1 + indexPath.row % 12)"
                + (indexPath.row % 7 == 0 ? "\nNo onions, extra napkins, deliver to the terrace" : "")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func run() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1, refreshRate: 60)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let source = Source()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 64
        table.dataSource = source
        window.addSubview(table)
        runtime.stepUntilIdle()
        let rssBefore = Measure.residentBytes()

        var frameTimes: [Double] = []
        var flings = 0
        var rssAfterFirst = 0
        let end = table.contentSize.height - table.bounds.height
        while table.contentOffset.y < end - 1, flings < maxFlings {
            flings += 1
            let x = table.bounds.midX
            var y: CGFloat = 1000
            runtime.touchDown(at: CGPoint(x: x, y: y))
            frameTimes += Measure.cpuTimes(runs: 1) { runtime.stepFrames(1) }
            for _ in 0..<6 {
                y -= 150
                runtime.touchMove(to: CGPoint(x: x, y: y))
                frameTimes += Measure.cpuTimes(runs: 1) { runtime.stepFrames(1) }
            }
            runtime.touchUp()
            var count = 0
            while runtime.needsFrame, count < 600, table.isDecelerating || count == 0 {
                frameTimes += Measure.cpuTimes(runs: 1) { runtime.stepFrames(1) }
                count += 1
            }
            // The first scroll frames write the display's second buffer for the first time:
            // flat means flat from here on.
            if flings == 1 { rssAfterFirst = Measure.residentBytes() }
        }
        let rssAfter = Measure.residentBytes()

        // The reference: copying one 1080p XRGB frame.
        let bytes = 1920 * 1080 * 4
        let from = [UInt8](repeating: 1, count: bytes)
        var to = [UInt8](repeating: 0, count: bytes)
        let copy = Measure.cpuTimes(runs: 50) {
            to.withUnsafeMutableBytes { target in from.withUnsafeBytes { target.copyMemory(from: $0) } }
            Measure.sink(to[bytes / 2])
        }
        let budget = 1.0 / 60
        let frames = Summary(frameTimes), reference = Summary(copy)
        let visible = table.visibleCells.count
        return [
            "10. table: \(flings) flings through \(Self.rows) self-sizing rows (plain, list content configurations, stepped 60 Hz)",
            "   frames           median \(Format.ms(frames.median))  p99 \(Format.ms(frames.p99))  dropped \(frameTimes.filter { $0 > budget }.count) of \(frameTimes.count)  (goal p99 <= 8 ms, 0 dropped)",
            "   cells made       \(source.made) for \(visible) visible rows  (goal <= visible + 4)",
            "   RSS              \(Format.megabytes(Double(rssBefore))) before, \(Format.megabytes(Double(rssAfterFirst))) after the first fling "
                + "(the second display buffer now written), \(Format.megabytes(Double(rssAfter))) after the last  (goal flat)",
            "   memcpy of a 1080p frame  median \(Format.ms(reference.median))  (reference)",
            "   ratio            \(Format.ratio(frames.median, reference.median)) per frame",
        ]
    }
}
