import UIKit

/// A planet: labels in a stack view, a switch and a button wired by the storyboard.
class PlanetViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet private weak var moonsLabel: UILabel!
    @IBOutlet var favoriteSwitch: UISwitch!
    @IBOutlet var valueLabels: [UILabel]!
    var planet = Planet.all[2]

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = planet.name
        moonsLabel.text = planet.moons.isEmpty ? "No moons" : planet.moons.joined(separator: ", ")
        print("PlanetViewController: shows \(planet.name) with \(valueLabels.count) value labels")
    }

    @IBAction func favoriteChanged(_ sender: UISwitch) {
        print("PlanetViewController: favourite \(sender.isOn)")
    }

    @IBAction private func showMoons(_ sender: Any) {
        performSegue(withIdentifier: "showMoons", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // The destination is the navigation controller the sheet shows.
        let navigation = segue.destination as? UINavigationController
        (navigation?.topViewController as? MoonsViewController)?.moons = planet.moons
    }
}

class MoonsViewController: UIViewController {
    @IBOutlet weak var listLabel: UILabel!
    var moons: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        listLabel.text = moons.isEmpty ? "None" : moons.joined(separator: "\n")
        print("MoonsViewController: \(moons.count) moons")
    }

    @IBAction func done(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
