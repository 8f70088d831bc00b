import Foundation

/// A scrolling list of rows in sections. The data source says how many and makes each
/// visible row's cell (`dequeueReusableCell(withIdentifier:for:)` hands back cells that
/// scrolled away, after `prepareForReuse()`), so that a table of 10,000 rows keeps only
/// the cells on screen. Rows are tapped to select them; the delegate hears it.
@preconcurrency @MainActor
open class UITableView: UIScrollView, ListHost {
    public let style: Style

    /// Says what rows there are and makes their cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            lackingMethods = []
            movesRows = nil
            setNeedsReload()
        }
    }
    /// Told which rows will soon come on screen, to load their data ahead of their cells.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    private var prefetching = PrefetchTracker()

    /// Every row's height when the delegate does not give one. Default
    /// `UITableView.automaticDimension`, as on iOS since 11: rows are as tall as their content
    /// (measured when they first show: a content configuration's size, or the content view's
    /// constraints; at least 44).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height assumed for self-sizing rows not measured yet (automatic or 0: 44).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Header and footer heights when the delegate gives none (automatic: from the titles).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { restyleVisibleCells() } }
    /// The separators' colour (nil: the system separator colour).
    open var separatorColor: UIColor? { didSet { restyleVisibleCells() } }
    /// Where separators start (left) and end (right) for cells that keep theirs.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether cells' layout margins follow the readable content guide; kept (off by
    /// default since iOS 12, as Vitrine's cells are laid out).
    open var cellLayoutMarginsFollowReadableWidth = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether rows show their editing controls: delete or insert buttons, reorder controls.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    /// Turns editing mode on or off, the rows' controls sliding in or out when animated.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        showEditing(animated: animated)
    }

    /// Whether a tap selects a row while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether rows show selection circles while editing (instead of delete and insert
    /// controls) and taps check and uncheck them. Default false.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if editing, allowsMultipleSelectionDuringEditing != oldValue { restyleVisibleCells() } }
    }
    /// Whether a tap selects more rows without deselecting the others, in the current mode.
    private var selectsMultiple: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    /// The section index's text colour (nil: the tint colour) and background.
    open var sectionIndexColor: UIColor? { didSet { sectionIndex?.refreshColors() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { sectionIndex?.refreshColors() } }
    /// The index shows when a table has at least this many rows. Default 0.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsReload() } }
    var sectionIndex: SectionIndexView?
    /// Optional data source methods whose protocol defaults ran: the data source lacks them.
    var lackingMethods: Set<OptionalDataSourceMethod> = []
    /// Whether the data source moves rows (found once; see `dataSourceMovesRows`).
    var movesRows: Bool?
    var reorder: RowReorder?
    /// A view above the first section, scrolling with the rows.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    /// The geometry of one section, in content coordinates.
    struct SectionLayout {
        var top: CGFloat = 0
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var headerTitle: String?
        var footerTitle: String?
        /// The top of each row (relative to the section's first row), and one more: the end.
        var rowTops: [CGFloat] = [0]
        /// Rows whose height their content decides, not measured yet.
        var unmeasured: Set<Int> = []
        var rowCount: Int { rowTops.count - 1 }
        var rowsTop: CGFloat { top + header }
        var bottom: CGFloat { rowsTop + rowTops[rowTops.count - 1] + footer }
        func height(ofRow row: Int) -> CGFloat { rowTops[row + 1] - rowTops[row] }
    }

    var sections: [SectionLayout] = []
    var needsReload = true
    var registrations: [String: UITableViewCell.Type] = [:]
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Nibs registered for cells and for headers and footers (UITableView+Nib.swift); a
    /// class registered later for the identifier replaces its nib, and the other way round.
    var cellNibs: [String: UINib] = [:]
    var headerFooterNibs: [String: UINib] = [:]
    private var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// The delegate's header and footer views of the sections, asked for once per reload.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    var headerLabels: [Int: UILabel] = [:]
    var footerLabels: [Int: UILabel] = [:]
    var sectionBackgrounds: [Int: UIView] = [:]
    var selectedRows: [IndexPath] = []
    var highlighted: IndexPath?
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
    /// The changes announced since the last update was shown, and how deep in
    /// `performBatchUpdates`/`beginUpdates` the app is.
    var pendingUpdate = ListUpdate()
    private var batchDepth = 0
    private var batchCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureRows` hands back from the next dequeue.
    var reconfiguring: UITableViewCell?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A table made from a storyboard, of the style under "UITableViewStyle" (plain when
    /// the coder lacks it).
    public required init?(coder: NSCoder) {
        style = coder.interfaceBuilderInteger(forKey: "UITableViewStyle").flatMap(Style.init(rawValue:)) ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    /// What both initializers do: the style's background, the bounce, the rows' menus.
    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        addInteraction(UIContextMenuInteraction(delegate: rowMenus))
    }

    /// Asks the delegate for a row's context menu on a long press (none while editing).
    private lazy var rowMenus = ListContextMenuDelegate(
        configuration: { [weak self] point in
            guard let self, !self.isEditing, let indexPath = self.indexPathForRow(at: point),
                  let configuration = self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            else { return nil }
            // The long press takes the touch: the row does not stay highlighted.
            self.unhighlight()
            return (configuration, indexPath)
        },
        cell: { [weak self] indexPath in self?.cellForRow(at: indexPath) },
        preview: { [weak self] configuration, _, highlight in
            guard let self, let delegate = self.tableDelegate else { return nil }
            return highlight ? delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
                : delegate.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        },
        willDisplay: { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        },
        willEnd: { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        },
        willPerformPreview: { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        })

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Cells of `cellClass` are made for `identifier` when none waits for reuse; nil
    /// unregisters. Like iOS, it takes any class (apps pass `NSClassFromString` results);
    /// one that is not a `UITableViewCell` is refused with a log line where Apple raises.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = registrableClass(cellClass, as: UITableViewCell.self, for: identifier)
        cellNibs[identifier] = nil
    }

    /// A cell that scrolled away under `identifier`, prepared for reuse, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        guard let cell = reusePool[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A cell for `indexPath`: one that scrolled away, or a new one of the registered
    /// class. Apple raises for an identifier never registered; Vitrine logs and makes a
    /// `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if let nib = cellNibs[identifier] { return cell(fromNib: nib, identifier: identifier) }
        guard let cellClass = registrations[identifier] else {
            scrollLogger.error("UITableView: no cell class registered for \"\(identifier)\" (Apple raises here); made a default cell")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if cellClass == UITableViewCell.self { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        let cell = UIView.make(cellClass, frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Header and footer views of `viewClass` are made for `identifier` when none waits.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = registrableClass(aClass, as: UITableViewHeaderFooterView.self, for: identifier)
        headerFooterNibs[identifier] = nil
    }

    /// A header or footer view that left the screen, or a new one of the registered class,
    /// or nil for an identifier never registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let nib = headerFooterNibs[identifier] { return headerFooterView(fromNib: nib, identifier: identifier) }
        guard let viewClass = headerFooterRegistrations[identifier] else { return nil }
        let view = UIView.make(viewClass, frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Data

    /// Asks the data source again for everything; visible cells go back for reuse.
    open func reloadData() {
        needsReload = false
        prefetching.reset()
        swipe?.close(animated: false)
        swipe = nil
        for (indexPath, cell) in visibleRows { recycle(cell, at: indexPath) }
        visibleRows = [:]
        selectedRows = []
        highlighted = nil
        for view in Array(headerViews.values) + Array(footerViews.values) { recycle(view) }
        headerViews = [:]
        footerViews = [:]
        loadSections()
        setNeedsLayout()
    }

    /// Reads the sections' counts, titles and heights from the data source and delegate.
    /// After an update, the counts were read already (`counts`), self-sizing rows that
    /// stayed keep the height they were measured at (`measuredHeight` gives it by new index
    /// path), and header views already made stay.
    func loadSections(counts: [Int]? = nil, measuredHeight: (IndexPath) -> CGFloat? = { _ in nil }) {
        let source = dataSource
        let count = counts?.count ?? max(0, source?.numberOfSections(in: self) ?? 0)
        var top = tableHeaderView?.frame.height ?? 0
        if style != .plain, tableHeaderView == nil { top = 0 }
        sections = (0..<count).map { section in
            var layout = SectionLayout()
            layout.top = top
            layout.headerTitle = source?.tableView(self, titleForHeaderInSection: section)
            layout.footerTitle = source?.tableView(self, titleForFooterInSection: section)
            if headerViews[section] == nil { headerViews[section] = tableDelegate?.tableView(self, viewForHeaderInSection: section) }
            if footerViews[section] == nil { footerViews[section] = tableDelegate?.tableView(self, viewForFooterInSection: section) }
            layout.header = headerHeight(section, title: layout.headerTitle, view: headerViews[section])
            layout.footer = footerHeight(section, title: layout.footerTitle, view: footerViews[section])
            var rows = counts?[section] ?? source?.tableView(self, numberOfRowsInSection: section) ?? 0
            if rows < 0 {
                scrollLogger.error("UITableView: the data source says section \(section) has \(rows) rows; shown as 0")
                rows = 0
            }
            var tops: [CGFloat] = [0]
            tops.reserveCapacity(rows + 1)
            var y: CGFloat = 0
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height == UITableView.automaticDimension {
                    if let measured = measuredHeight(indexPath) {
                        height = measured
                    } else {
                        height = estimatedRowHeight > 0 ? estimatedRowHeight : 44
                        layout.unmeasured.insert(row)
                    }
                }
                if !height.isFinite || height < 0 {
                    scrollLogger.error("UITableView: row \(row) of section \(section) has height \(height); 0 used")
                    height = 0
                }
                y += height
                tops.append(y)
            }
            layout.rowTops = tops
            top = layout.bottom
            return layout
        }
        let footer = tableFooterView?.frame.height ?? 0
        contentSize = CGSize(width: bounds.width, height: top + footer)
        loadSectionIndex()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    private func headerHeight(_ section: Int, title: String?, view: UIView?) -> CGFloat {
        var height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height == UITableView.automaticDimension, let view { height = fittingHeight(of: view) }
        if height == UITableView.automaticDimension {
            switch style {
            case .plain: height = title == nil ? 0 : 28
            case .grouped, .insetGrouped: height = title == nil ? (section == 0 ? 20 : 16) : 44
            }
        }
        return height.isFinite ? max(height, 0) : 0
    }

    private func footerHeight(_ section: Int, title: String?, view: UIView?) -> CGFloat {
        var height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height == UITableView.automaticDimension, let view { height = fittingHeight(of: view) }
        if height == UITableView.automaticDimension {
            switch style {
            case .plain: height = title == nil ? 0 : 28
            case .grouped, .insetGrouped: height = title == nil ? 16 : 40
            }
        }
        return height.isFinite ? max(height, 0) : 0
    }

    /// A custom header or footer's height: its content configuration's, its constraints',
    /// or its frame's; automatic (the title's) when it says nothing.
    private func fittingHeight(of view: UIView) -> CGFloat {
        let width = bounds.width
        view.frame.size.width = width
        view.layoutIfNeeded()
        if let header = view as? UITableViewHeaderFooterView, let list = header.contentConfiguration as? UIListContentConfiguration {
            return list.makeContentView().sizeThatFits(CGSize(width: width, height: 0)).height
        }
        let host = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        if host.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let size = host.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            if size.height > 0, size.height.isFinite { return size.height }
        }
        return view.frame.height > 0 ? view.frame.height : UITableView.automaticDimension
    }

    func recycle(_ view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        headerFooterPool[identifier, default: []].append(reusable)
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    // MARK: Updates

    /// Rows the data source now has at `indexPaths` (new index paths): they come in with
    /// `animation` while the rows after them move down.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths { $0.insertedRows.insert(path); $0.coming[path] = animation } }
    }

    /// Rows the data source no longer has (old index paths): they go with `animation`
    /// while the rows after them move up.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths { $0.deletedRows.insert(path); $0.leaving[path] = animation } }
    }

    /// Rows whose cells are made anew (old index paths), the old cell going and the new
    /// one coming with `animation`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths { $0.reloadedRows.insert(path); $0.leaving[path] = animation } }
    }

    /// Asks the data source again for the visible cells of `indexPaths`, in place: it gets
    /// the same cell back from `dequeueReusableCell`, without `prepareForReuse()`.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reconfiguredRows.formUnion(indexPaths) }
    }

    /// A row the data source moved: its cell slides from the old place to the new one.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.insertedSections.insert(section); $0.comingSections[section] = animation } }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections { $0.deletedSections.insert(section); $0.leavingSections[section] = animation } }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update {
            for section in sections {
                $0.reloadedSections.insert(section)
                $0.leavingSections[section] = animation
            }
        }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (changes to the data source and calls like `insertRows`) as one
    /// animated change; `completion(true)` runs when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        if let completion { batchCompletions.append(completion) }
        endUpdates()
    }

    open func beginUpdates() {
        batchDepth += 1
    }

    open func endUpdates() {
        batchDepth = max(batchDepth - 1, 0)
        guard batchDepth == 0 else { return }
        let completions = batchCompletions
        batchCompletions = []
        commitUpdates { finished in completions.forEach { $0(finished) } }
    }

    private func update(_ change: (inout ListUpdate) -> Void) {
        change(&pendingUpdate)
        if batchDepth == 0 { commitUpdates(completion: nil) }
    }

    // MARK: Geometry

    /// The row's rectangle in the table's (content) coordinates; zero for a row that is not there.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return rect(ofRow: indexPath, in: sections)
    }

    /// A row's rectangle in the given sections' geometry (now or before an update).
    func rect(ofRow indexPath: IndexPath, in layouts: [SectionLayout]) -> CGRect {
        let section = layouts[indexPath.section]
        return CGRect(x: rowInset, y: section.rowsTop + section.rowTops[indexPath.row], width: rowWidth,
                      height: section.height(ofRow: indexPath.row))
    }

    /// The whole section's rectangle, header and footer included.
    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].bottom - sections[section].top)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].header)
    }

    /// The row at `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        guard let section = sections.lastIndex(where: { $0.top <= point.y }), point.y < sections[section].bottom else { return nil }
        let layout = sections[section]
        let y = point.y - layout.rowsTop
        guard y >= 0, y < layout.rowTops[layout.rowTops.count - 1] else { return nil }
        return IndexPath(row: rowIndex(containing: y, in: layout), section: section)
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        var found: [IndexPath] = []
        guard rect.width > 0, rect.height > 0 else { return found }
        for (index, section) in sections.enumerated() where section.rowsTop < rect.maxY && section.bottom > rect.minY {
            guard section.rowCount > 0 else { continue }
            var row = rowIndex(containing: max(rect.minY - section.rowsTop, 0), in: section)
            while row < section.rowCount, section.rowsTop + section.rowTops[row] < rect.maxY {
                if section.rowTops[row + 1] > section.rowTops[row] || section.rowsTop + section.rowTops[row] >= rect.minY {
                    found.append(IndexPath(row: row, section: index))
                }
                row += 1
            }
        }
        return found
    }

    /// The last row starting at or above `y` (section coordinates): a binary search.
    private func rowIndex(containing y: CGFloat, in section: SectionLayout) -> Int {
        var low = 0, high = section.rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if section.rowTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// How far rows are inset from the edges: 20 points in an inset grouped table.
    var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    /// The rows' width: the table's less the insets, and less the section index beside them.
    var rowWidth: CGFloat {
        let index = sectionIndex.map { style == .insetGrouped ? max($0.frame.width - rowInset, 0) : $0.frame.width } ?? 0
        return max(bounds.width - 2 * rowInset - index, 0)
    }

    /// The cell showing `indexPath`, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleRows[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visibleRows[$0] } ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleRows.keys.sorted()
    }

    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    /// Scrolls so that the row shows at `position` (`.none`: as little as needed).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard isValid(indexPath) else {
            scrollLogger.error("UITableView.scrollToRow: no row \(indexPath.row) in section \(indexPath.section)")
            return
        }
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        let range = offsetRange
        y = min(max(y, range.min.y), range.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Swipe actions

    var swipe: RowSwipe?

    /// Besides scrolling, a drag may swipe a row that has actions, or move a row by its
    /// reorder control (see `ListHost`).
    override func panMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        super.panMayBegin(pan) || rowPanMayBegin(pan)
    }

    override func claimsPan(_ pan: UIPanGestureRecognizer) -> Bool {
        rowClaimsPan(pan)
    }

    override func claimedPanChanged(_ pan: UIPanGestureRecognizer) {
        rowPanChanged(pan)
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row (without telling the delegate, as on iOS) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            scrollLogger.error("UITableView.selectRow: no row \(indexPath.row) in section \(indexPath.section)")
            return
        }
        if !selectsMultiple {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleRows[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (without telling the delegate, as on iOS).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleRows[indexPath]?.setSelected(false, animated: animated)
    }

    // A row highlights under a finger and is selected when it lifts there (see `ListHost`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// A table lets a drag that starts on a control in a row scroll (true for every view),
    /// unlike a plain scroll view, which leaves a control its touches.
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    /// A tap on a row: iOS's order is willSelect (which may redirect or refuse), the
    /// deselection of the previous row (willDeselect, didDeselect), the selection, the
    /// cell's storyboard segue (shouldPerformSegue, prepare(for:sender:) with the row
    /// already selected, the transition), then didSelect.
    func rowTapped(at tapped: IndexPath) {
        let delegate = tableDelegate
        func willDeselect(_ row: IndexPath) -> IndexPath? { delegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row }
        if selectsMultiple, selectedRows.contains(tapped) {
            guard let row = willDeselect(tapped) else { return }
            deselectRow(at: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        let chosen = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let indexPath = chosen, isValid(indexPath) else { return }
        if !selectsMultiple {
            for row in selectedRows where row != indexPath {
                guard let leaving = willDeselect(row) else { continue }
                deselectRow(at: leaving, animated: false)
                delegate?.tableView(self, didDeselectRowAt: leaving)
            }
        }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        if let cell = visibleRows[indexPath], let segue = cell.selectionSegue { segue.trigger(sender: cell) }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        reloadIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        super.layoutSubviews()
        var visible = CGRect(origin: contentOffset, size: bounds.size)
        tableHeaderView.map { $0.frame = CGRect(x: 0, y: 0, width: bounds.width, height: $0.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: sections.last?.bottom ?? (tableHeaderView?.frame.height ?? 0),
                                  width: bounds.width, height: footer.frame.height)
        }
        // Self-sizing rows are measured as they come into view; a row that turns out taller
        // or shorter moves the ones after it, so the visible rows are found again.
        for _ in 0..<8 {
            let wanted = Set(indexPathsForRows(in: visible) ?? [])
            // A row being dragged stays, wherever the table scrolls.
            for (indexPath, cell) in visibleRows where !wanted.contains(indexPath) && cell !== reorder?.cell {
                visibleRows[indexPath] = nil
                recycle(cell, at: indexPath)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
            var resized = false
            for indexPath in wanted.sorted() {
                let cell: UITableViewCell
                if let shown = visibleRows[indexPath] {
                    cell = shown
                } else {
                    guard let made = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                    cell = acceptable(made, for: indexPath)
                    cell.isHidden = false
                    // Below the section headers and the indicators (added once, never
                    // reordered: reordering asks for layout again).
                    if cell.superview !== self { insertSubview(cell, at: sectionBackgrounds.count) }
                    cell.setSelected(selectedRows.contains(indexPath), animated: false)
                    visibleRows[indexPath] = cell
                    // Styled once as it comes into view (not every pass: the setters mark
                    // the cell for compositing), before the delegate may change it.
                    style(cell, at: indexPath)
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                }
                if sections[indexPath.section].unmeasured.contains(indexPath.row) {
                    resized = measure(cell, at: indexPath) || resized
                }
                // A swiped row keeps its place beside its actions.
                if swipe?.indexPath != indexPath, swipe?.holds(cell) != true { cell.frame = rectForRow(at: indexPath) }
            }
            guard resized else { break }
            visible = CGRect(origin: contentOffset, size: bounds.size)
        }
        layoutSectionDecorations(in: visible)
        layoutSectionIndex()
        reorder?.hostDidLayOutRows()
        prefetchRows(around: visible)
    }

    /// Tells the prefetch data source about the rows of the screenful ahead (and the ones
    /// no longer ahead).
    private func prefetchRows(around visible: CGRect) {
        guard let prefetchDataSource else { return }
        let window = prefetching.window(ahead: visible, defaultVertical: true)
        let (prefetch, cancel) = prefetching.update(ahead: indexPathsForRows(in: window) ?? [], shown: Set(visibleRows.keys))
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }

    /// A cell the data source made for `indexPath`, unless it is showing another row or in
    /// another table (Apple raises there): then an empty cell takes the row, and the log says
    /// why.
    private func acceptable(_ cell: UITableViewCell, for indexPath: IndexPath) -> UITableViewCell {
        let elsewhere = cell.superview.map { $0 !== self && $0 is UITableView } ?? false
        guard elsewhere || visibleRows.values.contains(where: { $0 === cell }) else { return cell }
        scrollLogger.error("UITableView: the data source gave row \(indexPath.row) of section \(indexPath.section) a cell that shows \(elsewhere ? "in another table" : "another row") (Apple raises here); an empty cell shows instead")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Measures a self-sizing row with its cell; returns whether its height changed. Rows
    /// above the visible area keep the visible content in place by moving the offset too.
    private func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        sections[indexPath.section].unmeasured.remove(indexPath.row)
        let height = cell.fittingHeight(forWidth: rowWidth)
        let tops = sections[indexPath.section].rowTops
        let delta = height - (tops[indexPath.row + 1] - tops[indexPath.row])
        guard height.isFinite, abs(delta) >= 0.5 else { return false }
        for row in (indexPath.row + 1)..<tops.count { sections[indexPath.section].rowTops[row] += delta }
        for section in (indexPath.section + 1)..<sections.count { sections[section].top += delta }
        contentSize.height += delta
        if sections[indexPath.section].rowsTop + tops[indexPath.row] < contentOffset.y, !isDragging {
            var moved = bounds
            moved.origin.y += delta
            bounds = moved
        }
        return true
    }

    /// Gives a cell the look of its place: the table's separators, and in grouped styles
    /// no background of its own (the section's card is behind) and no last separator.
    private func restyleVisibleCells() {
        for (indexPath, cell) in visibleRows { style(cell, at: indexPath) }
    }

    func style(_ cell: UITableViewCell, at indexPath: IndexPath) {
        prepareEditing(cell, at: indexPath)
        let last = indexPath.row == sections[indexPath.section].rowCount - 1
        cell.separator.isHidden = separatorStyle == .none || (style != .plain && last)
        if let separatorColor { cell.separator.backgroundColor = separatorColor }
        if style != .plain, cell.backgroundView == nil { cell.backgroundColor = .clear }
        cell.cardEnds = style == .insetGrouped ? (indexPath.row == 0, last) : (false, false)
    }

    /// Headers and footers with titles (plain headers stay at the top while their section
    /// scrolls under them), and the cards of grouped sections.
    private func layoutSectionDecorations(in visible: CGRect) {
        var shownHeaders = Set<Int>(), shownFooters = Set<Int>(), shownCards = Set<Int>()
        for (index, section) in sections.enumerated() where section.top < visible.maxY && section.bottom > visible.minY {
            if style != .plain, section.rowCount > 0 {
                let card = sectionBackgrounds[index] ?? makeCard()
                sectionBackgrounds[index] = card
                card.frame = CGRect(x: rowInset, y: section.rowsTop, width: rowWidth,
                                    height: section.rowTops[section.rowCount])
                shownCards.insert(index)
            }
            if let view = headerViews[index], section.header > 0 {
                if view.superview !== self { addSubview(view) }
                var frame = CGRect(x: 0, y: section.top, width: bounds.width, height: section.header)
                if style == .plain {
                    let pinned = max(section.top, visible.minY + adjustedContentInset.top)
                    frame.origin.y = min(pinned, section.bottom - section.header - section.footer)
                }
                view.frame = frame
            } else if let title = section.headerTitle, section.header > 0 {
                let label = headerLabels[index] ?? makeHeaderLabel()
                headerLabels[index] = label
                label.text = style == .plain ? title : title.uppercased()
                var frame = CGRect(x: 0, y: section.top, width: bounds.width, height: section.header)
                if style == .plain {
                    // Sticky: at the top of the visible area until the section's end pushes it up.
                    let pinned = max(section.top, visible.minY + adjustedContentInset.top)
                    frame.origin.y = min(pinned, section.bottom - section.header - section.footer)
                }
                label.frame = frame
                shownHeaders.insert(index)
            }
            if let view = footerViews[index], section.footer > 0 {
                if view.superview !== self { addSubview(view) }
                view.frame = CGRect(x: 0, y: section.bottom - section.footer, width: bounds.width, height: section.footer)
            } else if let title = section.footerTitle, section.footer > 0 {
                let label = footerLabels[index] ?? makeFooterLabel()
                footerLabels[index] = label
                label.text = title
                label.frame = CGRect(x: 0, y: section.bottom - section.footer, width: bounds.width, height: section.footer)
                shownFooters.insert(index)
            }
        }
        for (index, label) in headerLabels where !shownHeaders.contains(index) { label.removeFromSuperview(); headerLabels[index] = nil }
        for (index, label) in footerLabels where !shownFooters.contains(index) { label.removeFromSuperview(); footerLabels[index] = nil }
        for (index, card) in sectionBackgrounds where !shownCards.contains(index) { card.removeFromSuperview(); sectionBackgrounds[index] = nil }
    }

    private func makeCard() -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = style == .insetGrouped ? 10 : 0
        card.isUserInteractionEnabled = false
        // Behind every cell.
        insertSubview(card, at: 0)
        return card
    }

    private func makeHeaderLabel() -> UILabel {
        let label = SectionTitleLabel(inset: rowInset + 16, bottomAligned: style != .plain)
        if style == .plain {
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .label
            label.backgroundColor = .secondarySystemBackground
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        }
        addSubview(label)
        return label
    }

    private func makeFooterLabel() -> UILabel {
        let label = SectionTitleLabel(inset: rowInset + 16, bottomAligned: false)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        addSubview(label)
        return label
    }

    /// A cell that left the screen waits for reuse under its identifier (or goes).
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    // MARK: Focus (Focus/UIFocusSystem)

    /// Whether the rows can take focus (iOS 15); the delegate's `tableView(_:canFocusRowAt:)` decides
    /// instead where implemented. The default is false: an app turns keyboard focus on.
    open var allowsFocus = false
    /// Whether the rows can take focus while editing (iOS 15). The default is false.
    open var allowsFocusDuringEditing = false
    /// Whether focus coming back to the table goes to the row focused last. The
    /// default is false.
    open var remembersLastFocusedIndexPath = false
    /// Whether focusing a row selects it (iOS 14). The default is false.
    open var selectionFollowsFocus = false
    /// The row focused last, for `remembersLastFocusedIndexPath`.
    private var lastFocusedIndexPath: IndexPath?

    open override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        let remembered = remembersLastFocusedIndexPath ? lastFocusedIndexPath : nil
        guard let indexPath = remembered ?? tableDelegate?.indexPathForPreferredFocusedView(in: self),
              let cell = cellForRow(at: indexPath) else { return [] }
        return [cell]
    }

    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        tableDelegate?.tableView(self, shouldUpdateFocusIn: UITableViewFocusUpdateContext(context, in: self)) ?? true
    }

    /// Tells the delegate (with the index paths), remembers the focused row, and selects
    /// it when selection follows focus.
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let focusContext = UITableViewFocusUpdateContext(context, in: self)
        if let indexPath = focusContext.nextFocusedIndexPath {
            lastFocusedIndexPath = indexPath
            if tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus, !selectedRows.contains(indexPath) {
                rowTapped(at: indexPath)
            }
        }
        tableDelegate?.tableView(self, didUpdateFocusIn: focusContext, with: coordinator)
    }
}
