import UIKit

/// Page 6: a long list as an iOS app builds one: a `UITableView` of 10,000 orders in an
/// inset grouped style, its cells reused as they scroll; a drag with the rubber band, a
/// fling that decelerates, indicators; an order swiped left is deleted; a search field
/// above filters the orders as the user types (a drag on the list puts the keyboard away).
public final class ListPage: UIView, UITableViewDataSource {
    /// The table the tour flings.
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// Filters the orders by what they show.
    public let searchField = UITextField()
    /// How many rows the list has.
    public static let rowCount = 10_000
    /// The orders still there (swiping one away deletes it), and those the search shows.
    private var allOrders = Array(0..<ListPage.rowCount)
    private var orders = Array(0..<ListPage.rowCount)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        // iOS's search field look: a grey rounded field with a magnifying glass.
        searchField.placeholder = "Search orders"
        searchField.backgroundColor = .tertiarySystemFill
        searchField.layer.cornerRadius = 10
        searchField.clearButtonMode = .whileEditing
        searchField.returnKeyType = .search
        searchField.autocapitalizationType = .none
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 32, height: 36)
        searchField.leftView = glass
        searchField.leftViewMode = .always
        searchField.addAction(UIAction { [unowned self] _ in filter() }, for: .editingChanged)
        searchField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(searchField)
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.keyboardDismissMode = .onDrag
        tableView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tableView)
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            searchField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            searchField.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            searchField.heightAnchor.constraint(equalToConstant: 36),
            tableView.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 4),
            tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
        ])
    }

    /// Shows the orders whose number or table contains the search text.
    private func filter() {
        let query = (searchField.text ?? "").trimmingCharacters(in: .whitespaces)
        orders = query.isEmpty ? allOrders : allOrders.filter { "Order \(1001 + $0) table \(1 + $0 % 12)".contains(query) }
        tableView.reloadData()
        tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: false)
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
        let order = orders.remove(at: indexPath.row)
        allOrders.removeAll { $0 == order }
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
