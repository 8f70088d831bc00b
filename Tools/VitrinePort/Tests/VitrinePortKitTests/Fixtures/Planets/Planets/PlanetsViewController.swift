import UIKit

/// The storyboard's table: prototype cells ("PlanetCell", subtitle style) and a selection
/// segue to the planet's screen, filled in prepare(for:sender:).
class PlanetsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "BadgeCell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Planet.all.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath) as! BadgeCell
            cell.badgeLabel.text = "\(Planet.all.count) planets"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlanetCell", for: indexPath)
        let planet = Planet.all[indexPath.row]
        cell.textLabel?.text = planet.name
        cell.detailTextLabel?.text = "\(planet.distance) AU"
        return cell
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
