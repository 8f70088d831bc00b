import Foundation

/// The month calendar of the `.inline` style (and of the compact style's panel), as on
/// iOS 17: the month and year with the previous and next month arrows, the weekdays'
/// short names, and the days in weeks from the calendar's first weekday. The picked day
/// sits in a pale tinted circle with its number in the tint colour (a solid circle with a
/// white number when it is today); today's number is in the tint colour; days outside the
/// picker's limits are grey and take no tap. A tap on the title swaps the weeks for month
/// and year wheels (the title turns to the tint colour, its chevron points down); turning
/// them moves the date to the same day of that month.
@MainActor
final class DatePickerCalendarView: UIView, UIPickerViewDataSource, UIPickerViewDelegate {
    static let size = CGSize(width: 320, height: 326)
    private static let padding: CGFloat = 12
    private static let headerHeight: CGFloat = 44
    private static let weekdaysTop: CGFloat = 48
    private static let gridTop: CGFloat = 70
    private static let weekHeight: CGFloat = 42
    private static let circleDiameter: CGFloat = 40

    /// The user tapped a day (a moment on it).
    var onPickDay: ((Date) -> Void)?

    private var context: DatePickerContext?
    /// The first day of the month on show.
    private var visibleMonth = Date(timeIntervalSinceReferenceDate: 0)
    private let titleLabel = UILabel()
    private let titleChevron = UIImageView()
    private let previousButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let weekdayLabels = (0..<7).map { _ in UILabel() }
    private let dayLabels = (0..<42).map { _ in UILabel() }
    private let selectionCircle = UIView()
    /// The weeks: the days and the circle, and the tap that picks a day.
    private let grid = UIView()
    /// The month and year wheels, and the invisible button over the title that shows them.
    let monthYearPicker = UIPickerView()
    private let titleButton = UIControl()
    /// Whether the month and year wheels are up instead of the weeks.
    private(set) var showsMonthYear = false
    /// The day each cell shows, nil for cells outside the month.
    private var cellDays: [Date?] = Array(repeating: nil, count: 42)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleChevron.image = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold))
        titleChevron.contentMode = .center
        for (button, symbol, step) in [(previousButton, "chevron.left", -1), (nextButton, "chevron.right", 1)] {
            button.setImage(UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)),
                            for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.showMonth(step) }, for: .touchUpInside)
        }
        selectionCircle.layer.cornerRadius = Self.circleDiameter / 2
        selectionCircle.isHidden = true
        grid.addSubview(selectionCircle)
        for label in weekdayLabels {
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
        }
        for label in dayLabels {
            label.textAlignment = .center
        }
        for label in dayLabels { grid.addSubview(label) }
        monthYearPicker.dataSource = self
        monthYearPicker.delegate = self
        monthYearPicker.isHidden = true
        titleButton.addAction(UIAction { [weak self] _ in self?.toggleMonthYear() }, for: .touchUpInside)
        for view in [titleLabel, titleChevron, titleButton, previousButton, nextButton, grid, monthYearPicker] + weekdayLabels {
            addSubview(view)
        }
        grid.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.tapped))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The month on show (its first day), for tests and the panel.
    var shownMonth: Date { visibleMonth }

    /// Shows `context`, on its date's month.
    func show(_ context: DatePickerContext) {
        self.context = context
        visibleMonth = firstOfMonth(context.date, in: context.calendar)
        if showsMonthYear {
            // A date moved into the limits turns the wheels back with it.
            let parts = context.calendar.dateComponents([.year, .month], from: visibleMonth)
            let current = monthYearPicker.selectedRow(inComponent: 0)
            monthYearPicker.selectRow(Self.monthRow((parts.month ?? 1) - 1, near: current), inComponent: 0, animated: true)
            monthYearPicker.selectRow(min(max((parts.year ?? 1) - 1, 0), 9_999), inComponent: 1, animated: true)
        }
        update()
    }

    private func firstOfMonth(_ date: Date, in calendar: Calendar) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// Moves the month on show by `step` months; the date stays as it is.
    func showMonth(_ step: Int) {
        guard let context, let month = context.calendar.date(byAdding: .month, value: step, to: visibleMonth) else { return }
        visibleMonth = month
        update()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        update()
    }

    /// Shows the month and year wheels instead of the weeks, or the weeks again.
    func toggleMonthYear() {
        showsMonthYear.toggle()
        if showsMonthYear, let context {
            monthYearPicker.reloadAllComponents()
            let parts = context.calendar.dateComponents([.year, .month], from: visibleMonth)
            monthYearPicker.selectRow(Self.monthRow((parts.month ?? 1) - 1, near: nil), inComponent: 0, animated: false)
            monthYearPicker.selectRow(min(max((parts.year ?? 1) - 1, 0), 9_999), inComponent: 1, animated: false)
        }
        update()
    }

    /// The month wheel goes round, as on iOS: its twelve rows repeat this often.
    private static let monthRepeats = 200

    /// The row of the month wheel showing `month` (0...11): the one nearest `current`, or
    /// in the middle of the wheel.
    private static func monthRow(_ month: Int, near current: Int?) -> Int {
        guard let current, current >= 24, current < 12 * monthRepeats - 24 else { return 12 * (monthRepeats / 2) + month }
        let base = current - current % 12 + month
        return [base - 12, base, base + 12].min { abs($0 - current) < abs($1 - current) } ?? base
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 12 * Self.monthRepeats : 10_000
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard component == 0 else { return "\(row + 1)" }
        let symbols = context?.calendar.standaloneMonthSymbols ?? []
        return symbols.indices.contains(row % 12) ? symbols[row % 12] : "\(row % 12 + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 150 : 100
    }

    /// A month or year turned to: that month shows, and the date moves to the same day in it
    /// (the month's last day when it is shorter), as on iOS.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let context else { return }
        let calendar = context.calendar
        var parts = DateComponents()
        parts.year = pickerView.selectedRow(inComponent: 1) + 1
        parts.month = pickerView.selectedRow(inComponent: 0) % 12 + 1
        parts.day = 1
        guard let month = calendar.date(from: parts) else { return }
        visibleMonth = month
        let length = calendar.range(of: .day, in: .month, for: month)?.count ?? 28
        let day = min(calendar.component(.day, from: context.date), length)
        update()
        if let picked = calendar.date(byAdding: .day, value: day - 1, to: month) { onPickDay?(picked) }
    }

    private func update() {
        guard let context else { return }
        let calendar = context.calendar
        titleLabel.text = context.string(visibleMonth, template: "MMMMy")
        titleLabel.textColor = showsMonthYear ? tintColor : .label
        titleChevron.transform = showsMonthYear ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        monthYearPicker.isHidden = !showsMonthYear
        grid.isHidden = showsMonthYear
        previousButton.isHidden = showsMonthYear
        nextButton.isHidden = showsMonthYear
        for label in weekdayLabels { label.isHidden = showsMonthYear }
        let symbols = calendar.shortStandaloneWeekdaySymbols
        for (column, label) in weekdayLabels.enumerated() where symbols.count == 7 {
            label.text = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased(with: context.locale)
        }
        let weekday = calendar.component(.weekday, from: visibleMonth)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        let length = calendar.range(of: .day, in: .month, for: visibleMonth)?.count ?? 30
        let tint = tintColor ?? .systemBlue
        selectionCircle.isHidden = true
        for (cell, label) in dayLabels.enumerated() {
            let dayNumber = cell - lead + 1
            guard (1...length).contains(dayNumber),
                  let day = calendar.date(byAdding: .day, value: dayNumber - 1, to: visibleMonth) else {
                cellDays[cell] = nil
                label.text = nil
                continue
            }
            cellDays[cell] = day
            label.text = "\(dayNumber)"
            let isSelected = calendar.isDate(day, inSameDayAs: context.date)
            let isToday = calendar.isDate(day, inSameDayAs: context.now)
            label.font = .systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular)
            if !context.allows(day: day) {
                label.textColor = .tertiaryLabel
            } else if isSelected && isToday {
                label.textColor = .white
            } else if isSelected || isToday {
                label.textColor = tint
            } else {
                label.textColor = .label
            }
            if isSelected {
                selectionCircle.isHidden = false
                selectionCircle.backgroundColor = isToday ? tint : Self.paleTint(tint)
                selectionCircle.tag = cell
            }
        }
        previousButton.isEnabled = context.minimumDate.map { $0 < visibleMonth } ?? true
        let nextMonth = calendar.date(byAdding: .month, value: 1, to: visibleMonth) ?? visibleMonth
        nextButton.isEnabled = context.maximumDate.map { $0 >= nextMonth } ?? true
        setNeedsLayout()
    }

    /// The picked day's circle: the tint, pale (stronger in the dark, as on iOS).
    private static func paleTint(_ tint: UIColor) -> UIColor {
        UIColor { traits in tint.resolvedColor(with: traits).withAlphaComponent(traits.userInterfaceStyle == .dark ? 0.25 : 0.12) }
    }

    private var cellWidth: CGFloat { (bounds.width - 2 * Self.padding) / 7 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let titleSize = titleLabel.sizeThatFits(CGSize(width: width, height: Self.headerHeight))
        titleLabel.frame = CGRect(x: Self.padding + 6, y: 0, width: min(titleSize.width, width - 120), height: Self.headerHeight)
        titleChevron.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        titleChevron.center = CGPoint(x: titleLabel.frame.maxX + 12, y: Self.headerHeight / 2)
        titleButton.frame = CGRect(x: titleLabel.frame.minX - 6, y: 0, width: titleLabel.frame.width + 30, height: Self.headerHeight)
        monthYearPicker.frame = CGRect(x: 0, y: Self.weekdaysTop, width: width, height: 216)
        nextButton.frame = CGRect(x: width - Self.padding - 40, y: 0, width: 40, height: Self.headerHeight)
        previousButton.frame = CGRect(x: nextButton.frame.minX - 48, y: 0, width: 40, height: Self.headerHeight)
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: Self.padding + CGFloat(column) * cellWidth, y: Self.weekdaysTop, width: cellWidth, height: 18)
        }
        grid.frame = CGRect(x: 0, y: Self.gridTop, width: width, height: 6 * Self.weekHeight)
        for (cell, label) in dayLabels.enumerated() {
            label.frame = cellFrame(cell)
        }
        let selected = cellFrame(selectionCircle.tag)
        selectionCircle.frame = CGRect(x: (selected.midX - Self.circleDiameter / 2).rounded(),
                                       y: (selected.midY - Self.circleDiameter / 2).rounded(),
                                       width: Self.circleDiameter, height: Self.circleDiameter)
    }

    private func cellFrame(_ cell: Int) -> CGRect {
        CGRect(x: Self.padding + CGFloat(cell % 7) * cellWidth, y: CGFloat(cell / 7) * Self.weekHeight,
               width: cellWidth, height: Self.weekHeight)
    }

    /// The day under a point of the grid, if it may be picked.
    private func day(at point: CGPoint) -> Date? {
        guard let context, point.y >= 0, point.x >= Self.padding, cellWidth > 0 else { return nil }
        let column = Int((point.x - Self.padding) / cellWidth)
        let row = Int(point.y / Self.weekHeight)
        guard (0..<7).contains(column), (0..<6).contains(row), let day = cellDays[row * 7 + column],
              context.allows(day: day) else { return nil }
        return day
    }

    /// The centre of the cell showing `dayNumber` of the month on show, in the calendar's
    /// coordinates (for tests).
    func centre(ofDay dayNumber: Int) -> CGPoint? {
        guard let context else { return nil }
        guard let cell = cellDays.firstIndex(where: { $0.map { context.calendar.component(.day, from: $0) } == dayNumber }) else {
            return nil
        }
        let frame = cellFrame(cell)
        return CGPoint(x: frame.midX, y: frame.midY + Self.gridTop)
    }

    private func tapped() {
        guard let tap = grid.gestureRecognizers?.first(where: { $0 is UITapGestureRecognizer }),
              let day = day(at: tap.location(in: grid)) else { return }
        onPickDay?(day)
    }
}
