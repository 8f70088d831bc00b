/*
 The table's data source.
*/

import UIKit
import Foundation

internal let cellIdentifier = "Cell"

internal struct Row {
    let title: String
}

extension ListViewController {
    internal func row(at indexPath: IndexPath) -> Row {
        Row(title: items[indexPath.row])
    }

    func reload() {
        tableView.reloadData()
    }
}

internal extension ListViewController {
    var isEmpty: Bool { items.isEmpty }
}

fileprivate func unused() {}
