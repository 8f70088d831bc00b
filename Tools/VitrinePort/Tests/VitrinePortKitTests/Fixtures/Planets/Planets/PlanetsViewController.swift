import UIKit

/// The storyboard's table: prototype cells ("PlanetCell", subtitle style) and a selection
/// segue to the planet's screen, filled in prepare(for:sender:). Its data source is in an
/// extension in PlanetsViewController+Data.swift.
class PlanetsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "BadgeCell")
    }

    /// The Moons sheet's "Back to planets" button unwinds here (an exit connection).
    @IBAction func unwindToPlanets(_ segue: UIStoryboardSegue) {
        print("PlanetsViewController: unwound from \(type(of: segue.source))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showPlanet", let cell = sender as? UITableViewCell,
              let row = tableView.indexPath(for: cell)?.row,
              let destination = segue.destination as? PlanetViewController else { return }
        destination.planet = Planet.all[row]
        print("PlanetsViewController: prepare showPlanet \(Planet.all[row].name)")
    }
}
