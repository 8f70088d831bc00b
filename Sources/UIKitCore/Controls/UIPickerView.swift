import Foundation

/// A picker view as on iOS 17: one spinning wheel per component, rows of 32 points, a
/// rounded grey band across the middle marking the selection, rows turning away and
/// fading towards the top and bottom (a drum approximated with a squash and a fade, see
/// `PickerColumnView`). It is 216 points tall by default. Each wheel scrolls with a finger,
/// decelerates and comes to rest on a row; the delegate hears `didSelectRow` once when a
/// wheel the user moved settles on a new row. A tap on a row above or below the band
/// turns the wheel to it.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// A row's height when the delegate does not say (iOS 14 and later).
    static let defaultRowHeight: CGFloat = 32
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The row titles' font.
    static let titleFont = UIFont.systemFont(ofSize: 21)
    /// Space between components, and between the outer components and the band's ends.
    private static let componentSpacing: CGFloat = 5
    private static let bandInset: CGFloat = 8

    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    private var columns: [PickerColumnView] = []
    private let band = UIView()
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame == .zero ? CGRect(origin: .zero, size: Self.defaultSize) : frame)
        setUpPicker()
    }

    /// What both initializers do: the selection band.
    private func setUpPicker() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// A picker made from a storyboard: as `init(frame: .zero)` makes it, at its standard size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.defaultSize)
        setUpPicker()
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    // MARK: Components and rows

    /// How many components the data source gave at the last load.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    /// How many rows `component` has (0 for a component the picker does not have).
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].numberOfRows : 0
    }

    /// The size of a row of `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidth(component), height: columns[component].rowHeight)
    }

    /// The view showing `row` of `component` while it is on screen: the delegate's view,
    /// or the label showing its title; nil when the row is out of sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return columns[component].content(ofRow: row)
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = true
        loadIfNeeded()
    }

    /// Asks the data source and delegate again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        guard !needsReload else { return loadIfNeeded() }
        guard columns.indices.contains(component) else { return }
        reload(columns[component], component: component)
        setNeedsLayout()
    }

    // MARK: Selection

    /// Turns `component`'s wheel to `row` (gliding when `animated`). As on iOS the delegate
    /// is not told: `didSelectRow` is for the user's choices.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard columns.indices.contains(component) else {
            Self.logger.error("UIPickerView.selectRow: no component \(component)")
            return
        }
        columns[component].select(row, animated: animated)
    }

    /// The row in `component`'s band, or -1 when the component has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard columns.indices.contains(component), columns[component].numberOfRows > 0 else { return -1 }
        return columns[component].selectedRow
    }

    // MARK: Loading

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumnView(frame: .zero)
            addSubview(column)
            columns.append(column)
        }
        for (component, column) in columns.enumerated() {
            reload(column, component: component)
        }
        setNeedsLayout()
    }

    private func reload(_ column: PickerColumnView, component: Int) {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        // Weak: a column still decelerating on the display link can outlive its picker (a
        // screen dismissed mid-fling); it then settles with no one to tell.
        column.makeRow = { [weak self] row, reused in
            self?.makeView(row: row, component: component, reusing: reused) ?? UIView()
        }
        column.didSettle = { [weak self] row in
            guard let self else { return }
            delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        }
        column.reload(rows: rows, height: height)
    }

    /// A row's view in iOS's order of asking: the delegate's view, its attributed title,
    /// its title.
    private func makeView(row: Int, component: Int, reusing reused: UIView?) -> UIView {
        let custom = reused is PickerTitleLabel ? nil : reused
        if let delegate {
            let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: custom)
            if !(view is PickerDefaultRowView) { return view }
        }
        let label = reused as? PickerTitleLabel ?? PickerTitleLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    // MARK: Layout

    /// A component's width when the delegate does not give one: the picker's width, less
    /// the band's insets and the spaces between components, shared equally.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(columns.count, 1))
        return max(0, (bounds.width - 2 * Self.bandInset - Self.componentSpacing * (count - 1)) / count)
    }

    private func componentWidth(_ component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? defaultWidth(forComponent: component)
        return width.isFinite ? max(0, width) : defaultWidth(forComponent: component)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        let widths = columns.indices.map(componentWidth)
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(columns.count - 1, 0))
        // The components are centred together, as on iOS.
        var x = ((bounds.width - total) / 2).rounded()
        for (column, width) in zip(columns, widths) {
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        let rowHeight = columns.map(\.rowHeight).max() ?? Self.defaultRowHeight
        let bandWidth = columns.isEmpty ? 0 : min(bounds.width - 2 * Self.bandInset, total + 2 * Self.bandInset)
        band.frame = CGRect(x: ((bounds.width - bandWidth) / 2).rounded(), y: ((bounds.height - rowHeight) / 2).rounded(),
                            width: max(0, bandWidth), height: rowHeight)
        band.isHidden = columns.isEmpty
    }

    private static let logger = UIControl.logger
}

/// The label a picker shows for a row's title: centred, in the picker's font.
@MainActor
final class PickerTitleLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIPickerView.titleFont
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
