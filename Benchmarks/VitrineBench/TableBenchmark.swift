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
    /// Cells laid out by Auto Layout (labels pinned to the content view, as custom cells
    /// are written) instead of list content configurations.
    var constrainedCells = false

    /// A custom cell as iOS apps write them: two labels pinned by constraints, the second
    /// wrapping; the row is as tall as they make it.
    final class OrderCell: UITableViewCell {
        let title = UILabel(), detail = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            detail.numberOfLines = 0
            detail.font = .systemFont(ofSize: 15)
            detail.textColor = .secondaryLabel
            for label in [title, detail] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }
    }

    final class Source: NSObject, UITableViewDataSource {
        var made = 0
        let constrained: Bool
        init(constrained: Bool) { self.constrained = constrained }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { TableBenchmark.rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
                made += 1
                return constrained ? OrderCell(style: .default, reuseIdentifier: "row") : UITableViewCell(style: .subtitle, reuseIdentifier: "row")
            }()
            let title = "Order \(10_001 + indexPath.row)"
            // Every seventh row has a note of two lines: rows differ in height.
            let detail = "\(1 + indexPath.row % 4) items · table \(1 + indexPath.row % 12)"
                + (indexPath.row % 7 == 0 ? "\nNo onions, extra napkins, deliver to the terrace" : "")
            if let cell = cell as? OrderCell {
                cell.title.text = title
                cell.detail.text = detail
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = title
                content.secondaryText = detail
                cell.contentConfiguration = content
            }
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func run() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1, refreshRate: 60)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let source = Source(constrained: constrainedCells)
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
            "10\(constrainedCells ? "b" : ""). table: \(flings) flings through \(Self.rows) self-sizing rows (plain, "
                + "\(constrainedCells ? "cells laid out by Auto Layout" : "list content configurations"), stepped 60 Hz)",
            "   frames           median \(Format.ms(frames.median))  p99 \(Format.ms(frames.p99))  dropped \(frameTimes.filter { $0 > budget }.count) of \(frameTimes.count)  (goal p99 <= 8 ms, 0 dropped)",
            "   cells made       \(source.made) for \(visible) visible rows  (goal <= visible + 4)",
            "   RSS              \(Format.megabytes(Double(rssBefore))) before, \(Format.megabytes(Double(rssAfterFirst))) after the first fling "
                + "(the second display buffer now written), \(Format.megabytes(Double(rssAfter))) after the last  (goal flat)",
            "   memcpy of a 1080p frame  median \(Format.ms(reference.median))  (reference)",
            "   ratio            \(Format.ratio(frames.median, reference.median)) per frame",
        ]
    }
}
