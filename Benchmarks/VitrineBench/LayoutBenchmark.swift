import UIKit

/// Scenario 9: Auto Layout at scale: 1,000 views in a 40 x 25 grid placed by 4,000
/// constraints (leading, top, width and height each), solved from scratch (the grid moved
/// into a new window, whose engine has never solved), then one constant changed and
/// re-solved incrementally, then a row of 40 more views (160 constraints) added and
/// removed again, which the engine follows incrementally. The reference is the same grid
/// laid out by setting the 1,000 frames in `layoutSubviews`, measured in the same run.
@MainActor
struct LayoutBenchmark {
    static let columns = 40
    static let rows = 25
    let runs: Int

    final class FrameGrid: UIView {
        var cells: [UIView] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            let width = (bounds.width - 4) / CGFloat(LayoutBenchmark.columns) - 4
            for (index, cell) in cells.enumerated() {
                let column = index % LayoutBenchmark.columns, row = index / LayoutBenchmark.columns
                cell.frame = CGRect(x: 4 + CGFloat(column) * (width + 4), y: 4 + CGFloat(row) * 24, width: width, height: 20)
            }
        }
    }

    func run() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()

        let grid = UIView(frame: window.bounds)
        window.addSubview(grid)
        var cells: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<(Self.columns * Self.rows) {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            grid.addSubview(cell)
            let column = index % Self.columns, row = index / Self.columns
            constraints.append(column == 0
                ? cell.leadingAnchor.constraint(equalTo: grid.leadingAnchor, constant: 4)
                : cell.leadingAnchor.constraint(equalTo: cells[index - 1].trailingAnchor, constant: 4))
            constraints.append(row == 0
                ? cell.topAnchor.constraint(equalTo: grid.topAnchor, constant: 4)
                : cell.topAnchor.constraint(equalTo: cells[index - Self.columns].bottomAnchor, constant: 4))
            constraints.append(cell.widthAnchor.constraint(equalTo: grid.widthAnchor, multiplier: 1 / CGFloat(Self.columns),
                                                           constant: -4 - 4 / CGFloat(Self.columns)))
            constraints.append(cell.heightAnchor.constraint(equalToConstant: 20))
            cells.append(cell)
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // Each run moves the grid into a new window (not measured): the layout pass then
        // builds that window's tableau from scratch. The windows are released afterwards.
        var windows: [UIWindow] = []
        var scratch: [Double] = []
        for _ in 0..<runs {
            let fresh = UIWindow(frame: UIScreen.main.bounds)
            fresh.addSubview(grid)
            windows.append(fresh)
            scratch += Measure.cpuTimes(runs: 1) { fresh.layoutIfNeeded() }
        }
        var tick: CGFloat = 0
        let change = Measure.cpuTimes(runs: runs * 10) {
            tick += 1
            constraints[0].constant = 4 + tick.truncatingRemainder(dividingBy: 10)
            grid.window?.layoutIfNeeded()
        }
        let extra = (0..<Self.columns).map { _ in UIView() }
        let structure = Measure.cpuTimes(runs: runs) {
            for (column, cell) in extra.enumerated() {
                cell.translatesAutoresizingMaskIntoConstraints = false
                grid.addSubview(cell)
                NSLayoutConstraint.activate([
                    column == 0 ? cell.leadingAnchor.constraint(equalTo: grid.leadingAnchor, constant: 4)
                                : cell.leadingAnchor.constraint(equalTo: extra[column - 1].trailingAnchor, constant: 4),
                    cell.topAnchor.constraint(equalTo: cells[cells.count - Self.columns + column].bottomAnchor, constant: 4),
                    cell.widthAnchor.constraint(equalTo: cells[column].widthAnchor),
                    cell.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            grid.window?.layoutIfNeeded()
            extra.forEach { $0.removeFromSuperview() }
            grid.window?.layoutIfNeeded()
        }
        windows.removeLast(max(windows.count - 1, 0))
        let placed = cells[Self.columns + 1].frame

        grid.removeFromSuperview()
        let frameGrid = FrameGrid(frame: window.bounds)
        frameGrid.cells = (0..<(Self.columns * Self.rows)).map { _ in UIView() }
        frameGrid.cells.forEach(frameGrid.addSubview)
        window.addSubview(frameGrid)
        var width: CGFloat = 0
        let frames = Measure.cpuTimes(runs: runs * 10) {
            width += 1
            frameGrid.frame = CGRect(x: 0, y: 0, width: 1800 + width.truncatingRemainder(dividingBy: 10), height: 1080)
            frameGrid.layoutIfNeeded()
        }
        let fromScratch = Summary(scratch), oneChange = Summary(change), addRemove = Summary(structure)
        let reference = Summary(frames)
        return [
            "9. Auto Layout: \(cells.count) views, \(constraints.count) constraints (a \(Self.columns) x \(Self.rows) grid; cell 42 at \(placed))",
            "   from scratch     median \(Format.ms(fromScratch.median))  p99 \(Format.ms(fromScratch.p99))  (goal < 10 ms)",
            "   one constant     median \(Format.ms(oneChange.median))  p99 \(Format.ms(oneChange.p99))  (goal < 0.5 ms)",
            "   40 views in, out median \(Format.ms(addRemove.median))  p99 \(Format.ms(addRemove.p99))  (a row of 160 constraints added, solved, removed, solved)",
            "   frames set in layoutSubviews  median \(Format.ms(reference.median))  p99 \(Format.ms(reference.p99))  (reference)",
            "   ratios           from scratch \(Format.ratio(fromScratch.median, reference.median)), one constant \(Format.ratio(oneChange.median, reference.median)), 40 views in and out \(Format.ratio(addRemove.median, reference.median))",
        ]
    }
}
