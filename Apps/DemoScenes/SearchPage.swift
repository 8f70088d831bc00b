import UIKit

/// The Search page: a list of cities with a `UISearchController` in the navigation item of
/// the controller that shows the page (its bar under the title, scopes by region), which
/// filters the list in place as the user types; a `UIColorWell` in the list's header
/// recolours the cities' markers.
public final class SearchPage: UIView, UITableViewDataSource, UISearchResultsUpdating {
    /// The list the search filters.
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// The search, put in the showing controller's navigation item when the page is shown.
    public let searchController = UISearchController(searchResultsController: nil)
    /// Picks the markers' colour.
    public let colorWell = UIColorWell()

    private static let regions = ["All", "Europe", "Asia", "Americas"]
    private static let cities: [(name: String, country: String, region: Int)] = [
        ("Amsterdam", "Netherlands", 1), ("Bangkok", "Thailand", 2), ("Berlin", "Germany", 1),
        ("Bogotá", "Colombia", 3), ("Buenos Aires", "Argentina", 3), ("Chicago", "United States", 3),
        ("Copenhagen", "Denmark", 1), ("Delhi", "India", 2), ("Hanoi", "Vietnam", 2),
        ("Lima", "Peru", 3), ("Lisbon", "Portugal", 1), ("Madrid", "Spain", 1),
        ("Mexico City", "Mexico", 3), ("Montréal", "Canada", 3), ("Mumbai", "India", 2),
        ("Oslo", "Norway", 1), ("Paris", "France", 1), ("Rome", "Italy", 1),
        ("São Paulo", "Brazil", 3), ("Seoul", "South Korea", 2), ("Singapore", "Singapore", 2),
        ("Tokyo", "Japan", 2), ("Toronto", "Canada", 3), ("Vienna", "Austria", 1),
    ]
    private var shown = SearchPage.cities
    private var markerColor: UIColor = .systemTeal

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Cities"
        searchController.searchBar.scopeButtonTitles = Self.regions
        searchController.searchBar.autocapitalizationType = .none

        tableView.dataSource = self
        tableView.rowHeight = 58
        tableView.keyboardDismissMode = .onDrag
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        tableView.frame = bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.tableHeaderView = makeHeader()
        addSubview(tableView)
    }

    public required init?(coder: NSCoder) { nil }

    /// "Marker colour" and the well, above the list.
    private func makeHeader() -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 52))
        let label = UILabel()
        label.text = "Marker colour"
        label.font = .systemFont(ofSize: 17)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        colorWell.selectedColor = markerColor
        colorWell.title = "Marker Colour"
        colorWell.supportsAlpha = false
        colorWell.translatesAutoresizingMaskIntoConstraints = false
        colorWell.addAction(UIAction { [unowned self] _ in
            markerColor = colorWell.selectedColor ?? .systemTeal
            tableView.reloadData()
        }, for: .valueChanged)
        header.addSubview(colorWell)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 36),
            label.centerYAnchor.constraint(equalTo: header.centerYAnchor, constant: 4),
            colorWell.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -36),
            colorWell.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        return header
    }

    /// Shown in a controller: its navigation item gets the search, as an app sets it in
    /// `viewDidLoad`.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController, controller.navigationItem.searchController == nil else { return }
        controller.navigationItem.searchController = searchController
        controller.navigationItem.hidesSearchBarWhenScrolling = false
        controller.definesPresentationContext = true
    }

    // MARK: UISearchResultsUpdating

    public func updateSearchResults(for searchController: UISearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        let region = searchController.searchBar.selectedScopeButtonIndex
        shown = Self.cities.filter { city in
            (region == 0 || city.region == region)
                && (query.isEmpty || city.name.localizedCaseInsensitiveContains(query)
                    || city.country.localizedCaseInsensitiveContains(query))
        }
        tableView.reloadData()
    }

    // MARK: UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        let city = shown[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = city.name
        content.secondaryText = city.country
        content.image = UIImage(systemName: "mappin")
        content.imageProperties.tintColor = markerColor
        cell.contentConfiguration = content
        return cell
    }
}
