import UIKit

/// The storyboard's static table: its sections, cells and titles come from the storyboard;
/// the switch is an outlet.
class AboutViewController: UITableViewController {
    @IBOutlet weak var soundSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        soundSwitch.isOn = true
        let version = tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0)).detailTextLabel?.text ?? "?"
        print("AboutViewController: \(numberOfSections(in: tableView)) sections, version \(version)")
    }
}
