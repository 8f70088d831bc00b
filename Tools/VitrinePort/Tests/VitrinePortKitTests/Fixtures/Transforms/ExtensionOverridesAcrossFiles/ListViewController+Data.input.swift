/*
 The table's data source.
*/

import UIKit
import Foundation

private let cellIdentifier = "Cell"

private struct Row {
    let title: String
}

extension ListViewController {
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

    fileprivate func row(at indexPath: IndexPath) -> Row {
        Row(title: items[indexPath.row])
    }

    func reload() {
        tableView.reloadData()
    }
}

private extension ListViewController {
    var isEmpty: Bool { items.isEmpty }
}

fileprivate func unused() {}
