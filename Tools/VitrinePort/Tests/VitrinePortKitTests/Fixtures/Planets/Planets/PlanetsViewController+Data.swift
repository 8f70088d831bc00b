import UIKit

/// The table's data source, overridden in an extension as Apple's samples do (the port
/// moves the overrides into the class's body in PlanetsViewController.swift, and makes the
/// file-private names they use here internal).
private let planetCellIdentifier = "PlanetCell"

fileprivate func badgeText(count: Int) -> String {
    "\(count) planets"
}

extension PlanetsViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Planet.all.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath) as! BadgeCell
            cell.badgeLabel.text = badgeText(count: Planet.all.count)
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: planetCellIdentifier, for: indexPath)
        let planet = Planet.all[indexPath.row]
        cell.textLabel?.text = planet.name
        cell.detailTextLabel?.text = "\(planet.distance) AU"
        return cell
    }
}
