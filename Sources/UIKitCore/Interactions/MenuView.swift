import Foundation

/// The menu as iOS 17 draws it, for buttons, bar button items and context menus alike: a
/// 250-point platter with 13-point rounded corners over the system material, a row per
/// action (17-point title, image at the trailing edge, a checkmark for `.on`), hairlines
/// between rows, an 8-point band between inline sections, red for destructive actions,
/// grey for disabled ones. A submenu opens in place: its title (tap to go back) over its
/// children. Hidden actions stay out; a deferred element shows "Loading…" until its
/// provider answers. `MenuOverlay` places it and decides what a chosen action does.
@MainActor
final class MenuView: UIView {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let sectionGap: CGFloat = 8

    /// iOS 17's menu material as a flat translucent colour.
    static let material = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 37 / 255, green: 37 / 255, blue: 37 / 255, alpha: 0.97)
            : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 0.97)
    }

    /// The band between sections: the material darkened.
    static let gapColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.3) : UIColor(white: 0, alpha: 0.08)
    }

    /// What a row stands for.
    enum Item {
        case header(String)
        case action(UIAction, parent: UIMenu)
        case submenu(UIMenu)
        /// The title of the submenu opened in place: a tap goes back.
        case openedSubmenu(UIMenu)
        case loading
    }

    private(set) var menu: UIMenu
    /// The submenus opened in place, outermost first.
    private var opened: [UIMenu] = []
    /// Deferred elements' answers for this presentation (uncached ones answer each time).
    private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requested: Set<ObjectIdentifier> = []
    private var isBuilding = false
    private let content = UIView()
    private(set) var rows: [MenuRowView] = []
    private var items: [Item] = []
    private var sections: [[Int]] = []
    private var decorations: [UIView] = []
    /// Runs when the user chooses an action (with the menu it belongs to).
    var onChoose: (UIAction, UIMenu) -> Void = { _, _ in }
    /// Runs when the rows changed (a submenu opened, a deferred element answered).
    var onResize: () -> Void = {}

    init(menu: UIMenu) {
        self.menu = menu
        super.init(frame: .zero)
        layer.cornerRadius = Self.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        content.backgroundColor = Self.material
        content.layer.cornerRadius = Self.cornerRadius
        content.layer.cornerCurve = .continuous
        content.clipsToBounds = true
        addSubview(content)
        reload()
    }

    required init?(coder: NSCoder) {
        fatalError("MenuView is made by its presentation")
    }

    /// Shows `menu` instead (an updated menu), keeping the submenu opened in place when it
    /// is still there.
    func replace(with menu: UIMenu) {
        self.menu = menu
        let identifiers = opened.map(\.identifier)
        opened = []
        var current = menu
        for identifier in identifiers {
            guard let next = current.children.compactMap({ $0 as? UIMenu }).first(where: { $0.identifier == identifier }) else { break }
            opened.append(next)
            current = next
        }
        reload()
    }

    /// Builds the rows again from the menu (the actions' states may have changed).
    func reload() {
        for view in rows + decorations { view.removeFromSuperview() }
        rows = []
        decorations = []
        items = []
        sections = [[]]
        isBuilding = true
        defer { isBuilding = false }
        if let submenu = opened.last {
            add(.openedSubmenu(submenu))
            addSection()
            append(submenu.children, of: submenu)
        } else {
            if !menu.title.isEmpty { add(.header(menu.title)) }
            append(menu.children, of: menu)
        }
        sections.removeAll { $0.isEmpty }
        let checkColumn = items.contains { item in
            if case .action(let action, _) = item { return action.state != .off }
            return false
        }
        for (index, item) in items.enumerated() {
            let row = makeRow(item, checkColumn: checkColumn)
            row.tag = index
            content.addSubview(row)
            rows.append(row)
        }
        setNeedsLayout()
    }

    private func add(_ item: Item) {
        items.append(item)
        sections[sections.count - 1].append(items.count - 1)
    }

    private func addSection() {
        if !(sections.last?.isEmpty ?? true) { sections.append([]) }
    }

    private func append(_ children: [UIMenuElement], of parent: UIMenu) {
        for child in children {
            switch child {
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { add(.action(action, parent: parent)) }
            case let submenu as UIMenu:
                if submenu.options.contains(.displayInline) || submenu.options.contains(.displayAsPalette) {
                    addSection()
                    if !submenu.title.isEmpty { add(.header(submenu.title)) }
                    append(submenu.children, of: submenu)
                    addSection()
                } else {
                    add(.submenu(submenu))
                }
            case let deferred as UIDeferredMenuElement:
                load(deferred)
                if let elements = resolved[ObjectIdentifier(deferred)] ?? deferred.cachedElements {
                    append(elements, of: parent)
                } else {
                    add(.loading)
                }
            default:
                break
            }
        }
    }

    private func load(_ deferred: UIDeferredMenuElement) {
        let key = ObjectIdentifier(deferred)
        guard !requested.contains(key), deferred.cachedElements == nil else { return }
        requested.insert(key)
        deferred.load { [weak self] elements in
            guard let self else { return }
            self.resolved[key] = elements
            // An answer given at once comes while the rows are being built.
            if self.isBuilding { return }
            self.reload()
            self.onResize()
        }
    }

    private func makeRow(_ item: Item, checkColumn: Bool) -> MenuRowView {
        let row: MenuRowView
        switch item {
        case .header(let title):
            return MenuRowView(header: title)
        case .action(let action, _):
            let disabled = action.attributes.contains(.disabled)
            let foreground: UIColor = disabled ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
            row = MenuRowView(title: action.title, subtitle: action.subtitle, image: action.image, foreground: foreground,
                              state: action.state, checkColumn: checkColumn, enabled: !disabled)
        case .submenu(let submenu):
            let foreground: UIColor = submenu.options.contains(.destructive) ? .systemRed : .label
            row = MenuRowView(title: submenu.title, subtitle: submenu.subtitle,
                              image: submenu.image ?? UIImage(systemName: "chevron.right"), foreground: foreground,
                              state: .off, checkColumn: checkColumn, enabled: true)
        case .openedSubmenu(let submenu):
            row = MenuRowView(title: submenu.title, subtitle: nil, image: UIImage(systemName: "chevron.down"),
                              foreground: .label, state: .off, checkColumn: false, enabled: true, bold: true)
        case .loading:
            return MenuRowView(title: "Loading…", subtitle: nil, image: nil, foreground: .secondaryLabel, state: .off,
                               checkColumn: checkColumn, enabled: false, loading: true)
        }
        row.addAction(UIAction { [weak self, weak row] _ in
            guard let self, let row else { return }
            self.rowTapped(row.tag)
        }, for: .touchUpInside)
        return row
    }

    private func rowTapped(_ index: Int) {
        guard items.indices.contains(index) else { return }
        switch items[index] {
        case .action(let action, let parent): onChoose(action, parent)
        case .submenu(let submenu):
            opened.append(submenu)
            reload()
            onResize()
        case .openedSubmenu:
            opened.removeLast()
            reload()
            onResize()
        case .header, .loading: break
        }
    }

    /// The titles of the rows shown, in order (headers and "Loading…" included).
    var rowTitles: [String] { rows.map { $0.titleLabel.text ?? "" } }

    /// The platter's height for its rows: their heights, plus the bands between sections.
    var contentHeight: CGFloat {
        let width = bounds.width > 0 ? bounds.width : Self.width
        return rows.reduce(0) { $0 + $1.height(forWidth: width) } + CGFloat(max(sections.count - 1, 0)) * Self.sectionGap
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        for view in decorations { view.removeFromSuperview() }
        decorations = []
        let hairline = 1 / max(contentScaleFactor, 1)
        var y: CGFloat = 0
        for (number, section) in sections.enumerated() {
            if number > 0 {
                let gap = UIView(frame: CGRect(x: 0, y: y, width: bounds.width, height: Self.sectionGap))
                gap.backgroundColor = Self.gapColor
                content.addSubview(gap)
                decorations.append(gap)
                y += Self.sectionGap
            }
            for (position, index) in section.enumerated() {
                let row = rows[index]
                let height = row.height(forWidth: bounds.width)
                row.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                if position > 0 {
                    let line = UIView(frame: CGRect(x: 0, y: y, width: bounds.width, height: hairline))
                    line.backgroundColor = .separator
                    line.isUserInteractionEnabled = false
                    content.addSubview(line)
                    decorations.append(line)
                }
                y += height
            }
        }
    }
}
