import UIKit

class ListViewController: UITableViewController {
    var items = ["Mercury", "Venus"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
}
