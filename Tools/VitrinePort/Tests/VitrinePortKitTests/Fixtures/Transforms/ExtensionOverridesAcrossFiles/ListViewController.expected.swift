import UIKit
import Foundation

class ListViewController: UITableViewController {
    var items = ["Mercury", "Venus"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isEmpty ? 0 : items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        cell.textLabel?.text = row(at: indexPath).title
        return cell
    }

#if targetEnvironment(macCatalyst)
    override var canBecomeFirstResponder: Bool { true }
#endif
}
