import UIKit

/// Page 3: a machine-panel dashboard: a header bar, and tiles with a title, a
/// value, a sparkline drawn in draw(_:) and a status dot.
public final class DashboardPage: UIView {
    private let header = UILabel()
    private var tiles: [DashboardTile] = []

    /// Makes a dashboard with `tileCount` tiles (8 on the demo page; the benchmark
    /// uses more).
    public init(frame: CGRect, tileCount: Int = 8) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.09, green: 0.10, blue: 0.13, alpha: 1)

        header.text = "Line 3 · Filling station"
        header.font = .boldSystemFont(ofSize: 28)
        header.textColor = .white
        header.backgroundColor = UIColor(red: 0.15, green: 0.17, blue: 0.22, alpha: 1)
        header.textAlignment = .center
        addSubview(header)

        let names = ["Throughput", "Temperature", "Pressure", "Fill level", "Rejects", "Uptime", "Power", "Speed"]
        let units = ["/min", "°C", "bar", "%", "", "h", "kW", "m/s"]
        for index in 0..<tileCount {
            let tile = DashboardTile(title: names[index % names.count], unit: units[index % units.count],
                                     seed: index)
            tiles.append(tile)
            addSubview(tile)
        }
    }

    override public convenience init(frame: CGRect) {
        self.init(frame: frame, tileCount: 8)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The tiles, for callers that update values.
    public var allTiles: [DashboardTile] { tiles }

    override public func layoutSubviews() {
        super.layoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 64)
        let aspect = bounds.width > 0 && bounds.height > 0 ? Double(bounds.width / bounds.height) : 1
        let columns = tiles.count <= 8 ? 4 : max(1, Int((Double(tiles.count) * aspect).squareRoot().rounded(.up)))
        let rows = max(1, (tiles.count + columns - 1) / columns)
        let margin: CGFloat = tiles.count <= 8 ? 20 : 6
        let width = (bounds.width - margin * CGFloat(columns + 1)) / CGFloat(columns)
        let height = (bounds.height - 64 - margin * CGFloat(rows + 1)) / CGFloat(rows)
        for (index, tile) in tiles.enumerated() {
            let column = index % columns, row = index / columns
            tile.frame = CGRect(x: margin + CGFloat(column) * (width + margin),
                                y: 64 + margin + CGFloat(row) * (height + margin),
                                width: width, height: height)
        }
    }
}
