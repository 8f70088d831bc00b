import Foundation

/// The font picker's list: the families (and faces) with a search field in the navigation
/// bar, each name drawn in its own font, the selected one checked.
@MainActor
final class FontListController: UITableViewController, UISearchResultsUpdating {
    struct Entry: Equatable {
        let family: String
        /// A face's font name; nil for the family itself.
        let fontName: String?
        var title: String { fontName ?? family }
    }

    var entries: [Entry] = [] { didSet { filter() } }
    var drawsInOwnFonts = true
    /// The family or font name checked.
    var selectedName: String? { didSet { if isViewLoaded { tableView.reloadData() } } }
    var onPick: (Entry) -> Void = { _ in }
    var onCancel: () -> Void = {}

    private var shown: [Entry] = []
    private var query = ""

    init() { super.init(style: .plain) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fonts"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.onCancel() })
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "font")
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
        filter()
    }

    private func filter() {
        shown = query.isEmpty ? entries : entries.filter { $0.title.localizedCaseInsensitiveContains(query) }
        if isViewLoaded { tableView.reloadData() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "font", for: indexPath)
        let entry = shown[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.title
        if entry.fontName != nil { content.directionalLayoutMargins.leading += 16 }
        if drawsInOwnFonts {
            let descriptor = entry.fontName.map { UIFontDescriptor(name: $0, size: 17) }
                ?? UIFontDescriptor(fontAttributes: [.family: entry.family])
            content.textProperties.font = UIFont(descriptor: descriptor, size: 17)
        }
        cell.contentConfiguration = content
        cell.accessoryType = entry.title == selectedName ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onPick(shown[indexPath.row])
    }
}
