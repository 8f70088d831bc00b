import UIKit

/// Page 6: a long list as an iOS app builds one: a `UITableView` of 10,000 orders in an
/// inset grouped style, its cells reused as they scroll; a drag with the rubber band, a
/// fling that decelerates, indicators; an order swiped left is deleted.
public final class ListPage: UIView, UITableViewDataSource {
    /// The table the tour flings.
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// How many rows the list has.
    public static let rowCount = 10_000
    /// The orders still listed (swiping one away deletes it).
    private var orders = Array(0..<ListPage.rowCount)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: topAnchor),
            tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Today's orders"
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        orders.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "order")
        let index = orders[indexPath.row], items = 1 + index % 4
        cell.textLabel?.text = "Order \(1001 + index)"
        cell.detailTextLabel?.text = "\(items) \(items == 1 ? "item" : "items") · table \(1 + index % 12) · "
            + String(format: "%.2f €", 4.5 + Double(index * 37 % 50) / 2)
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
