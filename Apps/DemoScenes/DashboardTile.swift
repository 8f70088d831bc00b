import UIKit

/// One dashboard tile. Its subviews: title, value, sparkline, status dot.
public final class DashboardTile: UIView {
    public let titleLabel = UILabel()
    public let valueLabel = UILabel()
    public let sparkline: SparklineView
    public let statusDot = UIView()

    public init(title: String, unit: String, seed: Int) {
        sparkline = SparklineView(seed: seed)
        super.init(frame: .zero)
        backgroundColor = UIColor(red: 0.15, green: 0.17, blue: 0.22, alpha: 1)
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 1, alpha: 0.15).cgColor

        titleLabel.text = title.uppercased()
        titleLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        titleLabel.textColor = UIColor(white: 0.7, alpha: 1)
        addSubview(titleLabel)

        let value = 20 + (seed * 37) % 80
        valueLabel.text = "\(value)\(unit.isEmpty ? "" : " \(unit)")"
        valueLabel.font = .boldSystemFont(ofSize: 34)
        valueLabel.textColor = .white
        addSubview(valueLabel)

        addSubview(sparkline)

        statusDot.backgroundColor = seed % 5 == 4 ? .systemOrange : .systemGreen
        statusDot.layer.cornerRadius = 6
        addSubview(statusDot)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = min(16, bounds.width / 10)
        titleLabel.frame = CGRect(x: inset, y: inset, width: bounds.width - 2 * inset - 16, height: 18)
        statusDot.frame = CGRect(x: bounds.width - inset - 12, y: inset + 3, width: 12, height: 12)
        valueLabel.frame = CGRect(x: inset, y: inset + 24, width: bounds.width - 2 * inset, height: 42)
        let sparkTop = inset + 72
        sparkline.frame = CGRect(x: inset, y: sparkTop, width: bounds.width - 2 * inset,
                                 height: max(0, bounds.height - sparkTop - inset))
    }
}
