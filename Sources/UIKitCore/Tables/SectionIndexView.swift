import Foundation

/// The section index along a table's trailing edge: the data source's short titles in a
/// column, small and in the tint colour; a finger on it (tapped or sliding) scrolls the
/// table to the section of the title under it.
@MainActor
final class SectionIndexView: UIView {
    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    private weak var table: UITableView?
    /// The column's width, as iOS's.
    static let width: CGFloat = 15

    init(table: UITableView) {
        self.table = table
        super.init(frame: .zero)
        refreshColors()
    }

    /// Vitrine does not decode archives (nibs, storyboards): returns nil.
    required init?(coder: NSCoder) {
        return nil
    }

    func show(_ titles: [String]) {
        guard titles != self.titles else { return }
        self.titles = titles
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        refreshColors()
        setNeedsLayout()
    }

    func refreshColors() {
        let color = table?.sectionIndexColor ?? tintColor
        for label in labels { label.textColor = color }
        backgroundColor = table?.sectionIndexBackgroundColor ?? .clear
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    /// Titles 13 points apart, centred in the height (closer when they do not fit).
    private var lineHeight: CGFloat {
        labels.isEmpty ? 0 : min(13, bounds.height / CGFloat(labels.count))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let line = lineHeight
        let top = (bounds.height - line * CGFloat(labels.count)) / 2
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * line, width: bounds.width, height: line)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touches.first.map(track)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        touches.first.map(track)
    }

    private func track(_ touch: UITouch) {
        guard !labels.isEmpty, lineHeight > 0 else { return }
        let top = (bounds.height - lineHeight * CGFloat(labels.count)) / 2
        let index = min(max(Int(((touch.location(in: self).y - top) / lineHeight).rounded(.down)), 0), labels.count - 1)
        table?.scrollToSectionIndexTitle(titles[index], at: index)
    }
}
